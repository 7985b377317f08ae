//! A hint on request, the same in every game: the search ranks the deciding person's legal
//! choices from what their seat sees (its [`Seen`] observation: the view, so it works the same
//! with the engine here, a replay's or a server's match) and the table shows the best few with
//! the seat's estimated chance of winning the match after each (`bots::analysis`, corrected to
//! honest chances where docs/AI.md has a correction).
//!
//! The person asks with H, a gamepad's Select (View) or the Hint button; asking again hides it.
//! Each of the best choices' next pick wears a badge on the table (its rank and chance), the
//! panel above the log names them, and the focus moves to the best one's next pick, so Enter
//! (or A), pressed until the decision is made, takes it (Ivanhoe's Withdraw excepted: the focus
//! never rests there, it has its own key). A hint is offered to a person whose opponents are all computer players; with several
//! people at the screen or against people online only when the settings say so
//! ([`HintSettings::for_everyone`]). A guided match gives none while its script leads. The search
//! runs on a background task natively and a slice of each frame in the browser, and stops after
//! its depth's iterations or [`HintTimeLimit`], whichever comes first.

use std::sync::Mutex;
use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::Task;
use bots::Budget;
use bots::analysis::{Analyser, Analysis};
use leafwing_input_manager::prelude::ActionState;
use rules_core::Seat;

use shell::input::{Control, Controls, PressUsed};
use shell::menu::MenuItem;
use shell::screens::{Screen, SeatKind};
use shell::settings::HintSettings;

use super::decide::{DecideSystems, Picks};
use super::guide::Guided;
use super::keys::TableKeys;
use super::{AtTable, Interlude, MatchSystems, Searching, Seating, Seen, Viewer};
use crate::Action;
use crate::Engine;
use rules_core::Game;

mod badges;
mod panel;
mod search;

use badges::badges;
pub use panel::named;
use panel::{show, spawn_panel};
use search::{ask, ask_on_arrival, think};

/// How many of the best choices a hint shows.
pub const SHOWN: usize = 3;

/// The longest a hint's search runs, whatever its depth: a second natively, 1.8 s in the
/// browser, where it thinks in slices of frames and the limit is the wall clock's (the frames
/// between its slices count, and a search stops before a slice that would end past it).
/// `None` (tests) leaves the iterations alone to decide, so that a hint can be computed again
/// exactly.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintTimeLimit(pub Option<Duration>);

impl Default for HintTimeLimit {
    fn default() -> Self {
        // In the browser the limit is looked at once a frame, and a frame of a busy page (or of
        // software rendering) takes up to a few hundred milliseconds: 1.8 s leaves the last
        // frame room under two (docs/AI.md, "Hints at the table", has what the browser test
        // measured).
        let millis = if cfg!(target_arch = "wasm32") {
            1_800
        } else {
            1_000
        };
        Self(Some(Duration::from_millis(millis)))
    }
}

/// A replay opened at a turning point asks for the hint once it stands after `decisions`
/// decisions (the winner's screen sets it), with the very search that found the turning point
/// where it is known: its iterations and seed, no time limit, so that the hint ranks the
/// choices as the turning point's words say.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintOnArrival {
    /// Decisions made before the one the hint is about.
    pub decisions: usize,
    /// The turning point's search: iterations and seed.
    pub search: Option<(u64, u64)>,
    /// Whether the hint has been asked for.
    asked: bool,
}

impl HintOnArrival {
    /// A hint asked for once the replay stands after `decisions`, with `search`.
    pub fn new(decisions: usize, search: Option<(u64, u64)>) -> Self {
        Self {
            decisions,
            search,
            asked: false,
        }
    }
}

/// Asks for a hint on the decision at hand, or hides the one shown (the Hint button, H, Select).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct AskHint;

/// The hint of the decision at hand: asked for, being thought over, or shown.
#[derive(Resource)]
pub struct Hint<G: Picks> {
    /// The seat it advises.
    pub seat: Seat,
    /// Decisions made before the one it is about.
    pub decisions: usize,
    /// The search's seed: drawn from the decision's place in the match, nothing hidden.
    pub seed: u64,
    /// The search's budget.
    pub budget: Budget,
    /// The analysis, once the search is done.
    pub analysis: Option<Analysis<Action<G>>>,
    /// How long the search took, once done.
    pub took: Option<Duration>,
    /// Whether the person hid it (asking again shows it again, without searching again).
    pub hidden: bool,
    /// Whether its chances are shown as numbers: only at a table where the corrected chances
    /// were checked on games they were not fitted on (`bots::chances_checked`); elsewhere the
    /// choices are ranked without a number.
    pub calibrated: bool,
    /// In a replay, what the advised seat saw then (in play, the view's own [`Seen`]).
    pub view: Option<Box<Seen<G>>>,
    /// The search under way (only these systems touch it; the mutex makes it `Sync`, as a
    /// resource must be).
    work: Mutex<Work<G>>,
    started: Instant,
}

