//! One client's WebSocket: its messages checked (size, form, rate), answered, and the news of
//! the room it is in forwarded as its seat may see it. Nothing a client sends can panic the
//! server or change anything when refused.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Weak};
use std::time::Duration;

use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use futures_util::SinkExt;
use online_protocol::limits::{
    MAX_ACTION_CHARS, MAX_MESSAGE_BYTES, MAX_TOKENS_LISTED, normalize_room_code,
};
use online_protocol::{
    ClientMessage, ErrorCode, PROTOCOL_VERSION, RoomInfo, SeatSpec, ServerMessage, TableSpec,
};
use rules_core::Seat;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::Instant;

use crate::engine::Refusal;
use crate::hub::Hub;
use crate::limits::Limits;
use crate::rate::Bucket;
use crate::room::{News, Room, Watch};

/// How often the server pings a connection.
const PING_EVERY: Duration = Duration::from_secs(30);
/// How long a connection being closed waits for the client's Close, reading what still comes.
const CLOSE_GRACE: Duration = Duration::from_secs(2);

/// Where the connection stands in a room.
struct InRoom {
    room: Arc<Room>,
    seat: Option<Seat>,
    news: tokio::sync::broadcast::Receiver<Arc<News>>,
    seq: u64,
}

struct Connection {
    hub: Arc<Hub>,
    limits: Limits,
    /// The client's address ([`crate::listener::client_address`]).
    address: IpAddr,
    greeted: bool,
    room: Option<InRoom>,
    messages: Bucket,
    refused: Bucket,
    rooms: Bucket,
    misses: Bucket,
    lists: Bucket,
    /// The person seat this connection took in each room (created, joined or resumed): one
    /// person, one seat, so a connection sees one hand of a room.
    seats: HashMap<String, Seat>,
    /// The rooms with computer seats this connection created (while in memory).
    bot_rooms: Vec<Weak<Room>>,
}

fn error(code: ErrorCode, message: impl Into<String>) -> ServerMessage {
    ServerMessage::Error {
        code,
        message: message.into(),
        rule: None,
    }
}

impl From<Refusal> for ServerMessage {
    fn from(r: Refusal) -> Self {
        ServerMessage::Error {
            code: r.code,
            message: r.message,
            rule: r.rule,
        }
    }
}

/// Whether a table has a computer seat (whose turns make the server think).
fn has_computers(table: &TableSpec) -> bool {
    (table.seats.iter()).any(|s| matches!(s, SeatSpec::Computer { .. }))
}

/// A second person seat of a room refused to a connection that holds `seat` there.
fn one_seat(seat: Seat) -> Refusal {
    Refusal::new(
        ErrorCode::RoomFull,
        format!("this connection holds seat {seat} of this room already: one seat per person"),
    )
}

/// What handling one message asks of the socket.
enum Reply {
    /// Send these, in order.
    Send(Vec<Utf8Bytes>),
    /// Send these, then close.
    Close(Vec<Utf8Bytes>),
}

fn text(message: &ServerMessage) -> Utf8Bytes {
    serde_json::to_string(message).unwrap_or_default().into()
}

/// Serves one WebSocket from `address` until the client leaves, goes silent too long, stops
/// reading, or breaks the limits; then its seat, if it held one, counts one connection less.
pub async fn serve(mut socket: WebSocket, hub: Arc<Hub>, limits: Limits, address: IpAddr) {
    let mut conn = Connection {
        hub,
        limits,
        address,
        greeted: false,
        room: None,
        messages: Bucket::new(limits.messages),
        refused: Bucket::new(limits.refused),
        rooms: Bucket::new(limits.rooms),
        misses: Bucket::new(limits.misses),
        lists: Bucket::new(limits.lists),
        seats: HashMap::new(),
        bot_rooms: Vec::new(),
    };
    talk(&mut socket, &mut conn).await;
    conn.leave_room().await;
}

/// Sends `message` unless the client has not taken it within the write timeout (it stopped
/// reading): whether it went.
async fn send(socket: &mut WebSocket, message: Message, limits: &Limits) -> bool {
    matches!(
        tokio::time::timeout(limits.write_timeout, socket.send(message)).await,
        Ok(Ok(()))
    )
}

