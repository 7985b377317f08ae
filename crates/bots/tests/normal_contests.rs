//! The normal level (`ivanhoe_rules::players::Heuristic`) contests tournaments: in set positions it takes
//! the lead rather than withdraw when its hand can, above all when an opponent would otherwise
//! win the game with this tournament's token.

use bots::{Bot, Difficulty};
use ivanhoe_rules::players::Heuristic;
use ivanhoe_rules::{
    Action, Card, Cards, Colour, Observation, Options, Phase, Play, State, Tokens, display_total,
};
use rules_core::{Game, GameRng, Seat, Status};

/// A position of a 4-player tournament of `colour` at the start of `turn`'s turn (after the
/// draw): `turn` holds `hand`, the displays and tokens are as given, every other hand holds
/// eight unknown cards, everyone is still in. The hidden cards are dealt from `seed`.
fn position(
    colour: Colour,
    turn: Seat,
    hand: &[Card],
    displays: [&[Card]; 4],
    tokens: [&[Colour]; 4],
    seed: u64,
) -> State {
    let observation = Observation {
        seat: turn,
        options: Options::players(4),
        hand: hand.iter().copied().collect::<Cards>(),
        hand_sizes: (0..4)
            .map(|s| if s == turn { hand.len() } else { 8 })
            .collect(),
        known_hands: vec![Cards::new(); 4],
        displays: displays.iter().map(|d| d.to_vec()).collect(),
        shield: None,
        stunned: None,
        tokens: tokens
            .iter()
            .map(|t| t.iter().copied().collect::<Tokens>())
            .collect(),
        in_tournament: vec![true; 4],
        colour: Some(colour),
        previous_colour: None,
        dealer: 3,
        starter: 0,
        turn,
        phase: Phase::Play,
        pending: None,
        played_this_turn: false,
        added_this_turn: 0,
        deck_size: 0,
        discard: Vec::new(),
        status: Status::Decision(turn),
    };
    State::determinize(&observation, &mut GameRng::new(seed))
}

/// Lets `bot` play `seat`'s turn in `state` to its end (other seats pass in Ivanhoe windows);
/// returns its actions.
fn play_turn(state: &mut State, seat: Seat, bot: &mut dyn Bot<State>) -> Vec<Action> {
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut actions = Vec::new();
    while let Status::Decision(decider) = state.status() {
        state.legal_actions(&mut legal);
        let action = if decider == seat {
            let action = bot.choose(&state.observe(seat), &legal);
            assert!(legal.contains(&action), "'{action}' is not in {legal:?}");
            actions.push(action);
            action
        } else if matches!(state.phase(), Phase::Reaction { .. }) {
            Action::Pass
        } else {
            break;
        };
        state.apply(&action, &mut events).unwrap();
        if matches!(action, Action::Stay | Action::Withdraw) {
            break;
        }
        assert!(actions.len() < 50, "the turn does not end: {actions:?}");
    }
    actions
}

/// Checks that the normal level, to move in `state` as `seat`, stays in and ends its turn
/// strictly ahead of everyone still in (the condition of staying, RULINGS §1), for several
/// seeds of the bot and of the hidden cards.
fn assert_takes_the_lead(make: impl Fn(u64) -> State, seat: Seat) {
    for seed in 0..8 {
        let mut state = make(seed);
        let colour = state.colour().unwrap();
        let mut bot = Heuristic::new(seed);
        let actions = play_turn(&mut state, seat, &mut bot);
        assert!(
            !actions.contains(&Action::Withdraw),
            "withdrew with {:?}: {actions:?}",
            make(seed).hand(seat)
        );
        assert_eq!(actions.last(), Some(&Action::Stay), "{actions:?}");
        let mine = display_total(state.display(seat), Some(colour));
        assert!(
            mine > state.best_other_total(seat),
            "stayed with {mine} against {}",
            state.best_other_total(seat)
        );
    }
}

