//! One test per ruling of RULINGS §3, each named after the rule it checks.

use rules_core::{Game, GameRng, RuleViolation, Seat, Status};

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::events::Event;
use crate::options::Options;
use crate::state::{Kingdom, Phase, State};

fn cards(text: &str) -> Cards {
    text.split_whitespace()
        .map(|c| c.parse::<Card>().unwrap())
        .collect()
}

/// A 3-player table at seat 0's turn choice, five gems each, the other cards shuffled into
/// the deck with `top` (first drawn first) on top.
fn table(hands: [&str; 3], top: &str) -> State {
    let options = Options::players(3);
    let hands: Vec<Cards> = hands.iter().map(|h| cards(h)).collect();
    let top: Vec<Card> = cards_in_order(top);
    let mut rest = options.components().full_deck();
    hands.iter().for_each(|h| rest.remove_all(h));
    top.iter().for_each(|c| assert!(rest.remove(*c)));
    let mut rng = GameRng::new(1);
    let mut deck: Vec<Card> = rest.iter().collect();
    rng.shuffle(&mut deck);
    deck.extend(top.iter().rev());
    State::blank(options, rng, deck, hands)
}

/// Lays `card` (from the deck) as the `role` fortification of `seat`'s kingdom.
fn place(s: &mut State, seat: Seat, role: Card, card: Card) {
    let at = s.deck.iter().position(|c| *c == card).expect("in the deck");
    s.deck.remove(at);
    *s.kingdoms[seat].slot_mut(role) = Some(card);
}

/// Takes the `role` fortification of `seat`'s kingdom back into the deck (bottom).
fn unplace(s: &mut State, seat: Seat, role: Card) {
    let card = s.kingdoms[seat].slot_mut(role).take().expect("placed");
    s.deck.insert(0, card);
}

fn cards_in_order(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

fn decider(s: &State) -> Option<Seat> {
    match s.status() {
        Status::Decision(seat) => Some(seat),
        Status::Over(_) => None,
    }
}

/// Applies "N: action", checking that seat N decides and that the invariants still hold.
fn act(s: &mut State, text: &str) -> Vec<Event> {
    let (seat, action) = text.split_once(':').unwrap();
    assert_eq!(decider(s), Some(seat.trim().parse().unwrap()), "{text}");
    let action: Action = action.trim().parse().unwrap();
    let mut ev = Vec::new();
    s.apply(&action, &mut ev)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(s.invariant_violations(), Vec::<String>::new());
    ev
}

/// Tries "N: action", expecting a refusal; returns the rule and checks nothing changed.
fn refuse(s: &mut State, text: &str) -> &'static str {
    let (_, action) = text.split_once(':').unwrap();
    let action: Action = action.trim().parse().unwrap();
    let before = s.clone();
    let e = s.apply(&action, &mut Vec::new()).unwrap_err();
    assert_eq!(*s, before, "a refused action changed the state");
    e.rule()
}

fn gems(s: &State) -> Vec<u8> {
    s.kingdoms.iter().map(|k| k.gems).collect()
}

fn has(ev: &[Event], name: &str) -> bool {
    ev.iter().any(|e| e.name() == name)
}

#[test]
fn deal_gives_two_cards_each_and_the_first_turn_draws_one() {
    let options = Options {
        first_player: Some(2),
        ..Options::players(4)
    };
    let s = State::new_game(&options, 9, &mut Vec::new()).unwrap();
    let sizes: Vec<usize> = (0..4).map(|h| s.hand(h).len()).collect();
    assert_eq!(sizes, [2, 2, 3, 2]);
    assert_eq!(s.deck.len(), 95 - 9);
    assert_eq!(gems(&s), [5, 5, 5, 5]);
}

