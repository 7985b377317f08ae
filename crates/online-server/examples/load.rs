//! A bounded load benchmark of the online server (a benchmark, not a test).
//!
//! It starts one server in a child process of its own on 127.0.0.1 (this same program run
//! with `--serve`: a free port, a temporary SQLite file, the default storage), then plays
//! `--rooms` rooms at once over real WebSockets on loopback from this process. Two processes,
//! so that the server's CPU time and memory are read apart from the clients' (and each holds
//! only its own half of the sockets' files).
//! Each room is created by one client and joined by code by the others (`--persons` person
//! seats, 2 by default, no computer seat on the server); every client chooses its actions from
//! the legal actions of its own view with the game's cheap rule-based player
//! (`BotGame::heuristic`, seeded from `--seed`), so the server sees what real clients send.
//! When a match ends, the same connections create and join a new room, until `--seconds` have
//! passed: that bound is hard, every wait ends by it, and the run reports what completed.
//!
//! It measures rooms created and finished, how long opening every room at once took (the
//! last slot's first room created and joined), actions accepted per second over the run, the
//! latency a client sees from sending `act` to receiving the `view` that carries its own
//! action (p50, p95, p99, max), the connections opened, the views and bytes received, the CPU
//! time of the server's process and of the clients' (Linux, from `/proc`), the server's
//! memory (its resident size with `--idle` idle connections open, and with every room open),
//! and every server `error` or unexpected message (printed, counted: 0 in a good run, else it
//! says FAILED and the exit code is 1). One readable summary, then one JSON line.
//!
//! The server's per-connection message and room-creation rate limits are lifted: these
//! clients act as fast as the server answers, far faster than a person, and the limits would
//! be what is measured. `--think-ms` makes each client wait before each action, as a person
//! would (from half to one and a half times it, drawn for each action, so that the rooms do
//! not move in step); `--dir /dev/shm` puts the database in memory, to see what syncing it to
//! disk costs.
//! Figures and what limits them: docs/PERFORMANCE.md, "Online server: load on loopback".
//!
//! ```sh
//! cargo build --release -p online-server --example load
//! target/release/examples/load --rooms 10 --seconds 60            # Ivanhoe
//! target/release/examples/load --rooms 10 --game knights-ninjas --seed 7
//! ```
//!
//! The server and the clients share the machine's cores (the server on a runtime with two
//! worker threads, the clients on another), so on a small machine the figures are those of
//! both together. The deals come from the server's random source, so two runs with one seed
//! play different matches.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use bots::{Bot, BotGame};
use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use online_protocol::{
    ClientMessage, OptionValue, PROTOCOL_VERSION, SeatSpec, ServerMessage, TableSpec, View,
};
use online_server::rate::Rate;
use online_server::{Config, Limits, ServerThread};
use rules_core::Status;
use serde_json::json;
use tokio::time::{Instant, timeout_at};
use tokio_tungstenite::tungstenite::Message;

/// The longest any one client waits for one message before it counts the room as stuck.
const STEP_TIMEOUT: Duration = Duration::from_secs(30);
/// The clients' threads' name.
const CLIENT_THREAD: &str = "load-client";
/// How many error messages are printed in full (all are counted).
const ERRORS_PRINTED: u64 = 20;

