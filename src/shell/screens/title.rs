//! The title screen: the game's name and the main menu: Continue (the match saved last), a new
//! match of each game, the saved matches (each resumed or deleted), and what could not be read.

use bevy::prelude::*;
use saves::SavedMatch;

use crate::assets::Fonts;
use crate::audio::{self, BackgroundMusic, SoundVolume};
use crate::locale::{Arg, Language, LanguageSetting, Locale, Msg};
use crate::menu::{Activate, Layer, MenuFocus, MenuItem};
use crate::saves::{MatchStart, SaveProblems, SavedMatches, now, read_saves};
use crate::settings::SettingsProblem;
use crate::theme;

use super::online::OnlineSetup;
use super::rules::OpenRules;
use crate::screen::{ActiveGame, Catalogue, Screen};

mod saved;

use saved::{SavedList, open_saved_list};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Title),
        spawn.after(read_saves).after(crate::saves::open_record),
    );
    app.add_systems(
        OnExit(Screen::Title),
        |mut problems: ResMut<SaveProblems>, mut settings: ResMut<SettingsProblem>| {
            // Said once: the files stay set aside.
            problems.0.clear();
            settings.0 = None;
        },
    );
    app.add_systems(
        Update,
        (report_drawn, rebuild).run_if(in_state(Screen::Title)),
    );
}

/// The title's column of buttons, rebuilt when the saved matches change (one deleted) or the
/// language does.
#[derive(Component)]
struct TitleRoot;

/// The title shows saved matches that are gone (one was deleted from the list), or words of
/// another language; the focus goes back to the button at this order.
#[derive(Resource)]
struct TitleStale(u32);

/// Rebuilds the title once the list of saved matches that changed it is closed.
fn rebuild(
    mut commands: Commands,
    stale: Option<Res<TitleStale>>,
    lists: Query<(), With<SavedList>>,
    roots: Query<Entity, With<TitleRoot>>,
) {
    let Some(stale) = stale else {
        return;
    };
    if lists.is_empty() {
        let focus = stale.0;
        commands.remove_resource::<TitleStale>();
        for root in &roots {
            commands.entity(root).despawn();
        }
        commands.run_system_cached(spawn);
        commands.queue(move |world: &mut World| {
            world.resource_mut::<MenuFocus>().0 = Some(focus);
        });
    }
}

/// A saved match in two lines: the game, how far and when; then who sits ("Ivanhoe · 23
/// decisions · saved 5 min ago" / "Wilfred, Rowena, Brian").
pub fn describe(save: &SavedMatch, catalogue: &Catalogue, now: u64) -> Msg {
    let game = catalogue
        .entry(&save.record.game)
        .map_or(Arg::from(save.record.game.as_str()), |e| {
            Arg::from(e.title())
        });
    let names: Vec<&str> = save.seats.iter().map(|s| s.name.as_str()).collect();
    let decisions = match save.record.actions.len() {
        0 => Msg::new("saved-just-dealt"),
        n => Msg::new("decision-count").with("count", n),
    };
    Msg::new("saved-match")
        .with("game", game)
        .with("decisions", decisions)
        .with("ago", ago(now.saturating_sub(save.saved)))
        .with("names", names.join(", "))
}

/// How long ago, in words a player reads at a glance.
fn ago(seconds: u64) -> Msg {
    match seconds {
        0..60 => Msg::new("ago-just-now"),
        60..3600 => Msg::new("ago-minutes").with("count", seconds / 60),
        3600..86_400 => Msg::new("ago-hours").with("count", seconds / 3600),
        86_400..172_800 => Msg::new("ago-yesterday"),
        _ => Msg::new("ago-days").with("count", seconds / 86_400),
    }
}

/// Takes the title to the table of the save's game, starting it as `start` says (resumed, or
/// watched from the deal). The title offers only saves of the games it knows (the saves' check).
fn to_table(
    game_name: String,
    start: MatchStart,
) -> impl Fn(
    On<Activate>,
    Res<Catalogue>,
    ResMut<MatchStart>,
    ResMut<NextState<ActiveGame>>,
    ResMut<NextState<Screen>>,
) {
    move |_, catalogue, mut next_start, mut game, mut next| {
        if let Some(entry) = catalogue.entry(&game_name) {
            game.set(ActiveGame(entry.name()));
            *next_start = start.clone();
            next.set(Screen::Match);
        }
    }
}

