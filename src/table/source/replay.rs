//! Replays: a record (a save, finished or not, or a record of the command line) played back at
//! the table with its own animations, every hand face up. Nobody decides: the record does. The
//! watcher steps a decision back or on, jumps ten, to the start or to the end, clicks anywhere
//! on the timeline, or lets it play at the animation speed chosen.
//!
//! A step on goes through the apply step like any decision (its pieces fly); every other move
//! is a jump ([`Jump`]): the record replayed to that point, the table laid out settled.
//!
//! Keys: ← → a decision back or on, PgUp PgDn ten, ↑ ↓ the start or the end, Enter or Space
//! play or pause, F the speed, Esc the menu. A gamepad: the D-pad likewise, the triggers ten,
//! A play or pause, Start the menu. The mouse: the bar's buttons and its timeline.

use bevy::prelude::*;
use bevy::ui::RelativeCursorPosition;
use bevy_tweening::TweenAnim;
use leafwing_input_manager::prelude::ActionState;

use super::jump::Jump;
use crate::Action;
use crate::animation::{self, Placement};
use crate::hud::{PROMPT_HEIGHT, PromptRow, PromptText};
use crate::keys::TableKeys;
use crate::{AtTable, Decision, MatchSystems, Notice, Source, TableGame};
use rules_core::Game;
use shell::assets::Fonts;
use shell::input::{Control, Controls, PressUsed};
use shell::locale::{Locale, Msg};
use shell::menu::MenuItem;
use shell::screens::Screen;
use shell::settings::AnimationSpeed;
use shell::theme;

/// The record being watched: every action, and whether it plays on by itself. Where the
/// table stands is the match's own record (`Session::actions`), a prefix of these.
#[derive(Resource)]
pub struct Replay<G: TableGame> {
    tape: Vec<Action<G>>,
    playing: bool,
    /// When the table last became still while playing (real seconds), to wait a moment there.
    still_since: Option<f32>,
}

impl<G: TableGame> Replay<G> {
    /// A replay of `tape`, paused at the deal.
    pub fn new(tape: Vec<Action<G>>) -> Self {
        Replay {
            tape,
            playing: false,
            still_since: None,
        }
    }

    /// How many decisions the record holds.
    pub fn len(&self) -> usize {
        self.tape.len()
    }

    /// Whether the record holds no decision (a match just dealt).
    pub fn is_empty(&self) -> bool {
        self.tape.is_empty()
    }
}

/// What the watcher asks of the replay.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayRequest {
    /// Play on by itself, or stop.
    PlayOrPause,
    /// So many decisions on (or back, when negative).
    Step(i32),
    /// To the point after this many decisions (0: the deal).
    To(usize),
    /// To the end of the record.
    ToEnd,
}

/// Where the replay stands, for the bar (which serves every game).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReplayStatus {
    /// Decisions shown so far.
    pub at: usize,
    /// Decisions in the record.
    pub total: usize,
    /// Whether it plays on by itself.
    pub playing: bool,
}

/// The replay bar, under the prompt bar.
#[derive(Component)]
pub struct ReplayBar;

/// One of the bar's buttons, and what it asks.
#[derive(Component, Clone, Copy, Debug)]
pub struct ReplayButton(pub ReplayRequest);

/// The bar's speed button (it cycles the animation speed, as F does).
#[derive(Component)]
pub struct ReplaySpeedButton;

/// The timeline: a click at some point of it goes to the decision there.
#[derive(Component)]
pub struct Timeline;

#[derive(Component)]
struct TimelineFill;

#[derive(Component)]
struct PositionText;

#[derive(Component)]
struct PlayLabel;

#[derive(Component)]
struct SpeedText;

/// The timeline's width, in logical pixels.
const TIMELINE_WIDTH: f32 = 240.0;

/// The pause on a still table between two decisions while playing, at normal speed (seconds).
const BETWEEN_STEPS: f32 = 0.7;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ReplayRequest>()
        .init_resource::<ReplayStatus>()
        .init_resource::<Source>()
        .init_resource::<super::Allows>();
    app.add_systems(
        Update,
        (replay_keys.before(TableKeys), bar_buttons, timeline_click)
            .in_set(MatchSystems::Input)
            .run_if(replaying),
    );
    app.add_systems(
        Update,
        (spawn_bar, show_status, hover)
            .chain()
            .in_set(MatchSystems::Ui)
            .run_if(replaying),
    );
}

fn replaying(source: Res<Source>) -> bool {
    *source == Source::Replay
}

pub(crate) fn add<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        run_replay::<G>
            .in_set(MatchSystems::Apply)
            .before(super::apply::ApplySystems)
            .run_if(in_state(AtTable(G::Engine::NAME)).and_then(replaying)),
    );
}