#[test]
fn later_turns_draw_two_and_there_is_no_hand_limit() {
    let mut s = table(
        [
            "KING",
            "KING KING KING KING PEASANT PEASANT PEASANT PEASANT",
            "",
        ],
        "",
    );
    act(&mut s, "0: discard KING");
    assert_eq!(s.hand(1).len(), 10);
    act(&mut s, "1: discard PEASANT");
    assert_eq!(s.hand(2).len(), 2);
    assert_eq!(s.hand(1).len(), 9);
}

#[test]
fn a_turn_is_one_choice_and_playing_nothing_discards_a_card() {
    let mut s = table(["CASTLE KNIGHT", "", ""], "");
    assert_eq!(refuse(&mut s, "0: end"), "must-discard");
    act(&mut s, "0: fortify CASTLE");
    assert_eq!(refuse(&mut s, "0: attack @1 KNIGHT"), "wrong-decision");
    assert_eq!(refuse(&mut s, "0: discard KNIGHT"), "wrong-decision");
    act(&mut s, "0: end");
    assert_eq!(s.turn, 1);
    // An empty hand (at the turn's choice) ends the turn with nothing discarded.
    let mut s = table(["", "", ""], "");
    let mut legal = Vec::new();
    s.legal_actions(&mut legal);
    assert_eq!(legal, [Action::End]);
    act(&mut s, "0: end");
    assert!(s.discard.is_empty());
}

#[test]
fn a_kingdom_shows_at_most_one_castle_archer_and_minstrel() {
    let mut s = table(["CASTLE CASTLE ARCHER JESTER MINSTREL", "", ""], "");
    act(&mut s, "0: fortify CASTLE");
    assert_eq!(refuse(&mut s, "0: fortify CASTLE"), "one-of-a-kind");
    assert_eq!(refuse(&mut s, "0: fortify JESTER:CASTLE"), "one-of-a-kind");
    act(&mut s, "0: fortify ARCHER");
    act(&mut s, "0: fortify JESTER:MINSTREL");
    assert_eq!(refuse(&mut s, "0: fortify MINSTREL"), "one-of-a-kind");
    assert_eq!(
        s.kingdoms[0],
        Kingdom {
            gems: 5,
            castle: Some(Card::Castle),
            archer: Some(Card::Archer),
            minstrel: Some(Card::Jester),
        }
    );
}

#[test]
fn castle_stops_attacks_until_a_ladder_scales_it() {
    let mut s = table(["KNIGHT LADDER", "", ""], "");
    place(&mut s, 1, Card::Castle, Card::Castle);
    assert_eq!(refuse(&mut s, "0: attack @1 KNIGHT"), "castle-blocks");
    act(&mut s, "0: attack @1 LADDER");
    assert!(has(&act(&mut s, "1: pass"), "castle_scaled"));
    act(&mut s, "0: attack @1 KNIGHT");
    act(&mut s, "1: pass");
    act(&mut s, "1: pass");
    let ev = act(&mut s, "2: pass");
    assert_eq!(gems(&s), [8, 2, 5]);
    assert_eq!(s.kingdoms[1].castle, Some(Card::Castle));
    // The Ladder is discarded when the turn ends.
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::CardsDiscarded { cards } if cards == &[Card::Ladder]))
    );
}

#[test]
fn archer_stops_attacks_until_removed_by_an_archer_or_a_ninja() {
    let mut s = table(["KING ARCHER NINJA", "", ""], "");
    place(&mut s, 1, Card::Archer, Card::Archer);
    place(&mut s, 1, Card::Castle, Card::Castle);
    assert_eq!(refuse(&mut s, "0: attack @1 KING"), "archer-blocks");
    // An Archer may duel an Archer standing on the walls.
    act(&mut s, "0: attack @1 ARCHER");
    act(&mut s, "1: pass");
    assert_eq!(s.kingdoms[1].archer, None);
    assert_eq!(refuse(&mut s, "0: attack @1 KING"), "castle-blocks");
    // The Ninja scales the Castle itself (and would kill an Archer).
    act(&mut s, "0: attack @1 NINJA");
    act(&mut s, "1: pass");
    assert_eq!(gems(&s), [7, 3, 5]);
}

