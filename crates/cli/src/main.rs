//! `ivanhoe-cli`: the collection's command line. Every command prints JSON on stdout.

mod analyse;
mod arena;
mod calibrate;
mod games;
mod replay;
mod scenario;
mod simulate;
mod soak;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "ivanhoe-cli",
    version,
    about = "Simulate, check and replay games of the collection"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play games with uniformly random legal moves, checking invariants after every action.
    Simulate(simulate::Args),
    /// Run scenario files: exit 0 when every expectation holds, 1 when one fails, 2 for a
    /// malformed file or an illegal action.
    Scenario {
        /// Scenario files (JSON).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Re-run a match record and confirm it reaches the recorded final state.
    Replay {
        /// The match record (JSON).
        file: PathBuf,
    },
    /// Computer players play duplicate deals against each other; prints win rates with 95%
    /// Wilson intervals and think times per seat kind.
    Arena(arena::Args),
    /// Play many games over every game, rule set and player count, random and heuristic
    /// players, checking invariants after every action and catching panics.
    Soak(soak::Args),
    /// Every decision of a match record with the deciding seat's estimated chance of winning
    /// before it and after the choice made, searched from that seat's observation alone.
    Analyse(analyse::Args),
    /// Computer players play whole games while the analysis estimates their decisions; prints,
    /// by tenth of the estimate, how often those seats went on to win, and the Brier score.
    Calibrate(calibrate::Args),
    /// List the games this command line knows, with their seats, rule sets and options.
    Games,
}

/// Prints a line of the command's answer on stdout, as `println!` does; a reader that has gone
/// (`ivanhoe-cli arena ... | head`) is not an error: the command stops quietly, exit 0.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::write_out(&format!($($arg)*))
    };
}
pub(crate) use say;

/// Writes `line` and a newline to stdout, stopping quietly when the reader has gone.
pub(crate) fn write_out(line: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if let Err(e) = writeln!(out, "{line}") {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("cannot write the answer: {e}");
        std::process::exit(1);
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Help and version are answers, not errors: clap prints them as usual.
        Err(e) if !e.use_stderr() => e.exit(),
        // Every other command-line mistake is bad input like any other: a JSON error, exit 2.
        Err(e) => return bad_input(e.render().to_string().trim_end()),
    };
    match cli.command {
        Command::Simulate(args) => simulate::run(&args),
        Command::Scenario { files } => scenario::run(&files),
        Command::Replay { file } => replay::run(&file),
        Command::Arena(args) => arena::run(&args),
        Command::Soak(args) => soak::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Calibrate(args) => calibrate::run(&args),
        Command::Games => {
            let games = serde_json::to_string_pretty(&serde_json::json!({
                "games": catalogue::infos()
            }));
            crate::say!("{}", games.expect("the registry serializes"));
            ExitCode::SUCCESS
        }
    }
}

/// Prints a JSON error object on stdout and returns exit code 2 (bad input).
pub(crate) fn bad_input(message: impl std::fmt::Display) -> ExitCode {
    crate::say!("{}", serde_json::json!({ "error": message.to_string() }));
    ExitCode::from(2)
}