/// Sends `messages` in order with one flush, so that they leave in one write to the socket,
/// unless the client has not taken them within the write timeout (it stopped reading):
/// whether they went.
async fn send_all(socket: &mut WebSocket, messages: Vec<Utf8Bytes>, limits: &Limits) -> bool {
    if messages.is_empty() {
        return true;
    }
    let sent = async {
        for message in messages {
            socket.feed(Message::Text(message)).await?;
        }
        socket.flush().await
    };
    matches!(
        tokio::time::timeout(limits.write_timeout, sent).await,
        Ok(Ok(()))
    )
}

/// Answers the client and forwards its room's news until the connection ends.
async fn talk(socket: &mut WebSocket, conn: &mut Connection) {
    let limits = conn.limits;
    // The server's own clock: only a message moves it on. Pings and pongs do not, or a
    // client's WebSocket layer alone would keep a forgotten connection open for ever.
    let mut deadline = Instant::now() + limits.idle;
    // Pings keep a quiet player's connection (one waiting for a turn) alive through proxies.
    let mut ping = tokio::time::interval_at(Instant::now() + PING_EVERY, PING_EVERY);
    loop {
        let reply = tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                if matches!(message, Message::Text(_)) {
                    deadline = Instant::now() + limits.idle;
                }
                conn.receive(message).await
            }
            news = next_news(&mut conn.room) => conn.forward(news).await,
            () = tokio::time::sleep_until(deadline) => Reply::Close(Vec::new()),
            _ = ping.tick() => {
                if !send(socket, Message::Ping(Default::default()), &limits).await {
                    return;
                }
                Reply::Send(Vec::new())
            }
        };
        let (out, close) = match reply {
            Reply::Send(out) => (out, false),
            Reply::Close(out) => (out, true),
        };
        if !send_all(socket, out, &limits).await {
            return;
        }
        if close {
            if !send(socket, Message::Close(None), &limits).await {
                return;
            }
            // The closing handshake: what the client still sends is read and dropped until it
            // answers Close, for a moment at most. Dropping the socket on unread data would
            // reset the connection, and the client could lose the last replies on their way.
            let _ = tokio::time::timeout(CLOSE_GRACE, async {
                while let Some(Ok(message)) = socket.recv().await {
                    if matches!(message, Message::Close(_)) {
                        break;
                    }
                }
            })
            .await;
            return;
        }
    }
}

/// The next news of the room the connection is in; never, outside a room.
async fn next_news(room: &mut Option<InRoom>) -> Result<Arc<News>, RecvError> {
    match room {
        Some(room) => room.news.recv().await,
        None => std::future::pending().await,
    }
}

impl Connection {
    async fn receive(&mut self, message: Message) -> Reply {
        if matches!(message, Message::Close(_)) {
            return Reply::Close(Vec::new());
        }
        // Every frame counts, control frames too: pings cost the server a pong each.
        if !self.messages.take() {
            // Refusals are spent, not forgiven by the next accepted frame: a flood kept just
            // over the rate runs them out and is closed, not answered for ever.
            if !self.refused.take() {
                return Reply::Close(vec![self::text(&error(
                    ErrorCode::RateLimited,
                    "too many messages: closing",
                ))]);
            }
            return match message {
                Message::Text(_) | Message::Binary(_) => Reply::Send(vec![self::text(&error(
                    ErrorCode::RateLimited,
                    "too many messages; slow down",
                ))]),
                _ => Reply::Send(Vec::new()),
            };
        }
        let text = match message {
            Message::Text(text) => text,
            Message::Binary(_) => {
                return self.refuse(error(ErrorCode::Malformed, "messages are JSON text"));
            }
            // Pings are answered by the WebSocket layer itself.
            _ => return Reply::Send(Vec::new()),
        };
        if text.len() > MAX_MESSAGE_BYTES {
            return self.refuse(error(
                ErrorCode::TooLarge,
                format!("a message has at most {MAX_MESSAGE_BYTES} bytes"),
            ));
        }
        let message: ClientMessage = match serde_json::from_str(text.as_str()) {
            Ok(message) => message,
            Err(e) => return self.refuse(error(ErrorCode::Malformed, e.to_string())),
        };
        if !self.greeted {
            return match message {
                ClientMessage::Hello { version } if version == PROTOCOL_VERSION => {
                    self.greeted = true;
                    Reply::Send(vec![self::text(&ServerMessage::Welcome {
                        version: PROTOCOL_VERSION,
                    })])
                }
                ClientMessage::Hello { version } => Reply::Close(vec![self::text(&error(
                    ErrorCode::UnsupportedVersion,
                    format!("this server speaks version {PROTOCOL_VERSION}, not {version}"),
                ))]),
                _ => self.refuse(error(ErrorCode::HelloFirst, "say hello first")),
            };
        }
        match self.handle(message).await {
            Ok(out) => Reply::Send(out),
            Err(refusal) => self.refuse(refusal.into()),
        }
    }

