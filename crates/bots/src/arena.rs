//! The arena: bots of given kinds play duplicate deals, and their results are reported with
//! 95% Wilson intervals and think times.
//!
//! Each of the `deals` deals is played once per rotation of the seat kinds (with N players, N
//! games from the same seed), so that every kind sits at every seat of every deal: the luck of
//! the cards and of the seat order is shared out evenly (duplicate play).
//!
//! Every action a bot returns is checked against the legal list; an action outside it, or a
//! panic, is counted as a violation and replaced by the first legal action so the game goes on.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rules_core::{Game, GameRng, Status};
use serde::Serialize;

use crate::ismcts::{Budget, Ismcts, IsmctsConfig, UniformPlaybook};
use crate::stats::{Z95, mean, percentile, wilson};
use crate::{Bot, BotGame, Difficulty, RandomBot};

/// What sits at a seat.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatKind {
    /// Uniformly random legal actions.
    Random,
    /// The game's rule-based player (the same as [`Difficulty::Normal`]).
    Heuristic,
    /// A plain, steady player to measure the levels against ([`BotGame::beginner`]), for a
    /// game that has one.
    Beginner,
    /// A difficulty level.
    Level(Difficulty),
    /// ISMCTS with the game's playbook (the hard level's) and this budget.
    Search(Budget),
    /// A search level (hard or expert: its playbook, [`BotGame::playbook_for`]) with another
    /// budget than its own.
    LevelSearch(Difficulty, Budget),
    /// ISMCTS with uniformly random, untruncated rollouts and this budget (a baseline that
    /// needs no knowledge of the game).
    UniformSearch(Budget),
}

impl SeatKind {
    /// Builds the bot, its random choices drawn from `seed`; an error for a kind game `G` does
    /// not have (`beginner`, for a game without one).
    pub fn bot<G: BotGame>(&self, seed: u64) -> Result<Box<dyn Bot<G>>, String> {
        Ok(match self {
            SeatKind::Random => Box::new(RandomBot::<G>::new(seed)),
            SeatKind::Heuristic => G::heuristic(seed),
            SeatKind::Beginner => G::beginner(seed)
                .ok_or_else(|| format!("{} has no beginner seat", G::INFO.display_name))?,
            SeatKind::Level(d) => G::bot(*d, seed),
            SeatKind::Search(budget) => Box::new(G::search_bot(*budget, seed)),
            SeatKind::LevelSearch(level, budget) => {
                Box::new(G::level_search_bot(*level, *budget, seed))
            }
            SeatKind::UniformSearch(budget) => Box::new(Ismcts::<G, _>::new(
                IsmctsConfig {
                    budget: *budget,
                    ..IsmctsConfig::default()
                },
                UniformPlaybook::default(),
                seed,
            )),
        })
    }
}

fn format_budget(b: &Budget) -> String {
    let mut parts = Vec::new();
    if let Some(n) = b.iterations {
        parts.push(n.to_string());
    }
    if let Some(t) = b.time {
        parts.push(format!("{}ms", t.as_millis()));
    }
    parts.join("/")
}

fn parse_budget(text: &str) -> Result<Budget, String> {
    let mut budget = Budget::default();
    for part in text.split('/') {
        if let Some(ms) = part.strip_suffix("ms") {
            let ms: u64 = ms
                .parse()
                .map_err(|_| format!("'{part}' is not a time in ms"))?;
            budget.time = Some(Duration::from_millis(ms));
        } else {
            let n: u64 = part
                .parse()
                .map_err(|_| format!("'{part}' is not an iteration count"))?;
            budget.iterations = Some(n);
        }
    }
    if budget.iterations.is_none() && budget.time.is_none() {
        return Err(format!("'{text}' sets no budget"));
    }
    Ok(budget)
}

impl std::fmt::Display for SeatKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatKind::Random => f.write_str("random"),
            SeatKind::Heuristic => f.write_str("heuristic"),
            SeatKind::Beginner => f.write_str("beginner"),
            SeatKind::Level(d) => f.write_str(d.name()),
            SeatKind::Search(b) => write!(f, "ismcts:{}", format_budget(b)),
            SeatKind::LevelSearch(d, b) => write!(f, "{}:{}", d.name(), format_budget(b)),
            SeatKind::UniformSearch(b) => write!(f, "ismcts-uniform:{}", format_budget(b)),
        }
    }
}

impl FromStr for SeatKind {
    type Err = String;

