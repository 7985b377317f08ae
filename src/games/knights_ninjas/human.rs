//! A person's decisions. Every legal action of the engine is a path of picks — a card of the
//! hand, what a Jester stands for, how many Peasants revolt, the rival to attack, or a button —
//! and the table offers only picks that continue a legal path (`table::selection`). The mouse
//! picks what it clicks; the keyboard and the gamepad move a focus over the same choices. A
//! pick the rules refuse says why.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use knights_ninjas_rules::{Action, Card, Phase, Play};
use leafwing_input_manager::prelude::ActionState;
use rules_core::{Game, Seat};

use super::present::{KingdomPanel, KnFace, Place, Places};
use super::{Decision, KnightsNinjasSystems, Seen, words};
use crate::shell::input::{Control, Controls, PressUsed};
use crate::shell::menu::MenuItem;
use crate::table::Seating;
use crate::table::animation::{self, Placement};
use crate::table::handoff;
use crate::table::highlight::Highlight;
use crate::table::keys::{TableKeys, step_focus};
use crate::table::pause::OpenMatchMenu;
use crate::table::selection::{Outcome, Selection};
use crate::table::zones::{Face, HeldBy, Slot, in_lying_order, nth_copy};
use crate::table::{Interlude, MatchSystems, Notice, Viewer};

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

/// A fresh selection over the legal actions.
pub fn selection(legal: &[Action]) -> Selection<Action, Pick> {
    Selection::new(legal.iter().map(|a| (*a, path(a))).collect())
}

/// The decision a person at the screen is making.
#[derive(Resource, Debug, Default)]
pub struct KnChoice {
    /// The deciding person's seat, `None` when no person decides.
    pub seat: Option<Seat>,
    /// The legal actions and the picks made.
    pub selection: Selection<Action, Pick>,
    /// The engine's phase the choice was built for.
    pub phase: Option<Phase>,
    /// The cards of the hand in the order they lie, every copy (two Knights are two stops).
    pub hand: Vec<Card>,
    /// The focus: an index into [`KnChoice::ring`].
    pub focus: usize,
    built_at: usize,
}

impl KnChoice {
    /// Every pick the focus visits: the hand's cards (playable or not, to read why), then the
    /// other picks that may come next, then Back once a pick is made.
    pub fn ring(&self) -> Vec<Pick> {
        if self.seat.is_none() {
            return Vec::new();
        }
        let mut ring: Vec<Pick> = self.hand.iter().map(|&c| Pick::Card(c)).collect();
        for p in self.buttons() {
            if !ring.contains(&p) {
                ring.push(p);
            }
        }
        ring
    }

    /// The picks shown as buttons: what may come next that is not a card of the hand, the
    /// steal offered to everyone asked while gems fly, and Back.
    pub fn buttons(&self) -> Vec<Pick> {
        let mut out: Vec<Pick> = self
            .selection
            .next_picks()
            .into_iter()
            .filter(|p| !matches!(p, Pick::Card(_)))
            .collect();
        if self.phase == Some(Phase::Interrupt) && self.selection.picks().is_empty() {
            out.insert(0, Pick::Button(Btn::Steal));
        }
        if !self.selection.picks().is_empty() {
            out.push(Pick::Button(Btn::Back));
        }
        out
    }

    /// The focused pick.
    pub fn focused(&self) -> Option<Pick> {
        self.ring().get(self.focus).copied()
    }

    /// Whether `pick` may be picked now.
    pub fn allows(&self, pick: Pick) -> bool {
        match pick {
            Pick::Button(Btn::Back) => !self.selection.picks().is_empty(),
            Pick::Button(Btn::Steal) => self.steal_card().is_some(),
            p => self.selection.allows(p),
        }
    }

    /// The card a steal starts with: a Highwayman, else a Jester standing for one.
    fn steal_card(&self) -> Option<Pick> {
        [Pick::Card(Card::Highwayman), Pick::Card(Card::Jester)]
            .into_iter()
            .find(|p| self.selection.allows(*p))
    }

    fn focus_first_legal(&mut self) {
        let ring = self.ring();
        self.focus = ring.iter().position(|p| self.allows(*p)).unwrap_or(0);
    }
}

/// A pick asked for by the mouse, the keyboard, the gamepad or a prompt button.
#[derive(Message, Clone, Copy, Debug)]
pub struct PickRequest(pub Pick);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KnChoice>();
    app.add_message::<PickRequest>();
    app.add_systems(
        Update,
        (refresh, keys, handle_picks)
            .chain()
            .in_set(MatchSystems::Input)
            .in_set(KnightsNinjasSystems)
            .after(TableKeys),
    );
    app.add_systems(
        Update,
        highlight
            .in_set(MatchSystems::Ui)
            .in_set(KnightsNinjasSystems),
    );
    app.add_observer(on_click);
}