/// RULINGS §1, winning: four colours win a 4-player game. Seat 0 holds purple, red and yellow
/// and leads the green tournament with 2; the normal player already holds green, so the token
/// is worth nothing to it, but it holds three green cards and must deny seat 0 the game. (The
/// reported case: a person one token from victory won green with 2 points while every normal
/// player withdrew, because the legal list names each card once and three green 1s looked like
/// one.)
#[test]
fn normal_denies_the_game_winning_token_when_it_can_take_the_lead() {
    assert_takes_the_lead(
        |seed| {
            position(
                Colour::Green,
                1,
                &[Card::G1, Card::G1, Card::G1, Card::R4, Card::B3, Card::Y3],
                [&[Card::G1, Card::G1], &[], &[], &[]],
                [
                    &[Colour::Purple, Colour::Red, Colour::Yellow],
                    &[Colour::Green, Colour::Blue],
                    &[],
                    &[],
                ],
                seed,
            )
        },
        1,
    );
}

/// RULINGS §1: after a purple tournament the winner takes any colour they lack, so a player
/// with three tokens wins the game with purple whatever colours they hold. The normal player
/// holds purple itself; it needs three purple 3s to pass seat 0's 7.
#[test]
fn normal_contests_purple_against_a_player_one_token_from_victory() {
    assert_takes_the_lead(
        |seed| {
            position(
                Colour::Purple,
                2,
                &[Card::P3, Card::P3, Card::P3, Card::R3, Card::G1],
                [&[Card::P7], &[Card::P4], &[], &[]],
                [
                    &[Colour::Red, Colour::Blue, Colour::Yellow],
                    &[],
                    &[Colour::Purple, Colour::Green],
                    &[],
                ],
                seed,
            )
        },
        2,
    );
}

/// A maiden is normally kept back by a player holding tokens (withdrawing with one costs a
/// token, RULINGS §1), but not when the tournament would otherwise hand an opponent the game:
/// blue 2 and the maiden are the only way past seat 0's 5.
#[test]
fn normal_plays_its_maiden_to_deny_the_game() {
    assert_takes_the_lead(
        |seed| {
            position(
                Colour::Blue,
                1,
                &[Card::B2, Card::M6, Card::P5, Card::Y3, Card::G1],
                [&[Card::B5], &[], &[], &[]],
                [
                    &[Colour::Purple, Colour::Red, Colour::Green],
                    &[Colour::Yellow],
                    &[],
                    &[],
                ],
                seed,
            )
        },
        1,
    );
}

/// The first decision of a tournament with a strong hand in the colour: seat 0 opened red with
/// 5 and 4, and the normal player holds four red 3s and two red 4s (20 points of red, a lead
/// within three cards). It must contest rather than withdraw, built as the level players meet
/// (`Difficulty::Normal`) as well as directly.
#[test]
fn normal_does_not_withdraw_at_once_with_a_strong_hand_in_the_colour() {
    let make = |seed| {
        position(
            Colour::Red,
            1,
            &[
                Card::R3,
                Card::R3,
                Card::R3,
                Card::R3,
                Card::R4,
                Card::R4,
                Card::B2,
                Card::G1,
            ],
            [&[Card::R5, Card::R4], &[], &[], &[]],
            [&[], &[], &[], &[]],
            seed,
        )
    };
    assert_takes_the_lead(make, 1);
    for seed in 0..8 {
        let state = make(seed);
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let mut normal = <State as bots::BotGame>::bot(Difficulty::Normal, seed);
        let first = normal.choose(&state.observe(1), &legal);
        assert!(
            matches!(first, Action::Play(Play::Card(c)) if c.colour() == Some(Colour::Red)),
            "first decision: '{first}'"
        );
    }
}

/// The same in green, where every card counts 1: five green cards against seat 0's two.
#[test]
fn normal_contests_green_with_many_green_cards() {
    assert_takes_the_lead(
        |seed| {
            position(
                Colour::Green,
                1,
                &[
                    Card::G1,
                    Card::G1,
                    Card::G1,
                    Card::G1,
                    Card::G1,
                    Card::P4,
                    Card::R3,
                ],
                [&[Card::G1, Card::G1], &[], &[], &[]],
                [&[Colour::Red], &[Colour::Blue], &[], &[]],
                seed,
            )
        },
        1,
    );
}

/// The actions of the normal level's turn as `seat` in `make(seed)`, for several seeds, and the
/// state after each turn.
fn turns(make: impl Fn(u64) -> State, seat: Seat) -> Vec<(Vec<Action>, State)> {
    (0..8)
        .map(|seed| {
            let mut state = make(seed);
            let actions = play_turn(&mut state, seat, &mut Heuristic::new(seed));
            (actions, state)
        })
        .collect()
}

