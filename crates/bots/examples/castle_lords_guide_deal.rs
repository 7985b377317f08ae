//! Looks for the deal of Castle Lords' guided first match (`src/games/castle_lords/guide.rs`):
//! intermediate play, three players, the person in seat 0 and the two others played by the
//! normal level. The person follows a plain rule the guide's words can state at every step
//! (see [`person`]), and the whole first hand is played, to its scoring and its crowns. For each
//! seed where the person plays first it reports when the person first meets each moment the
//! guide teaches ([`MOMENTS`]), and the hand's length; it prints the best seeds. For one seed,
//! `show` prints the guide's script and the words of each step as Rust, as the guide holds
//! them, and `trace` the table before each decision (castles: defenders, then each box's seat).
//!
//! ```sh
//! cargo run -p bots --example castle_lords_guide_deal -- [seeds]
//! cargo run -p bots --example castle_lords_guide_deal -- show <seed>
//! cargo run -p bots --example castle_lords_guide_deal -- trace <seed>
//! ```

use bots::{Bot, BotGame, Difficulty};
use castle_lords_rules::{
    Action, ArmyTraits, Card, Cards, Crown, Event, Options, Phase, RuleSet, State,
};
use rules_core::{Game, Seat, Status};

/// The moments the guide teaches, in the order [`Walk::found`] keeps them: the exchange (an
/// offer, a proposal, a decline, a pick among proposals), an attack on an empty castle, an army
/// of two soldiers or more, defenders sent to the dungeon by the person's army, a discard down
/// to the hand limit, an attack helped by the person's banner (equal numbers suffice), the
/// king's crown of the hand, the person's offer gone to the dungeon, a banner pushed into the
/// dungeon, and a decision of the person's in the last round.
const MOMENTS: [&str; 13] = [
    "offer",
    "propose",
    "decline",
    "pick",
    "attack empty",
    "army of 2+",
    "to dungeon",
    "discard",
    "banner helps",
    "king",
    "offer to dungeon",
    "banner to dungeon",
    "last round",
];

/// The moments a deal must have (the others are welcome).
const NEEDED: [usize; 8] = [0, 1, 2, 3, 4, 5, 6, 9];

/// The seats' names in the script's comments.
const NAMES: [&str; 3] = ["you", "William", "Matilda"];

/// The table of the guide: intermediate play, three seats.
fn options() -> Options {
    Options::new(3, RuleSet::Intermediate)
}

/// How well `card` fits `rest`: the most cards of `rest` sharing its type, or its emblem (wild
/// cards count for every characteristic). A wild card fits everything.
fn fit(card: Card, rest: &Cards) -> usize {
    let (Some(kind), Some(emblem)) = (card.soldier_type(), card.emblem()) else {
        return usize::MAX;
    };
    let counts = rest.trait_counts();
    counts[emblem].max(counts[8 + kind as usize]) as usize
}

/// `hand` without one `card`.
fn without(hand: &Cards, card: Card) -> Cards {
    let mut rest = *hand;
    rest.remove(card);
    rest
}

/// The card of `hand` that fits the rest of it least (the first such in card order).
fn weakest(hand: &Cards) -> Card {
    hand.kinds()
        .min_by_key(|&c| (fit(c, &without(hand, c)), c))
        .expect("a card in hand")
}

