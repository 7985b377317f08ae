//! The match's menu (Escape with nothing to take back, a gamepad's Start, or the Menu button; on
//! a hand-off cover, Escape or Start too): resume, take back, change the animation speed, the
//! sound's volume or the music, the hints' settings, leave the match (which asks first), or read how to play (the
//! rules, drawn over the menu, which they give back on closing). While it is open, the match
//! waits: computer players do not decide and no input reaches the table. It is drawn above a
//! hand-off cover, which waits hidden under it ([`Layer`]).

use bevy::prelude::*;

use super::{Allows, MatchSystems, TakeBack, TakeBackRoom};
use leafwing_input_manager::prelude::ActionState;
use shell::assets::Fonts;
use shell::audio::{self, BackgroundMusic, SoundVolume};
use shell::locale::{Locale, Msg, Words};

use super::guide::GuidePanel;
use super::handoff::{HandOff, HandOffSystems};
pub use super::hud::OpenMatchMenu;
use shell::input::{Control, Controls, PressUsed};
use shell::menu::{Activate, Layer, MenuFocus, MenuItem};
use shell::screens::rules::OpenRules;
use shell::screens::{ActiveGame, ResultsToReturn, Screen};
use shell::settings::{AnimationSpeed, HintSettings};
use shell::theme;

/// The open menu's root.
#[derive(Component)]
pub struct MatchMenu;

#[derive(Component)]
struct SpeedLabel;

/// Whether the match waits for its menu to close.
pub fn menu_closed(menus: Query<(), With<MatchMenu>>) -> bool {
    menus.is_empty()
}

/// The keys of the game at the table, for the menu's help line.
#[derive(Resource, Default)]
pub struct GameKeys(pub &'static str);

/// The question "leave the match?" asked over the menu.
#[derive(Component)]
pub struct LeaveQuestion;

const MENU_LAYER: i32 = 20;
const QUESTION_LAYER: i32 = 30;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameKeys>();
    app.add_systems(
        Update,
        menu_from_a_cover
            .in_set(MatchSystems::Input)
            .after(HandOffSystems),
    );
    app.add_systems(
        Update,
        (open, speed_label, hint_labels)
            .in_set(MatchSystems::Ui)
            .run_if(in_state(Screen::Match)),
    );
}

/// On a hand-off cover, Escape (or Start) opens the match's menu, as it does at the table: the
/// cover's only button answers Enter, and nothing else would answer these keys there.
fn menu_from_a_cover(
    controls: Single<&ActionState<Control>, With<Controls>>,
    covers: Query<(), With<HandOff>>,
    menus: Query<(), With<MatchMenu>>,
    mut used: ResMut<PressUsed>,
    mut open: MessageWriter<OpenMatchMenu>,
) {
    if used.0 || covers.is_empty() || !menus.is_empty() {
        return;
    }
    if controls.just_pressed(&Control::Back) || controls.just_pressed(&Control::Menu) {
        open.write(OpenMatchMenu);
        used.0 = true;
    }
}

