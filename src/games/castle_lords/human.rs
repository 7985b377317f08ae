//! A person's decisions at Castle Lords' table. Every decision of the game is one pick: a card of
//! the hand (to offer, propose, add to the army or discard), a proposal (to take it), a castle
//! (to attack it) or a button (propose nothing, launch the army, free a banner, attack nothing).
//! The mouse picks what it clicks; the keyboard and the gamepad move a focus over the same
//! choices. A pick the rules refuse says why.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use castle_lords_rules::{Action, Card, Phase};
use leafwing_input_manager::prelude::ActionState;
use rules_core::{Game, RuleViolation, Seat};

use super::present::{CardFace, CastlePanel, Place, Places};
use super::{CastleLordsSystems, Decision, Seen, words};
use crate::shell::input::{Control, Controls, PressUsed};
use crate::shell::menu::MenuItem;
use crate::table::Seating;
use crate::table::animation::{self, Placement};
use crate::table::highlight::Highlight;
use crate::table::keys::{TableKeys, step_focus};
use crate::table::pause::OpenMatchMenu;
use crate::table::zones::{Face, HeldBy};
use crate::table::{Interlude, MatchSystems, Notice, Viewer};

/// What a person can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A card of their hand.
    Card(Card),
    /// A seat's proposal.
    Proposal(Seat),
    /// A castle.
    Castle(u8),
    /// A button of the prompt.
    Button(Button),
}

/// The prompt's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// Propose nothing for the offer.
    Decline,
    /// Launch the army.
    Confirm,
    /// Free a banner from the dungeon (advanced play).
    Reclaim,
    /// Attack nothing this turn.
    Pass,
}

impl Button {
    /// The button's label.
    pub fn label(self) -> &'static str {
        match self {
            Button::Decline => "Propose nothing",
            Button::Confirm => "Launch the army",
            Button::Reclaim => "Free a banner (3 cards)",
            Button::Pass => "Attack nothing",
        }
    }
}

/// The action a pick stands for in `phase`, if it stands for one.
pub fn action_of(phase: Phase, target: Target) -> Option<Action> {
    Some(match (target, phase) {
        (Target::Card(c), Phase::Offer) => Action::Offer(c),
        (Target::Card(c), Phase::Propose { .. }) => Action::Propose(c),
        (Target::Card(c), Phase::Army { .. }) => Action::Add(c),
        (Target::Card(c), Phase::Reclaim { .. } | Phase::Discard) => Action::Discard(c),
        (Target::Proposal(s), Phase::Pick) => Action::Pick(s),
        (Target::Castle(c), Phase::Main) => Action::Attack(c),
        (Target::Button(Button::Decline), _) => Action::Decline,
        (Target::Button(Button::Confirm), _) => Action::Confirm,
        (Target::Button(Button::Reclaim), _) => Action::Reclaim,
        (Target::Button(Button::Pass), _) => Action::Pass,
        _ => return None,
    })
}

/// The decision a person at the screen is making: what they can pick, in focus order.
#[derive(Resource, Debug, Default)]
pub struct CastleChoice {
    /// The deciding person's seat, `None` when no person decides.
    pub seat: Option<Seat>,
    /// Every pick, in the order the focus visits them: hand cards, proposals, castles, buttons.
    pub ring: Vec<Target>,
    /// The legal actions now.
    pub legal: Vec<Action>,
    /// The engine's phase the choice was built for.
    pub phase: Option<Phase>,
    /// The focus: an index into `ring`.
    pub focus: usize,
    built_at: usize,
}

impl CastleChoice {
    /// Whether `target` is a legal pick now.
    pub fn allows(&self, target: Target) -> bool {
        self.phase
            .and_then(|p| action_of(p, target))
            .is_some_and(|a| self.legal.contains(&a))
    }

    /// The focused pick.
    pub fn focused(&self) -> Option<Target> {
        self.ring.get(self.focus).copied()
    }

    /// The buttons shown in the prompt.
    pub fn buttons(&self) -> Vec<Button> {
        self.ring
            .iter()
            .filter_map(|t| match t {
                Target::Button(b) => Some(*b),
                _ => None,
            })
            .collect()
    }
}

/// A pick asked for by the mouse, the keyboard, the gamepad or a prompt button.
#[derive(Message, Clone, Copy, Debug)]
pub struct PickRequest(pub Target);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CastleChoice>();
    app.add_message::<PickRequest>();
    app.add_systems(
        Update,
        (refresh, keys, handle_picks)
            .chain()
            .in_set(MatchSystems::Input)
            .in_set(CastleLordsSystems)
            .after(TableKeys),
    );
    app.add_systems(
        Update,
        highlight
            .in_set(MatchSystems::Ui)
            .in_set(CastleLordsSystems),
    );
    app.add_observer(on_click);
}