    fn refuse(&mut self, message: ServerMessage) -> Reply {
        Reply::Send(vec![text(&message)])
    }

    /// Refuses a room with computer seats while this connection, or its address, has as many
    /// running as its limit: each makes the server think, so one client cannot take its CPU.
    fn check_bot_rooms(&mut self) -> Result<(), Refusal> {
        self.bot_rooms
            .retain(|room| room.upgrade().is_some_and(|r| r.running()));
        let per_connection = self.limits.bot_rooms_per_connection;
        if self.bot_rooms.len() >= per_connection {
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                format!(
                    "this connection already has {per_connection} rooms with computer players \
                     running; finish one, or wait a minute after leaving it"
                ),
            ));
        }
        let per_address = self.limits.bot_rooms_per_address;
        if self.hub.bot_rooms_of(self.address) >= per_address {
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                format!(
                    "your address already has {per_address} rooms with computer players \
                     running; finish one, or wait a minute after leaving it"
                ),
            ));
        }
        Ok(())
    }

    /// Refuses a look-up outright while the connection's misses are spent.
    fn check_misses_left(&mut self) -> Result<(), Refusal> {
        if self.misses.peek() {
            Ok(())
        } else {
            Err(Refusal::new(
                ErrorCode::RateLimited,
                "too many codes or tokens that open nothing; wait",
            ))
        }
    }

    /// A look-up that found nothing (a wrong code or token) spends one miss.
    fn missed<T>(&mut self, result: Result<T, Refusal>) -> Result<T, Refusal> {
        if let Err(refusal) = &result
            && matches!(refusal.code, ErrorCode::UnknownRoom | ErrorCode::BadToken)
        {
            self.misses.take();
        }
        result
    }

    /// Leaves the room the connection is in, if any: its seat counts one connection less.
    /// Whether it was in one.
    async fn leave_room(&mut self) -> bool {
        let Some(in_room) = self.room.take() else {
            return false;
        };
        in_room.room.unwatch(in_room.seat).await;
        true
    }

    /// Enters `room` as `seat` (a spectator for `None`), leaving any other: the room and its
    /// snapshot to send. The new seat is held before the old one is let go, so entering the
    /// seat the connection holds already changes no one's presence.
    async fn enter(&mut self, room: Arc<Room>, seat: Option<Seat>) -> (RoomInfo, Utf8Bytes) {
        let Watch {
            info,
            snapshot,
            seq,
            news,
        } = room.watch(seat).await;
        self.leave_room().await;
        self.room = Some(InRoom {
            room,
            seat,
            news,
            seq,
        });
        (info, snapshot)
    }

    async fn handle(&mut self, message: ClientMessage) -> Result<Vec<Utf8Bytes>, Refusal> {
        match message {
            ClientMessage::Hello { .. } => Err(Refusal::new(ErrorCode::Malformed, "hello twice")),
            ClientMessage::CreateRoom { table, name } => {
                // Only rooms made count: a refused table costs no storage.
                if !self.rooms.peek() {
                    return Err(Refusal::new(ErrorCode::RateLimited, "too many rooms; wait"));
                }
                let computers = has_computers(&table);
                if computers {
                    self.check_bot_rooms()?;
                }
                let (room, seat, token) = self.hub.create(&table, &name).await?;
                self.rooms.take();
                if computers {
                    self.bot_rooms.push(Arc::downgrade(&room));
                    self.hub.add_bot_room(self.address, &room);
                }
                self.seats.insert(room.code.clone(), seat);
                let (room, snapshot) = self.enter(room, Some(seat)).await;
                Ok(vec![
                    text(&ServerMessage::Joined { room, seat, token }),
                    snapshot,
                ])
            }
            ClientMessage::Join { code, name } => {
                if let Some(seat) = normalize_room_code(&code).and_then(|c| self.seats.get(&c)) {
                    return Err(one_seat(*seat));
                }
                self.check_misses_left()?;
                let joined = self.hub.join(&code, &name).await;
                let (room, seat, token) = self.missed(joined)?;
                self.seats.insert(room.code.clone(), seat);
                let (room, snapshot) = self.enter(room, Some(seat)).await;
                Ok(vec![
                    text(&ServerMessage::Joined { room, seat, token }),
                    snapshot,
                ])
            }
            ClientMessage::Resume { token } => {
                self.check_misses_left()?;
                let resumed = self.hub.resume(&token).await;
                let (room, seat) = self.missed(resumed)?;
                match self.seats.get(&room.code) {
                    Some(held) if *held != seat => return Err(one_seat(*held)),
                    _ => {}
                }
                self.seats.insert(room.code.clone(), seat);
                let (room, snapshot) = self.enter(room, Some(seat)).await;
                Ok(vec![
                    text(&ServerMessage::Joined { room, seat, token }),
                    snapshot,
                ])
            }
            ClientMessage::Spectate { code } => {
                self.check_misses_left()?;
                let found = self.hub.spectate(&code).await;
                let room = self.missed(found)?;
                let (room, snapshot) = self.enter(room, None).await;
                Ok(vec![text(&ServerMessage::Spectating { room }), snapshot])
            }
            ClientMessage::Act { seq, action } => {
                let Some(InRoom {
                    room,
                    seat: Some(seat),
                    ..
                }) = &self.room
                else {
                    return Err(Refusal::new(ErrorCode::NotSeated, "take a seat first"));
                };
                if action.chars().count() > MAX_ACTION_CHARS {
                    return Err(Refusal::new(
                        ErrorCode::BadNotation,
                        format!("an action has at most {MAX_ACTION_CHARS} characters"),
                    ));
                }
                room.act(*seat, seq, &action).await?;
                // The view it caused comes with the room's news.
                Ok(Vec::new())
            }
            ClientMessage::ListMatches { tokens } => {
                if tokens.len() > MAX_TOKENS_LISTED {
                    return Err(Refusal::new(
                        ErrorCode::TooLarge,
                        format!("at most {MAX_TOKENS_LISTED} tokens"),
                    ));
                }
                if !self.lists.take() {
                    return Err(Refusal::new(
                        ErrorCode::RateLimited,
                        "too many lists of matches; wait",
                    ));
                }
                let matches = self.hub.list(&tokens).await?;
                Ok(vec![text(&ServerMessage::Matches { matches })])
            }
            ClientMessage::Leave => {
                if !self.leave_room().await {
                    return Err(Refusal::new(ErrorCode::NotSeated, "not in a room"));
                }
                Ok(vec![text(&ServerMessage::Left)])
            }
        }
    }

    /// Forwards news of the room: the part for this connection's seat (or the spectators').
    /// A connection that fell behind gets a snapshot instead.
    async fn forward(&mut self, news: Result<Arc<News>, RecvError>) -> Reply {
        let Some(in_room) = &mut self.room else {
            return Reply::Send(Vec::new());
        };
        match news {
            Ok(news) => match &*news {
                News::View {
                    seq,
                    seats,
                    spectators,
                } => {
                    if *seq <= in_room.seq {
                        return Reply::Send(Vec::new());
                    }
                    in_room.seq = *seq;
                    let part = match in_room.seat {
                        Some(seat) => seats.get(seat).cloned().unwrap_or_default(),
                        None => spectators.clone(),
                    };
                    if part.is_empty() {
                        // Not made for this connection (it cannot be: it is counted as it
                        // enters, under the room's lock): a snapshot says the same.
                        let (snapshot, seq) = in_room.room.snapshot(in_room.seat).await;
                        in_room.seq = seq;
                        return Reply::Send(vec![snapshot]);
                    }
                    Reply::Send(vec![part])
                }
                News::Room(message) => Reply::Send(vec![message.clone()]),
            },
            Err(RecvError::Lagged(_)) => {
                let (snapshot, seq) = in_room.room.snapshot(in_room.seat).await;
                in_room.seq = seq;
                Reply::Send(vec![snapshot])
            }
            Err(RecvError::Closed) => {
                self.leave_room().await;
                Reply::Send(Vec::new())
            }
        }
    }
}
