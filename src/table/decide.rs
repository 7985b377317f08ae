//! The decision screen, the same in every game: the focus ring over the hand and the prompt's
//! choices, the keys, the clicks, the halos, the prompt's buttons and the refusal notice. A game
//! says only what its picks are ([`Picks`]): the path of picks of each legal action, which piece
//! stands for which pick, which picks the focus visits and which show as buttons, and the words
//! for a button and for a refusal.
//!
//! Every legal action is a path of picks (`table::selection`); the screen offers only picks
//! that continue a legal path, so the mouse, the keyboard and the gamepad share one model. Of
//! identical cards in a hand, each copy is its own stop, and the copy pointed at is the one that
//! is played ([`PieceChosen`]).

use std::fmt::Debug;
use std::time::Duration;

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;
use rules_core::Seat;

use shell::input::Control;
use shell::locale::Msg;

use super::guide::Guided;
use super::handoff;
use super::highlight::Highlight;
use super::keys::TableKeys;
use super::selection::Selection;
use super::{
    AtTable, AwaySeats, Decision, Interlude, MatchSystems, Seating, Seen, TableGame, Viewer,
};
use crate::Action;
use rules_core::Game;

mod buttons;
mod choice;
mod input;
mod prompt;

use buttons::{
    ButtonsWatched, arm_buttons, pointer_out_arms, pointer_over_unarmed, press_buttons,
    rebuild_buttons, style_buttons,
};
pub use choice::Choice;
use input::{handle_picks, keys, on_click};

/// How a pick that takes back picks does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeBack {
    /// The last pick.
    Last,
    /// Every pick of the action being built.
    All,
}

/// What a game tells the decision screen. Everything here is the game's own (its picks, its
/// pieces, its words); the focus, keys, clicks, halos and buttons are the kit's.
pub trait Picks: TableGame {
    /// One thing a person points at or presses: a card of the hand, a target, a button.
    type Pick: Copy + Eq + Debug + Send + Sync + 'static;

    /// What the game reads to tell which piece stands for which pick.
    type Pieces: SystemParam + 'static;

    /// The pick that takes back the last pick (Escape, a right click), if any action takes
    /// more than one pick.
    const BACK: Option<Self::Pick>;

    /// Each legal action of `seen` with the picks that make it.
    fn paths(seen: &Seen<Self>) -> Vec<(Action<Self>, Vec<Self::Pick>)>;

    /// The cards of `seat`'s hand as picks, every copy, in the order they lie left to right, each
    /// with its piece once it is laid out.
    fn hand(
        pieces: &SystemParamItem<Self::Pieces>,
        seen: &Seen<Self>,
        seat: Seat,
    ) -> Vec<(Option<Entity>, Self::Pick)>;

    /// The pick a click on `entity` makes, if it stands for one now.
    fn pick_of(
        pieces: &SystemParamItem<Self::Pieces>,
        choice: &Choice<Self>,
        entity: Entity,
    ) -> Option<Self::Pick>;

    /// Whether the hand's cards open the focus ring (all of them, playable or not, so that a
    /// keyboard player can read why one is refused).
    fn hand_in_ring(_seen: &Seen<Self>, _choice: &Choice<Self>) -> bool {
        true
    }

    /// The focus ring's stops after the hand's cards.
    fn stops(seen: &Seen<Self>, choice: &Choice<Self>) -> Vec<Self::Pick>;

    /// The prompt's buttons.
    fn buttons(seen: &Seen<Self>, choice: &Choice<Self>) -> Vec<Self::Pick>;

    /// Whether `pick` takes back picks, and how many.
    fn takes_back(pick: Self::Pick) -> Option<TakeBack> {
        (Some(pick) == Self::BACK).then_some(TakeBack::Last)
    }

    /// The picks a turn key stands for (S: stay, end the turn; W: withdraw), the first legal
    /// one taken, else the first refused with its reason.
    fn key_picks(_control: Control) -> Vec<Self::Pick> {
        Vec::new()
    }

    /// The action taken for a person alone at the screen when it is all they may do (letting a
    /// card pass in a window every seat is asked about): nobody else is there to learn
    /// anything from the question.
    fn lone_pass(_seen: &Seen<Self>) -> Option<Action<Self>> {
        None
    }

    /// Whether `action`, completed by `pick`, waits for a button first (a card whose only use
    /// is to be thrown away is not thrown at a click).
    fn asks_first(_action: &Action<Self>, _pick: Self::Pick) -> bool {
        false
    }

