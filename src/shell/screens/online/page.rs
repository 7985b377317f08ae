//! The online page, drawn again whenever the connection, the form or the matches change.

use bevy::prelude::*;
use online_protocol::ClientMessage;
use online_protocol::limits::ROOM_CODE_LEN;

use crate::assets::Fonts;
use crate::locale::{Locale, Msg};
use crate::menu::{Activate, Layer, MenuFocus, MenuItem};
use crate::online::{Connection, Online, OnlineRequest, OnlineSettings};
use crate::saves::MatchStart;
use crate::screen::{ActiveGame, Catalogue, Screen};
use crate::theme;

use super::parts::{connection_words, match_words, spawn_code_button, spawn_pad};
use super::{
    CODE_FIELD, Field, JOIN, OnlineForm, OnlineRoot, OnlineSetup, PAD, WATCH, go_to_table,
    player_name,
};

pub(super) fn rebuild(
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    online: Res<Online>,
    settings: Res<OnlineSettings>,
    form: Res<OnlineForm>,
    catalogue: Res<Catalogue>,
    roots: Query<Entity, With<OnlineRoot>>,
) {
    for root in &roots {
        commands.entity(root).despawn();
    }
    let root = commands
        .spawn((
            theme::screen_root("Online screen", 8.0),
            OnlineRoot,
            Layer(0),
            DespawnOnExit(Screen::Online),
        ))
        .id();
    commands.spawn((
        ChildOf(root),
        theme::headline(&fonts, locale.t("online-title"), 56.0),
        Node {
            margin: UiRect::bottom(px(12)),
            ..default()
        },
    ));
    // A room just created: its code, large, to share; then to the table.
    if online.created
        && let Some(room) = online.room.as_ref()
    {
        commands.spawn((
            ChildOf(root),
            theme::text(&fonts, locale.t("online-room-code"), 22.0, theme::MUTED),
        ));
        commands.spawn((
            ChildOf(root),
            Name::new("Room code"),
            theme::headline(&fonts, room.code.clone(), 72.0),
        ));
        commands.spawn((
            ChildOf(root),
            theme::text(&fonts, locale.t("online-room-share"), 18.0, theme::MUTED),
        ));
        commands
            .spawn((
                ChildOf(root),
                theme::wide_button(
                    &fonts,
                    locale.t("online-to-table"),
                    340.0,
                    (
                        MenuItem::at(0).enabled(!online.views.is_empty()),
                        Name::new("To the table"),
                    ),
                ),
            ))
            .observe(
                |_: On<Activate>,
                 mut online: ResMut<Online>,
                 catalogue: Res<Catalogue>,
                 mut start: ResMut<MatchStart>,
                 mut game: ResMut<NextState<ActiveGame>>,
                 mut next: ResMut<NextState<Screen>>,
                 mut form: ResMut<OnlineForm>| {
                    online.created = false;
                    go_to_table(
                        &online, &catalogue, &mut start, &mut game, &mut next, &mut form,
                    );
                },
            );
        return;
    }
    let typing = form.typing.as_ref().map(|(f, _)| *f);
    let cursor = |field: Field, text: String| {
        if typing == Some(field) {
            format!("{text}|")
        } else {
            text
        }
    };
    // While the code is entered, its letter pad takes the room of the server's and the
    // rooms' rows.
    let pad = typing == Some(Field::Code);
    if !pad {
        // The server: its address (typed), and how the connection stands.
        let shown = if settings.server.is_empty() && typing != Some(Field::Address) {
            settings.url()
        } else {
            settings.server.clone()
        };
        commands
            .spawn((
                ChildOf(root),
                theme::button_node(
                    &fonts,
                    locale.text(
                        &Msg::new("online-server").with("url", cursor(Field::Address, shown)),
                    ),
                    px(640),
                    18.0,
                    theme::TEXT,
                    (MenuItem::at(0), Name::new("Server address")),
                ),
            ))
            .observe(
                |_: On<Activate>, mut form: ResMut<OnlineForm>, settings: Res<OnlineSettings>| {
                    form.typing = Some((Field::Address, settings.server.clone()));
                },
            );
        commands.spawn((
            ChildOf(root),
            theme::text(
                &fonts,
                locale.text(&connection_words(&online.connection, settings.url())),
                16.0,
                if online.connection == Connection::Connected {
                    theme::MUTED
                } else {
                    theme::WARNING
                },
            ),
        ));
        // Create a room: the setup of each game, for a room online. The words lead the row, so
        // that each button holds a game's title alone (the longest French one fills a button).
        commands.spawn((
            ChildOf(root),
            Node {
                margin: UiRect::top(px(12)),
                ..default()
            },
            theme::text(&fonts, locale.t("online-create"), 18.0, theme::MUTED),
        ));
        let row = commands
            .spawn((
                ChildOf(root),
                Node {
                    flex_direction: FlexDirection::Row,
                    margin: UiRect::top(px(4)),
                    ..default()
                },
            ))
            .id();
        for (order, game) in (1..).zip(catalogue.offered()) {
            let name = game.name();
            commands
                .spawn((
                    ChildOf(row),
                    theme::wide_button(
                        &fonts,
                        locale.text(&game.title()),
                        360.0,
                        (
                            MenuItem::at(order).in_row(1),
                            Name::new(format!("Create a room: {name}")),
                        ),
                    ),
                ))
                .observe(
                    move |_: On<Activate>,
                          mut setup_online: ResMut<OnlineSetup>,
                          mut game: ResMut<NextState<ActiveGame>>,
                          mut next: ResMut<NextState<Screen>>| {
                        setup_online.0 = true;
                        game.set(ActiveGame(name));
                        next.set(Screen::Setup);
                    },
                );
        }
    }
    // Join by code.
    let join = commands
        .spawn((
            ChildOf(root),
            Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                ..default()
            },
        ))
        .id();
    let code_label = if form.code.is_empty() && typing != Some(Field::Code) {
        locale.t("online-code-empty")
    } else {
        cursor(Field::Code, form.code.clone())
    };
    commands
        .spawn((
            ChildOf(join),
            theme::wide_button(
                &fonts,
                code_label,
                360.0,
                (
                    MenuItem::at(CODE_FIELD).in_row(CODE_FIELD),
                    Name::new("Room code field"),
                ),
            ),
        ))
        .observe(
            |_: On<Activate>, mut form: ResMut<OnlineForm>, mut focus: ResMut<MenuFocus>| {
                let code = form.code.clone();
                form.typing = Some((Field::Code, code));
                // On the pad's first letter, for a gamepad; the keyboard types regardless.
                focus.0 = Some(PAD);
            },
        );
    let whole = form.code.len() == ROOM_CODE_LEN;
    let (join_words, watch_words) = (locale.t("online-join"), locale.t("online-watch"));
    spawn_code_button(
        &mut commands,
        join,
        &fonts,
        join_words,
        (JOIN, Name::new("Join")),
        whole,
        |code, setup| ClientMessage::Join {
            code,
            name: player_name(setup),
        },
    );
    // Watch the room from no seat: every hand face down, nothing to decide.
    spawn_code_button(
        &mut commands,
        join,
        &fonts,
        watch_words,
        (WATCH, Name::new("Watch")),
        whole,
        |code, _| ClientMessage::Spectate { code },
    );
    if pad {
        spawn_pad(&mut commands, root, &fonts, &locale);
    } else {
        // My matches.
        let matches = online.matches.clone().unwrap_or_default();
        commands.spawn((
            ChildOf(root),
            theme::text(
                &fonts,
                locale.text(&Msg::new("online-my-matches").with("count", matches.len())),
                20.0,
                theme::MUTED,
            ),
            Node {
                margin: UiRect::top(px(12)),
                ..default()
            },
        ));
        for (n, summary) in matches.iter().take(6).enumerate() {
            let token = summary.token.clone();
            commands
                .spawn((
                    ChildOf(root),
                    theme::button_node(
                        &fonts,
                        locale.text(&match_words(summary, &catalogue)),
                        px(640),
                        18.0,
                        if summary.waiting_for_you {
                            theme::GOLD
                        } else {
                            theme::TEXT
                        },
                        (
                            MenuItem::at(20 + n as u32),
                            Name::new(format!("My match {}", summary.code)),
                        ),
                    ),
                ))
                .observe(
                    move |_: On<Activate>,
                          mut online: ResMut<Online>,
                          mut form: ResMut<OnlineForm>,
                          mut requests: MessageWriter<OnlineRequest>| {
                        online.created = false;
                        online.leave_room();
                        form.problem = None;
                        requests.write(OnlineRequest::Send(ClientMessage::Resume {
                            token: token.clone(),
                        }));
                    },
                );
        }
    }
    if let Some(problem) = &form.problem {
        commands.spawn((
            ChildOf(root),
            Name::new("Online problem"),
            theme::text(&fonts, locale.text(problem), 18.0, theme::WARNING),
            Node {
                max_width: px(900),
                margin: UiRect::top(px(8)),
                ..default()
            },
        ));
    }
    commands
        .spawn((
            ChildOf(root),
            theme::wide_button(
                &fonts,
                locale.t("back-esc"),
                240.0,
                // While the pad is open, B (or Escape) closes the pad, not the screen.
                (
                    if pad {
                        MenuItem::at(90)
                    } else {
                        MenuItem::at(90).on_back()
                    },
                    Name::new("Back"),
                ),
            ),
        ))
        .observe(
            |_: On<Activate>,
             mut next: ResMut<NextState<Screen>>,
             mut requests: MessageWriter<OnlineRequest>| {
                requests.write(OnlineRequest::Close);
                next.set(Screen::Title);
            },
        );
}