#[test]
fn ladder_cannot_be_used_while_an_archer_stands() {
    let mut s = table(["LADDER", "", ""], "");
    place(&mut s, 1, Card::Castle, Card::Castle);
    place(&mut s, 1, Card::Archer, Card::Archer);
    assert_eq!(refuse(&mut s, "0: attack @1 LADDER"), "ladder-archer");
    unplace(&mut s, 1, Card::Castle);
    assert_eq!(refuse(&mut s, "0: attack @1 LADDER"), "needs-castle");
}

#[test]
fn dragon_cannot_approach_an_archer_and_burns_the_castle() {
    let mut s = table(["DRAGON", "", ""], "");
    place(&mut s, 1, Card::Archer, Card::Archer);
    assert_eq!(refuse(&mut s, "0: attack @1 DRAGON"), "dragon-archer");
    unplace(&mut s, 1, Card::Archer);
    place(&mut s, 1, Card::Castle, Card::Castle);
    act(&mut s, "0: attack @1 DRAGON");
    act(&mut s, "1: pass");
    assert_eq!(s.kingdoms[1].castle, None);
    assert_eq!(gems(&s), [7, 3, 5]);
}

#[test]
fn catapult_destroys_the_castle_and_the_archer_on_its_walls() {
    let mut s = table(["CATAPULT CATAPULT", "", ""], "");
    place(&mut s, 2, Card::Archer, Card::Archer);
    assert_eq!(refuse(&mut s, "0: attack @2 CATAPULT"), "needs-castle");
    place(&mut s, 1, Card::Castle, Card::Castle);
    place(&mut s, 1, Card::Archer, Card::Jester);
    act(&mut s, "0: attack @1 CATAPULT");
    act(&mut s, "1: pass");
    assert_eq!(
        s.kingdoms[1],
        Kingdom {
            gems: 5,
            ..Kingdom::default()
        }
    );
    assert_eq!(s.discard, [Card::Castle, Card::Jester, Card::Catapult]);
}

#[test]
fn minstrel_protects_the_kingdom_until_its_owners_next_turn() {
    let mut s = table(
        ["MINSTREL", "NINJA KING", "KING"],
        "PEASANT PEASANT PEASANT PEASANT PEASANT PEASANT",
    );
    act(&mut s, "0: fortify MINSTREL");
    act(&mut s, "0: end");
    assert_eq!(refuse(&mut s, "1: attack @0 NINJA"), "minstrel-protects");
    act(&mut s, "1: discard KING");
    assert_eq!(refuse(&mut s, "2: attack @0 KING"), "minstrel-protects");
    let ev = act(&mut s, "2: discard KING");
    assert!(has(&ev, "minstrel_discarded"));
    assert_eq!(s.kingdoms[0].minstrel, None);
}

#[test]
fn gems_taken_are_attack_minus_response_capped_by_holdings() {
    let mut s = table(["KING", "PEASANT", ""], "");
    act(&mut s, "0: attack @1 KING");
    act(&mut s, "1: respond PEASANT");
    assert_eq!(s.motion.as_ref().map(|m| m.gems), Some(3));
    act(&mut s, "1: pass");
    act(&mut s, "2: pass");
    assert_eq!(gems(&s), [8, 2, 5]);

    let mut s = table(["KING", "", ""], "");
    s.kingdoms[1].gems = 1;
    s.kingdoms[2].gems = 9;
    act(&mut s, "0: attack @1 KING");
    act(&mut s, "1: pass");
    assert_eq!(s.motion.as_ref().map(|m| m.gems), Some(1));
}