    /// A button that stands for another pick (steal: the card that steals), or says why
    /// nothing can; `None` for a pick that is itself.
    fn stands_for(_choice: &Choice<Self>, _pick: Self::Pick) -> Option<Result<Self::Pick, Msg>> {
        None
    }

    /// Whether a button looks usable to whoever is asked, holder or not, so that it tells
    /// nobody watching what the person holds.
    fn offered_to_all(_pick: Self::Pick) -> bool {
        false
    }

    /// The prompt's line (the kit writes it): what the person deciding is asked, else who is
    /// deciding and how (a computer player thinking, a person called to the screen, a player
    /// away online), or the match's end; `None` for an empty line. `phase` is the game's phase
    /// at the table.
    fn prompt(
        seen: &Seen<Self>,
        seating: &Seating,
        away: &AwaySeats,
        choice: &Choice<Self>,
        phase: &Self::Phase,
    ) -> Option<Msg>;

    /// Why `pick` is refused now, in words.
    fn refusal(
        seen: &Seen<Self>,
        seating: &Seating,
        choice: &Choice<Self>,
        pick: Self::Pick,
    ) -> Msg;

    /// A button's label.
    fn label(seen: &Seen<Self>, seating: &Seating, pick: Self::Pick) -> Msg;

    /// A pick named in a list of choices (a hint's): the card, the target, the button's words.
    /// The button's label by default.
    fn pick_words(seen: &Seen<Self>, seating: &Seating, pick: Self::Pick) -> Msg {
        Self::label(seen, seating, pick)
    }

    /// One line of why `action` may be worth taking, in the game's words, from what `seen`
    /// shows its seat (a hint says it beside the choice): what the choice does that the table
    /// can vouch for ("takes the lead, 9 to 7"). `None` where the words have nothing to add.
    fn why(_seen: &Seen<Self>, _seating: &Seating, _action: &Action<Self>) -> Option<Msg> {
        None
    }

    /// A button's own colours (ink, background), where it has them (a colour to choose).
    fn hue(_pick: Self::Pick) -> Option<(Color, Color)> {
        None
    }

    /// Whether `entity` is a piece the card just played aims at.
    fn aimed(_pieces: &SystemParamItem<Self::Pieces>, _seen: &Seen<Self>, _entity: Entity) -> bool {
        false
    }
}

/// A pick asked for by the mouse, the keyboard, the gamepad or a prompt button.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PickRequest<P>(pub P);

/// A button of the prompt, standing for a pick.
#[derive(Component, Clone, Copy, Debug)]
pub struct PromptButton<P>(pub P);

/// A prompt button that appeared under the pointer: it takes no click until the pointer has
/// left it, or has rested on it for [`ARMS_AFTER`]. The button just clicked is often replaced
/// by another in the same place (Stay by Withdraw, Fortify by End the turn), and a second click
/// meant for the first must not press the new one. A button the pointer is not over when it
/// first shows is armed at once.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Unarmed {
    /// When it first showed (the first frame after it was spawned).
    shown: Option<Duration>,
    /// Whether the pointer is over it.
    under_pointer: bool,
}

/// How long a button that appeared under a resting pointer waits before it takes a click: more
/// than the longest double click an operating system allows by default (half a second).
pub const ARMS_AFTER: Duration = Duration::from_millis(900);

/// The piece of the hand a person's decision plays, written with the decision: of identical
/// cards, the one pointed at is the one that flies.
#[derive(Message, Clone, Copy, Debug)]
pub struct PieceChosen(pub Entity);

/// The kit's decision screen systems, in [`MatchSystems::Input`] (a game reading
/// [`PieceChosen`] runs after them).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DecideSystems;

/// The decision screen for `G`.
pub fn add<G: Picks>(app: &mut App) {
    app.init_resource::<Choice<G>>();
    app.add_message::<PickRequest<G::Pick>>();
    if !app.world().contains_resource::<Messages<PieceChosen>>() {
        app.add_message::<PieceChosen>();
    }
    let here = AtTable(G::Engine::NAME);
    app.add_systems(OnExit(here), |mut choice: ResMut<Choice<G>>| {
        *choice = Choice::default();
    });
    app.add_systems(
        Update,
        (
            refresh::<G>,
            keys::<G>,
            press_buttons::<G>,
            handle_picks::<G>,
        )
            .chain()
            .in_set(MatchSystems::Input)
            .in_set(DecideSystems)
            .after(TableKeys)
            .run_if(in_state(here)),
    );
    app.add_systems(
        Update,
        (
            highlight::<G>,
            rebuild_buttons::<G>,
            style_buttons::<G>,
            prompt::write_prompt::<G>,
        )
            .in_set(MatchSystems::Ui)
            .run_if(in_state(here)),
    );
    app.add_systems(
        PreUpdate,
        arm_buttons::<G>
            .after(bevy::picking::PickingSystems::Last)
            .after(bevy::ui::UiSystems::Focus)
            .run_if(in_state(here)),
    );
    app.add_observer(on_click::<G>);
    if !app.world().contains_resource::<ButtonsWatched>() {
        app.init_resource::<ButtonsWatched>();
        app.add_observer(pointer_over_unarmed);
        app.add_observer(pointer_out_arms);
    }
}

