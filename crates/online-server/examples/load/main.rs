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
//! (`BotGame::heuristic`, seeded from `--seed`, reached by the game's name through the
//! catalogue: `catalogue::Entry::view_player`), so the server sees what real clients send.
//! When a match ends, the same connections create and join a new room, until `--seconds` have
//! passed: that bound is hard, every wait ends by it, and the run reports what completed.
//!
//! It measures rooms created and finished, how long opening every room at once took (the
//! last slot's first room created and joined), actions accepted per second over the run, the
//! latency a client sees from sending `act` to receiving the `view` that carries its own
//! action (p50, p95, p99, max; over the whole run, and again over the actions sent once every
//! room was open, apart from the burst of opening them), the connections opened, the views and bytes received, the CPU
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
//! disk costs; `--database postgres://...` puts it in a PostgreSQL.
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

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use catalogue::Entry;
use clap::Parser;
use online_protocol::{OptionValue, SeatSpec, TableSpec};
use serde_json::json;
use tokio::time::{Instant, timeout_at};

use crate::client::Client;
use crate::rooms::{Setup, slot};
use crate::server::{Server, cpu_seconds, resident_bytes, serve};
use crate::stats::{Latency, Stats};

mod client;
mod rooms;
mod server;
mod stats;

/// The allocator of the server it starts and of its clients: the server's, as
/// `ivanhoe-server` has it (`src/main.rs`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
    /// The game, by its name in the catalogue (`ivanhoe-cli games`).
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
    /// The server's database as a URL (`postgres://user@host/db`) instead of a temporary SQLite
    /// file; `scripts/with-postgres` starts a PostgreSQL and exports its address as
    /// `IVANHOE_TEST_POSTGRES_URL`.
    #[arg(long)]
    database: Option<String>,
    /// Idle connections (hello, then nothing) opened before the rooms, to measure what one
    /// costs the server; closed before the rooms start.
    #[arg(long, default_value_t = 0)]
    idle: usize,
    /// Internal: run only the server, on the database in this directory, print its address
    /// and serve until standard input closes.
    #[arg(long, hide = true)]
    serve: Option<std::path::PathBuf>,
}

fn table(args: &Args, game: &dyn Entry) -> Result<TableSpec, String> {
    let mut spec = TableSpec {
        game: args.game.clone(),
        rules: None,
        options: Default::default(),
        seats: vec![SeatSpec::Person; args.persons],
    };
    // A table of a size only a variant seats (Castle Lords at two) takes that variant.
    if let Some(flag) = game.info().variant_for(args.persons) {
        spec.options.insert(flag.into(), OptionValue::Flag(true));
    }
    spec.engine_options()?;
    Ok(spec)
}

fn main() {
    let args = Args::parse();
    if let Some(dir) = &args.serve {
        std::process::exit(serve(dir, args.database.as_deref()));
    }
    let code = match catalogue::find(&args.game) {
        Some(game) => run(&args, game),
        None => {
            let (game, names) = (&args.game, catalogue::names());
            eprintln!("load: unknown game '{game}' ({names})");
            2
        }
    };
    std::process::exit(code);
}

/// Runs the benchmark; the process's exit code (1 when any error was counted).
fn run(args: &Args, game: &'static dyn Entry) -> i32 {
    let spec = match table(args, game) {
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
    let mut server = match Server::spawn(dir.path(), args.database.as_deref()) {
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
        game,
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
                tokio::spawn(async move { slot(&setup, i).await })
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

    let all_open = started + stats.last_opened;
    let latencies = |from: Instant| -> Latency {
        let mut sorted: Vec<u64> = (stats.latencies_us.iter())
            .filter(|(sent, _)| *sent >= from)
            .map(|(_, us)| *us)
            .collect();
        sorted.sort_unstable();
        Latency::of(&sorted)
    };
    let lat = latencies(started);
    // Opening every room at once (thousands of connections in a few seconds) is a burst of
    // its own; what a person waits once the rooms play is read apart from it.
    let lat_open = latencies(all_open);
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
    println!("  act -> own view    {lat}");
    println!("    once all open    {lat_open}");
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
        "latency_ms": lat.json(),
        "latency_ms_once_all_open": lat_open.json(),
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