/// The person's rule, which each step's words state:
/// - offer, and discard down to the hand limit, the card that fits the rest of the hand least;
/// - propose that card for an offer that would fit the hand better than it does, else nothing;
/// - take the proposal that fits the hand best;
/// - attack the most valuable castle one can take and does not hold (in the last round, where
///   an attack is compulsory, one's own if nothing else), with as few soldiers as it takes: the
///   weakest card where one is enough, else those of the biggest group sharing a type or an
///   emblem (the weakest of them first, wild cards last); else attack nothing.
fn person(state: &State, legal: &[Action]) -> Action {
    let me: Seat = 0;
    let hand = state.hand(me);
    let choice = match state.phase() {
        Phase::Offer => Action::Offer(weakest(hand)),
        Phase::Discard => Action::Discard(weakest(hand)),
        Phase::Propose { .. } => {
            let offer = state.offer().expect("a card on offer");
            let mine = weakest(hand);
            let rest = without(hand, mine);
            if fit(offer, &rest) > fit(mine, &rest) {
                Action::Propose(mine)
            } else {
                Action::Decline
            }
        }
        Phase::Pick => {
            let best = state
                .seats()
                .filter_map(|s| state.proposal(s).map(|c| (s, c)))
                .max_by_key(|&(s, c)| (fit(c, hand), std::cmp::Reverse(s)))
                .expect("proposals");
            Action::Pick(best.0)
        }
        Phase::Main => {
            let attacks: Vec<usize> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Attack(c) => Some(*c as usize),
                    _ => None,
                })
                .collect();
            let best =
                |c: &mut dyn Iterator<Item = usize>| c.max_by_key(|&c| state.castle_value(c));
            let target = match best(
                &mut attacks
                    .iter()
                    .copied()
                    .filter(|&c| state.controller(c) != Some(me)),
            ) {
                Some(c) => Some(c),
                None if state.last_round() => best(&mut attacks.iter().copied()),
                None => None,
            };
            match target {
                Some(c) => Action::Attack(c as u8),
                None => Action::Pass,
            }
        }
        Phase::Army { castle } => {
            let needed = state.needed(me, castle as usize);
            let army = state.army();
            if army.len() >= needed {
                Action::Confirm
            } else if needed == 1 {
                Action::Add(weakest(hand))
            } else {
                let common = army.common_traits(state.rules().army_traits());
                let counts = hand.trait_counts();
                let plain = |bit: usize| {
                    hand.iter()
                        .filter(|c| !c.is_wild() && c.traits() & (1 << bit) != 0)
                        .count()
                };
                let bit = (0..12)
                    .filter(|&b| common & (1 << b) != 0)
                    .filter(|&b| army.len() + counts[b] as usize >= needed)
                    .max_by_key(|&b| (plain(b), std::cmp::Reverse(b)))
                    .expect("an attack begun can be completed");
                let card = hand
                    .kinds()
                    .filter(|c| !c.is_wild() && c.traits() & (1 << bit) != 0)
                    .min_by_key(|&c| (fit(c, &without(hand, c)), c))
                    .or_else(|| hand.kinds().find(|c| c.is_wild()))
                    .expect("a soldier to add");
                Action::Add(card)
            }
        }
        Phase::Reclaim { .. } | Phase::Over => legal[0],
    };
    assert!(legal.contains(&choice), "{choice} is legal");
    choice
}

/// One decision of the walk: who made it, what, and the words shown from it on, if new ones.
struct Step {
    seat: Seat,
    action: Action,
    words: Option<&'static str>,
}

/// The first hand of `seed`, the person following [`person`].
struct Walk {
    steps: Vec<Step>,
    /// When the person first met each of [`MOMENTS`] (a decision's index).
    found: [Option<usize>; 13],
    /// The first player.
    first: Seat,
    /// Each seat's points when the hand was scored.
    scores: Vec<u32>,
    /// The crowns won.
    crowns: Vec<(Seat, Crown)>,
}

/// The kind of the person's step `action` (the last part of its words' id).
fn kind_of(state: &State, action: Action) -> &'static str {
    match (state.phase(), action) {
        (_, Action::Offer(_)) => "offer",
        (_, Action::Propose(_)) => "propose",
        (_, Action::Decline) => "decline",
        (_, Action::Pick(_)) => "pick",
        (_, Action::Attack(c)) => {
            let c = c as usize;
            let defenders = state.castles()[c].defenders.len();
            if state.controller(c) == Some(0) {
                "attack-own"
            } else if defenders == 0 {
                "attack-empty"
            } else if state.needed(0, c) == defenders {
                "attack-banner"
            } else {
                "attack"
            }
        }
        (Phase::Army { castle }, Action::Add(_)) => {
            match (state.needed(0, castle as usize), state.army().len()) {
                (1, _) => "add-one",
                (_, 0) => "army",
                _ => "add",
            }
        }
        (Phase::Army { castle }, Action::Confirm) => {
            if state.castles()[castle as usize].defenders.is_empty() {
                "launch"
            } else {
                "launch-dungeon"
            }
        }
        (_, Action::Pass) if state.last_round() => "pass-last",
        (_, Action::Pass) => "pass",
        (_, Action::Discard(_)) => "discard",
        (phase, action) => panic!("the person does not {action} in {phase:?}"),
    }
}

/// The kinds of step whose first occurrence has words of its own, teaching it.
const TAUGHT_FIRST: [&str; 7] = [
    "offer",
    "propose",
    "decline",
    "pick",
    "launch",
    "launch-dungeon",
    "discard",
];

