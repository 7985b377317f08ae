//! How often Ivanhoe players withdraw at once: the first decision of their first turn in a
//! tournament is Withdraw, with nothing played. A play-tester found the normal level doing it in
//! most tournaments, so that many were over after one round; this counts it per seat kind.
//!
//! ```sh
//! cargo run --release -p bots --example ivanhoe_withdrawals -- [players] [deals] [seed] [threads] [seats]
//! cargo run --release -p bots --example ivanhoe_withdrawals -- 4 100 1 1 normal,normal,normal,normal
//! ```
//!
//! `seats` are the arena's seat kinds (`easy`, `normal`, `hard`, `beginner`, `random`, ...), one
//! per player. Each deal is played once per rotation of the seats (once for a table of one
//! kind), seeded as the arena seeds them, so the same arguments give the same games. Only the first turn of a seat that did not
//! start the tournament counts (the starter must open with a card). Prints one JSON object: per
//! seat kind, its first turns, how many began with Withdraw (with a 95% Wilson interval), and
//! of those how many left a colour whose token it already held (winning gains it nothing), how
//! many left a lead its display cards could have taken this turn (every copy in the hand
//! counting), and how many could not have led with display cards (out of reach); and the same
//! split by how many points it needed to take the lead (the interval treats first turns as independent, which the turns of one game are
//! not quite); and per table, the tournaments, and how many
//! were won by the starter with no one else playing a card (over in one round).

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use bots::arena::SeatKind;
use bots::stats::{Z95, wilson};
use ivanhoe_rules::{Action, Colour, Event, Options, Phase, Play, State, display_total};
use rules_core::{Game, GameRng, Status};

/// One seat kind's first turns.
#[derive(Default, Clone)]
struct Tally {
    first_turns: u64,
    withdrew: u64,
    /// Withdrew from a colour whose token it already held (not purple): winning gains nothing.
    withdrew_token_held: u64,
    /// Withdrew otherwise, although the display cards of its hand could take the lead this turn.
    withdrew_within_reach: u64,
    /// By the points needed to take the lead (capped at 15): first turns, withdrawals.
    by_need: BTreeMap<i64, (u64, u64)>,
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.first_turns += other.first_turns;
        self.withdrew += other.withdrew;
        self.withdrew_token_held += other.withdrew_token_held;
        self.withdrew_within_reach += other.withdrew_within_reach;
        for (need, (n, w)) in &other.by_need {
            let entry = self.by_need.entry(*need).or_default();
            entry.0 += n;
            entry.1 += w;
        }
    }
}

#[derive(Default)]
struct GameTally {
    /// By contender (index into the seat list).
    kinds: Vec<Tally>,
    tournaments: u64,
    /// Tournaments won by their starter with no other seat having played anything.
    uncontested: u64,
    unfinished: u64,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| -> Result<u64, String> {
        args.get(i).map_or(Ok(default), |a| {
            a.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("'{a}' is not a positive number"))
        })
    };
    let parsed = (|| -> Result<_, String> {
        let players = number(0, 4)? as usize;
        let deals = number(1, 100)?;
        let seed = number(2, 1)?;
        let threads = number(3, 1)? as usize;
        let seats: Vec<SeatKind> = match args.get(4) {
            Some(list) => list.split(',').map(str::parse).collect::<Result<_, _>>()?,
            None => vec![SeatKind::Level(bots::Difficulty::Normal); players],
        };
        if seats.len() != players {
            return Err(format!("{} seats given for {players} players", seats.len()));
        }
        if args.len() > 5 {
            return Err(format!("unexpected argument '{}'", args[5]));
        }
        Ok((players, deals, seed, threads, seats))
    })();
    let (players, deals, seed, threads, seats) = match parsed {
        Ok(p) => p,
        Err(e) => {
            eprintln!("ivanhoe_withdrawals: {e}");
            return ExitCode::FAILURE;
        }
    };
    let options = Options::players(players);
    for kind in &seats {
        if let Err(e) = kind.bot::<State>(seed) {
            eprintln!("ivanhoe_withdrawals: {e}");
            return ExitCode::FAILURE;
        }
    }

    // A table of one kind plays each deal once: rotating it would only reseed the bots.
    let rotations = if seats.iter().all(|s| *s == seats[0]) {
        1
    } else {
        players
    };
    let jobs = deals as usize * rotations;
    let next = AtomicUsize::new(0);
    let total = Mutex::new(GameTally {
        kinds: vec![Tally::default(); players],
        ..GameTally::default()
    });
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, jobs) {
            scope.spawn(|| {
                loop {
                    let job = next.fetch_add(1, Ordering::Relaxed);
                    if job >= jobs {
                        break;
                    }
                    let game = play(&options, &seats, seed, job / rotations, job % rotations);
                    let mut total = total.lock().expect("no worker panics holding the lock");
                    for (sum, t) in total.kinds.iter_mut().zip(&game.kinds) {
                        sum.add(t);
                    }
                    total.tournaments += game.tournaments;
                    total.uncontested += game.uncontested;
                    total.unfinished += game.unfinished;
                }
            });
        }
    });
    let total = total.into_inner().expect("workers finished");

    // Seats of the same kind are reported together, as the arena does.
    let mut by_kind: Vec<(String, Tally)> = Vec::new();
    for (kind, tally) in seats.iter().zip(&total.kinds) {
        let label = kind.to_string();
        match by_kind.iter_mut().find(|(l, _)| *l == label) {
            Some((_, sum)) => sum.add(tally),
            None => by_kind.push((label, tally.clone())),
        }
    }
    let rate = |k: u64, n: u64| {
        let (low, high) = wilson(k as f64, n as f64, Z95);
        serde_json::json!({
            "rate": if n > 0 { k as f64 / n as f64 } else { 0.0 },
            "ci95": [low, high],
        })
    };
    let kinds: Vec<serde_json::Value> = by_kind
        .iter()
        .map(|(label, t)| {
            let by_need: serde_json::Map<String, serde_json::Value> = t
                .by_need
                .iter()
                .map(|(need, (n, w))| {
                    let key = if *need >= 15 {
                        "15+".to_string()
                    } else {
                        need.to_string()
                    };
                    (key, serde_json::json!([n, w]))
                })
                .collect();
            serde_json::json!({
                "kind": label,
                "first_turns": t.first_turns,
                "withdrew_at_once": t.withdrew,
                "withdrew_at_once_rate": rate(t.withdrew, t.first_turns),
                "withdrew_at_once_token_already_held": t.withdrew_token_held,
                "withdrew_at_once_within_reach": t.withdrew_within_reach,
                "withdrew_at_once_out_of_reach": t.withdrew - t.withdrew_token_held - t.withdrew_within_reach,
                "by_points_needed_first_turns_withdrawals": by_need,
            })
        })
        .collect();
    let report = serde_json::json!({
        "players": players,
        "seats": seats.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "deals": deals,
        "seed": seed,
        "games": jobs,
        "unfinished": total.unfinished,
        "tournaments": total.tournaments,
        "won_by_the_starter_alone": total.uncontested,
        "won_by_the_starter_alone_rate": rate(total.uncontested, total.tournaments),
        "kinds": kinds,
    });
    println!(
        "{}",
        serde_json::to_string_pretty(&report).expect("reports serialize")
    );
    ExitCode::SUCCESS
}

