//! Looks for the deal of Ivanhoe's guided first match: three players, the person in seat 0,
//! every seat played by the normal level (seat 0 answering the Ivanhoe window with Ivanhoe once
//! it can), and reports for each seed when seat 0 first meets each moment the guide teaches:
//! choosing a colour, playing a card and staying, an action card, the Ivanhoe window,
//! withdrawing, a maiden. Prints the best seeds, and for one (`-- <seed>`) its actions.
//!
//! ```sh
//! cargo run --release -p bots --example ivanhoe_guide_deal -- [seeds]
//! cargo run --release -p bots --example ivanhoe_guide_deal -- show <seed>
//! ```

use bots::{BotGame, Difficulty};
use ivanhoe_rules::{Action, Options, Phase, Play, State};
use rules_core::{Game, Status};

const MOMENTS: [&str; 7] = [
    "colour",
    "play+stay",
    "action",
    "ivanhoe",
    "withdraw",
    "maiden",
    "return",
];

fn play(seed: u64, limit: usize) -> (Vec<Action>, [Option<usize>; 7], State) {
    let mut events = Vec::new();
    let mut state = State::new_game(&Options::players(3), seed, &mut events).expect("deal");
    let mut bots: Vec<_> = (0..3)
        .map(|s| State::bot(Difficulty::Normal, seed ^ (0x51 + s)))
        .collect();
    let mut found = [None; 7];
    let mut actions = Vec::new();
    let mut legal = Vec::new();
    while actions.len() < limit {
        let Status::Decision(seat) = state.status() else {
            break;
        };
        legal.clear();
        state.legal_actions(&mut legal);
        let obs = state.observe(seat);
        let mut action = bots[seat].choose(&obs, &legal);
        if seat == 0
            && matches!(state.phase(), Phase::Reaction { .. })
            && legal.contains(&Action::Ivanhoe)
            && found[3].is_none()
        {
            action = Action::Ivanhoe;
        }
        let at = actions.len();
        if seat == 0 {
            let mut mark = |i: usize| {
                if found[i].is_none() {
                    found[i] = Some(at);
                }
            };
            match action {
                Action::ChooseColour(_) => mark(0),
                Action::Stay if state.played_this_turn() => mark(1),
                Action::Play(Play::Card(c)) if c.is_maiden() => mark(5),
                Action::Play(p) if p.card().is_action() => mark(2),
                Action::Ivanhoe => mark(3),
                Action::Withdraw => mark(4),
                Action::ReturnToken(_) => mark(6),
                _ => {}
            }
        }
        events.clear();
        state.apply(&action, &mut events).expect("legal");
        actions.push(action);
    }
    (actions, found, state)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("show") {
        let seed: u64 = args[1].parse().expect("seed");
        let limit: usize = args.get(2).map_or(400, |a| a.parse().expect("limit"));
        let (actions, found, _) = play(seed, limit);
        println!("{found:?}");
        let mut events = Vec::new();
        let mut state = State::new_game(&Options::players(3), seed, &mut events).expect("deal");
        for (i, a) in actions.iter().enumerate() {
            let seat = match state.status() {
                Status::Decision(s) => s,
                Status::Over(_) => 9,
            };
            let hand: Vec<String> = state.hand(seat).iter().map(|c| c.to_string()).collect();
            println!(
                "{i:3} seat {seat} {:<24} colour {:?} totals {:?} hand {}",
                a.to_string(),
                state.colour(),
                (0..3).map(|s| state.total(s)).collect::<Vec<_>>(),
                hand.join(" ")
            );
            events.clear();
            state.apply(a, &mut events).expect("legal");
        }
        return;
    }
    let seeds: u64 = args.first().map_or(2000, |a| a.parse().expect("seeds"));
    let mut best: Vec<(usize, usize, u64, [Option<usize>; 7])> = Vec::new();
    for seed in 0..seeds {
        let (_, found, _) = play(seed, 150);
        let covered = found[..6].iter().filter(|f| f.is_some()).count();
        let last = found[..6].iter().flatten().max().copied().unwrap_or(0);
        best.push((6 - covered, last, seed, found));
    }
    best.sort();
    println!("{MOMENTS:?}");
    for (missing, last, seed, found) in best.iter().take(15) {
        println!("seed {seed}: missing {missing}, last at {last}: {found:?}");
    }
}