    /// `random`, `heuristic`, `beginner`, `easy`, `normal`, `hard`, `expert`, or a search with
    /// its budget: `ismcts:5000` (iterations), `ismcts:200ms`, `ismcts:5000/200ms` (whichever
    /// ends first); `ismcts-uniform:...` for random untruncated rollouts. A search level may
    /// take a budget too: `expert:5000` is the expert level's search (its playbook) with that
    /// budget.
    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim().to_ascii_lowercase();
        let (name, budget) = match s.split_once(':') {
            Some((n, b)) => (n, Some(parse_budget(b)?)),
            None => (s.as_str(), None),
        };
        match (name, budget) {
            ("random", None) => Ok(SeatKind::Random),
            ("heuristic", None) => Ok(SeatKind::Heuristic),
            ("beginner", None) => Ok(SeatKind::Beginner),
            ("ismcts", Some(b)) => Ok(SeatKind::Search(b)),
            ("hard", Some(b)) => Ok(SeatKind::LevelSearch(Difficulty::Hard, b)),
            ("expert", Some(b)) => Ok(SeatKind::LevelSearch(Difficulty::Expert, b)),
            ("ismcts-uniform", Some(b)) => Ok(SeatKind::UniformSearch(b)),
            ("ismcts", None) => Ok(SeatKind::Search(Budget::iterations(1_000))),
            ("ismcts-uniform", None) => Ok(SeatKind::UniformSearch(Budget::iterations(1_000))),
            (level, None) => level.parse().map(SeatKind::Level).map_err(|_| {
                format!(
                    "'{s}' is not a seat kind (random, heuristic, beginner, easy, normal, hard, \
                     expert, ismcts:N, ismcts:Nms, ismcts-uniform:N)"
                )
            }),
            (other, Some(_)) => Err(format!("'{other}' takes no budget")),
        }
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    /// The kinds, one per seat (their number is the player count).
    pub seats: Vec<SeatKind>,
    /// The deals, seed, threads and action limit.
    pub schedule: Schedule,
}

/// How many duplicate deals to play and how, whoever the seats are.
#[derive(Clone, Copy, Debug)]
pub struct Schedule {
    /// How many deals; each is played once per rotation of the seats.
    pub deals: u64,
    /// The seed of everything: deals and bots.
    pub seed: u64,
    /// Worker threads (games run in parallel; each bot thinks on one thread).
    pub threads: usize,
    /// A game that has not ended after this many actions is abandoned (counted as unfinished,
    /// nobody winning).
    pub max_actions: u64,
    /// Told of each game as it ends, in the order they end (threads finish out of order): a
    /// long duel shows its progress, and one cut short keeps the games it played.
    pub on_game: Option<fn(&FinishedGame)>,
}

/// One game of an arena run, as [`Schedule::on_game`] hears of it.
#[derive(Clone, Debug, Serialize)]
pub struct FinishedGame {
    /// The deal, 0-based; its seed is derived from the run's.
    pub deal: usize,
    /// How far the seats were rotated for this game (0 to players - 1).
    pub rotation: usize,
    /// The label of the contender in each seat, in seat order.
    pub seats: Vec<String>,
    /// Each seat's reward, in seat order: 1 for a win, shared in a draw.
    pub rewards: Vec<f64>,
    /// Each seat's mean thinking time over its decisions with a choice, in milliseconds.
    pub think_ms_mean: Vec<f64>,
    /// Actions played.
    pub actions: u64,
    /// Abandoned (too long, or refused by the engine) rather than ended.
    pub unfinished: bool,
}

/// A seat of [`run_contenders`]: what the report calls it, and how its bot is built from a
/// seed. Seats with the same label are reported together, as seat kinds are.
pub struct Contender<'a, G: Game> {
    /// The name in the report.
    pub label: String,
    /// Builds the seat's bot, its random choices drawn from the seed.
    pub make: Box<dyn Fn(u64) -> Box<dyn Bot<G>> + Sync + 'a>,
}

/// The results of one seat kind (all seats of that kind together).
#[derive(Clone, Debug, Serialize)]
pub struct KindResult {
    /// The kind, as written on the command line.
    pub kind: String,
    /// Seat-games played by this kind.
    pub games: u64,
    /// Games won; a win shared by k seats counts 1/k.
    pub wins: f64,
    /// `wins / games`.
    pub win_rate: f64,
    /// The 95% Wilson score interval of the win rate.
    pub ci95: [f64; 2],
    /// Decisions with more than one legal action.
    pub decisions: u64,
    /// Mean think time per such decision, in ms.
    pub think_ms_mean: f64,
    /// 95th percentile of the think time per decision, in ms.
    pub think_ms_p95: f64,
    /// Actions outside the legal list, and panics (must be 0).
    pub violations: u64,
}