/// Plays deal `deal` with the seats rotated by `rotation`, seeded as the arena does, and tallies
/// each contender's first turns.
fn play(
    options: &Options,
    seats: &[SeatKind],
    seed: u64,
    deal: usize,
    rotation: usize,
) -> GameTally {
    let n = seats.len();
    let contender = |seat: usize| (seat + rotation) % n;
    let game_seed = GameRng::derived(seed, deal as u64).next_u64();
    let mut bots: Vec<_> = (0..n)
        .map(|seat| {
            let bot_seed = GameRng::derived(game_seed, 1 + (rotation * n + seat) as u64).next_u64();
            seats[contender(seat)]
                .bot::<State>(bot_seed)
                .expect("checked before the games")
        })
        .collect();
    let mut tally = GameTally {
        kinds: vec![Tally::default(); n],
        ..GameTally::default()
    };
    let mut events = Vec::new();
    let mut state = State::new_game(options, game_seed, &mut events).expect("a legal table");
    // This tournament: whether each seat has begun a turn in it, and whether any seat other than
    // the starter played a card (a display card or an action card).
    let mut turn_begun = vec![false; n];
    let mut contested = false;
    let mut legal = Vec::new();
    let mut actions = 0;
    while let Status::Decision(seat) = state.status() {
        actions += 1;
        if actions > 100_000 {
            tally.unfinished += 1;
            break;
        }
        state.legal_actions(&mut legal);
        let observation = state.observe(seat);
        let action = bots[seat].choose(&observation, &legal);
        let action = if legal.contains(&action) {
            action
        } else {
            legal[0]
        };
        let phase = state.phase();
        if matches!(phase, Phase::FirstCard | Phase::Play) && seat == state.turn() {
            if phase == Phase::Play && seat != state.starter() && !turn_begun[seat] {
                let colour = state.colour();
                let need = state.best_other_total(seat) as i64 + 1
                    - display_total(state.display(seat), colour) as i64;
                let t = &mut tally.kinds[contender(seat)];
                let withdrew = action == Action::Withdraw;
                t.first_turns += 1;
                let entry = t.by_need.entry(need.min(15)).or_default();
                entry.0 += 1;
                if withdrew {
                    t.withdrew += 1;
                    entry.1 += 1;
                    if colour.is_some_and(|c| c != Colour::Purple && state.tokens(seat).has(c)) {
                        t.withdrew_token_held += 1;
                    } else if reach(&state, seat, &legal) >= need {
                        t.withdrew_within_reach += 1;
                    }
                }
            }
            turn_begun[seat] = true;
            if seat != state.starter() && matches!(action, Action::Play(_)) {
                contested = true;
            }
        }
        events.clear();
        if state.apply(&action, &mut events).is_err() {
            tally.unfinished += 1;
            break;
        }
        for event in &events {
            match event {
                Event::TournamentStarted { .. } => {
                    turn_begun.iter_mut().for_each(|b| *b = false);
                    contested = false;
                }
                Event::TournamentWon { .. } => {
                    tally.tournaments += 1;
                    if !contested {
                        tally.uncontested += 1;
                    }
                }
                _ => {}
            }
        }
    }
    tally
}

/// What `seat`'s display cards can add this turn, every copy in the hand: the legal list names
/// each kind once. A maiden counts once, and only while the seat holds no token (withdrawing
/// with it would cost one); a stunned seat adds one card.
fn reach(state: &State, seat: usize, legal: &[Action]) -> i64 {
    let colour = state.colour();
    let no_tokens = state.tokens(seat).is_empty();
    let mut worths: Vec<i64> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(Play::Card(c)) if no_tokens || !c.is_maiden() => Some(*c),
            _ => None,
        })
        .flat_map(|c| {
            let copies = if c.is_maiden() {
                1
            } else {
                state.hand(seat).count(c)
            };
            std::iter::repeat_n(c, usize::from(copies))
        })
        .map(|c| display_total(&[c], colour) as i64)
        .collect();
    worths.sort_unstable_by(|a, b| b.cmp(a));
    let cards = if state.stunned() == Some(seat) {
        1
    } else {
        worths.len()
    };
    worths.iter().take(cards).sum()
}