fn open(
    mut commands: Commands,
    mut requests: MessageReader<OpenMatchMenu>,
    menus: Query<(), With<MatchMenu>>,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    mut focus: ResMut<MenuFocus>,
    speed: Res<AnimationSpeed>,
    (volume, music): (Res<SoundVolume>, Res<BackgroundMusic>),
    keys: Res<GameKeys>,
    allows: Res<Allows>,
    hints: Res<HintSettings>,
    room: Res<TakeBackRoom>,
) {
    if requests.read().count() == 0 || !menus.is_empty() {
        return;
    }
    let watching = allows.watching_record;
    let spectating = allows.watching_room;
    focus.0 = Some(0);
    let (root, panel) = spawn_layer(
        &mut commands,
        MENU_LAYER,
        0.85,
        (Name::new("Match menu"), MatchMenu),
    );
    let headline = if watching {
        "menu-replay"
    } else if spectating {
        "menu-watching"
    } else {
        "menu-paused"
    };
    commands.spawn((
        ChildOf(panel),
        theme::headline(&fonts, locale.t(headline), 44.0),
    ));
    commands
        .spawn((
            ChildOf(panel),
            theme::wide_button(
                &fonts,
                locale.t("menu-resume"),
                320.0,
                (MenuItem::at(0).on_back(), Name::new("Resume")),
            ),
        ))
        .observe(move |_: On<Activate>, mut commands: Commands| {
            commands.entity(root).despawn();
        });
    // Taking back closes the menu: the table shows the decision gone, or the notice why not.
    // (A replay has nothing to take back: its own keys go back.)
    let mut order = 1;
    // Online nothing is taken back: the server holds the match.
    if allows.take_back {
        order += 1;
        commands
            .spawn((
                ChildOf(panel),
                theme::wide_button(
                    &fonts,
                    locale.t("menu-take-back"),
                    320.0,
                    (
                        MenuItem::at(1).enabled(room.0.is_ok()),
                        Name::new("Take back"),
                    ),
                ),
            ))
            .observe(
                move |_: On<Activate>,
                      mut commands: Commands,
                      mut requests: MessageWriter<TakeBack>| {
                    requests.write(TakeBack);
                    commands.entity(root).despawn();
                },
            );
    }
    commands
        .spawn((
            ChildOf(panel),
            theme::wide_button(
                &fonts,
                locale.text(&Msg::new("menu-animations").with("speed", speed.label())),
                320.0,
                (
                    MenuItem::at(order),
                    Name::new("Animation speed"),
                    SpeedLabel,
                ),
            ),
        ))
        .observe(|_: On<Activate>, mut speed: ResMut<AnimationSpeed>| *speed = speed.next());
    // The sound: its volume, cycling, and the music on or off (labelled by `audio`).
    audio::spawn_buttons(
        &mut commands,
        panel,
        &fonts,
        &locale,
        (&volume, &music),
        order + 1,
        320.0,
    );
    // The hints: who may ask, and how long the search thinks (`hint`).
    for (at, button) in [(order + 3, HintRow::Everyone), (order + 4, HintRow::Depth)] {
        let words = button.words(&hints);
        commands
            .spawn((
                ChildOf(panel),
                theme::wide_button(
                    &fonts,
                    locale.text(&words),
                    320.0,
                    (MenuItem::at(at), button.name(), button, Words(words)),
                ),
            ))
            .observe(
                move |_: On<Activate>, mut hints: ResMut<HintSettings>| match button {
                    HintRow::Everyone => hints.for_everyone = !hints.for_everyone,
                    HintRow::Depth => hints.depth = hints.depth.next(),
                },
            );
    }
    let order = order + 4;
    if watching || spectating {
        // Nothing is lost by leaving a replay or a room watched: no question.
        commands
            .spawn((
                ChildOf(panel),
                theme::wide_button(
                    &fonts,
                    locale.t("menu-stop-watching"),
                    320.0,
                    (MenuItem::at(order + 1), Name::new("Stop watching")),
                ),
            ))
            .observe(
                |_: On<Activate>,
                 back: Res<ResultsToReturn>,
                 mut next: ResMut<NextState<Screen>>| {
                    // A replay opened from the winner's screen goes back there.
                    next.set(if back.0.is_some() {
                        Screen::Results
                    } else {
                        Screen::Title
                    })
                },
            );
    } else {
        commands
            .spawn((
                ChildOf(panel),
                theme::wide_button(
                    &fonts,
                    locale.t("menu-leave"),
                    320.0,
                    (MenuItem::at(order + 1), Name::new("Leave the match")),
                ),
            ))
            .observe(ask_to_leave);
    }
    // The rules of the game at the table, over the menu: closing them comes back here.
    commands
        .spawn((
            ChildOf(panel),
            theme::wide_button(
                &fonts,
                locale.t("howto-open"),
                320.0,
                (MenuItem::at(order + 2), Name::new("How to play")),
            ),
        ))
        .observe(
            |_: On<Activate>, game: Res<State<ActiveGame>>, mut open: MessageWriter<OpenRules>| {
                open.write(OpenRules(game.get().0));
            },
        );
    // The keys this match answers: a replay's own; none to decide with in a room watched; no
    // decision taken back online.
    let help = if watching {
        locale.t("menu-keys-replay")
    } else if spectating {
        locale.t("menu-keys-watching")
    } else {
        let line = if allows.take_back {
            "menu-keys"
        } else {
            "menu-keys-online"
        };
        locale.text(&Msg::new(line).with("game", Msg::new(keys.0)))
    };
    commands.spawn((
        ChildOf(panel),
        theme::text(&fonts, help, 16.0, theme::MUTED),
        // Two lines, split where the words say, centred: one line wrapped by width left a
        // lone word under it.
        TextLayout::justify(Justify::Center),
        Node {
            margin: UiRect::top(px(18)),
            max_width: px(1100),
            ..default()
        },
    ));
}