#[test]
fn zero_or_less_discards_both_cards_and_the_attacker_goes_on() {
    let mut s = table(["SOLDIER KNIGHT", "SOLDIER", ""], "");
    act(&mut s, "0: attack @1 SOLDIER");
    let ev = act(&mut s, "1: respond SOLDIER");
    assert!(has(&ev, "repelled"));
    assert_eq!((s.phase, s.turn), (Phase::Attack, 0));
    assert_eq!(s.discard, [Card::Soldier, Card::Soldier]);
    assert_eq!(refuse(&mut s, "0: attack @2 KNIGHT"), "one-rival");
    act(&mut s, "0: attack @1 KNIGHT");
}

#[test]
fn a_revolt_attacks_and_responds_as_one_group() {
    let mut s = table(
        [
            "PEASANT PEASANT PEASANT JESTER KNIGHT KNIGHT",
            "PEASANT PEASANT",
            "",
        ],
        "",
    );
    assert_eq!(
        refuse(&mut s, "0: attack @1 KNIGHT*2"),
        "one-card-at-a-time"
    );
    act(&mut s, "0: attack @1 PEASANT*3+JESTER:PEASANT");
    act(&mut s, "1: respond PEASANT*2");
    assert_eq!(s.motion.as_ref().map(|m| m.gems), Some(2));
}

#[test]
fn ninja_and_dragon_are_stopped_only_by_their_enemies() {
    let mut s = table(
        [
            "NINJA DRAGON",
            "KING TRAITOR MINSTREL EXECUTIONER PRINCESS",
            "",
        ],
        "",
    );
    act(&mut s, "0: attack @1 NINJA");
    for r in ["KING", "TRAITOR", "MINSTREL", "PRINCESS"] {
        assert_eq!(
            refuse(&mut s, &format!("1: respond {r}")),
            "stopped-only-by-enemies"
        );
    }
    act(&mut s, "1: respond EXECUTIONER");
    assert_eq!(s.turn, 1, "the Executioner ended the attacker's turn");

    let mut s = table(["DRAGON", "PRINCESS", "HIGHWAYMAN"], "");
    act(&mut s, "0: attack @1 DRAGON");
    act(&mut s, "1: respond PRINCESS");
    assert!(s.hand(1).contains(Card::Dragon));
    // Unanswered, their gems arrive at once: no Highwayman window.
    let mut s = table(["NINJA", "", "HIGHWAYMAN"], "");
    act(&mut s, "0: attack @1 NINJA");
    act(&mut s, "1: pass");
    assert_eq!((gems(&s), s.phase, s.turn), (vec![7, 3, 5], Phase::Main, 1));
}

#[test]
fn a_minstrel_response_ends_the_attackers_turn_and_protects() {
    let mut s = table(["KNIGHT KING", "KING", "MINSTREL"], "");
    act(&mut s, "0: attack @2 KNIGHT");
    act(&mut s, "2: respond MINSTREL");
    assert_eq!((s.turn, gems(&s)), (1, vec![5, 5, 5]));
    assert_eq!(s.kingdoms[2].minstrel, Some(Card::Minstrel));
    assert_eq!(refuse(&mut s, "1: attack @2 KING"), "minstrel-protects");
}

#[test]
fn a_princess_takes_an_attacking_knight_or_dragon_into_the_hand() {
    let mut s = table(["KNIGHT SOLDIER", "PRINCESS PRINCESS", ""], "");
    act(&mut s, "0: attack @1 KNIGHT");
    act(&mut s, "1: respond PRINCESS");
    assert_eq!(*s.hand(1), cards("KNIGHT PRINCESS"));
    assert_eq!(
        *s.known(0, 1),
        cards("KNIGHT"),
        "everyone saw the Knight go to the hand"
    );
    assert_eq!(s.phase, Phase::Attack);
    act(&mut s, "0: attack @1 SOLDIER");
    assert_eq!(refuse(&mut s, "1: respond PRINCESS"), "princess-target");
}