/// Builds the choice when a person's decision comes up (and the hand-off is done). With one
/// person at the screen, a window in which they can only let things pass is passed for them:
/// nobody else is there to learn anything from it. With several, each person asked gets the
/// same hand-off and the same prompt, holder or not.
fn refresh(
    seating: Res<Seating>,
    seen: Res<Seen>,
    viewer: Res<Viewer>,
    interlude: Res<Interlude>,
    places: Option<Res<Places>>,
    cards: Query<(&Face<KnFace>, &HeldBy, &Slot)>,
    mut choice: ResMut<KnChoice>,
    mut decisions: MessageWriter<Decision>,
) {
    let seat = crate::table::person_to_decide(&seating, &seen, &viewer, &interlude);
    let Some(seat) = seat else {
        if choice.seat.is_some() {
            choice.seat = None;
        }
        return;
    };
    if choice.seat == Some(seat) && choice.built_at == seating.decisions {
        return;
    }
    let phase = seen.board.phase();
    let legal = &seen.legal;
    if matches!(phase, Phase::Respond | Phase::Interrupt)
        && legal.as_slice() == [Action::Pass]
        && handoff::single_viewer(&seating.seats) == Some(seat)
    {
        decisions.write(Decision {
            seat,
            action: Action::Pass,
        });
        choice.seat = None;
        choice.built_at = seating.decisions;
        return;
    }
    let zone = places.and_then(|p| p.zones.get(&Place::Hand(seat)).copied());
    let lying: Vec<(usize, Card)> = cards
        .iter()
        .filter(|(_, held, _)| Some(held.0) == zone)
        .filter_map(|(face, _, slot)| Some((slot.0, face.0.card?)))
        .collect();
    let hand = in_lying_order(seen.observation.hand.iter().collect(), lying);
    *choice = KnChoice {
        seat: Some(seat),
        selection: selection(legal),
        phase: Some(phase),
        hand,
        focus: 0,
        built_at: seating.decisions,
    };
    choice.focus_first_legal();
}

/// Keyboard and gamepad: move the focus over the choices and choose; S ends the turn or lets
/// things pass; Esc takes back a pick, else opens the menu.
fn keys(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MenuItem>>,
    mut used: ResMut<PressUsed>,
    mut choice: ResMut<KnChoice>,
    mut picks: MessageWriter<PickRequest>,
    mut open_menu: MessageWriter<OpenMatchMenu>,
) {
    if used.0 || !menus.is_empty() {
        return;
    }
    if controls.just_pressed(&Control::Menu) || controls.just_pressed(&Control::Back) {
        if choice.seat.is_some() && !choice.selection.picks().is_empty() {
            picks.write(PickRequest(Pick::Button(Btn::Back)));
        } else {
            open_menu.write(OpenMatchMenu);
        }
        used.0 = true;
        return;
    }
    if choice.seat.is_none() {
        return;
    }
    let len = choice.ring().len();
    if let Some(focus) = step_focus(&controls, choice.focus, len) {
        choice.focus = focus;
    } else if controls.just_pressed(&Control::Select) {
        if let Some(pick) = choice.focused() {
            picks.write(PickRequest(pick));
        }
    } else if controls.just_pressed(&Control::Stay) {
        if let Some(pick) = [Pick::Button(Btn::End), Pick::Button(Btn::Pass)]
            .into_iter()
            .find(|p| choice.selection.allows(*p))
        {
            picks.write(PickRequest(pick));
        }
    } else {
        return;
    }
    used.0 = true;
}

/// Applies the picks: a complete action goes to the engine; a refused pick says why.
#[allow(clippy::too_many_arguments)]
fn handle_picks(
    mut commands: Commands,
    mut requests: MessageReader<PickRequest>,
    mut choice: ResMut<KnChoice>,
    seen: Res<Seen>,
    seating: Res<Seating>,
    mut decisions: MessageWriter<Decision>,
    mut notice: ResMut<Notice>,
    moving: Query<(Entity, &Placement), With<TweenAnim>>,
) {
    for PickRequest(pick) in requests.read() {
        if !moving.is_empty() {
            animation::skip(&mut commands, &moving);
        }
        let Some(seat) = choice.seat else {
            continue;
        };
        let pick = match pick {
            Pick::Button(Btn::Back) => {
                choice.selection.back();
                choice.focus_first_legal();
                continue;
            }
            Pick::Button(Btn::Steal) => match choice.steal_card() {
                Some(card) => card,
                None => {
                    notice.show("You hold no Highwayman (nor a Jester to stand for one).".into());
                    continue;
                }
            },
            p => *p,
        };
        match choice.selection.pick(pick) {
            // A card whose only use is to be thrown away is not thrown at a click: the prompt
            // asks "Discard it / Back" first, as it does for a card that may fortify, so a
            // click to read a card never loses it and the turn.
            Outcome::Complete(Action::Discard(_)) if matches!(pick, Pick::Card(_)) => {
                choice.focus_first_legal();
            }
            Outcome::Complete(action) => {
                decisions.write(Decision { seat, action });
                choice.seat = None;
                return;
            }
            Outcome::Continue => choice.focus_first_legal(),
            Outcome::NotLegal => notice.show(why_not(&seen, &seating.names(), &choice, pick)),
        }
    }
}