/// The watcher's keys and a gamepad's buttons, while no menu is open.
fn replay_keys(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MenuItem>>,
    mut used: ResMut<PressUsed>,
    mut requests: MessageWriter<ReplayRequest>,
) {
    if used.0 || !menus.is_empty() {
        return;
    }
    let pressed = |c: Control| controls.just_pressed(&c);
    let request = if pressed(Control::Next) {
        ReplayRequest::Step(1)
    } else if pressed(Control::Previous) {
        ReplayRequest::Step(-1)
    } else if pressed(Control::JumpOn) {
        ReplayRequest::Step(10)
    } else if pressed(Control::JumpBack) {
        ReplayRequest::Step(-10)
    } else if pressed(Control::Up) {
        ReplayRequest::To(0)
    } else if pressed(Control::Down) {
        ReplayRequest::ToEnd
    } else if pressed(Control::Select) {
        ReplayRequest::PlayOrPause
    } else {
        return;
    };
    requests.write(request);
    used.0 = true;
}

/// The bar's buttons, by mouse (or touch).
fn bar_buttons(
    buttons: Query<(&Interaction, &ReplayButton), Changed<Interaction>>,
    speed_buttons: Query<&Interaction, (Changed<Interaction>, With<ReplaySpeedButton>)>,
    mut speed: ResMut<AnimationSpeed>,
    mut requests: MessageWriter<ReplayRequest>,
) {
    for (interaction, button) in &buttons {
        if *interaction == Interaction::Pressed {
            requests.write(button.0);
        }
    }
    if speed_buttons.iter().any(|i| *i == Interaction::Pressed) {
        *speed = speed.next();
    }
}

/// A click on the timeline goes to the decision under the pointer.
fn timeline_click(
    timelines: Query<
        (&Interaction, &RelativeCursorPosition),
        (Changed<Interaction>, With<Timeline>),
    >,
    status: Res<ReplayStatus>,
    mut requests: MessageWriter<ReplayRequest>,
) {
    for (interaction, cursor) in &timelines {
        if *interaction != Interaction::Pressed {
            continue;
        }
        if let Some(at) = cursor.normalized {
            requests.write(ReplayRequest::To(decision_at(at.x, status.total)));
        }
    }
}

/// The decision at `x` along a timeline of `total` decisions (`x` from -0.5 at its left end to
/// 0.5 at its right end, as [`RelativeCursorPosition`] gives it).
pub fn decision_at(x: f32, total: usize) -> usize {
    let fraction = (x + 0.5).clamp(0.0, 1.0);
    (fraction * total as f32).round() as usize
}

/// Carries out the watcher's requests, and plays on while playing: a step on once the table
/// has been still for a moment (at the animation speed), a jump for everything else.
#[allow(clippy::too_many_arguments)]
fn run_replay<G: TableGame>(
    mut commands: Commands,
    mut replay: ResMut<Replay<G>>,
    mut requests: MessageReader<ReplayRequest>,
    mut jump: Jump<G>,
    mut decisions: MessageWriter<Decision<G>>,
    mut status: ResMut<ReplayStatus>,
    mut notice: ResMut<Notice>,
    locale: Res<Locale>,
    moving: Query<(Entity, &Placement), With<TweenAnim>>,
    speed: Res<AnimationSpeed>,
    time: Res<Time<Real>>,
) {
    let at = jump.session().actions.len();
    let total = replay.tape.len();
    let mut target = None;
    for request in requests.read() {
        let from = target.unwrap_or(at);
        match *request {
            ReplayRequest::PlayOrPause => {
                replay.playing = !replay.playing && at < total;
                replay.still_since = None;
            }
            ReplayRequest::Step(n) => {
                target = Some(from.saturating_add_signed(n as isize).min(total));
            }
            ReplayRequest::To(n) => target = Some(n.min(total)),
            ReplayRequest::ToEnd => target = Some(total),
        }
    }
    if let Some(to) = target {
        if to != at {
            // A move of the watcher's own stops the playing.
            replay.playing = false;
        }
        if to == at + 1 {
            // One decision on: it is played, pieces flying (any still in flight land first).
            animation::skip(&mut commands, &moving);
            step_on(&replay, at, &jump, &mut decisions);
        } else if to != at
            && let Err(error) = jump.to(replay.tape[..to].to_vec())
        {
            // The record was checked when the replay opened: this would be a bug.
            error!("the replay could not go to decision {to}: the match {error}");
            notice.show(locale.t("replay-cannot-go"));
        }
    } else if replay.playing {
        let still = moving.is_empty() && !jump.pausing();
        let now = time.elapsed_secs();
        match (still, replay.still_since) {
            (false, _) => replay.still_since = None,
            (true, None) => replay.still_since = Some(now),
            (true, Some(since)) if now - since >= speed.scale(BETWEEN_STEPS).as_secs_f32() => {
                replay.still_since = None;
                if at < total {
                    step_on(&replay, at, &jump, &mut decisions);
                }
            }
            (true, Some(_)) => {}
        }
        if at >= total {
            replay.playing = false;
        }
    }
    let now = ReplayStatus {
        at: jump.session().actions.len(),
        total,
        playing: replay.playing,
    };
    status.set_if_neq(now);
}

/// The record's next decision, to the apply step.
fn step_on<G: TableGame>(
    replay: &Replay<G>,
    at: usize,
    jump: &Jump<G>,
    decisions: &mut MessageWriter<Decision<G>>,
) {
    if let (Some(action), Some(seat)) = (replay.tape.get(at), jump.session().deciding()) {
        decisions.write(Decision {
            seat,
            action: action.clone(),
        });
    }
}