/// The arena's report, printed as JSON by `ivanhoe-cli arena`.
#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    /// The game's name.
    pub game: &'static str,
    /// The player count.
    pub players: usize,
    /// The seat kinds, in the order given.
    pub seats: Vec<String>,
    /// The seed.
    pub seed: u64,
    /// Deals played.
    pub deals: u64,
    /// Games played (deals × rotations).
    pub games: u64,
    /// Games that ended without a winner.
    pub draws: u64,
    /// Games abandoned after `max_actions` actions.
    pub unfinished: u64,
    /// Actions outside the legal list and panics, all kinds together (must be 0).
    pub violations: u64,
    /// Legal-listed actions the engine refused (an engine bug; must be 0).
    pub refused_legal_actions: u64,
    /// Mean actions per game.
    pub mean_actions_per_game: f64,
    /// Wall-clock time of the whole arena, in seconds.
    pub elapsed_sec: f64,
    /// One entry per distinct seat kind, in order of first appearance.
    pub results: Vec<KindResult>,
}

/// One seat's part in one game.
struct SeatResult {
    reward: f64,
    think_ms: Vec<f64>,
    violations: u64,
}

struct GameResult {
    /// Indexed by position in `ArenaConfig::seats`.
    seats: Vec<SeatResult>,
    draw: bool,
    unfinished: bool,
    refused: u64,
    actions: u64,
}

/// Plays the arena for game `G` with `options` (whose player count must match the seats).
pub fn run<G: BotGame>(options: &G::Options, config: &ArenaConfig) -> Result<ArenaReport, String>
where
    G::Options: Sync,
{
    let n = config.seats.len();
    // Check the seats and the options before starting any thread, and before a seat list as
    // long as no table of the game is sizes anything.
    let info = G::INFO;
    if !info.all_seats().any(|s| s == n) {
        return Err(format!(
            "{n} seats given; {} is for {} to {} players",
            info.display_name,
            info.seats.start(),
            info.seats.end()
        ));
    }
    for kind in &config.seats {
        kind.bot::<G>(config.schedule.seed)?;
    }
    let contenders: Vec<Contender<G>> = config
        .seats
        .iter()
        .map(|kind| Contender {
            label: kind.to_string(),
            make: Box::new(move |seed| {
                kind.bot::<G>(seed)
                    .expect("run() built every seat kind before the games")
            }),
        })
        .collect();
    run_contenders(options, &contenders, &config.schedule)
}

/// Plays duplicate deals between `contenders`, one per seat (the player count), as [`run`]
/// does between seat kinds: for bots no seat kind names, such as a playbook with other
/// settings.
pub fn run_contenders<G: BotGame>(
    options: &G::Options,
    contenders: &[Contender<G>],
    config: &Schedule,
) -> Result<ArenaReport, String>
where
    G::Options: Sync,
{
    let n = contenders.len();
    let probe = G::new_game(options, config.seed, &mut Vec::new()).map_err(|e| e.to_string())?;
    if probe.num_players() != n {
        return Err(format!(
            "{} seats given for a {}-player game",
            n,
            probe.num_players()
        ));
    }
    let start = Instant::now();
    let jobs = config.deals as usize * n;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<GameResult>>> = Mutex::new((0..jobs).map(|_| None).collect());
    let threads = config.threads.clamp(1, jobs.max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let job = next.fetch_add(1, Ordering::Relaxed);
                    if job >= jobs {
                        break;
                    }
                    let (deal, rotation) = (job / n, job % n);
                    let result = play_one::<G>(options, contenders, config, deal, rotation);
                    if let Some(tell) = config.on_game {
                        let contender = |seat| contender_in(seat, rotation, n);
                        tell(&FinishedGame {
                            deal,
                            rotation,
                            seats: (0..n)
                                .map(|s| contenders[contender(s)].label.clone())
                                .collect(),
                            rewards: (0..n).map(|s| result.seats[contender(s)].reward).collect(),
                            think_ms_mean: (0..n)
                                .map(|s| mean(&result.seats[contender(s)].think_ms))
                                .collect(),
                            actions: result.actions,
                            unfinished: result.unfinished,
                        });
                    }
                    results.lock().expect("no worker panics holding the lock")[job] = Some(result);
                }
            });
        }
    });
    let results: Vec<GameResult> = results
        .into_inner()
        .expect("workers finished")
        .into_iter()
        .map(|r| r.expect("every job ran"))
        .collect();

    let labels: Vec<String> = contenders.iter().map(|c| c.label.clone()).collect();
    let mut kinds: Vec<String> = Vec::new();
    for l in &labels {
        if !kinds.contains(l) {
            kinds.push(l.clone());
        }
    }
    let mut report = ArenaReport {
        game: G::NAME,
        players: n,
        seats: labels.clone(),
        seed: config.seed,
        deals: config.deals,
        games: results.len() as u64,
        draws: results.iter().filter(|r| r.draw).count() as u64,
        unfinished: results.iter().filter(|r| r.unfinished).count() as u64,
        violations: 0,
        refused_legal_actions: results.iter().map(|r| r.refused).sum(),
        mean_actions_per_game: mean(&results.iter().map(|r| r.actions as f64).collect::<Vec<_>>()),
        elapsed_sec: start.elapsed().as_secs_f64(),
        results: Vec::new(),
    };
    for kind in kinds {
        let mut games = 0u64;
        let mut wins = 0.0;
        let mut think = Vec::new();
        let mut violations = 0;
        for r in &results {
            for (i, seat) in r.seats.iter().enumerate() {
                if labels[i] == kind {
                    games += 1;
                    wins += seat.reward;
                    think.extend_from_slice(&seat.think_ms);
                    violations += seat.violations;
                }
            }
        }
        let (low, high) = wilson(wins, games as f64, Z95);
        report.violations += violations;
        report.results.push(KindResult {
            kind,
            games,
            wins,
            win_rate: if games > 0 { wins / games as f64 } else { 0.0 },
            ci95: [low, high],
            decisions: think.len() as u64,
            think_ms_mean: mean(&think),
            think_ms_p95: percentile(&mut think, 0.95),
            violations,
        });
    }
    Ok(report)
}

