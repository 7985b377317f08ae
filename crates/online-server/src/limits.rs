//! What a server allows each client, connection and address: docs/ONLINE.md, "Limits and
//! hostile clients", says why each value.

use std::time::Duration;

use crate::rate::Rate;

/// The limits of a server, its connections and the addresses they come from.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Frames of any kind (text, binary, ping, pong) one connection may send.
    pub messages: Rate,
    /// Frames refused for [`Limits::messages`] that a connection may run up: once these are
    /// spent the connection is closed, so a flood kept just over the rate ends.
    pub refused: Rate,
    /// Rooms created by one connection.
    pub rooms: Rate,
    /// Look-ups that found nothing (a wrong code or token): what a guesser makes.
    pub misses: Rate,
    /// `list_matches` messages of one connection (each looks up to 64 tokens up).
    pub lists: Rate,
    /// A connection that sends no message this long is closed: pings and pongs do not count,
    /// so a client's library cannot keep a forgotten connection open by itself.
    pub idle: Duration,
    /// A send to a client that does not read for this long closes its connection.
    pub write_timeout: Duration,
    /// An HTTP request whose headers are not all in after this long is closed.
    pub header_read_timeout: Duration,
    /// TCP connections open at once, all clients together (partial requests included).
    pub max_connections: usize,
    /// Connections open at once from one client address (an IPv6 address counts as its /64).
    pub max_connections_per_address: usize,
    /// Rooms with computer seats, not yet over and in memory, that one connection created.
    pub bot_rooms_per_connection: usize,
    /// Rooms with computer seats, not yet over and in memory, created from one address.
    pub bot_rooms_per_address: usize,
    /// Computer players thinking at once, all rooms together; the others wait their turn.
    pub thinkers: usize,
    /// A running room that no person is connected to and nobody acts in for this long ends,
    /// abandoned ([`crate::store::lifetimes`]): its players are told why when they come back.
    pub abandoned_after: Duration,
    /// A room that ended (its match over, or abandoned) is kept this long for its replay, then
    /// removed from the database with its seats and actions.
    pub ended_kept: Duration,
    /// How often the server looks for rooms to end or remove, and lets idle rooms leave
    /// memory.
    pub sweep_every: Duration,
    /// How long a server's lease on a room lasts unrenewed, with several servers on one
    /// PostgreSQL ([`crate::lease`]): a dead server's rooms are run elsewhere this long (and a
    /// third of it) after it died.
    pub lease: Duration,
    /// The server sits behind a reverse proxy: a client's address is the last one of the
    /// `X-Forwarded-For` header the proxy adds, and connections per address are counted per
    /// WebSocket rather than per TCP connection (all of which come from the proxy). Off, that
    /// header is ignored: any client could write it.
    pub behind_proxy: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            messages: Rate {
                burst: 40,
                every: Duration::from_millis(50),
            },
            refused: Rate {
                burst: 200,
                every: Duration::from_secs(1),
            },
            rooms: Rate {
                burst: 5,
                every: Duration::from_secs(20),
            },
            misses: Rate {
                burst: 10,
                every: Duration::from_secs(6),
            },
            lists: Rate {
                burst: 5,
                every: Duration::from_secs(2),
            },
            idle: Duration::from_secs(600),
            write_timeout: Duration::from_secs(20),
            header_read_timeout: Duration::from_secs(10),
            max_connections: 8192,
            max_connections_per_address: 32,
            bot_rooms_per_connection: 3,
            bot_rooms_per_address: 8,
            thinkers: default_thinkers(),
            abandoned_after: Duration::from_secs(24 * 60 * 60),
            ended_kept: Duration::from_secs(7 * 24 * 60 * 60),
            sweep_every: Duration::from_secs(60),
            lease: crate::lease::LEASE,
            behind_proxy: false,
        }
    }
}

/// One core less than the machine has (at least one): the connections keep a core however
/// many computer players think.
fn default_thinkers() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .saturating_sub(1)
        .max(1)
}