#[test]
fn an_executioner_discards_the_attack_card_and_ends_the_turn() {
    let mut s = table(["CATAPULT KING", "EXECUTIONER EXECUTIONER", ""], "");
    place(&mut s, 1, Card::Castle, Card::Castle);
    act(&mut s, "0: attack @1 CATAPULT");
    assert_eq!(
        refuse(&mut s, "1: respond EXECUTIONER"),
        "executioner-target"
    );
    act(&mut s, "1: pass");
    act(&mut s, "0: attack @1 KING");
    act(&mut s, "1: respond EXECUTIONER");
    assert_eq!((s.turn, gems(&s)), (1, vec![5, 5, 5]));
    assert_eq!(s.kingdoms[1].castle, None);
}

#[test]
fn the_traitor_chain_alternates_and_bypasses_fortifications() {
    let mut s = table(["KNIGHT TRAITOR", "TRAITOR TRAITOR", ""], "");
    place(&mut s, 0, Card::Castle, Card::Castle);
    place(&mut s, 0, Card::Archer, Card::Archer);
    act(&mut s, "0: attack @1 KNIGHT");
    act(&mut s, "1: respond TRAITOR");
    act(&mut s, "0: respond TRAITOR");
    act(&mut s, "1: respond TRAITOR");
    act(&mut s, "0: pass");
    let m = s.motion.as_ref().unwrap();
    assert_eq!((m.from, m.to, m.gems), (0, 1, 3));
    let mut s = table(["ARCHER", "TRAITOR", ""], "");
    place(&mut s, 1, Card::Archer, Card::Archer);
    act(&mut s, "0: attack @1 ARCHER");
    assert_eq!(refuse(&mut s, "1: respond TRAITOR"), "traitor-target");
}

#[test]
fn the_highwayman_window_runs_clockwise_from_after_the_receiver_and_reopens() {
    let mut s = table(["KING", "HIGHWAYMAN", "HIGHWAYMAN"], "");
    act(&mut s, "0: attack @1 KING");
    act(&mut s, "1: pass");
    // Seat 0 receives: seat 1 (who just lost the gems) is asked first, then seat 2.
    act(&mut s, "1: steal HIGHWAYMAN");
    assert_eq!(decider(&s), Some(2), "reopened after the thief");
    act(&mut s, "2: steal HIGHWAYMAN");
    act(&mut s, "0: pass");
    assert_eq!(s.phase, Phase::Interrupt);
    act(&mut s, "1: pass");
    assert_eq!(gems(&s), [5, 1, 9]);
    assert_eq!(s.turn, 1, "gem movement ended the attacker's turn");
}

#[test]
fn every_other_seat_is_asked_while_gems_move_holder_or_not() {
    let mut s = table(["KING", "", ""], "");
    act(&mut s, "0: attack @1 KING");
    act(&mut s, "1: pass");
    let mut legal = Vec::new();
    s.legal_actions(&mut legal);
    assert_eq!(
        (decider(&s), legal.as_slice()),
        (Some(1), &[Action::Pass][..])
    );
    act(&mut s, "1: pass");
    assert_eq!(decider(&s), Some(2));
    act(&mut s, "2: pass");
    assert_eq!(gems(&s), [9, 1, 5]);
}

#[test]
fn a_jester_is_the_announced_card_while_on_the_table() {
    let mut s = table(["JESTER JESTER", "CATAPULT", ""], "");
    act(&mut s, "0: fortify JESTER:CASTLE");
    act(&mut s, "0: end");
    act(&mut s, "1: attack @0 CATAPULT");
    act(&mut s, "0: pass");
    assert_eq!(s.kingdoms[0].castle, None);
    assert_eq!(s.discard, [Card::Jester, Card::Catapult]);
    assert_eq!(refuse(&mut s, "1: attack @0 JESTER:KING"), "card-in-hand");
}

#[test]
fn a_jester_taken_by_a_princess_is_a_free_jester_again() {
    let mut s = table(["JESTER", "PRINCESS", ""], "");
    act(&mut s, "0: attack @1 JESTER:KNIGHT");
    act(&mut s, "1: respond PRINCESS");
    assert_eq!(*s.hand(1), cards("JESTER"));
    act(&mut s, "0: end");
    act(&mut s, "1: fortify JESTER:MINSTREL");
}