/// A bounded load benchmark of the online server on loopback.
#[derive(Parser, Debug)]
struct Args {
    /// Rooms played at once (each by its own clients).
    #[arg(long, default_value_t = 10)]
    rooms: usize,
    /// The whole run's length in seconds: a hard bound.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// The game: ivanhoe, castle-lords or knights-ninjas.
    #[arg(long, default_value = "ivanhoe")]
    game: String,
    /// Seeds the clients' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Person seats (clients) per room.
    #[arg(long, default_value_t = 2)]
    persons: usize,
    /// Milliseconds each client waits before each action (0: as fast as it can).
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
    /// Where the temporary database directory goes (default: the system's temporary
    /// directory); `/dev/shm` shows what the disk's syncs cost.
    #[arg(long)]
    dir: Option<std::path::PathBuf>,
    /// Idle connections (hello, then nothing) opened before the rooms, to measure what one
    /// costs the server; closed before the rooms start.
    #[arg(long, default_value_t = 0)]
    idle: usize,
    /// Internal: run only the server, on the database in this directory, print its address
    /// and serve until standard input closes.
    #[arg(long, hide = true)]
    serve: Option<std::path::PathBuf>,
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// What the clients counted; merged over every client at the end.
#[derive(Default)]
struct Stats {
    connections: u64,
    rooms_created: u64,
    rooms_finished: u64,
    /// Actions the server accepted: a client's own action came back in a view.
    actions: u64,
    views: u64,
    bytes_in: u64,
    /// Microseconds from sending `act` to reading the view that carries it.
    latencies_us: Vec<u64>,
    /// Time the clients spent reading views and choosing (their own cost, not the server's).
    choosing: Duration,
    errors: u64,
    /// Slots whose first room was created and joined, and the latest time one was (from the
    /// start): how long opening every room at once took.
    opened: u64,
    last_opened: Duration,
}

impl Stats {
    fn merge(&mut self, other: Stats) {
        self.connections += other.connections;
        self.rooms_created += other.rooms_created;
        self.rooms_finished += other.rooms_finished;
        self.actions += other.actions;
        self.views += other.views;
        self.bytes_in += other.bytes_in;
        self.latencies_us.extend(other.latencies_us);
        self.choosing += other.choosing;
        self.errors += other.errors;
        self.opened += other.opened;
        self.last_opened = self.last_opened.max(other.last_opened);
    }

    /// Counts an error and prints the first few.
    fn error(&mut self, what: impl std::fmt::Display) {
        static PRINTED: AtomicU64 = AtomicU64::new(0);
        self.errors += 1;
        if PRINTED.fetch_add(1, Ordering::Relaxed) < ERRORS_PRINTED {
            eprintln!("load: error: {what}");
        }
    }
}

/// How a wait ended when it did not bring a message.
enum Stop {
    /// The run's time is up: not an error.
    TimeUp,
    /// Something went wrong (already counted): the connections are dropped.
    Broken,
}

/// One client's connection.
struct Client {
    socket: Socket,
}

impl Client {
    /// Opens a connection and says hello.
    async fn open(url: &str, deadline: Instant, stats: &mut Stats) -> Result<Self, Stop> {
        let limit = deadline.min(Instant::now() + STEP_TIMEOUT);
        // TCP_NODELAY, as the game's client library (`online-client`) and the server set it.
        let connect = tokio_tungstenite::connect_async_with_config(url, None, true);
        let socket = match timeout_at(limit, connect).await {
            Ok(Ok((socket, _))) => socket,
            Ok(Err(e)) => {
                stats.error(format!("connecting: {e}"));
                return Err(Stop::Broken);
            }
            Err(_) => return Err(timed_out(deadline, stats, "connecting")),
        };
        stats.connections += 1;
        let mut client = Self { socket };
        client
            .send(
                &ClientMessage::Hello {
                    version: PROTOCOL_VERSION,
                },
                stats,
            )
            .await?;
        match client.recv(deadline, stats).await?.0 {
            ServerMessage::Welcome { .. } => Ok(client),
            other => Err(unexpected(stats, "welcome", &other)),
        }
    }

    async fn send(&mut self, message: &ClientMessage, stats: &mut Stats) -> Result<(), Stop> {
        let text = serde_json::to_string(message).unwrap_or_default();
        if let Err(e) = self.socket.send(Message::text(text)).await {
            stats.error(format!("sending: {e}"));
            return Err(Stop::Broken);
        }
        Ok(())
    }

