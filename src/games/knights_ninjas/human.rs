//! A person's decisions. Every legal action of the engine is a path of picks — a card of the
//! hand, what a Jester stands for, how many Peasants revolt, the rival to attack, or a button —
//! and the table offers only picks that continue a legal path (`table::selection`). The mouse
//! picks what it clicks; the keyboard and the gamepad move a focus over the same choices. A
//! pick the rules refuse says why.

use super::KnightsNinjas;
use bevy::prelude::*;
use knights_ninjas_rules::{Action, Card, Phase, Play};
use rules_core::{Game, Seat};
use shell::locale::Msg;

use super::gem_colours::GemColours;
use super::present::{KingdomPanel, KnFace, Place};
use super::{Seen, TurnPhase, look, words};
use shell::input::Control;
use table::decide::{Choice, Picks};
use table::handoff::single_viewer;
use table::zones::TablePieces;
use table::{AwaySeats, Seating};

pub use table::decide::PickRequest;

/// One thing a person points at or presses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    /// A card of their hand, by kind.
    Card(Card),
    /// What a Jester stands for.
    StandsFor(Card),
    /// How many Peasants (and Jesters as Peasants) revolt together.
    Revolt {
        /// Peasant cards.
        peasants: u8,
        /// Jesters standing for Peasants.
        jesters: u8,
    },
    /// The rival to attack.
    Rival(Seat),
    /// A button of the prompt.
    Button(Btn),
}

/// The prompt's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Btn {
    /// Lay the card as a fortification.
    Fortify,
    /// Discard the card (a turn that plays nothing).
    Discard,
    /// Let the attack card or the gems in flight pass.
    Pass,
    /// End the turn.
    End,
    /// Steal the gems in flight: offered to everyone asked, holder or not.
    Steal,
    /// Take back the last pick (never part of an action).
    Back,
}

/// The picks that make up `action`.
pub fn path(action: &Action) -> Vec<Pick> {
    let play_picks = |play: &Play| -> Vec<Pick> {
        let first = if play.natural > 0 {
            play.role
        } else {
            Card::Jester
        };
        let mut out = vec![Pick::Card(first)];
        if play.natural == 0 {
            out.push(Pick::StandsFor(play.role));
        }
        if play.size() > 1 || (play.natural > 0 && play.jesters > 0) {
            out.push(Pick::Revolt {
                peasants: play.natural,
                jesters: play.jesters,
            });
        }
        out
    };
    match action {
        Action::Attack { target, play } => {
            let mut out = play_picks(play);
            out.push(Pick::Rival(*target));
            out
        }
        Action::Respond(play) | Action::Steal(play) => play_picks(play),
        Action::Fortify(play) => {
            let mut out = play_picks(play);
            out.push(Pick::Button(Btn::Fortify));
            out
        }
        Action::Discard(card) => vec![Pick::Card(*card), Pick::Button(Btn::Discard)],
        Action::Pass => vec![Pick::Button(Btn::Pass)],
        Action::End => vec![Pick::Button(Btn::End)],
    }
}

/// The decision a person at the screen is making.
pub type KnChoice = Choice<KnightsNinjas>;

/// What the decision screen reads of the table: the hand's cards and the kingdoms' panels.
pub type Pieces<'w, 's> = TablePieces<'w, 's, Place, KnFace, GemColours, KingdomPanel>;

impl Picks for KnightsNinjas {
    type Pick = Pick;
    type Pieces = Pieces<'static, 'static>;
    const BACK: Option<Pick> = Some(Pick::Button(Btn::Back));

    fn paths(seen: &Seen) -> Vec<(Action, Vec<Pick>)> {
        seen.legal.iter().map(|a| (*a, path(a))).collect()
    }

    fn hand(pieces: &Pieces, seen: &Seen, seat: Seat) -> Vec<(Option<Entity>, Pick)> {
        let held: Vec<KnFace> = seen.observation.hand.iter().map(KnFace::of).collect();
        pieces.hand(Place::Hand(seat), seat, held, |face| {
            face.card.map(Pick::Card)
        })
    }

    /// A card of the hand; a rival's kingdom (its panel, its fortifications, its hand).
    fn pick_of(pieces: &Pieces, choice: &KnChoice, entity: Entity) -> Option<Pick> {
        if let Some(panel) = pieces.panel(entity) {
            return Some(Pick::Rival(panel.0));
        }
        let (face, place) = pieces.card(entity)?;
        match place {
            Place::Hand(s) if Some(s) == choice.seat => face.card.map(Pick::Card),
            Place::Fort(s, _) | Place::Hand(s) => Some(Pick::Rival(s)),
            _ => None,
        }
    }