#[test]
fn the_game_is_won_at_the_moment_gems_arrive() {
    let mut s = table(["KNIGHT", "", ""], "");
    s.kingdoms[0].gems = 8;
    s.kingdoms[1].gems = 4;
    s.kingdoms[2].gems = 3;
    act(&mut s, "0: attack @1 KNIGHT");
    act(&mut s, "1: pass");
    act(&mut s, "1: pass");
    assert_eq!(s.phase, Phase::Interrupt, "moving gems do not count yet");
    let ev = act(&mut s, "2: pass");
    assert!(has(&ev, "game_won"));
    assert_eq!(s.status(), Status::Over(rules_core::Outcome::winner(0)));
}

#[test]
fn each_reshuffle_lowers_the_target_by_one_never_below_the_minimum() {
    let mut s = table(["KING", "", ""], "SOLDIER");
    // Leave one card in the deck, the rest in the discard pile.
    let rest: Vec<Card> = s.deck.drain(..s.deck.len() - 1).collect();
    s.discard = rest;
    act(&mut s, "0: discard KING");
    assert_eq!((s.target, s.reshuffles), (9, 1));
    s.reshuffles = 30;
    s.target = s.components.target_after(30);
    assert_eq!(s.target, 1);
}

#[test]
fn a_player_already_at_the_target_must_gain_another_gem() {
    let mut s = table(["KING", "", "HIGHWAYMAN"], "");
    s.kingdoms[0].gems = 3;
    s.kingdoms[1].gems = 3;
    s.kingdoms[2].gems = 9;
    s.reshuffles = 1;
    s.target = 9;
    assert_eq!(s.invariant_violations(), Vec::<String>::new());
    assert!(s.status() != Status::Over(rules_core::Outcome::winner(2)));
    act(&mut s, "0: attack @1 KING");
    act(&mut s, "1: pass");
    act(&mut s, "1: pass");
    act(&mut s, "2: steal HIGHWAYMAN");
    act(&mut s, "0: pass");
    act(&mut s, "1: pass");
    assert_eq!(s.status(), Status::Over(rules_core::Outcome::winner(2)));
}

/// The deck running out again once the target is at its lowest ends the match: the seats owning
/// the most gems share the win (this crate's ruling where the rules leave a match without gems
/// moving to go on for ever).
#[test]
fn the_deck_running_out_at_the_lowest_target_ends_the_match_with_the_most_gems_winning() {
    let mut s = table(["KING", "PEASANT", "PEASANT"], "");
    // Nine reshuffles so far: the target is at its lowest, 1.
    s.reshuffles = 9;
    s.target = 1;
    // One card left to draw, the rest discarded.
    let left = s.deck.split_off(1);
    s.discard.extend(left);
    // Fifteen gems in play, as dealt.
    s.kingdoms[0].gems = 3;
    s.kingdoms[1].gems = 6;
    s.kingdoms[2].gems = 6;
    let ev = act(&mut s, "0: discard KING");
    assert!(has(&ev, "reshuffled"), "{ev:?}");
    assert!(
        ev.contains(&Event::DeckRanOut {
            winners: vec![1, 2],
            gems: 6
        }),
        "{ev:?}"
    );
    match s.status() {
        Status::Over(o) => assert_eq!(o.winners, vec![1, 2]),
        other => panic!("the match goes on: {other:?}"),
    }
    // Above the lowest target, the deck running out only lowers it.
    let mut s = table(["KING", "PEASANT", "PEASANT"], "");
    let left = s.deck.split_off(1);
    s.discard.extend(left);
    act(&mut s, "0: discard KING");
    assert_eq!(decider(&s), Some(1));
    assert_eq!(s.target, 9);
}