/// A hint setting's button in the menu.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum HintRow {
    /// Whether everyone may ask for hints.
    Everyone,
    /// How long the search thinks.
    Depth,
}

impl HintRow {
    fn words(self, hints: &HintSettings) -> Msg {
        match self {
            HintRow::Everyone => Msg::new("menu-hints-everyone")
                .with("everyone", if hints.for_everyone { "yes" } else { "no" }),
            HintRow::Depth => Msg::new("menu-hint-depth").with("depth", hints.depth.label()),
        }
    }

    fn name(self) -> Name {
        match self {
            HintRow::Everyone => Name::new("Hints for everyone"),
            HintRow::Depth => Name::new("Hint search"),
        }
    }
}

/// The hint buttons say the settings chosen.
fn hint_labels(hints: Res<HintSettings>, mut buttons: Query<(&HintRow, &mut Words)>) {
    if !hints.is_changed() {
        return;
    }
    for (row, mut words) in &mut buttons {
        let wanted = row.words(&hints);
        if words.0 != wanted {
            words.0 = wanted;
        }
    }
}

/// The speed button says the speed chosen.
fn speed_label(
    speed: Res<AnimationSpeed>,
    locale: Res<Locale>,
    buttons: Query<&Children, With<SpeedLabel>>,
    mut texts: Query<&mut Text>,
) {
    if !speed.is_changed() {
        return;
    }
    for children in &buttons {
        for child in children {
            if let Ok(mut text) = texts.get_mut(*child) {
                text.0 = locale.text(&Msg::new("menu-animations").with("speed", speed.label()));
            }
        }
    }
}

/// An overlay of the match at `layer`, drawn at that height over a shade of the table: its root
/// (despawned to close it) and the panel its headline and buttons go in.
fn spawn_layer(
    commands: &mut Commands,
    layer: i32,
    shade: f32,
    marker: impl Bundle,
) -> (Entity, Entity) {
    let root = commands
        .spawn((
            marker,
            Layer(layer),
            DespawnOnExit(Screen::Match),
            theme::overlay(layer, 0.0, shade),
        ))
        .id();
    // The buttons on a panel of their own, so that no piece or word of the table shows
    // between them.
    let panel = commands
        .spawn((
            ChildOf(root),
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(10),
                padding: UiRect::axes(px(36), px(20)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BackgroundColor(theme::PANEL),
        ))
        .id();
    (root, panel)
}

/// Leaving ends the match for everyone at the screen: the menu asks before it does, with the
/// focus on staying, so a stray Enter keeps the match.
fn ask_to_leave(
    leave: On<Activate>,
    items: Query<&MenuItem>,
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    mut focus: ResMut<MenuFocus>,
    allows: Res<Allows>,
    guided: Query<(), With<GuidePanel>>,
) {
    focus.0 = Some(0);
    // What leaving does to the match: a guided one is not saved; an online one goes on on its
    // server, the seat kept; any other is saved.
    let what_happens = if allows.goes_on_elsewhere {
        "leave-online"
    } else if !guided.is_empty() {
        "leave-guided"
    } else {
        "leave-saved"
    };
    // The focus comes back to Leave when the question is answered "keep playing".
    let leave_at = items.get(leave.entity).map_or(0, |item| item.order);
    let (root, panel) = spawn_layer(
        &mut commands,
        QUESTION_LAYER,
        0.92,
        (Name::new("Leave the match?"), LeaveQuestion),
    );
    commands.spawn((
        ChildOf(panel),
        theme::headline(&fonts, locale.t("leave-question"), 40.0),
    ));
    commands.spawn((
        ChildOf(panel),
        theme::text(&fonts, locale.t(what_happens), 18.0, theme::MUTED),
    ));
    commands
        .spawn((
            ChildOf(panel),
            theme::wide_button(
                &fonts,
                locale.t("leave-keep-playing"),
                320.0,
                (MenuItem::at(0).on_back(), Name::new("Keep playing")),
            ),
        ))
        .observe(
            move |_: On<Activate>, mut commands: Commands, mut focus: ResMut<MenuFocus>| {
                commands.entity(root).despawn();
                focus.0 = Some(leave_at);
            },
        );
    commands
        .spawn((
            ChildOf(panel),
            theme::wide_button(
                &fonts,
                locale.t("menu-leave"),
                320.0,
                (MenuItem::at(1), Name::new("Leave for good")),
            ),
        ))
        .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| next.set(Screen::Title));
}