    /// After the hand: what may come next that is not a card of the hand, then the buttons.
    fn stops(seen: &Seen, choice: &KnChoice) -> Vec<Pick> {
        Self::buttons(seen, choice)
    }

    /// What may come next that is not a card of the hand, the steal offered to everyone asked
    /// while gems fly, and Back.
    fn buttons(seen: &Seen, choice: &KnChoice) -> Vec<Pick> {
        let mut out: Vec<Pick> = choice
            .next_picks()
            .into_iter()
            .filter(|p| !matches!(p, Pick::Card(_)))
            .collect();
        if seen.board.phase() == Phase::Interrupt && choice.selection.picks().is_empty() {
            out.insert(0, Pick::Button(Btn::Steal));
        }
        if !choice.selection.picks().is_empty() {
            out.push(Pick::Button(Btn::Back));
        }
        out
    }

    fn key_picks(control: Control) -> Vec<Pick> {
        match control {
            Control::Stay => vec![Pick::Button(Btn::End), Pick::Button(Btn::Pass)],
            _ => Vec::new(),
        }
    }

    /// With one person at the screen, a window in which they can only let things pass is
    /// passed for them. With several, each person asked gets the same hand-off and the same
    /// prompt, holder or not.
    fn lone_pass(seen: &Seen) -> Option<Action> {
        (matches!(seen.board.phase(), Phase::Respond | Phase::Interrupt)
            && seen.legal.as_slice() == [Action::Pass])
        .then_some(Action::Pass)
    }

    /// A card whose only use is to be thrown away is not thrown at a click: the prompt asks
    /// "Discard it / Back" first, as it does for a card that may fortify, so a click to read a
    /// card never loses it and the turn.
    fn asks_first(action: &Action, pick: Pick) -> bool {
        matches!(action, Action::Discard(_)) && matches!(pick, Pick::Card(_))
    }

    /// The steal starts with a Highwayman, else a Jester standing for one.
    fn stands_for(choice: &KnChoice, pick: Pick) -> Option<Result<Pick, Msg>> {
        (pick == Pick::Button(Btn::Steal)).then(|| {
            [Pick::Card(Card::Highwayman), Pick::Card(Card::Jester)]
                .into_iter()
                .find(|p| choice.selection.allows(*p))
                .ok_or_else(|| Msg::new("kn-refuse-no-highwayman"))
        })
    }

    /// The steal is offered alike to every person asked: it looks usable to all.
    fn offered_to_all(pick: Pick) -> bool {
        pick == Pick::Button(Btn::Steal)
    }

    fn prompt(
        seen: &Seen,
        seating: &Seating,
        away: &AwaySeats,
        choice: &KnChoice,
        phase: &TurnPhase,
    ) -> Option<Msg> {
        prompt(seen, seating, away, choice, *phase)
    }

    fn refusal(seen: &Seen, seating: &Seating, choice: &KnChoice, pick: Pick) -> Msg {
        why_not(seen, seating, choice, pick)
    }

    fn why(seen: &Seen, seating: &Seating, action: &Action) -> Option<Msg> {
        let seat = seen.deciding.unwrap_or(seen.seat);
        super::why::why(&seen.board, seat, &seating.names(), action)
    }

    fn label(seen: &Seen, seating: &Seating, pick: Pick) -> Msg {
        let in_flight = seen
            .observation
            .motion
            .as_ref()
            .filter(|_| seen.board.phase() == Phase::Interrupt)
            .map(|m| m.gems);
        label(pick, &seating.names(), in_flight)
    }
}

/// Why `pick` cannot be picked now: the engine's refusal of the simplest action it would start.
pub fn why_not(seen: &Seen, seating: &Seating, choice: &KnChoice, pick: Pick) -> Msg {
    let names = seating.names();
    let Pick::Card(card) = pick else {
        return Msg::new("kn-refuse-not-now");
    };
    let board = &seen.board;
    let seat = choice.seat.unwrap_or(seen.seat);
    let play = Play::card(card);
    let mut tries = Vec::new();
    match board.phase() {
        Phase::Main | Phase::Attack => {
            tries.extend(
                (0..names.len())
                    .filter(|&t| t != seat)
                    .map(|target| Action::Attack { target, play }),
            );
            tries.push(Action::Fortify(play));
        }
        Phase::Fortify => tries.push(Action::Fortify(play)),
        Phase::Respond => tries.push(Action::Respond(play)),
        Phase::Interrupt => tries.push(Action::Steal(play)),
        Phase::Over => {}
    }
    for action in tries {
        let mut trial = board.clone();
        if let Err(error) = trial.apply(&action, &mut Vec::new()) {
            return words::refusal(&error, &names, single_viewer(&seating.seats));
        }
    }
    Msg::new("kn-refuse-not-now")
}

