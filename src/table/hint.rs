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

use bevy::platform::time::Instant;

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use bots::Budget;
use bots::analysis::{Analyser, Analysis};
use leafwing_input_manager::prelude::ActionState;
use rules_core::{GameRng, Seat};

use super::decide::{Choice, DecideSystems, Picks, PromptButton};
use super::guide::Guided;
use super::highlight::Highlight;
use super::keys::TableKeys;
use super::source::bots::slice_for;
use super::{AtTable, Interlude, MatchSystems, Searching, Seating, Seen, ThinkingMode, Viewer};
use crate::shell::assets::Fonts;
use crate::shell::input::{Control, Controls, PressUsed};
use crate::shell::locale::{Locale, Msg, Words};
use crate::shell::menu::MenuItem;
use crate::shell::screens::{Screen, SeatKind};
use crate::shell::settings::HintSettings;
use crate::shell::theme;

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
    pub analysis: Option<Analysis<G::Action>>,
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
    pub fn best(&self) -> Vec<(G::Action, f64)> {
        self.analysis
            .iter()
            .flat_map(|a| &a.choices)
            .filter_map(|c| c.chance.map(|p| (c.action.clone(), p)))
            .take(SHOWN)
            .collect()
    }
}

enum Work<G: Picks> {
    Task(Task<Analysis<G::Action>>),
    Slices(Box<Analyser<G>>, Duration),
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
    let here = AtTable(G::NAME);
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

/// Starts the search asked for, or hides or shows again the hint there is.
fn ask<G: Picks>(
    mut commands: Commands,
    mut asks: MessageReader<AskHint>,
    hint: Option<ResMut<Hint<G>>>,
    context: HintContext<G>,
    limit: Res<HintTimeLimit>,
    mode: Res<ThinkingMode>,
    arrival: Option<Res<HintOnArrival>>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(seat) = context.offered() else {
        return;
    };
    let decisions = context.seating.decisions;
    if let Some(mut hint) = hint
        && hint.seat == seat
        && hint.decisions == decisions
    {
        hint.hidden = !hint.hidden;
        return;
    }
    // In a replay the table is seen from one seat and every hand lies open: the hint is the
    // deciding seat's, from what that seat saw then (its open hand, read from the view).
    let view = if context.allows.watching_record {
        let Some(observation) = context.seen.open_hand(seat) else {
            return;
        };
        Some(Box::new(Seen::of_observation(
            observation.clone(),
            seat,
            decisions,
        )))
    } else {
        None
    };
    let seen = view.as_deref().unwrap_or(&context.seen);
    if seen.legal.len() < 2 {
        return;
    }
    let seed = GameRng::derived(0x4849_4E54, ((decisions as u64) << 8) | seat as u64).next_u64();
    let budget = Budget {
        iterations: Some(context.settings.depth.iterations()),
        time: limit.0,
    };
    // At a turning point, the search that found it, again.
    let (budget, seed) = match arrival.as_deref() {
        Some(&HintOnArrival {
            decisions: at,
            search: Some((iterations, seed)),
            ..
        }) if at == decisions => (
            Budget {
                iterations: Some(iterations),
                time: None,
            },
            seed,
        ),
        _ => (budget, seed),
    };
    let Some(mut analyser) =
        Analyser::<G>::new(seen.observation.clone(), seen.legal.clone(), budget, seed)
    else {
        return;
    };
    let work = match *mode {
        ThinkingMode::Background => Work::Task(
            AsyncComputeTaskPool::get()
                .spawn(async move { analyser.run(None).expect("a search without a slice ends") }),
        ),
        ThinkingMode::Slices(slice) => Work::Slices(Box::new(analyser), slice),
    };
    let calibrated = bots::chances_checked(
        G::NAME,
        G::rule_set(seen.board.options()).as_deref(),
        context.seating.seats.len(),
    );
    commands.insert_resource(Hint::<G> {
        seat,
        decisions,
        seed,
        budget,
        analysis: None,
        took: None,
        hidden: false,
        calibrated,
        view,
        work: Mutex::new(work),
        started: Instant::now(),
    });
}

/// In a replay opened at a turning point: the hint is asked for once the replay stands there.
fn ask_on_arrival(
    mut commands: Commands,
    arrival: Option<ResMut<HintOnArrival>>,
    seating: Res<Seating>,
    mut ask: MessageWriter<AskHint>,
) {
    let Some(mut arrival) = arrival else {
        return;
    };
    if arrival.decisions == seating.decisions && !arrival.asked {
        ask.write(AskHint);
        arrival.asked = true;
    } else if arrival.asked && arrival.decisions != seating.decisions {
        commands.remove_resource::<HintOnArrival>();
    }
}

/// The longest slice of a frame a hint's search takes.
const LONGEST_HINT_SLICE: Duration = Duration::from_millis(200);

/// How long a hint thinks in a frame that followed one of `last_frame`: as long as the frame
/// itself, up to [`LONGEST_HINT_SLICE`], where a computer player takes half of it
/// ([`slice_for`]). The table is still while a person decides and waits for the hint, so the
/// search may have most of the page's time; the page still draws and answers between slices.
fn hint_slice(slice: Duration, last_frame: Duration) -> Duration {
    slice_for(slice, last_frame).max(last_frame.min(LONGEST_HINT_SLICE))
}

/// Runs the search on (a slice in the browser), and forgets a hint once its decision is made.
fn think<G: Picks>(
    mut commands: Commands,
    hint: Option<ResMut<Hint<G>>>,
    seating: Res<Seating>,
    real: Res<Time<Real>>,
    mut searching: ResMut<Searching>,
    limit: Res<HintTimeLimit>,
) {
    let Some(mut hint) = hint else {
        searching.hint = false;
        return;
    };
    if seating.decisions != hint.decisions || seating.deciding != Some(hint.seat) {
        // Dropping the task cancels the search.
        commands.remove_resource::<Hint<G>>();
        searching.hint = false;
        return;
    }
    // Frames keep coming while it thinks, so that the hint shows when it is ready.
    searching.hint = hint.analysis.is_none();
    let started = hint.started;
    // Polling the search is not a change of the hint: the panel's words (and their lines of
    // why, read off copies of the table) are written again only when it changes.
    let work = hint
        .bypass_change_detection()
        .work
        .get_mut()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let analysis = match work {
        Work::Task(task) => block_on(poll_once(task)),
        // The limit is the wall clock's: the frames between slices count, as the person waits
        // through them.
        Work::Slices(analyser, slice) => {
            let slice = hint_slice(*slice, real.delta());
            analyser.run(Some(slice)).or_else(|| {
                // Another slice would end past the limit: the search stops where it stands.
                limit
                    .0
                    .filter(|l| started.elapsed() + real.delta().max(slice) >= *l)
                    .and_then(|_| analyser.stop())
            })
        }
        Work::Done => return,
    };
    if let Some(analysis) = analysis {
        let took = hint.started.elapsed();
        // For developers and the browser test: how long it thought, on this machine.
        info!(
            "hint ready: seat {} after {} decisions, {} choices, {} deals in {} ms",
            hint.seat,
            hint.decisions,
            analysis.choices.len(),
            analysis.iterations,
            took.as_millis()
        );
        hint.took = Some(took);
        hint.analysis = Some(analysis);
        *hint
            .work
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = Work::Done;
    }
}

fn spawn_panel(mut commands: Commands, fonts: Res<Fonts>) {
    commands.spawn((
        Name::new("Hint"),
        HintPanel,
        DespawnOnExit(Screen::Match),
        GlobalZIndex(2),
        Node {
            position_type: PositionType::Absolute,
            // Over the log, in its column (growing upwards when it has more to say): the
            // tables keep nothing there, while a panel beside it would lie over a seat's
            // plate or a pile. The log shows again when the hint is hidden.
            bottom: px(6),
            right: px(6),
            width: px(290),
            min_height: px(super::hud::LOG_TOP - 6.0),
            padding: UiRect::axes(px(10), px(8)),
            border: UiRect::all(px(1)),
            display: Display::None,
            ..default()
        },
        // Opaque: a seat's plate may lie under it, and its words must not show through.
        BackgroundColor(theme::PANEL.with_alpha(1.0)),
        BorderColor::all(theme::GOLD),
        Pickable::IGNORE,
        children![(HintText, theme::text(&fonts, "", 14.0, theme::TEXT))],
    ));
}

/// The Hint button shows while a hint is offered; the panel while one is asked for and not
/// hidden. When the search is done the focus moves to the best choice's next pick.
#[allow(clippy::too_many_arguments)]
fn show<G: Picks>(
    hint: Option<Res<Hint<G>>>,
    context: HintContext<G>,
    mut choice: ResMut<Choice<G>>,
    locale: Res<Locale>,
    mut buttons: Query<&mut Node, (With<HintSlot>, Without<HintPanel>)>,
    mut panels: Query<&mut Node, With<HintPanel>>,
    mut texts: Query<&mut Text, With<HintText>>,
    mut focused_for: Local<Option<(usize, Seat, usize)>>,
) {
    let offered = context.offered();
    let (seating, seen) = (&context.seating, &context.seen);
    let display = |on: bool| if on { Display::Flex } else { Display::None };
    for mut node in &mut buttons {
        let wanted = display(offered.is_some());
        if node.display != wanted {
            node.display = wanted;
        }
    }
    let hint = hint.filter(|h| offered == Some(h.seat) && h.decisions == seating.decisions);
    for mut node in &mut panels {
        let wanted = display(hint.as_ref().is_some_and(|h| !h.hidden));
        if node.display != wanted {
            node.display = wanted;
        }
    }
    let Some(hint) = hint else {
        return;
    };
    if hint.is_changed() || seen.is_changed() || locale.is_changed() {
        let words = panel_words(&hint, seen, seating, &locale);
        for mut text in &mut texts {
            if text.0 != words {
                text.0 = words.clone();
            }
        }
    }
    // When the search is done, and after each pick made: the focus goes to the best choice's
    // next pick, so Enter (or A) pressed again and again takes it.
    let at = (hint.decisions, hint.seat, choice.selection.picks().len());
    if hint.analysis.is_some() && !hint.hidden && *focused_for != Some(at) {
        *focused_for = Some(at);
        // The best choice that goes on from the picks made: after a pick of the second
        // choice, its next pick, not the first choice's.
        if let Some(pick) = hint
            .analysis
            .iter()
            .flat_map(|a| &a.choices)
            .find_map(|c| next_pick::<G>(&choice, &c.action))
        {
            choice.focus_on(pick);
        }
    }
}

/// The panel's words: the best choices, each named by its picks, with their chances.
fn panel_words<G: Picks>(
    hint: &Hint<G>,
    seen: &Seen<G>,
    seating: &Seating,
    locale: &Locale,
) -> String {
    let Some(analysis) = &hint.analysis else {
        return locale.text(&Msg::new("hint-thinking"));
    };
    // In a replay the hint is the deciding seat's, whoever sits there.
    let name = hint
        .view
        .as_ref()
        .and_then(|_| seating.seats.get(hint.seat))
        .map(|s| s.name.clone());
    let seen = hint.view.as_deref().unwrap_or(seen);
    let title = match (&name, hint.calibrated) {
        (Some(name), true) => Msg::new("hint-title-of").with("name", name.clone()),
        (None, true) => Msg::new("hint-title"),
        (Some(name), false) => Msg::new("hint-title-ranked-of").with("name", name.clone()),
        (None, false) => Msg::new("hint-title-ranked"),
    };
    let mut lines = vec![locale.text(&title)];
    for (rank, (action, chance)) in hint.best().into_iter().enumerate() {
        let line = if hint.calibrated {
            Msg::new("hint-choice").with("chance", percent(chance))
        } else {
            Msg::new("hint-choice-ranked")
        }
        .with("rank", rank as i64 + 1)
        .with("choice", named(seen, seating, &action));
        let line = match G::why(seen, seating, &action) {
            Some(why) => Msg::new("hint-choice-why")
                .with("choice", line)
                .with("why", why),
            None => line,
        };
        lines.push(locale.text(&line));
    }
    let basis = match name {
        Some(name) => Msg::new("hint-basis-of").with("name", name),
        None => Msg::new("hint-basis"),
    };
    if !hint.calibrated {
        lines.push(locale.text(&Msg::new("hint-no-chance")));
    }
    lines.push(locale.text(&basis.with("deals", analysis.iterations as i64)));
    lines.join("\n")
}

/// `action` named by its picks in `seen`, one after the other ("Unhorse → Red").
pub fn named<G: Picks>(seen: &Seen<G>, seating: &Seating, action: &G::Action) -> Msg {
    let path = G::paths(seen)
        .into_iter()
        .find(|(a, _)| a == action)
        .map(|(_, path)| path)
        .unwrap_or_default();
    let mut words = path.iter().rev().map(|p| G::pick_words(seen, seating, *p));
    let last = words.next().unwrap_or_else(|| Msg::new("hint-unnamed"));
    words.fold(last, |then, first| {
        Msg::new("hint-then")
            .with("first", first)
            .with("then", then)
    })
}

/// A chance as a whole percentage, never 0 or 100 unless it is certain.
fn percent(chance: f64) -> i64 {
    let p = (chance * 100.0).round() as i64;
    match p {
        0 if chance > 0.0 => 1,
        100 if chance < 1.0 => 99,
        p => p,
    }
}

/// The next pick of `action`'s path after the picks made, if the picks made lie on it.
fn next_pick<G: Picks>(choice: &Choice<G>, action: &G::Action) -> Option<G::Pick> {
    let made = choice.selection.picks();
    choice
        .selection
        .candidates()
        .find(|(a, _)| a == action)
        .and_then(|(_, path)| path.get(made.len()).copied())
}

/// Puts a badge (rank and chance) on the piece or the prompt button of each of the best
/// choices' next pick.
#[allow(clippy::too_many_arguments)]
fn badges<G: Picks>(
    mut commands: Commands,
    hint: Option<Res<Hint<G>>>,
    choice: Res<Choice<G>>,
    seating: Res<Seating>,
    pieces: StaticSystemParam<G::Pieces>,
    marks: Query<(Entity, &Sprite), With<Highlight>>,
    buttons: Query<(Entity, &PromptButton<G::Pick>)>,
    badges: Query<Entity, With<HintBadge>>,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    mut shown: Local<Vec<(Entity, usize, i64)>>,
) {
    // In a replay nobody decides: the badges go on the pieces of the deciding seat's choice
    // as that seat saw it.
    let in_replay = hint
        .as_deref()
        .and_then(|h| h.view.as_deref().map(|view| (h.seat, view)))
        .filter(|_| choice.seat.is_none())
        .map(|(seat, view)| Choice::as_seen_by(view, seat, G::hand(&pieces, view, seat)));
    let choice = in_replay.as_ref().unwrap_or(&choice);
    let wanted = wanted_badges::<G>(hint.as_deref(), choice, &seating, &pieces, &marks, &buttons);
    if *shown == wanted && badges.iter().count() == wanted.len() && !locale.is_changed() {
        return;
    }
    for badge in &badges {
        commands.entity(badge).despawn();
    }
    let calibrated = hint.as_deref().is_none_or(|h| h.calibrated);
    for &(piece, rank, chance) in &wanted {
        let badge = if calibrated {
            Msg::new("hint-badge").with("chance", chance)
        } else {
            Msg::new("hint-badge-ranked")
        };
        let words = locale.text(&badge.with("rank", rank as i64 + 1));
        if buttons.contains(piece) {
            // A prompt button's badge sits inside it, after its label: the bar at the window's
            // top edge clips whatever would stand out of it.
            commands.spawn((
                HintBadge,
                ChildOf(piece),
                Node {
                    margin: UiRect::left(Val::Px(8.0)),
                    padding: UiRect::axes(Val::Px(5.0), Val::Px(1.0)),
                    border_radius: BorderRadius::all(Val::Px(4.0)),
                    ..default()
                },
                BackgroundColor(theme::PANEL),
                Pickable::IGNORE,
                children![(
                    Text::new(words),
                    TextFont::from_font_size(13.0).with_font(fonts.bold.clone()),
                    TextColor(theme::GOLD),
                    TextLayout::linebreak(LineBreak::NoWrap),
                )],
            ));
            continue;
        }
        let Ok((_, sprite)) = marks.get(piece) else {
            continue;
        };
        let height = sprite.custom_size.map_or(60.0, |s| s.y);
        // Just above the piece, narrower than a card of a fanned hand shows, so that it covers
        // neither this card's face nor a neighbour's badge.
        commands.spawn((
            HintBadge,
            ChildOf(piece),
            Sprite::from_color(theme::PANEL, Vec2::new(60.0, 20.0)),
            Transform::from_xyz(0.0, height / 2.0 + 13.0, 3.0),
            Pickable::IGNORE,
            children![(
                Text2d::new(words),
                TextFont::from_font_size(13.0).with_font(fonts.bold.clone()),
                TextColor(theme::GOLD),
                Transform::from_xyz(0.0, 0.0, 0.1),
            )],
        ));
    }
    *shown = wanted;
}

fn wanted_badges<G: Picks>(
    hint: Option<&Hint<G>>,
    choice: &Choice<G>,
    seating: &Seating,
    pieces: &SystemParamItem<G::Pieces>,
    marks: &Query<(Entity, &Sprite), With<Highlight>>,
    buttons: &Query<(Entity, &PromptButton<G::Pick>)>,
) -> Vec<(Entity, usize, i64)> {
    let Some(hint) = hint
        .filter(|h| !h.hidden && h.decisions == seating.decisions && choice.seat == Some(h.seat))
    else {
        return Vec::new();
    };
    let mut wanted: Vec<(Entity, usize, i64)> = Vec::new();
    for (rank, (action, chance)) in hint.best().iter().enumerate() {
        let Some(pick) = next_pick::<G>(choice, action) else {
            continue;
        };
        // Two choices may start with the same pick (one card, two targets): the better one's
        // badge stays.
        let button = buttons.iter().find(|(_, b)| b.0 == pick).map(|(e, _)| e);
        let piece = button.or_else(|| choice.hand_piece(pick)).or_else(|| {
            let mut all: Vec<Entity> = marks
                .iter()
                .map(|(e, _)| e)
                .filter(|e| G::pick_of(pieces, choice, *e) == Some(pick))
                .collect();
            all.sort();
            all.first().copied()
        });
        if let Some(piece) = piece
            && !wanted.iter().any(|(e, _, _)| *e == piece)
        {
            wanted.push((piece, rank, percent(*chance)));
        }
    }
    wanted
}

/// The Hint button's bundle, for the HUD's top right corner: hidden until a hint is offered.
pub fn button(fonts: &Fonts) -> impl Bundle {
    (
        HintSlot,
        Node {
            display: Display::None,
            ..default()
        },
        children![theme::button_node(
            fonts,
            "",
            Val::Auto,
            16.0,
            theme::GOLD,
            (HintButton, Name::new("Hint"), Words(Msg::new("hud-hint"))),
        )],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    /// A hint thinks as long as the last frame took (a computer player half of it), never less
    /// than the mode's slice, never more than its own longest slice.
    #[test]
    fn a_hint_takes_as_long_as_a_frame() {
        assert_eq!(hint_slice(ms(8), ms(4)), ms(8));
        assert_eq!(hint_slice(ms(8), ms(16)), ms(16));
        assert_eq!(hint_slice(ms(8), ms(150)), ms(150));
        assert_eq!(hint_slice(ms(8), ms(900)), LONGEST_HINT_SLICE);
        assert!(hint_slice(ms(8), ms(150)) > slice_for(ms(8), ms(150)));
    }
}