/// RULINGS §1: a player holds at most one token of each colour, so winning red gains seat 1
/// nothing; but the last winner starts the next tournament, and a tournament everyone leaves at
/// once hands the starter a token for one card. Seat 0 opened red with 3; seat 1, holding red
/// already, takes the lead with one red 4 rather than withdraw at once. (The play-tester's
/// report: normal players withdrew on their first turn in most tournaments; the heuristic left
/// every colour it held without playing a card.)
#[test]
fn normal_enters_a_tournament_whose_token_it_holds_when_a_cheap_card_leads() {
    assert_takes_the_lead(
        |seed| {
            position(
                Colour::Red,
                1,
                &[Card::R4, Card::B2, Card::B3, Card::Y2, Card::G1, Card::P3],
                [&[Card::R3], &[], &[], &[]],
                [&[], &[Colour::Red], &[], &[]],
                seed,
            )
        },
        1,
    );
}

/// ... but only on its first turn there: once in, a token it cannot gain is not worth more
/// cards (RULINGS §1, withdrawing is always legal), unless an opponent would win the game with
/// it. Seat 1 entered red with 4 last turn and seat 0 now leads with 8.
#[test]
fn normal_leaves_a_tournament_whose_token_it_holds_on_its_next_turn() {
    let make = |seed| {
        position(
            Colour::Red,
            1,
            &[Card::R5, Card::R4, Card::B3, Card::Y2, Card::G1],
            [&[Card::R3, Card::R5], &[Card::R4], &[], &[]],
            [&[], &[Colour::Red], &[], &[]],
            seed,
        )
    };
    for (actions, _) in turns(make, 1) {
        assert_eq!(actions, [Action::Withdraw]);
    }
}

/// RULINGS §1, a turn: a player stays only strictly ahead, with any number of cards. Seat 0
/// opened blue with 10 (the tester's "all three at once against a blue 10"); seat 1 holds blue
/// 4 and 3 and two squires, 12 in four cards. On its first turn of a tournament whose token it
/// needs, the normal level now spends up to four cards (it withdrew at three).
#[test]
fn normal_contests_a_big_opening_with_four_cards() {
    assert_takes_the_lead(
        |seed| {
            position(
                Colour::Blue,
                1,
                &[
                    Card::B4,
                    Card::B3,
                    Card::S3,
                    Card::S2,
                    Card::R3,
                    Card::Y2,
                    Card::G1,
                    Card::P4,
                ],
                [&[Card::B5, Card::B5], &[], &[], &[]],
                [&[], &[], &[], &[]],
                seed,
            )
        },
        1,
    );
}

/// Hopeless stays hopeless: against the same blue 10 a hand whose blue cards and squires add
/// up to 9 cannot end the turn ahead (RULINGS §1), so the normal level withdraws at once.
#[test]
fn normal_still_withdraws_when_its_cards_cannot_take_the_lead() {
    let make = |seed| {
        position(
            Colour::Blue,
            1,
            &[Card::B4, Card::B3, Card::S2, Card::R3, Card::Y2, Card::G1],
            [&[Card::B5, Card::B5], &[], &[], &[]],
            [&[], &[], &[], &[]],
            seed,
        )
    };
    for (actions, _) in turns(make, 1) {
        assert_eq!(actions, [Action::Withdraw]);
    }
}

/// RULINGS §1: in a green tournament every display card counts 1, so a squire (worth 2 or 3 in
/// any other colour) buys no more than a green card. Needing 3 against seat 0's two green
/// cards, the normal level plays its three green cards and keeps its squires (it used to play
/// its squires first).
#[test]
fn normal_spends_green_cards_before_squires_in_green() {
    let make = |seed| {
        position(
            Colour::Green,
            1,
            &[
                Card::G1,
                Card::G1,
                Card::G1,
                Card::S3,
                Card::S2,
                Card::R4,
                Card::B3,
            ],
            [&[Card::G1, Card::G1], &[], &[], &[]],
            [&[Colour::Red], &[], &[], &[]],
            seed,
        )
    };
    for (actions, state) in turns(make, 1) {
        assert_eq!(actions.last(), Some(&Action::Stay), "{actions:?}");
        assert_eq!(
            state.display(1),
            [Card::G1, Card::G1, Card::G1],
            "{actions:?}"
        );
        assert!(state.hand(1).contains(Card::S3) && state.hand(1).contains(Card::S2));
    }
}