/// What the table asks the person deciding, in words (nothing once the game is over).
pub fn asked(seen: &Seen, names: &[String], choice: &KnChoice) -> Option<Msg> {
    let o = &seen.observation;
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let picks = choice.selection.picks();
    if let Some(Pick::Card(card)) = picks.first() {
        let next = choice.selection.next_picks();
        return Some(if next.iter().any(|p| matches!(p, Pick::StandsFor(_))) {
            Msg::new("kn-ask-stands-for")
        } else if next.iter().any(|p| matches!(p, Pick::Revolt { .. })) {
            Msg::new("kn-ask-revolt")
        } else if next.iter().any(|p| matches!(p, Pick::Rival(_))) {
            Msg::new("kn-ask-rival").with("card", words::code(*card))
        } else {
            Msg::new("kn-ask-use").with("card", words::code(*card))
        });
    }
    Some(match seen.board.phase() {
        Phase::Main => Msg::new("kn-ask-main"),
        Phase::Fortify => Msg::new("kn-ask-fortify"),
        Phase::Attack => {
            let rival = o
                .attack
                .as_ref()
                .map(|a| name(a.defender))
                .unwrap_or_default();
            Msg::new("kn-ask-attack").with("rival", rival)
        }
        Phase::Respond => {
            let play = o.attack.as_ref().and_then(|a| a.exchange.as_ref())?.play;
            Msg::new("kn-ask-answer").with("play", words::play_at_start(play))
        }
        Phase::Interrupt => {
            let m = o.motion.as_ref()?;
            // Gems a Highwayman took back for the kingdom they left fly home, not "from Rowena
            // to Rowena".
            let id = if m.from == m.to {
                "kn-ask-fly-home"
            } else {
                "kn-ask-fly"
            };
            Msg::new(id)
                .with("gems", m.gems)
                .with("from", name(m.from))
                .with("to", name(m.to))
        }
        Phase::Over => return None,
    })
}

/// The prompt's line ([`table::decide::Picks::prompt`]): the question put to the person
/// deciding, else who decides and how, or the game's end.
pub(super) fn prompt(
    seen: &Seen,
    seating: &Seating,
    away: &AwaySeats,
    choice: &KnChoice,
    phase: TurnPhase,
) -> Option<Msg> {
    let names = seating.names();
    let said = |id: &'static str, s: Seat| Some(Msg::new(id).with("who", names[s].clone()));
    match (phase, choice.seat) {
        (TurnPhase::Over, _) => Some(Msg::new("kn-prompt-over")),
        (_, Some(_)) => asked(seen, &names, choice),
        _ => match seen.deciding {
            // Under a hand-off cover: what the person called to the screen is asked, in the
            // same words whether they can do anything or not.
            Some(s) if seating.is_human(s) => match seen.board.phase() {
                Phase::Respond => said("kn-prompt-answers", s),
                Phase::Interrupt => said("kn-prompt-may-steal", s),
                _ => said("kn-turn", s),
            },
            Some(s) if seating.remote_prompt(s, away).is_some() => seating.remote_prompt(s, away),
            Some(s) => match seen.board.phase() {
                Phase::Interrupt | Phase::Respond => said("kn-prompt-deciding", s),
                _ => said("kn-prompt-thinking", s),
            },
            None => None,
        },
    }
}

/// A button's label.
/// `in_flight`: the gems flying while the window to steal them is open (the pass button lets
/// "it" or "them" pass); `None` while an attack waits for an answer (it lets it through).
pub fn label(pick: Pick, names: &[String], in_flight: Option<u8>) -> Msg {
    match pick {
        Pick::StandsFor(card) => Msg::new("kn-btn-as")
            .with("mark", look::card_mark(card))
            .with("card", words::code(card)),
        Pick::Revolt { peasants, jesters } => {
            let id = match (peasants, jesters) {
                (_, 0) => "kn-btn-peasants",
                (0, _) => "kn-btn-jesters",
                _ => "kn-btn-mixed",
            };
            Msg::new(id)
                .with("peasants", peasants)
                .with("jesters", jesters)
        }
        Pick::Rival(s) => {
            Msg::new("kn-btn-attack").with("rival", names.get(s).cloned().unwrap_or_default())
        }
        Pick::Card(card) => words::card_name(card),
        Pick::Button(b) => match b {
            Btn::Fortify => Msg::new("kn-btn-fortify"),
            Btn::Discard => Msg::new("kn-btn-discard"),
            Btn::Pass => match in_flight {
                Some(n) => Msg::new("kn-btn-let-gems-pass").with("gems", n),
                None => Msg::new("kn-btn-let-through"),
            },
            Btn::End => Msg::new("kn-btn-end"),
            Btn::Steal => Msg::new("kn-btn-steal"),
            Btn::Back => Msg::new("kn-btn-back"),
        },
    }
}
