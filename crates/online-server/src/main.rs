//! `ivanhoe-server`: the online play server. One command starts it on an SQLite file;
//! `--database postgres://...` shares rooms with other servers. docs/ONLINE.md.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use online_server::rate::Rate;
use online_server::{Config, Limits};
use tracing_subscriber::EnvFilter;

/// mimalloc rather than glibc's allocator: about a tenth less CPU per action under load, for a
/// larger resident size (docs/PERFORMANCE.md, "Online server: load on loopback").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The online play server of every game of the collection.
#[derive(Parser, Debug)]
#[command(version)]
struct Args {
    /// The address to listen on.
    #[arg(long, env = "IVANHOE_LISTEN", default_value = "127.0.0.1:8080")]
    listen: SocketAddr,
    /// The database: `sqlite:PATH` (created if missing) or `postgres://user@host/db`.
    #[arg(
        long,
        env = "IVANHOE_DATABASE_URL",
        default_value = "sqlite:ivanhoe-server.db"
    )]
    database: String,
    /// A directory to serve at `/`: the browser build (`dist/`), which then connects here.
    #[arg(long = "static", env = "IVANHOE_STATIC_DIR")]
    static_dir: Option<PathBuf>,
    /// The server sits behind a reverse proxy that adds `X-Forwarded-For`: clients are told
    /// apart by it. Leave off when clients reach the server directly (anyone could write it).
    #[arg(long, env = "IVANHOE_BEHIND_PROXY")]
    behind_proxy: bool,
    /// Connections open at once, all clients together (keep it under `ulimit -n`).
    #[arg(long, env = "IVANHOE_MAX_CONNECTIONS")]
    max_connections: Option<usize>,
    /// Connections open at once from one client address.
    #[arg(long, env = "IVANHOE_MAX_CONNECTIONS_PER_ADDRESS")]
    max_connections_per_address: Option<usize>,
    /// Seconds after which a running room that no person is connected to and nobody acts in
    /// ends, abandoned (default: a day).
    #[arg(long, env = "IVANHOE_ABANDONED_AFTER")]
    abandoned_after: Option<u64>,
    /// Seconds a room that ended is kept for its replay before it is removed (default: a
    /// week).
    #[arg(long, env = "IVANHOE_ENDED_KEPT")]
    ended_kept: Option<u64>,
    /// With several servers on one PostgreSQL: milliseconds a server's lease on a room lasts
    /// unrenewed, renewed every third of it; a dead server's rooms are run by another this
    /// long (and a third) after it died (default: 10,000).
    #[arg(long, env = "IVANHOE_LEASE_MS")]
    lease_ms: Option<u64>,
    /// Messages (frames of any kind) one connection may send a second, and twice as many at
    /// once (default: 20). Raise it only for clients that act at machine speed, such as the
    /// tests' computer-played seats: it is a defence against floods.
    #[arg(long, env = "IVANHOE_MESSAGES_PER_SECOND", value_parser = clap::value_parser!(u32).range(1..))]
    messages_per_second: Option<u32>,
}

fn main() -> ExitCode {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    tracing_subscriber::fmt().with_env_filter(filter).init();
    let args = Args::parse();
    if let Some(dir) = &args.static_dir
        && !dir.is_dir()
    {
        eprintln!("--static: {} is not a directory", dir.display());
        return ExitCode::FAILURE;
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let defaults = Limits::default();
    let abandoned_after =
        (args.abandoned_after).map_or(defaults.abandoned_after, Duration::from_secs);
    let ended_kept = (args.ended_kept).map_or(defaults.ended_kept, Duration::from_secs);
    // Rooms are looked at a few times within the shorter time, once a minute at most.
    let sweep_every = (defaults.sweep_every)
        .min(abandoned_after.min(ended_kept) / 4)
        .max(Duration::from_millis(100));
    let config = Config {
        listen: args.listen,
        database: args.database,
        static_dir: args.static_dir,
        limits: Limits {
            behind_proxy: args.behind_proxy,
            max_connections: args.max_connections.unwrap_or(defaults.max_connections),
            max_connections_per_address: (args.max_connections_per_address)
                .unwrap_or(defaults.max_connections_per_address),
            abandoned_after,
            ended_kept,
            sweep_every,
            lease: (args.lease_ms).map_or(defaults.lease, Duration::from_millis),
            messages: (args.messages_per_second).map_or(defaults.messages, |n| Rate {
                burst: n.saturating_mul(2),
                every: Duration::from_secs(1) / n,
            }),
            ..defaults
        },
    };
    runtime.block_on(async move {
        let (addr, serving) = match online_server::start(config).await {
            Ok(started) => started,
            Err(e) => {
                eprintln!("the server did not start: {e}");
                return ExitCode::FAILURE;
            }
        };
        println!("ivanhoe-server: ws://{addr}/ws");
        tokio::select! {
            served = serving => match served {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("the server stopped: {e}");
                    ExitCode::FAILURE
                }
            },
            _ = tokio::signal::ctrl_c() => ExitCode::SUCCESS,
        }
    })
}