fn walk(seed: u64) -> Walk {
    let mut events = Vec::new();
    let mut state = State::new_game(&options(), seed, &mut events).expect("deal");
    let first = match state.status() {
        Status::Decision(s) => s,
        Status::Over(_) => unreachable!("a match begins"),
    };
    let mut bots: Vec<Box<dyn Bot<State>>> = (0..3)
        .map(|s| State::bot(Difficulty::Normal, seed ^ (0x51 + s)))
        .collect();
    let mut steps: Vec<Step> = Vec::new();
    let mut found = [None; 13];
    let mut scores = Vec::new();
    let mut crowns = Vec::new();
    let mut legal = Vec::new();
    // What the words have told so far: each kind of step taught once, each note once.
    let mut told = std::collections::HashSet::new();
    // What the last decision did that the next words may tell.
    let mut news: Option<&'static str> = None;
    while let Status::Decision(seat) = state.status() {
        legal.clear();
        state.legal_actions(&mut legal);
        let at = steps.len();
        let action = if seat == 0 {
            person(&state, &legal)
        } else {
            bots[seat].choose(&state.observe(seat), &legal)
        };
        let mut mark = |i: usize| {
            if found[i].is_none() {
                found[i] = Some(at);
            }
        };
        let after_person = steps.last().is_some_and(|s: &Step| s.seat == 0);
        let words = if state.last_round() && told.insert("last-round") {
            Some("last-round")
        } else if seat == 0 {
            let kind = kind_of(&state, action);
            if TAUGHT_FIRST.contains(&kind) && told.insert(kind) {
                Some(match kind {
                    "offer" => "offer-first",
                    "propose" => "propose-first",
                    "decline" => "decline-first",
                    "pick" => "pick-first",
                    "launch" => "launch-first",
                    "launch-dungeon" => "launch-dungeon-first",
                    "discard" => "discard-first",
                    other => other,
                })
            } else {
                Some(kind)
            }
        } else if let Some(note) = news.filter(|n| told.insert(n)) {
            Some(note)
        } else if after_person && state.hand(0).is_empty() && told.insert("hand-empty") {
            Some("hand-empty")
        } else if after_person
            && matches!(state.phase(), Phase::Propose { .. })
            && state.turn() == 0
        {
            Some("watch-answers")
        } else if after_person {
            Some("watch")
        } else {
            None
        };
        if seat == 0 {
            if state.last_round() {
                mark(12);
            }
            match action {
                Action::Offer(_) => mark(0),
                Action::Propose(_) => mark(1),
                Action::Decline => mark(2),
                Action::Pick(_) => mark(3),
                Action::Attack(c) if state.castles()[c as usize].defenders.is_empty() => mark(4),
                Action::Attack(c) => {
                    let c = c as usize;
                    if state.needed(0, c) == state.castles()[c].defenders.len() {
                        mark(8);
                    }
                }
                Action::Discard(_) => mark(7),
                _ => {}
            }
        }
        events.clear();
        state.apply(&action, &mut events).expect("legal");
        news = None;
        for event in &events {
            match event {
                Event::ArmyPlayed { seat: 0, army, .. } if army.len() >= 2 => mark(5),
                Event::DefendersToDungeon { .. } if seat == 0 => mark(6),
                Event::OfferToDungeon { seat: 0, .. } => mark(10),
                Event::BannerToDungeon { seat: s, .. } => {
                    mark(11);
                    news = Some(if *s == 0 {
                        "banner-lost"
                    } else {
                        "banner-dungeon"
                    });
                }
                Event::CastleCaptured {
                    previous: Some(0), ..
                } if news.is_none() => news = Some("castle-lost"),
                Event::HandScored { scores: s, .. } => scores = s.clone(),
                Event::CrownWon { seat, crown } => {
                    crowns.push((*seat, *crown));
                    if *seat == 0 && *crown == Crown::King {
                        mark(9);
                    }
                }
                _ => {}
            }
        }
        steps.push(Step {
            seat,
            action,
            words,
        });
        if !scores.is_empty() {
            break;
        }
    }
    Walk {
        steps,
        found,
        first,
        scores,
        crowns,
    }
}

/// A card as the guide's script writes it.
fn card(c: Card) -> String {
    match (c.soldier_type(), c.emblem()) {
        (Some(kind), Some(emblem)) => {
            format!("{}({})", kind.letter().to_ascii_lowercase(), emblem + 1)
        }
        _ if c == Card::IVANHOE => "Card::IVANHOE".to_string(),
        _ => "Card::LOCKSLEY".to_string(),
    }
}