/// The cards of `seat`'s hand (as its observation has them, every copy) in the order they lie
/// on the table; cards not laid out yet come last.
fn hand_cards(
    seen: &Seen,
    places: &Places,
    seat: Seat,
    cards: &Query<(Entity, &Face<CardFace>, &HeldBy, &crate::table::zones::Slot)>,
) -> Vec<Card> {
    let zone = places.zones.get(&Place::Hand(seat)).copied();
    let lying: Vec<(usize, Card)> = cards
        .iter()
        .filter(|(_, _, by, _)| Some(by.0) == zone)
        .filter_map(|(_, face, _, slot)| face.0.map(|c| (slot.0, c)))
        .collect();
    crate::table::zones::in_lying_order(seen.observation.hand.iter().collect(), lying)
}

/// Builds the choice when a person's decision comes up (and the hand-off is done).
fn refresh(
    seating: Res<Seating>,
    seen: Res<Seen>,
    viewer: Res<Viewer>,
    interlude: Res<Interlude>,
    places: Res<Places>,
    cards: Query<(Entity, &Face<CardFace>, &HeldBy, &crate::table::zones::Slot)>,
    mut choice: ResMut<CastleChoice>,
) {
    let seat = crate::table::person_to_decide(&seating, &seen, &viewer, &interlude);
    let Some(seat) = seat else {
        if choice.seat.is_some() {
            choice.seat = None;
            choice.ring.clear();
        }
        return;
    };
    let cards_now = hand_cards(&seen, &places, seat, &cards);
    if choice.seat == Some(seat) && choice.built_at == seating.decisions {
        // The same decision: the hand's cards follow the order they lie in (they are laid out
        // after the choice is first built), the focus staying on its pick.
        let shown: Vec<Card> = choice
            .ring
            .iter()
            .filter_map(|t| match t {
                Target::Card(c) => Some(*c),
                _ => None,
            })
            .collect();
        if !shown.is_empty() && shown != cards_now {
            let focused = choice.focused();
            let rest: Vec<Target> = choice
                .ring
                .iter()
                .filter(|t| !matches!(t, Target::Card(_)))
                .copied()
                .collect();
            choice.ring = cards_now
                .into_iter()
                .map(Target::Card)
                .chain(rest)
                .collect();
            if let Some(at) = focused.and_then(|f| choice.ring.iter().position(|t| *t == f)) {
                choice.focus = at;
            }
        }
        return;
    }
    let state = &seen.board;
    let phase = state.phase();
    let legal = seen.legal.clone();
    let mut ring = Vec::new();
    if matches!(
        phase,
        Phase::Offer
            | Phase::Propose { .. }
            | Phase::Army { .. }
            | Phase::Reclaim { .. }
            | Phase::Discard
    ) {
        ring.extend(cards_now.into_iter().map(Target::Card));
    }
    if phase == Phase::Pick {
        ring.extend(
            state
                .seats()
                .filter(|&s| state.proposal(s).is_some())
                .map(Target::Proposal),
        );
    }
    if phase == Phase::Main {
        ring.extend((0..state.castles().len() as u8).map(Target::Castle));
    }
    for button in [
        Button::Decline,
        Button::Confirm,
        Button::Reclaim,
        Button::Pass,
    ] {
        let action =
            action_of(phase, Target::Button(button)).expect("buttons always stand for one");
        // Launch shows throughout the army's forming: it says what is still missing.
        let shown = legal.contains(&action)
            || (button == Button::Confirm && matches!(phase, Phase::Army { .. }));
        if shown {
            ring.push(Target::Button(button));
        }
    }
    let focus = ring
        .iter()
        .position(|t| action_of(phase, *t).is_some_and(|a| legal.contains(&a)))
        .unwrap_or(0);
    *choice = CastleChoice {
        seat: Some(seat),
        ring,
        legal,
        phase: Some(phase),
        focus,
        built_at: seating.decisions,
    };
}

/// Keyboard and gamepad: move the focus over the choices and choose.
fn keys(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MenuItem>>,
    mut used: ResMut<PressUsed>,
    mut choice: ResMut<CastleChoice>,
    mut picks: MessageWriter<PickRequest>,
    mut open_menu: MessageWriter<OpenMatchMenu>,
) {
    if used.0 || !menus.is_empty() {
        return; // a menu (the hand-off screen, the match's menu) has the keys
    }
    if controls.just_pressed(&Control::Menu) || controls.just_pressed(&Control::Back) {
        open_menu.write(OpenMatchMenu);
        used.0 = true;
        return;
    }
    if let Some(focus) = step_focus(&controls, choice.focus, choice.ring.len()) {
        choice.focus = focus;
    } else if controls.just_pressed(&Control::Select) {
        if let Some(target) = choice.focused() {
            picks.write(PickRequest(target));
        }
    } else if controls.just_pressed(&Control::Stay) {
        // The turn-ending key: launch the army, or attack nothing.
        if let Some(button) = choice
            .buttons()
            .into_iter()
            .find(|b| matches!(b, Button::Confirm | Button::Pass))
        {
            picks.write(PickRequest(Target::Button(button)));
        }
    } else {
        return;
    }
    used.0 = true;
}