/// The bar, once the replay is at the table: where it stands, its buttons and the timeline,
/// over the prompt bar, whose prompt and buttons it hides.
#[allow(clippy::type_complexity)]
fn spawn_bar(
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    bars: Query<(), With<ReplayBar>>,
    mut prompts: Query<&mut Visibility, Or<(With<PromptText>, With<PromptRow>)>>,
) {
    for mut visibility in &mut prompts {
        visibility.set_if_neq(Visibility::Hidden);
    }
    if !bars.is_empty() {
        return;
    }
    // Each button is named by its message.
    let button = |label: &'static str, width: Val, request: ReplayRequest| {
        theme::small_button(
            &fonts,
            locale.t(label),
            width,
            15.0,
            (ReplayButton(request), Name::new(label)),
        )
    };
    let auto = Val::Auto;
    commands.spawn((
        Name::new("Replay bar"),
        ReplayBar,
        DespawnOnExit(Screen::Match),
        // In the prompt bar's place (a replay has no prompt: nobody decides), left of the menu
        // button.
        GlobalZIndex(2),
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            left: px(8),
            right: px(96),
            height: px(PROMPT_HEIGHT),
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            ..default()
        },
        children![
            button("replay-start", auto, ReplayRequest::To(0)),
            button("replay-ten-back", auto, ReplayRequest::Step(-10)),
            button("replay-one-back", auto, ReplayRequest::Step(-1)),
            (
                button("replay-play", px(72), ReplayRequest::PlayOrPause),
                PlayLabel,
            ),
            button("replay-one-on", auto, ReplayRequest::Step(1)),
            button("replay-ten-on", auto, ReplayRequest::Step(10)),
            button("replay-end", auto, ReplayRequest::ToEnd),
            (
                Timeline,
                Name::new("Replay: timeline"),
                Button,
                RelativeCursorPosition::default(),
                Node {
                    width: px(TIMELINE_WIDTH),
                    height: px(14),
                    margin: UiRect::horizontal(px(8)),
                    border_radius: BorderRadius::all(px(7)),
                    overflow: Overflow::clip(),
                    ..default()
                },
                BackgroundColor(theme::BUTTON_OFF),
                children![(
                    TimelineFill,
                    Pickable::IGNORE,
                    Node {
                        width: percent(0),
                        height: percent(100),
                        ..default()
                    },
                    BackgroundColor(theme::GOLD.with_alpha(0.8)),
                )],
            ),
            (
                PositionText,
                theme::text(&fonts, "", 15.0, theme::TEXT),
                TextLayout::linebreak(LineBreak::NoWrap),
                Node {
                    width: px(86),
                    margin: UiRect::horizontal(px(6)),
                    ..default()
                },
            ),
            (
                theme::small_button(
                    &fonts,
                    "",
                    px(150),
                    15.0,
                    (ReplaySpeedButton, Name::new("Replay: speed")),
                ),
                SpeedText,
            ),
        ],
    ));
}

/// The bar says where the replay stands, whether it plays, and at what speed.
#[allow(clippy::type_complexity)]
fn show_status(
    status: Res<ReplayStatus>,
    speed: Res<AnimationSpeed>,
    locale: Res<Locale>,
    added: Query<(), Added<ReplayBar>>,
    mut fills: Query<&mut Node, With<TimelineFill>>,
    positions: Query<Entity, With<PositionText>>,
    plays: Query<&Children, With<PlayLabel>>,
    speeds: Query<&Children, With<SpeedText>>,
    mut texts: Query<&mut Text>,
) {
    if !status.is_changed() && !speed.is_changed() && !locale.is_changed() && added.is_empty() {
        return;
    }
    for mut fill in &mut fills {
        let fraction = if status.total == 0 {
            1.0
        } else {
            status.at as f32 / status.total as f32
        };
        fill.width = percent(100.0 * fraction);
    }
    let mut write = |entity: Entity, line: String| {
        if let Ok(mut text) = texts.get_mut(entity) {
            text.0 = line;
        }
    };
    for entity in &positions {
        write(entity, format!("{} / {}", status.at, status.total));
    }
    for children in &plays {
        for child in children {
            write(
                *child,
                locale.t(if status.playing {
                    "replay-pause"
                } else {
                    "replay-play"
                }),
            );
        }
    }
    for children in &speeds {
        for child in children {
            write(
                *child,
                locale.text(&Msg::new("setup-speed").with("speed", speed.label())),
            );
        }
    }
}

/// The bar's buttons light up under the pointer, as the menus' do.
#[allow(clippy::type_complexity)]
fn hover(
    mut buttons: Query<
        (&Interaction, &mut BackgroundColor),
        (
            Changed<Interaction>,
            Or<(With<ReplayButton>, With<ReplaySpeedButton>)>,
        ),
    >,
) {
    for (interaction, mut background) in &mut buttons {
        background.0 = if *interaction == Interaction::None {
            theme::BUTTON
        } else {
            theme::BUTTON_HOT
        };
    }
}