/// An action as the guide's script writes it.
fn rust(a: Action) -> String {
    match a {
        Action::Offer(c) => format!("Offer({})", card(c)),
        Action::Propose(c) => format!("Propose({})", card(c)),
        Action::Decline => "Decline".into(),
        Action::Pick(s) => format!("Pick({s})"),
        Action::Attack(c) => format!("Attack({c})"),
        Action::Add(c) => format!("Add({})", card(c)),
        Action::Confirm => "Confirm".into(),
        Action::Reclaim => "Reclaim".into(),
        Action::Discard(c) => format!("Discard({})", card(c)),
        Action::Pass => "Pass".into(),
    }
}

/// The guide's script and words for `seed`, as Rust.
fn show(seed: u64) {
    let walk = walk(seed);
    println!("// The deal's seed.");
    println!("const SEED: u64 = {seed};");
    println!();
    println!("/// Every decision of the guided part, by index: seat 0 is the person.");
    println!("fn script() -> Vec<Action> {{");
    println!("    vec![");
    for (i, step) in walk.steps.iter().enumerate() {
        match step.words {
            Some(words) => println!("        // {i} {}: {words}", NAMES[step.seat]),
            None => println!("        // {i} {}", NAMES[step.seat]),
        }
        println!("        {},", rust(step.action));
    }
    println!("    ]");
    println!("}}");
    println!();
    let words: Vec<(usize, &str)> = walk
        .steps
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.words.map(|w| (i, w)))
        .collect();
    println!("/// The words shown from a decision on.");
    println!("const WORDS: [(usize, &str); {}] = [", words.len());
    for (i, w) in words {
        println!("    ({i}, \"guide-cl-{w}\"),");
    }
    println!("];");
    println!();
    println!("// {MOMENTS:?}");
    println!("// {:?}", walk.found);
    println!("// scores {:?}, crowns {:?}", walk.scores, walk.crowns);
}

/// The table before each decision of `seed`'s walk.
fn trace(seed: u64) {
    let walk = walk(seed);
    let mut events = Vec::new();
    let mut state = State::new_game(&options(), seed, &mut events).expect("deal");
    for (i, step) in walk.steps.iter().enumerate() {
        let hand: Vec<String> = state
            .hand(step.seat)
            .iter()
            .map(|c| c.to_string())
            .collect();
        let castles: Vec<String> = state
            .castles()
            .iter()
            .map(|c| {
                let boxes: Vec<String> = c
                    .boxes
                    .iter()
                    .map(|b| b.map_or("-".into(), |s| s.to_string()))
                    .collect();
                format!("{}{}", c.defenders.len(), boxes.join(""))
            })
            .collect();
        println!(
            "{i:3} @{} {:<12} deck {:2} castles {} hand {}",
            step.seat,
            step.action.to_string(),
            state.deck().len(),
            castles.join(" "),
            hand.join(" ")
        );
        events.clear();
        state.apply(&step.action, &mut events).expect("legal");
    }
    println!("scores {:?}, crowns {:?}", walk.scores, walk.crowns);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = || -> u64 { args.get(1).and_then(|a| a.parse().ok()).expect("a seed") };
    match args.first().map(String::as_str) {
        Some("show") => return show(seed()),
        Some("trace") => return trace(seed()),
        _ => {}
    }
    let seeds: u64 = args
        .first()
        .map_or(2000, |a| a.parse().expect("a number of seeds"));
    let mut best = Vec::new();
    for seed in 0..seeds {
        let walk = walk(seed);
        if walk.first != 0 {
            continue;
        }
        let missing = NEEDED.iter().filter(|&&m| walk.found[m].is_none()).count();
        let met = walk.found.iter().filter(|f| f.is_some()).count();
        let mine = walk.steps.iter().filter(|s| s.seat == 0).count();
        best.push((
            missing,
            MOMENTS.len() - met,
            walk.steps.len(),
            mine,
            seed,
            walk.found,
        ));
    }
    best.sort();
    println!("{MOMENTS:?}");
    for (missing, lacking, len, mine, seed, found) in best.iter().take(15) {
        println!(
            "seed {seed}: {missing} needed moments missing, {lacking} in all; {len} decisions, \
             {mine} of them the person's: {found:?}"
        );
    }
}
