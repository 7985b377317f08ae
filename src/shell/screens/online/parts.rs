//! Pieces of the online page: the Join and Watch buttons beside the code, a row, the letter pad,
//! and the words for the connection and for a match held.

use bevy::prelude::*;
use online_protocol::limits::{ROOM_CODE_ALPHABET, ROOM_CODE_LEN};
use online_protocol::{ClientMessage, MatchSummary};

use crate::assets::Fonts;
use crate::locale::{Locale, Msg};
use crate::menu::{Activate, MenuFocus, MenuItem};
use crate::online::{Connection, Online, OnlineRequest};
use crate::screen::Catalogue;
use crate::screens::MatchSetup;
use crate::theme;

use super::{CODE_FIELD, JOIN, OnlineForm, PAD, PAD_ROW, PadKey};

/// A button of the code's row that sends what `message` makes of the whole code (Join, Watch),
/// leaving any room entered; enabled once the code is `whole`; its place and name given.
pub(super) fn spawn_code_button(
    commands: &mut Commands,
    row: Entity,
    fonts: &Fonts,
    words: String,
    (order, name): (u32, Name),
    whole: bool,
    message: fn(String, &MatchSetup) -> ClientMessage,
) {
    commands
        .spawn((
            ChildOf(row),
            theme::wide_button(
                fonts,
                words,
                200.0,
                (MenuItem::at(order).in_row(CODE_FIELD).enabled(whole), name),
            ),
        ))
        .observe(
            move |_: On<Activate>,
                  mut online: ResMut<Online>,
                  mut form: ResMut<OnlineForm>,
                  setup: Res<MatchSetup>,
                  mut requests: MessageWriter<OnlineRequest>| {
                online.created = false;
                online.leave_room();
                form.problem = None;
                let sent = message(form.code.clone(), &setup);
                requests.write(OnlineRequest::Send(sent));
            },
        );
}

/// Where the focus goes once a code's typing ends: Join if the code is whole, else its field.
pub(super) fn after_code(code: &str) -> u32 {
    if code.len() == ROOM_CODE_LEN {
        JOIN
    } else {
        CODE_FIELD
    }
}

/// A row of buttons under `root`.
pub(super) fn spawn_row(commands: &mut Commands, root: Entity) -> Entity {
    commands
        .spawn((
            ChildOf(root),
            Node {
                flex_direction: FlexDirection::Row,
                ..default()
            },
        ))
        .id()
}

/// The code's letter pad, under the join row: the codes' letters in rows, then Delete and Done.
pub(super) fn spawn_pad(commands: &mut Commands, root: Entity, fonts: &Fonts, locale: &Locale) {
    commands.spawn((
        ChildOf(root),
        theme::text(fonts, locale.t("online-pad-hint"), 16.0, theme::MUTED),
        Node {
            margin: UiRect::top(px(6)),
            ..default()
        },
    ));
    let letters = ROOM_CODE_ALPHABET.chunks(PAD_ROW);
    let rows = letters.len() as u32;
    for (r, chunk) in (0..).zip(letters) {
        let row = spawn_row(commands, root);
        for (i, &letter) in (0..).zip(chunk) {
            let letter = letter as char;
            let order = PAD + r * PAD_ROW as u32 + i;
            commands
                .spawn((
                    ChildOf(row),
                    theme::wide_button(
                        fonts,
                        letter.to_string(),
                        64.0,
                        (
                            MenuItem::at(order).in_row(PAD + r),
                            PadKey,
                            Name::new(format!("Pad {letter}")),
                        ),
                    ),
                ))
                .observe(
                    move |_: On<Activate>,
                          mut form: ResMut<OnlineForm>,
                          mut focus: ResMut<MenuFocus>| {
                        if form.code.len() < ROOM_CODE_LEN {
                            form.code.push(letter);
                        }
                        if form.code.len() == ROOM_CODE_LEN {
                            form.typing = None;
                            focus.0 = Some(JOIN);
                        }
                    },
                );
        }
    }
    let row = spawn_row(commands, root);
    let last = PAD + rows * PAD_ROW as u32;
    commands
        .spawn((
            ChildOf(row),
            theme::wide_button(
                fonts,
                locale.t("online-pad-delete"),
                200.0,
                (
                    MenuItem::at(last).in_row(PAD + rows),
                    PadKey,
                    Name::new("Pad delete"),
                ),
            ),
        ))
        .observe(|_: On<Activate>, mut form: ResMut<OnlineForm>| {
            form.code.pop();
        });
    commands
        .spawn((
            ChildOf(row),
            theme::wide_button(
                fonts,
                locale.t("online-pad-done"),
                200.0,
                (
                    MenuItem::at(last + 1).in_row(PAD + rows).on_back(),
                    PadKey,
                    Name::new("Pad done"),
                ),
            ),
        ))
        .observe(
            |_: On<Activate>, mut form: ResMut<OnlineForm>, mut focus: ResMut<MenuFocus>| {
                form.typing = None;
                focus.0 = Some(after_code(&form.code));
            },
        );
}

/// The words saying where the connection stands.
pub(super) fn connection_words(connection: &Connection, url: String) -> Msg {
    match connection {
        Connection::Offline | Connection::Closed(_) => Msg::new("online-offline"),
        Connection::Connecting => Msg::new("online-connecting").with("url", url),
        Connection::Connected => Msg::new("online-connected").with("url", url),
        Connection::Reconnecting => Msg::new("online-reconnecting").with("url", url),
    }
}

/// A kept seat's match in words: its game, its room and whether it waits for this player.
pub(super) fn match_words(summary: &MatchSummary, catalogue: &Catalogue) -> Msg {
    let game = catalogue.entry(&summary.game).map_or(
        Msg::new("online-unknown-game").with("game", summary.game.clone()),
        |e| e.title(),
    );
    let state = if summary.over {
        "online-match-over"
    } else if summary.waiting_for_you {
        "online-match-your-turn"
    } else {
        "online-match-waiting"
    };
    Msg::new("online-match")
        .with("game", game)
        .with("code", summary.code.clone())
        .with("state", Msg::new(state))
}