/// Turns picks into decisions, or says why a pick is refused.
fn handle_picks(
    mut requests: MessageReader<PickRequest>,
    mut choice: ResMut<CastleChoice>,
    seating: Res<Seating>,
    seen: Res<Seen>,
    mut decisions: MessageWriter<Decision>,
    mut notice: ResMut<Notice>,
    mut commands: Commands,
    moving: Query<(Entity, &Placement), With<TweenAnim>>,
) {
    for PickRequest(target) in requests.read() {
        if !moving.is_empty() {
            animation::skip(&mut commands, &moving);
        }
        let (Some(seat), Some(phase)) = (choice.seat, choice.phase) else {
            continue;
        };
        // The focus follows a pick the rules take; a refused one (S with the army too small, a
        // click on a card that cannot join) leaves it on its legal choice, so the next Enter
        // still moves the game on.
        if choice.allows(*target)
            && let Some(at) = choice.ring.iter().position(|t| t == target)
        {
            choice.focus = at;
        }
        match action_of(phase, *target) {
            Some(action) if choice.legal.contains(&action) => {
                decisions.write(Decision { seat, action });
                // Nothing more until the next decision is built.
                choice.ring.clear();
                choice.seat = None;
                return;
            }
            _ => notice.show(
                why_not(&seen, &choice, *target)
                    .unwrap_or_else(|| super::hud::asked(&seating, &seen, phase, seat)),
            ),
        }
    }
}

/// Why `target` cannot be picked now, in words (`None` when it can, or when it stands for no
/// decision at this point of the turn).
pub fn why_not(seen: &Seen, choice: &CastleChoice, target: Target) -> Option<String> {
    let action = action_of(choice.phase?, target)?;
    if choice.legal.contains(&action) {
        return None;
    }
    let state = &seen.board;
    let mut trial = state.clone();
    Some(match trial.apply(&action, &mut Vec::new()) {
        Err(error) => {
            debug!("refused by rule {}", error.rule());
            words::refusal(&error, state.options().components(), state.rules())
        }
        Ok(()) => "That cannot be chosen now.".into(),
    })
}

/// Clicks: a card of the hand, a proposal, a castle (its panel or its defenders).
fn on_click(
    click: On<Pointer<Click>>,
    choice: Res<CastleChoice>,
    places: Option<Res<Places>>,
    cards: Query<(&Face<CardFace>, &HeldBy)>,
    panels: Query<&CastlePanel>,
    mut picks: MessageWriter<PickRequest>,
) {
    let (Some(seat), Some(places)) = (choice.seat, places) else {
        return;
    };
    if click.button != PointerButton::Primary {
        return;
    }
    let entity = click.event_target();
    let target = if let Ok(panel) = panels.get(entity) {
        Some(Target::Castle(panel.0))
    } else if let Ok((face, held)) = cards.get(entity) {
        match places.place_of(held.0) {
            Some(Place::Hand(s)) if s == seat => face.0.map(Target::Card),
            Some(Place::Proposal(s)) => Some(Target::Proposal(s)),
            Some(Place::Castle(c)) => Some(Target::Castle(c)),
            _ => None,
        }
    } else {
        None
    };
    if let Some(target) = target {
        picks.write(PickRequest(target));
    }
}

/// Marks the legal picks, the focus, and a focused pick that is not legal. Of identical cards in
/// the hand, only the copy under the focus is marked as focused.
fn highlight(
    choice: Res<CastleChoice>,
    places: Res<Places>,
    mut cards: Query<
        (
            Entity,
            &Face<CardFace>,
            &HeldBy,
            &crate::table::zones::Slot,
            &mut Highlight,
        ),
        Without<CastlePanel>,
    >,
    mut panels: Query<(&CastlePanel, &mut Highlight)>,
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
        let Some(Target::Card(kind)) = focused else {
            return None;
        };
        let copy = choice.ring[..choice.focus]
            .iter()
            .filter(|t| **t == Target::Card(kind))
            .count();
        let pieces = cards.iter().map(|(e, f, h, s, _)| (e, &f.0, h, s));
        crate::table::zones::nth_copy(zone, &Some(kind), copy, pieces)
    });
    let mark = |target: Target| -> Highlight {
        if choice.seat.is_none() {
            Highlight::None
        } else if Some(target) == focused {
            if choice.allows(target) {
                Highlight::Focused
            } else {
                Highlight::FocusedBlocked
            }
        } else if choice.allows(target) {
            Highlight::Legal
        } else {
            Highlight::None
        }
    };
    for (entity, face, held, _, mut highlight) in &mut cards {
        let own = matches!(places.place_of(held.0), Some(Place::Hand(s)) if Some(s) == choice.seat);
        let target = match places.place_of(held.0) {
            Some(Place::Hand(s)) if Some(s) == choice.seat => face.0.map(Target::Card),
            Some(Place::Proposal(s)) => Some(Target::Proposal(s)),
            _ => None,
        };
        let mut new = target.map_or(Highlight::None, mark);
        if own && focused_piece != Some(entity) {
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
        let new = mark(Target::Castle(panel.0));
        if *highlight != new {
            *highlight = new;
        }
    }
}