impl<G: Picks> Hint<G> {
    /// The best few choices with their chances, best first (choices the search never tried are
    /// left out).
    pub fn best(&self) -> Vec<(Action<G>, f64)> {
        self.analysis
            .iter()
            .flat_map(|a| &a.choices)
            .filter_map(|c| c.chance.map(|p| (c.action.clone(), p)))
            .take(SHOWN)
            .collect()
    }
}

enum Work<G: Picks> {
    Task(Task<Analysis<Action<G>>>),
    Slices(Box<Analyser<Engine<G>>>, Duration),
    Done,
}

/// The Hint button, beside the menu button.
#[derive(Component)]
pub struct HintButton;

/// What holds the Hint button: shown while a hint is offered.
#[derive(Component)]
struct HintSlot;

/// The panel above the log that names the best choices.
#[derive(Component)]
struct HintPanel;

#[derive(Component)]
struct HintText;

/// A choice's rank and chance, on the piece or the prompt button that starts it.
#[derive(Component)]
pub struct HintBadge;

/// The hints of `G`'s decision screen.
pub(super) fn add<G: Picks>(app: &mut App) {
    if !app.world().contains_resource::<Messages<AskHint>>() {
        app.add_message::<AskHint>();
        app.add_observer(put_button_in_corner);
        app.init_resource::<HintTimeLimit>();
        app.add_systems(
            Update,
            ask_on_arrival
                .in_set(MatchSystems::Input)
                .before(keys)
                .run_if(resource_exists::<HintOnArrival>),
        );
        app.add_systems(OnEnter(Screen::Match), spawn_panel);
        app.add_systems(
            Update,
            (keys, press_button)
                .in_set(MatchSystems::Input)
                .after(TableKeys)
                .before(DecideSystems),
        );
    }
    let here = AtTable(G::Engine::NAME);
    app.add_systems(
        OnExit(here),
        |mut commands: Commands, mut searching: ResMut<Searching>| {
            commands.remove_resource::<Hint<G>>();
            searching.hint = false;
        },
    );
    app.add_systems(
        Update,
        ask::<G>
            .in_set(MatchSystems::Input)
            .after(keys)
            .after(press_button)
            .before(DecideSystems)
            .run_if(in_state(here)),
    );
    app.add_systems(
        Update,
        (think::<G>, show::<G>, badges::<G>)
            .chain()
            .in_set(MatchSystems::Ui)
            .run_if(in_state(here)),
    );
}

/// What decides whether a hint is offered now.
#[derive(SystemParam)]
pub struct HintContext<'w, G: Picks> {
    seating: Res<'w, Seating>,
    seen: Res<'w, Seen<G>>,
    viewer: Res<'w, Viewer>,
    interlude: Res<'w, Interlude>,
    settings: Res<'w, HintSettings>,
    guided: Option<Res<'w, Guided<G>>>,
    allows: Res<'w, super::Allows>,
}

impl<G: Picks> HintContext<'_, G> {
    /// The seat a hint may be asked for now. In play: a person deciding at the screen between
    /// several choices, unless the script of a guided match leads, and (unless the settings
    /// offer hints to everyone) only when every other seat is a computer player. In a replay:
    /// whoever decides next.
    pub fn offered(&self) -> Option<Seat> {
        if self.allows.watching_record {
            return self.seating.deciding.filter(|_| self.interlude.0.is_none());
        }
        let seat =
            super::person_to_decide(&self.seating, &self.seen, &self.viewer, &self.interlude)?;
        // Nothing to advise: one choice, or a pass the screen makes by itself.
        let lone_pass = G::lone_pass(&self.seen).is_some()
            && super::handoff::single_viewer(&self.seating.seats) == Some(seat);
        let guided = self
            .guided
            .as_ref()
            .is_some_and(|g| g.0.action_at(self.seating.decisions).is_some());
        if self.seen.legal.len() < 2 || lone_pass || guided {
            return None;
        }
        let alone = self
            .seating
            .seats
            .iter()
            .enumerate()
            .all(|(s, setup)| s == seat || matches!(setup.kind, SeatKind::Computer(_)));
        (alone || self.settings.for_everyone).then_some(seat)
    }
}

fn keys(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MenuItem>>,
    mut used: ResMut<PressUsed>,
    mut ask: MessageWriter<AskHint>,
) {
    if used.0 || !menus.is_empty() || !controls.just_pressed(&Control::Hint) {
        return;
    }
    used.0 = true;
    ask.write(AskHint);
}

fn press_button(
    buttons: Query<&Interaction, (Changed<Interaction>, With<HintButton>)>,
    mut ask: MessageWriter<AskHint>,
) {
    if buttons.iter().any(|i| *i == Interaction::Pressed) {
        ask.write(AskHint);
    }
}

#[cfg(test)]
mod tests;

/// The Hint button, hidden until a hint is offered, goes first among the buttons of the bar's
/// corner (before the menu's) as the HUD lays them.
fn put_button_in_corner(
    corner: On<Add, crate::hud::CornerButtons>,
    mut commands: Commands,
    fonts: Res<shell::assets::Fonts>,
) {
    let button = commands.spawn(badges::button(&fonts)).id();
    commands.entity(corner.entity).insert_children(0, &[button]);
}