/// Resumes the saved match `key`.
fn resume(
    key: String,
    save: SavedMatch,
) -> impl Fn(
    On<Activate>,
    Res<Catalogue>,
    ResMut<MatchStart>,
    ResMut<NextState<ActiveGame>>,
    ResMut<NextState<Screen>>,
) {
    let game = save.record.game.clone();
    to_table(
        game,
        MatchStart::Resume {
            key,
            save: Box::new(save),
        },
    )
}

/// Opens the saved match `save` as a replay, from the deal on.
fn watch(
    save: SavedMatch,
) -> impl Fn(
    On<Activate>,
    Res<Catalogue>,
    ResMut<MatchStart>,
    ResMut<NextState<ActiveGame>>,
    ResMut<NextState<Screen>>,
) {
    let game = save.record.game.clone();
    to_table(
        game,
        MatchStart::Replay {
            save: Box::new(save),
            at: None,
            search: None,
        },
    )
}

/// Says once, on the update after the title screen's first frame, that it has been drawn: the
/// end of start-up, which the browser build's measurements and test wait for.
fn report_drawn(mut updates: Local<u32>) {
    *updates = updates.saturating_add(1);
    if *updates == 2 {
        info!("title screen drawn");
    }
}

fn spawn(
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    catalogue: Res<Catalogue>,
    matches: Res<SavedMatches>,
    problems: Res<SaveProblems>,
    settings: Res<SettingsProblem>,
    (volume, music): (Res<SoundVolume>, Res<BackgroundMusic>),
    mut focus: ResMut<MenuFocus>,
) {
    focus.0 = Some(0);
    let root = commands
        .spawn((
            theme::screen_root("Title screen", 12.0),
            TitleRoot,
            // The list of saved matches opens over it (a higher layer): the title's buttons wait.
            Layer(0),
            DespawnOnExit(Screen::Title),
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        theme::headline(&fonts, locale.t("title-name"), 88.0),
    ));
    commands.spawn((
        ChildOf(root),
        theme::text(&fonts, locale.t("title-tagline"), 20.0, theme::MUTED),
        Node {
            margin: UiRect::bottom(px(36)),
            ..default()
        },
    ));
    let settings_problem = settings.0.as_ref().map(|m| locale.text(m));
    for problem in settings_problem.iter().chain(&problems.0) {
        commands.spawn((
            ChildOf(root),
            theme::text(&fonts, problem.clone(), 16.0, theme::WARNING),
            Node {
                max_width: px(900),
                ..default()
            },
        ));
    }
    let mut order = 0;
    let in_progress: Vec<&(String, SavedMatch)> = matches.in_progress().collect();
    // The match saved last, one press away.
    if let Some((key, save)) = in_progress.first() {
        commands
            .spawn((
                ChildOf(root),
                theme::button_node(
                    &fonts,
                    locale.text(
                        &Msg::new("title-continue")
                            .with("match", describe(save, &catalogue, now())),
                    ),
                    px(780),
                    18.0,
                    theme::TEXT,
                    (MenuItem::at(order), Name::new("Continue")),
                ),
            ))
            .observe(resume(key.clone(), save.clone()));
        order += 1;
    }
    // One button per game: choosing it opens that game's setup.
    for game in catalogue.offered() {
        let name = game.name();
        commands
            .spawn((
                ChildOf(root),
                theme::wide_button(
                    &fonts,
                    locale.text(&Msg::new("title-play").with("game", game.title())),
                    340.0,
                    (MenuItem::at(order), Name::new(format!("New game: {name}"))),
                ),
            ))
            .observe(
                move |_: On<Activate>,
                      mut game: ResMut<NextState<ActiveGame>>,
                      mut online: ResMut<OnlineSetup>,
                      mut next: ResMut<NextState<Screen>>| {
                    game.set(ActiveGame(name));
                    online.0 = false;
                    next.set(Screen::Setup);
                },
            );
        order += 1;
    }
    // Online: rooms on a server, with friends elsewhere.
    commands
        .spawn((
            ChildOf(root),
            theme::wide_button(
                &fonts,
                locale.t("title-online"),
                340.0,
                (MenuItem::at(order), Name::new("Play online")),
            ),
        ))
        .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| {
            next.set(Screen::Online);
        });
    order += 1;
    if !matches.0.is_empty() {
        commands
            .spawn((
                ChildOf(root),
                theme::wide_button(
                    &fonts,
                    locale.text(&Msg::new("title-saved-matches").with("count", matches.0.len())),
                    340.0,
                    (MenuItem::at(order), Name::new("Saved matches")),
                ),
            ))
            .observe(open_saved_list);
    }
    // Quit, natively (a page is closed, not quit).
    let order = order + u32::from(!matches.0.is_empty());
    #[cfg(not(target_arch = "wasm32"))]
    commands
        .spawn((
            ChildOf(root),
            theme::wide_button(
                &fonts,
                locale.t("title-quit"),
                340.0,
                (MenuItem::at(order), Name::new("Quit")),
            ),
        ))
        .observe(|_: On<Activate>, mut exit: MessageWriter<AppExit>| {
            exit.write(AppExit::Success);
        });
    // The sound and the language, in the corner so that they move nothing else of the title,
    // last in the focus order. The sound's volume cycles, the music turns on or off (their
    // buttons say so as they change); each press of the language shows the next, and the title
    // is drawn again in it.
    let corner = commands
        .spawn((
            ChildOf(root),
            Node {
                position_type: PositionType::Absolute,
                right: px(16),
                bottom: px(16),
                flex_direction: FlexDirection::Column,
                ..default()
            },
        ))
        .id();
    audio::spawn_buttons(
        &mut commands,
        corner,
        &fonts,
        &locale,
        (&volume, &music),
        order + 1,
        240.0,
    );
    let order = order + 3;
    commands
        .spawn((
            ChildOf(corner),
            theme::wide_button(
                &fonts,
                locale.text(
                    &Msg::new("title-language")
                        .with("language", Msg::new(language_name(locale.language()))),
                ),
                240.0,
                (MenuItem::at(order), Name::new("Language")),
            ),
        ))
        .observe(
            move |_: On<Activate>,
                  mut commands: Commands,
                  mut setting: ResMut<LanguageSetting>,
                  mut locale: ResMut<Locale>| {
                let language = setting.language().next();
                *setting = LanguageSetting::chosen(language);
                locale.set_language(language);
                commands.insert_resource(TitleStale(order));
            },
        );
    // How to play each game, in the other corner: after the language in the focus order.
    let corner = commands
        .spawn((
            ChildOf(root),
            Node {
                position_type: PositionType::Absolute,
                left: px(16),
                bottom: px(16),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Stretch,
                ..default()
            },
        ))
        .id();
    commands.spawn((
        ChildOf(corner),
        theme::text(&fonts, locale.t("howto-open"), 16.0, theme::MUTED),
        Node {
            margin: UiRect::left(px(6)),
            ..default()
        },
    ));
    for (n, game) in catalogue.offered().enumerate() {
        let name = game.name();
        commands
            .spawn((
                ChildOf(corner),
                theme::button_node(
                    &fonts,
                    locale.text(&game.title()),
                    Val::Auto,
                    16.0,
                    theme::TEXT,
                    (
                        MenuItem::at(order + 1 + n as u32),
                        Name::new(format!("Rules: {name}")),
                    ),
                ),
            ))
            .observe(move |_: On<Activate>, mut open: MessageWriter<OpenRules>| {
                open.write(OpenRules(name));
            });
    }
    // The credits, last: who made what, under which licence.
    commands
        .spawn((
            ChildOf(corner),
            theme::button_node(
                &fonts,
                locale.t("credits-open"),
                Val::Auto,
                16.0,
                theme::TEXT,
                (
                    MenuItem::at(order + 1 + catalogue.offered().count() as u32),
                    Name::new("Credits"),
                ),
            ),
        ))
        .observe(super::credits::open);
    commands.spawn((
        ChildOf(root),
        theme::text(&fonts, locale.t("title-controls"), 16.0, theme::MUTED),
        Node {
            margin: UiRect::top(px(36)),
            ..default()
        },
    ));
}

/// The message naming `language` in its own words ("English", "Français"), the same in every
/// language so that a player who cannot read the current one still finds theirs.
fn language_name(language: Language) -> &'static str {
    match language {
        Language::English => "language-english",
        Language::French => "language-french",
    }
}