    /// The next message and when it was read; a server `error` is counted and stops.
    async fn recv(
        &mut self,
        deadline: Instant,
        stats: &mut Stats,
    ) -> Result<(ServerMessage, Instant), Stop> {
        loop {
            let limit = deadline.min(Instant::now() + STEP_TIMEOUT);
            let frame = match timeout_at(limit, self.socket.next()).await {
                Ok(frame) => frame,
                Err(_) => return Err(timed_out(deadline, stats, "waiting for the server")),
            };
            let text = match frame {
                Some(Ok(Message::Text(text))) => text,
                Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
                Some(Ok(other)) => {
                    stats.error(format!("unexpected frame: {other:?}"));
                    return Err(Stop::Broken);
                }
                Some(Err(e)) => {
                    stats.error(format!("connection: {e}"));
                    return Err(Stop::Broken);
                }
                None => {
                    stats.error("the server closed the connection");
                    return Err(Stop::Broken);
                }
            };
            let at = Instant::now();
            stats.bytes_in += text.len() as u64;
            return match serde_json::from_str::<ServerMessage>(text.as_str()) {
                Ok(ServerMessage::Error {
                    code,
                    message,
                    rule,
                }) => {
                    stats.error(format!("server error {code:?}: {message} (rule {rule:?})"));
                    Err(Stop::Broken)
                }
                Ok(message) => Ok((message, at)),
                Err(e) => {
                    stats.error(format!("unreadable message: {e}"));
                    Err(Stop::Broken)
                }
            };
        }
    }
}

impl Client {
    /// The next message that is not a `room`: who sits where and who is connected change as
    /// the other clients come and go, news these clients need not read.
    async fn recv_past_rooms(
        &mut self,
        deadline: Instant,
        stats: &mut Stats,
    ) -> Result<(ServerMessage, Instant), Stop> {
        loop {
            match self.recv(deadline, stats).await? {
                (ServerMessage::Room { .. }, _) => continue,
                other => return Ok(other),
            }
        }
    }
}

/// A wait that ran out: the end of the run, or (before it) a stuck room, counted.
fn timed_out(deadline: Instant, stats: &mut Stats, what: &str) -> Stop {
    if Instant::now() >= deadline {
        Stop::TimeUp
    } else {
        stats.error(format!("nothing within {STEP_TIMEOUT:?} while {what}"));
        Stop::Broken
    }
}

fn unexpected(stats: &mut Stats, wanted: &str, got: &ServerMessage) -> Stop {
    let text = serde_json::to_string(got).unwrap_or_default();
    let short: String = text.chars().take(200).collect();
    stats.error(format!("expected {wanted}, got {short}"));
    Stop::Broken
}

/// What the clients of one slot share.
struct Setup {
    url: String,
    spec: TableSpec,
    started: Instant,
    deadline: Instant,
    think: Duration,
    seed: u64,
}

/// A seed for client `client` of slot `slot` in its `room`th room.
fn mix(seed: u64, slot: usize, client: usize, room: u64) -> u64 {
    // SplitMix64's finalizer: nearby inputs give unrelated seeds.
    let mut z = seed
        ^ (slot as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (client as u64).wrapping_mul(0xBF58_476D_1CE4_E5B9)
        ^ room.wrapping_mul(0x94D0_49BB_1331_11EB);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One slot: its clients play room after room until the time is up.
async fn slot<G: BotGame>(setup: &Setup, index: usize) -> Stats {
    let mut stats = Stats::default();
    let mut clients: Vec<Client> = Vec::new();
    let mut room = 0u64;
    while Instant::now() < setup.deadline {
        if clients.is_empty() {
            for _ in 0..setup.spec.seats.len() {
                match Client::open(&setup.url, setup.deadline, &mut stats).await {
                    Ok(client) => clients.push(client),
                    Err(_) => break,
                }
            }
            if clients.len() != setup.spec.seats.len() {
                clients.clear();
                pause_after_error(setup.deadline).await;
                continue;
            }
        }
        let played = play_room::<G>(setup, index, room, clients, &mut stats).await;
        room += 1;
        match played {
            Ok(kept) => clients = kept,
            Err(Stop::TimeUp) => break,
            Err(Stop::Broken) => {
                // New connections for the next room: the old ones may be anywhere.
                clients = Vec::new();
                pause_after_error(setup.deadline).await;
            }
        }
    }
    stats
}

/// A moment's pause after an error, so a broken server is not hammered.
async fn pause_after_error(deadline: Instant) {
    tokio::time::sleep_until(deadline.min(Instant::now() + Duration::from_millis(100))).await;
}

/// Creates a room with the first client, joins it with the others by its code, and plays it
/// to the end: the clients back for the next room.
async fn play_room<G: BotGame>(
    setup: &Setup,
    slot: usize,
    room: u64,
    mut clients: Vec<Client>,
    stats: &mut Stats,
) -> Result<Vec<Client>, Stop> {
    let name = format!("Load {slot}");
    let creator = &mut clients[0];
    creator
        .send(
            &ClientMessage::CreateRoom {
                table: setup.spec.clone(),
                name: name.clone(),
            },
            stats,
        )
        .await?;
    let code = match creator.recv_past_rooms(setup.deadline, stats).await?.0 {
        ServerMessage::Joined { room, .. } => room.code,
        other => return Err(unexpected(stats, "joined", &other)),
    };
    stats.rooms_created += 1;
    for client in &mut clients[1..] {
        client
            .send(
                &ClientMessage::Join {
                    code: code.clone(),
                    name: name.clone(),
                },
                stats,
            )
            .await?;
        match client.recv_past_rooms(setup.deadline, stats).await?.0 {
            ServerMessage::Joined { .. } => {}
            other => return Err(unexpected(stats, "joined", &other)),
        }
    }
    if room == 0 {
        stats.opened += 1;
        stats.last_opened = setup.started.elapsed();
    }
    // Each client plays on a task of its own, as separate programs would.
    let tasks: Vec<_> = (clients.into_iter().enumerate())
        .map(|(i, client)| {
            let salt = mix(setup.seed, slot, i, room);
            let bot = G::heuristic(salt);
            let deadline = setup.deadline;
            let think = setup.think;
            tokio::spawn(play::<G>(client, bot, deadline, think, salt))
        })
        .collect();
    let mut kept = Vec::new();
    let mut stop = None;
    for task in tasks {
        match task.await {
            Ok((client, played)) => {
                stats.merge(played.stats);
                match played.end {
                    Ok(()) => kept.push(client),
                    Err(end) => stop = stop.or(Some(end)),
                }
            }
            Err(e) => {
                stats.error(format!("a client's task failed: {e}"));
                stop = Some(Stop::Broken);
            }
        }
    }
    match stop {
        None => {
            stats.rooms_finished += 1;
            Ok(kept)
        }
        Some(stop) => Err(stop),
    }
}

/// What one client's match came to.
struct Played {
    stats: Stats,
    /// `Ok` once its view showed the match over.
    end: Result<(), Stop>,
}

/// Plays one seat until its view shows the match over (or the time is up).
async fn play<G: BotGame>(
    mut client: Client,
    mut bot: Box<dyn Bot<G>>,
    deadline: Instant,
    think: Duration,
    salt: u64,
) -> (Client, Played) {
    let mut stats = Stats::default();
    let end = play_seat::<G>(&mut client, bot.as_mut(), deadline, think, salt, &mut stats).await;
    (client, Played { stats, end })
}

async fn play_seat<G: BotGame>(
    client: &mut Client,
    bot: &mut dyn Bot<G>,
    deadline: Instant,
    think: Duration,
    salt: u64,
    stats: &mut Stats,
) -> Result<(), Stop> {
    // The action sent and not yet seen accepted: its `seq` and when it was sent.
    let mut pending: Option<(u64, Instant)> = None;
    let mut acted_at: Option<u64> = None;
    let mut draws = 0u64;
    loop {
        let (message, at) = client.recv(deadline, stats).await?;
        let view = match message {
            ServerMessage::View(view) => view,
            // A person took a seat: news, nothing to do.
            ServerMessage::Room { .. } => continue,
            other => return Err(unexpected(stats, "a view", &other)),
        };
        stats.views += 1;
        if let Some((seq, sent)) = pending
            && view.seq > seq
        {
            stats.actions += 1;
            pending = None;
            // A snapshot after falling behind carries no `action`: accepted, not timed.
            if view.seq == seq + 1 && view.action.is_some() {
                stats
                    .latencies_us
                    .push(at.duration_since(sent).as_micros() as u64);
            }
        }
        if matches!(view.status, Status::Over(_)) {
            return Ok(());
        }
        if !view.my_turn() || acted_at == Some(view.seq) {
            continue;
        }
        if !think.is_zero() {
            draws += 1;
            // From half to one and a half times the thinking time.
            let fraction = (mix(salt, 0, 0, draws) % 1001) as f64 / 1000.0;
            let pause = think.mul_f64(0.5 + fraction);
            tokio::time::sleep_until(deadline.min(Instant::now() + pause)).await;
            if Instant::now() >= deadline {
                return Err(Stop::TimeUp);
            }
        }
        let started = std::time::Instant::now();
        let action = choose::<G>(bot, &view);
        stats.choosing += started.elapsed();
        let action = match action {
            Ok(action) => action,
            Err(why) => {
                stats.error(why);
                return Err(Stop::Broken);
            }
        };
        let sent = Instant::now();
        client
            .send(
                &ClientMessage::Act {
                    seq: view.seq,
                    action,
                },
                stats,
            )
            .await?;
        pending = Some((view.seq, sent));
        acted_at = Some(view.seq);
    }
}

/// The heuristic's choice among the view's legal actions, in notation.
fn choose<G: BotGame>(bot: &mut dyn Bot<G>, view: &View) -> Result<String, String> {
    let observation = match view.observation_as::<G>() {
        Some(Ok(observation)) => observation,
        Some(Err(e)) => return Err(format!("an unreadable observation: {e}")),
        None => return Err("a seat's view without an observation".into()),
    };
    let legal = view
        .legal_as::<G>()
        .map_err(|e| format!("unreadable legal actions: {e}"))?;
    if legal.is_empty() {
        return Err("a decision without legal actions".into());
    }
    Ok(bot.choose(&observation, &legal).to_string())
}

/// The CPU time, in seconds, of the server's process `server` and of this one (the clients),
/// from `/proc` (Linux; `None` elsewhere).
fn cpu_seconds(server: u32) -> Option<(f64, f64)> {
    let server = ticks(&std::fs::read_to_string(format!("/proc/{server}/stat")).ok()?)?;
    let clients = ticks(&std::fs::read_to_string("/proc/self/stat").ok()?)?;
    Some((server, clients))
}

/// The resident memory of process `pid` in bytes (`VmRSS`, Linux; 0 elsewhere).
fn resident_bytes(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    (status.lines())
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

/// utime + stime of one `stat` line, in seconds.
fn ticks(stat: &str) -> Option<f64> {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and
    // 13th, in USER_HZ ticks (100 a second on Linux).
    let rest = stat.rsplit_once(')')?.1;
    let mut fields = rest.split_whitespace().skip(11);
    let utime: f64 = fields.next()?.parse().ok()?;
    let stime: f64 = fields.next()?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// The value at `per` per cent of `sorted` (nearest rank), in milliseconds.
fn percentile_ms(sorted: &[u64], per: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((per / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1] as f64 / 1000.0
}

fn table(args: &Args) -> Result<TableSpec, String> {
    let mut spec = TableSpec {
        game: args.game.clone(),
        rules: None,
        options: Default::default(),
        seats: vec![SeatSpec::Person; args.persons],
    };
    // Castle Lords seats two only with its unofficial variant.
    if args.game == "castle-lords" && args.persons == 2 {
        spec.options
            .insert("two_player_variant".into(), OptionValue::Flag(true));
    }
    spec.engine_options()?;
    Ok(spec)
}

fn main() {
    let args = Args::parse();
    if let Some(dir) = &args.serve {
        std::process::exit(serve(dir));
    }
    let code = match args.game.as_str() {
        "ivanhoe" => run::<ivanhoe_rules::State>(&args),
        "castle-lords" => run::<castle_lords_rules::State>(&args),
        "knights-ninjas" => run::<knights_ninjas_rules::State>(&args),
        other => {
            eprintln!("load: unknown game '{other}' (ivanhoe, castle-lords, knights-ninjas)");
            2
        }
    };
    std::process::exit(code);
}

/// Runs the benchmark; the process's exit code (1 when any error was counted).
fn run<G: BotGame>(args: &Args) -> i32 {
    let spec = match table(args) {
        Ok(spec) => spec,
        Err(e) => {
            eprintln!("load: {e}");
            return 2;
        }
    };
    if args.rooms == 0 || args.seconds == 0 {
        eprintln!("load: --rooms and --seconds must be at least 1");
        return 2;
    }
    let dir = match &args.dir {
        Some(parent) => tempfile::tempdir_in(parent),
        None => tempfile::tempdir(),
    };
    let dir = match dir {
        Ok(dir) => dir,
        Err(e) => {
            eprintln!("load: a temporary directory: {e}");
            return 2;
        }
    };
    let mut server = match Server::spawn(dir.path()) {
        Ok(server) => server,
        Err(e) => {
            eprintln!("load: the server did not start: {e}");
            return 2;
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name(CLIENT_THREAD)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("load: the clients' runtime: {e}");
            return 2;
        }
    };
    let resident_empty = resident_bytes(server.pid);
    let mut idle_stats = Stats::default();
    let resident_idle = runtime.block_on(async {
        let deadline = Instant::now() + STEP_TIMEOUT;
        let mut idle = Vec::new();
        for _ in 0..args.idle {
            match Client::open(&server.url, deadline, &mut idle_stats).await {
                Ok(client) => idle.push(client),
                Err(_) => break,
            }
        }
        // What the server holds for them, once it has settled.
        tokio::time::sleep(Duration::from_millis(500)).await;
        let resident = resident_bytes(server.pid);
        drop(idle);
        resident
    });
    let started = Instant::now();
    let cpu_before = cpu_seconds(server.pid);
    let resident_before = resident_bytes(server.pid);
    let setup = std::sync::Arc::new(Setup {
        url: server.url.clone(),
        spec,
        started,
        deadline: started + Duration::from_secs(args.seconds),
        think: Duration::from_millis(args.think_ms),
        seed: args.seed,
    });
    let rooms = args.rooms;
    // The server's largest resident size while the rooms play, sampled every half second.
    let peak = std::sync::Arc::new(AtomicU64::new(0));
    let sampler = {
        let (peak, pid) = (std::sync::Arc::clone(&peak), server.pid);
        runtime.spawn(async move {
            loop {
                peak.fetch_max(resident_bytes(pid), Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        })
    };
    let (mut stats, stragglers) = runtime.block_on(async {
        let slots: Vec<_> = (0..rooms)
            .map(|i| {
                let setup = std::sync::Arc::clone(&setup);
                tokio::spawn(async move { slot::<G>(&setup, i).await })
            })
            .collect();
        let mut stats = Stats::default();
        let mut stragglers = 0;
        // Every wait inside ends by the deadline; this bounds the run even if one did not.
        let grace = setup.deadline + Duration::from_secs(5);
        for mut task in slots {
            match timeout_at(grace, &mut task).await {
                Ok(Ok(slot)) => stats.merge(slot),
                Ok(Err(e)) => stats.error(format!("a slot's task failed: {e}")),
                Err(_) => {
                    task.abort();
                    stragglers += 1;
                }
            }
        }
        (stats, stragglers)
    });
    let elapsed = started.elapsed().as_secs_f64();
    // Before the clients' runtime ends, while its threads can still be read.
    let cpu = cpu_seconds(server.pid)
        .zip(cpu_before)
        .map(|(after, before)| (after.0 - before.0, after.1 - before.1));
    sampler.abort();
    let resident_peak = peak.load(Ordering::Relaxed);
    if stragglers > 0 {
        stats.error(format!("{stragglers} slots did not stop by the deadline"));
    }
    stats.merge(idle_stats);
    runtime.shutdown_timeout(Duration::ZERO);
    if let Err(e) = server.stop() {
        stats.error(format!("the server: {e}"));
    }
    let per_idle = (args.idle > 0)
        .then(|| resident_idle.saturating_sub(resident_empty) as f64 / args.idle as f64);
    let per_room = resident_peak.saturating_sub(resident_before) as f64 / args.rooms as f64;

    stats.latencies_us.sort_unstable();
    let lat = &stats.latencies_us;
    let (p50, p95, p99) = (
        percentile_ms(lat, 50.0),
        percentile_ms(lat, 95.0),
        percentile_ms(lat, 99.0),
    );
    let max = lat.last().copied().unwrap_or(0) as f64 / 1000.0;
    let actions_per_s = stats.actions as f64 / elapsed;
    let bytes_per_view = stats.bytes_in as f64 / (stats.views.max(1)) as f64;
    println!(
        "load: {} with {} person seats a room, {} rooms at once, {} s (seed {}, think {} ms)",
        args.game, args.persons, args.rooms, args.seconds, args.seed, args.think_ms
    );
    println!("  elapsed            {elapsed:.1} s");
    println!("  connections        {}", stats.connections);
    println!(
        "  rooms              {} created, {} finished ({:.2} finished/s)",
        stats.rooms_created,
        stats.rooms_finished,
        stats.rooms_finished as f64 / elapsed
    );
    println!(
        "  rooms open         {} of {} within {:.1} s of the start",
        stats.opened,
        args.rooms,
        stats.last_opened.as_secs_f64()
    );
    println!(
        "  actions accepted   {} ({actions_per_s:.1}/s)",
        stats.actions
    );
    println!(
        "  views received     {} ({:.1}/s, {bytes_per_view:.0} bytes each on average)",
        stats.views,
        stats.views as f64 / elapsed
    );
    println!(
        "  act -> own view    p50 {p50:.2} ms, p95 {p95:.2} ms, p99 {p99:.2} ms, max {max:.2} ms ({} timed)",
        lat.len()
    );
    println!(
        "  clients choosing   {:.1} s of CPU over all clients",
        stats.choosing.as_secs_f64()
    );
    if let Some((server, clients)) = cpu {
        let all = server + clients;
        println!(
            "  CPU                {all:.1} s in all ({:.0}% of one core): server {server:.1} s, clients {clients:.1} s",
            100.0 * all / elapsed,
        );
        println!(
            "  CPU per action     server {:.0} us, clients {:.0} us",
            1e6 * server / stats.actions.max(1) as f64,
            1e6 * clients / stats.actions.max(1) as f64
        );
    }
    println!(
        "  server memory      {:.1} MB at start, {:.1} MB at most while playing: {:.1} KB per open room with its connections",
        resident_before as f64 / 1e6,
        resident_peak as f64 / 1e6,
        per_room / 1e3
    );
    if let Some(per_idle) = per_idle {
        println!(
            "  idle connections   {} open: {:.1} KB each",
            args.idle,
            per_idle / 1e3
        );
    }
    println!("  errors             {}", stats.errors);
    let line = json!({
        "game": args.game,
        "persons": args.persons,
        "rooms_at_once": args.rooms,
        "seconds": args.seconds,
        "seed": args.seed,
        "think_ms": args.think_ms,
        "elapsed_s": (elapsed * 10.0).round() / 10.0,
        "connections": stats.connections,
        "rooms_created": stats.rooms_created,
        "rooms_finished": stats.rooms_finished,
        "actions": stats.actions,
        "actions_per_s": (actions_per_s * 10.0).round() / 10.0,
        "views": stats.views,
        "bytes_per_view": bytes_per_view.round(),
        "latency_ms": {"p50": p50, "p95": p95, "p99": p99, "max": max, "samples": lat.len()},
        "choosing_s": (stats.choosing.as_secs_f64() * 10.0).round() / 10.0,
        "cpu_s": cpu.map(|(server, clients)| json!({
            "all": ((server + clients) * 10.0).round() / 10.0,
            "server": (server * 10.0).round() / 10.0,
            "clients": (clients * 10.0).round() / 10.0,
        })),
        "cpu_us_per_action": cpu.map(|(server, clients)| json!({
            "server": (1e6 * server / stats.actions.max(1) as f64).round(),
            "clients": (1e6 * clients / stats.actions.max(1) as f64).round(),
        })),
        "server_memory_kb": {
            "start": resident_before / 1000,
            "peak": resident_peak / 1000,
            "per_open_room": (per_room / 1e3).round(),
            "per_idle_connection": per_idle.map(|b| (b / 1e3).round()),
        },
        "errors": stats.errors,
        "rooms_opened": stats.opened,
        "all_open_s": (stats.last_opened.as_secs_f64() * 10.0).round() / 10.0,
    });
    println!("{line}");
    if stats.errors > 0 {
        eprintln!("load: FAILED: {} errors (see above)", stats.errors);
        return 1;
    }
    0
}

/// The server, in a child process: this program run with `--serve`.
struct Server {
    child: std::process::Child,
    pid: u32,
    url: String,
}

impl Server {
    /// Starts it on a database in `dir` and reads its address.
    fn spawn(dir: &std::path::Path) -> Result<Self, String> {
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let mut child = std::process::Command::new(exe)
            .arg("--serve")
            .arg(dir)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .map_err(|e| e.to_string())?;
        let pid = child.id();
        let stdout = child.stdout.take().ok_or("no standard output")?;
        let mut line = String::new();
        std::io::BufReader::new(stdout)
            .read_line(&mut line)
            .map_err(|e| e.to_string())?;
        let url = line.trim().to_string();
        if !url.starts_with("ws://") {
            let _ = child.kill();
            return Err(format!("it said '{url}'"));
        }
        Ok(Self { child, pid, url })
    }

    /// Closes its standard input (it stops) and waits for it, five seconds at most.
    fn stop(&mut self) -> Result<(), String> {
        drop(self.child.stdin.take());
        let deadline = std::time::Instant::now() + Duration::from_secs(5);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) if status.success() => return Ok(()),
                Ok(Some(status)) => return Err(format!("it ended with {status}")),
                Ok(None) if std::time::Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                Ok(None) => {
                    let _ = self.child.kill();
                    return Err("it did not stop within 5 s".into());
                }
                Err(e) => return Err(e.to_string()),
            }
        }
    }
}

/// `--serve`: the server on `dir/load.db` with the limits lifted, its address printed, until
/// standard input closes. The exit code.
fn serve(dir: &std::path::Path) -> i32 {
    let lifted = Rate {
        burst: u32::MAX,
        every: Duration::from_nanos(1),
    };
    let config = Config {
        listen: ([127, 0, 0, 1], 0).into(),
        database: format!("sqlite:{}", dir.join("load.db").display()),
        static_dir: None,
        // Every client comes from one address here: the limits per address are lifted too.
        limits: Limits {
            messages: lifted,
            rooms: lifted,
            max_connections: usize::MAX,
            max_connections_per_address: usize::MAX,
            bot_rooms_per_connection: usize::MAX,
            bot_rooms_per_address: usize::MAX,
            ..Limits::default()
        },
    };
    let server = match ServerThread::start(config) {
        Ok(server) => server,
        Err(e) => {
            eprintln!("load --serve: {e}");
            return 2;
        }
    };
    println!("{}", server.url());
    let _ = std::io::stdout().flush();
    // Until the benchmark closes it (or dies).
    let _ = std::io::stdin().lines().count();
    server.stop();
    0
}
