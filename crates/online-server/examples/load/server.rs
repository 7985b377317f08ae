//! The server in a child process of its own (this program run with `--serve`): starting and
//! stopping it, serving, and its CPU time and memory read from `/proc`.

use std::io::{BufRead, Write};
use std::time::Duration;

use online_server::rate::Rate;
use online_server::{Config, Limits, ServerThread};

/// The CPU time, in seconds, of the server's process `server` and of this one (the clients),
/// from `/proc` (Linux; `None` elsewhere).
pub(super) fn cpu_seconds(server: u32) -> Option<(f64, f64)> {
    let server = ticks(&std::fs::read_to_string(format!("/proc/{server}/stat")).ok()?)?;
    let clients = ticks(&std::fs::read_to_string("/proc/self/stat").ok()?)?;
    Some((server, clients))
}

/// The resident memory of process `pid` in bytes (`VmRSS`, Linux; 0 elsewhere).
pub(super) fn resident_bytes(pid: u32) -> u64 {
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

/// The server, in a child process: this program run with `--serve`.
pub(super) struct Server {
    child: std::process::Child,
    pub(super) pid: u32,
    pub(super) url: String,
}

impl Server {
    /// Starts it on a database in `dir` (or at `database`, a URL) and reads its address.
    pub(super) fn spawn(dir: &std::path::Path, database: Option<&str>) -> Result<Self, String> {
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let mut command = std::process::Command::new(exe);
        command.arg("--serve").arg(dir);
        if let Some(url) = database {
            command.arg("--database").arg(url);
        }
        let mut child = command
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
    pub(super) fn stop(&mut self) -> Result<(), String> {
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

/// `--serve`: the server on `dir/load.db` (or at `database`, a URL) with the limits lifted, its
/// address printed, until standard input closes. The exit code.
pub(super) fn serve(dir: &std::path::Path, database: Option<&str>) -> i32 {
    let lifted = Rate {
        burst: u32::MAX,
        every: Duration::from_nanos(1),
    };
    let config = Config {
        listen: ([127, 0, 0, 1], 0).into(),
        database: match database {
            Some(url) => url.to_string(),
            None => format!("sqlite:{}", dir.join("load.db").display()),
        },
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