/// Which of `n` contenders plays seat `seat` when the seats are rotated by `rotation`.
fn contender_in(seat: usize, rotation: usize, n: usize) -> usize {
    (seat + rotation) % n
}

/// Plays deal `deal` with the seats rotated by `rotation` (see [`contender_in`]); the result's
/// seats are indexed by contender.
fn play_one<G: BotGame>(
    options: &G::Options,
    contenders: &[Contender<G>],
    config: &Schedule,
    deal: usize,
    rotation: usize,
) -> GameResult {
    let n = contenders.len();
    let game_seed = GameRng::derived(config.seed, deal as u64).next_u64();
    let kind_of = |seat| contender_in(seat, rotation, n);
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..n)
        .map(|seat| {
            let bot_seed = GameRng::derived(game_seed, 1 + (rotation * n + seat) as u64).next_u64();
            (contenders[kind_of(seat)].make)(bot_seed)
        })
        .collect();
    let mut seats: Vec<SeatResult> = (0..n)
        .map(|_| SeatResult {
            reward: 0.0,
            think_ms: Vec::new(),
            violations: 0,
        })
        .collect();
    let mut result = GameResult {
        seats: Vec::new(),
        draw: false,
        unfinished: false,
        refused: 0,
        actions: 0,
    };
    let mut events = Vec::new();
    let mut game = match G::new_game(options, game_seed, &mut events) {
        Ok(g) => g,
        Err(_) => {
            result.unfinished = true;
            result.seats = seats;
            return result;
        }
    };
    let mut legal = Vec::new();
    loop {
        let seat = match game.status() {
            Status::Over(outcome) => {
                result.draw = outcome.is_draw();
                for (s, r) in outcome.rewards(n).into_iter().enumerate() {
                    seats[kind_of(s)].reward = r;
                }
                break;
            }
            Status::Decision(seat) => seat,
        };
        if result.actions >= config.max_actions {
            result.unfinished = true;
            break;
        }
        game.legal_actions(&mut legal);
        let observation = game.observe(seat);
        let bot = &mut bots[seat];
        let started = Instant::now();
        let chosen = catch_unwind(AssertUnwindSafe(|| bot.choose(&observation, &legal)));
        let think = started.elapsed();
        let record = &mut seats[kind_of(seat)];
        if legal.len() > 1 {
            record.think_ms.push(think.as_secs_f64() * 1e3);
        }
        let action = match chosen {
            Ok(a) if legal.contains(&a) => a,
            _ => {
                record.violations += 1;
                legal[0].clone()
            }
        };
        events.clear();
        if game.apply(&action, &mut events).is_err() {
            result.refused += 1;
            result.unfinished = true;
            break;
        }
        result.actions += 1;
    }
    result.seats = seats;
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_kinds_parse_and_print() {
        for text in [
            "random",
            "heuristic",
            "beginner",
            "easy",
            "normal",
            "hard",
            "expert",
            "ismcts:5000",
            "ismcts:200ms",
            "ismcts:5000/200ms",
            "ismcts-uniform:300",
            "hard:100ms",
            "expert:20000/1000ms",
        ] {
            let kind: SeatKind = text.parse().unwrap();
            assert_eq!(kind.to_string(), text);
        }
        assert_eq!(
            "hard:100ms".parse::<SeatKind>().unwrap(),
            SeatKind::LevelSearch(Difficulty::Hard, Budget::time(Duration::from_millis(100)))
        );
        assert!("random:5".parse::<SeatKind>().is_err());
        assert!("genius".parse::<SeatKind>().is_err());
        assert!("ismcts:fast".parse::<SeatKind>().is_err());
    }
}