/// Why `pick` cannot be picked now, in words: the engine's refusal of the simplest action it
/// would start.
pub fn why_not(seen: &Seen, names: &[String], choice: &KnChoice, pick: Pick) -> String {
    let Pick::Card(card) = pick else {
        return "That cannot be chosen now.".into();
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
            return words::refusal(&error, names);
        }
    }
    "That cannot be chosen now.".into()
}

/// Clicks: a card of the hand, a rival's kingdom (its panel or what lies in it).
fn on_click(
    click: On<Pointer<Click>>,
    choice: Res<KnChoice>,
    places: Option<Res<Places>>,
    cards: Query<(&Face<KnFace>, &HeldBy)>,
    panels: Query<&KingdomPanel>,
    mut picks: MessageWriter<PickRequest>,
) {
    let (Some(seat), Some(places)) = (choice.seat, places) else {
        return;
    };
    if click.button != PointerButton::Primary {
        return;
    }
    let entity = click.event_target();
    let pick = if let Ok(panel) = panels.get(entity) {
        Some(Pick::Rival(panel.0))
    } else if let Ok((face, held)) = cards.get(entity) {
        match places.place_of(held.0) {
            Some(Place::Hand(s)) if s == seat => face.0.card.map(Pick::Card),
            Some(Place::Fort(s, _)) | Some(Place::Hand(s)) => Some(Pick::Rival(s)),
            _ => None,
        }
    } else {
        None
    };
    if let Some(pick) = pick {
        picks.write(PickRequest(pick));
    }
}

/// Marks the legal picks, the focus, and a focused pick that is not legal. Of identical cards in
/// the hand, only the copy under the focus is marked as focused.
fn highlight(
    choice: Res<KnChoice>,
    places: Res<Places>,
    mut cards: Query<
        (Entity, &Face<KnFace>, &HeldBy, &Slot, &mut Highlight),
        Without<KingdomPanel>,
    >,
    mut panels: Query<(&KingdomPanel, &mut Highlight)>,
) {
    if !choice.is_changed() && !places.is_changed() {
        return;
    }
    let focused = choice.focused();
    // The hand's cards open the ring in the order they lie: the focus on the n-th copy of a card
    // is the n-th piece showing it, left to right.
    let hand = choice
        .seat
        .and_then(|s| places.zones.get(&Place::Hand(s)).copied());
    let focused_piece = hand.and_then(|zone| {
        let Some(Pick::Card(kind)) = focused else {
            return None;
        };
        let copy = choice.ring()[..choice.focus]
            .iter()
            .filter(|p| **p == Pick::Card(kind))
            .count();
        let pieces = cards.iter().map(|(e, f, h, s, _)| (e, &f.0.card, h, s));
        nth_copy(zone, &Some(kind), copy, pieces)
    });
    let picked: Vec<Pick> = choice.selection.picks().to_vec();
    let mark = |pick: Pick| -> Highlight {
        if choice.seat.is_none() {
            Highlight::None
        } else if Some(pick) == focused {
            if choice.allows(pick) {
                Highlight::Focused
            } else {
                Highlight::FocusedBlocked
            }
        } else if picked.contains(&pick) {
            Highlight::Picked
        } else if choice.allows(pick) {
            Highlight::Legal
        } else {
            Highlight::None
        }
    };
    for (entity, face, held, _, mut highlight) in &mut cards {
        let pick = match places.place_of(held.0) {
            Some(Place::Hand(s)) if Some(s) == choice.seat => face.0.card.map(Pick::Card),
            _ => None,
        };
        let mut new = pick.map_or(Highlight::None, mark);
        if pick.is_some() && focused_piece != Some(entity) {
            // Another copy of the focused card: marked as its kind is, not as focused.
            new = match new {
                Highlight::Focused => Highlight::Legal,
                Highlight::FocusedBlocked => Highlight::None,
                other => other,
            };
        }
        if *highlight != new {
            *highlight = new;
        }
    }
    for (panel, mut highlight) in &mut panels {
        let new = mark(Pick::Rival(panel.0));
        if *highlight != new {
            *highlight = new;
        }
    }
}