/// Builds the choice when a person's decision comes up (and the hand-off is done); while it
/// lasts, the hand follows the order its cards lie in, the focus staying on its pick.
#[allow(clippy::too_many_arguments)]
fn refresh<G: Picks>(
    seating: Res<Seating>,
    seen: Res<Seen<G>>,
    viewer: Res<Viewer>,
    interlude: Res<Interlude>,
    pieces: StaticSystemParam<G::Pieces>,
    mut choice: ResMut<Choice<G>>,
    mut decisions: MessageWriter<Decision<G>>,
    guided: Option<Res<Guided<G>>>,
) {
    let seat = super::person_to_decide(&seating, &seen, &viewer, &interlude);
    let Some(seat) = seat else {
        if choice.seat.is_some() {
            choice.seat = None;
            choice.rebuild(&seen);
        }
        return;
    };
    let hand = G::hand(&pieces, &seen, seat);
    if choice.seat == Some(seat) && choice.built_at == seating.decisions {
        if choice.hand != hand {
            let focused = choice.focused();
            let piece = choice.focused_piece();
            choice.hand = hand;
            choice.rebuild(&seen);
            let at = piece
                .and_then(|e| choice.hand.iter().position(|(p, _)| *p == Some(e)))
                .filter(|&at| at < choice.hand_stops)
                .or_else(|| focused.and_then(|f| choice.ring.iter().position(|p| *p == f)));
            if let Some(at) = at {
                choice.focus = at;
            }
        }
        return;
    }
    if let Some(action) = G::lone_pass(&seen)
        && handoff::single_viewer(&seating.seats) == Some(seat)
    {
        decisions.write(Decision { seat, action });
        choice.seat = None;
        choice.built_at = seating.decisions;
        choice.rebuild(&seen);
        return;
    }
    let paths = G::paths(&seen);
    let guide = guided.as_ref().and_then(|g| {
        let action = g.0.action_at(seating.decisions)?;
        let path = paths
            .iter()
            .find(|(a, _)| a == action)
            .map(|(_, p)| p.clone());
        if path.is_none() {
            error!("the guide's decision {action} is not legal here");
        }
        Some((path?, g.0.words_at(seating.decisions).clone()))
    });
    *choice = Choice {
        seat: Some(seat),
        selection: Selection::new(paths),
        hand,
        built_at: seating.decisions,
        guide,
        ..Choice::default()
    };
    choice.rebuild(&seen);
    choice.focus_first_legal();
}

/// Marks the legal picks, the focus, a focused pick that is not legal, the picks made, and the
/// pieces the card just played aims at. Of identical cards in the hand, only the copy under the
/// focus is marked as focused, and only the copy chosen as picked.
fn highlight<G: Picks>(
    choice: Res<Choice<G>>,
    seen: Res<Seen<G>>,
    pieces: StaticSystemParam<G::Pieces>,
    mut marks: Query<(Entity, &mut Highlight)>,
) {
    let focused = choice.focused();
    let focused_piece = choice.focused_piece();
    let picked = choice.selection.picks();
    for (entity, mut highlight) in &mut marks {
        let pick = choice
            .seat
            .and_then(|_| G::pick_of(&pieces, &choice, entity));
        let in_hand = choice.hand.iter().any(|(p, _)| *p == Some(entity));
        let is_focused = |pick: G::Pick| {
            if in_hand {
                focused_piece == Some(entity)
            } else {
                Some(pick) == focused
            }
        };
        let mark = match pick {
            Some(pick)
                if picked.contains(&pick)
                    && !(in_hand && choice.chosen.is_some_and(|c| c != entity)) =>
            {
                Highlight::Picked
            }
            Some(pick) if is_focused(pick) && choice.allows(pick) => Highlight::Focused,
            Some(pick) if is_focused(pick) => Highlight::FocusedBlocked,
            Some(pick) if choice.allows(pick) => Highlight::Legal,
            _ if G::aimed(&pieces, &seen, entity) => Highlight::Targeted,
            _ => Highlight::None,
        };
        if *highlight != mark {
            *highlight = mark;
        }
    }
}
