//! The online screen ("Play online" on the title): the server's address, a room to create
//! (the setup screen of the game chosen, its seats people's or computer players'), a room to
//! join or watch by its code, and the matches this device holds seats in, marked where they
//! wait for this player. A room created shows its code, large, to share; a room joined or
//! watched, or a match resumed, goes straight to the table.
//!
//! The address and the code are typed as the setup's names are: the button takes the keys
//! until Enter, Tab, Escape or a click. While the code's field is open, a pad of the codes'
//! letters shows under it, so that a gamepad (or a mouse alone) can enter a code too: each
//! letter is a button, with Delete and Done (B); a full code closes the pad on Join.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use online_protocol::limits::{ROOM_CODE_ALPHABET, ROOM_CODE_LEN};
use online_protocol::{ClientMessage, MatchSummary};

use super::{ActiveGame, Catalogue, MatchSetup, Screen, SeatKind};
use crate::shell::assets::Fonts;
use crate::shell::input::PressUsed;
use crate::shell::locale::{Locale, Msg};
use crate::shell::menu::{Activate, Layer, MenuFocus, MenuItem, MenuSystems};
use crate::shell::online::{Connection, Online, OnlineRequest, OnlineSettings, address_problem};
use crate::shell::saves::MatchStart;
use crate::shell::theme;

/// Whether the setup screen prepares a room online rather than a match at this screen.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OnlineSetup(pub bool);

/// What the online screen's fields hold.
#[derive(Resource, Clone, Debug, Default)]
pub struct OnlineForm {
    /// The room's code typed so far.
    pub code: String,
    /// The field being typed in, if any, with what it held before (Escape puts it back).
    pub typing: Option<(Field, String)>,
    /// The latest refusal or problem to show, in words.
    pub problem: Option<Msg>,
}

/// A field of the online screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The server's address.
    Address,
    /// A room's code.
    Code,
}

/// The longest address that may be typed.
const ADDRESS_LENGTH: usize = 200;

/// The code field's and Join's places in the focus order, and the pad's first letter's.
const CODE_FIELD: u32 = 10;
const JOIN: u32 = 11;
/// Watch's place, after Join in the code's row.
const WATCH: u32 = 12;
const PAD: u32 = 30;
/// Letters in a row of the pad.
const PAD_ROW: usize = 8;

/// A button of the code's letter pad: a click on it does not end the typing.
#[derive(Component)]
struct PadKey;

#[derive(Component)]
struct OnlineRoot;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineSetup>()
        .init_resource::<OnlineForm>();
    app.add_systems(OnEnter(Screen::Online), connect);
    app.add_systems(OnExit(Screen::Online), |mut form: ResMut<OnlineForm>| {
        form.typing = None
    });
    app.add_systems(
        Update,
        (type_field.before(MenuSystems), take_problems, enter_table)
            .run_if(in_state(Screen::Online)),
    );
    // After the menu's clicks: a click in the frame that lays the screen out again still
    // reaches its button before the button goes.
    app.add_systems(
        Update,
        rebuild.after(MenuSystems).run_if(
            in_state(Screen::Online).and_then(
                resource_changed::<Online>
                    .or_eager(resource_changed::<OnlineForm>)
                    .or_eager(resource_changed::<OnlineSettings>)
                    .or_eager(no_root),
            ),
        ),
    );
}

fn no_root(roots: Query<(), With<OnlineRoot>>) -> bool {
    roots.is_empty()
}

/// Opens the connection if none is open, and asks which of the kept seats' matches wait.
fn connect(
    mut online: ResMut<Online>,
    mut form: ResMut<OnlineForm>,
    settings: Res<OnlineSettings>,
    mut requests: MessageWriter<OnlineRequest>,
    mut focus: ResMut<MenuFocus>,
) {
    focus.0 = Some(0);
    form.problem = None;
    let address = match settings.address() {
        Ok(address) => address,
        Err(error) => {
            form.problem = Some(address_problem(&error));
            return;
        }
    };
    if matches!(
        online.connection,
        Connection::Offline | Connection::Closed(_)
    ) {
        requests.write(OnlineRequest::Open {
            url: address.url(),
            resume: None,
        });
    }
    online.matches = None;
    // A room just created waits here for its code to come; anything else is left.
    if !online.created {
        online.leave_room();
    }
    list_matches(&settings, &address, &mut requests);
}

/// Asks the server which of the seats kept for it still have a match.
fn list_matches(
    settings: &OnlineSettings,
    address: &online_client::ServerAddress,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let tokens = settings.tokens_for(address);
    if !tokens.is_empty() {
        requests.write(OnlineRequest::Send(ClientMessage::ListMatches { tokens }));
    }
}

/// The server's refusals, shown on the screen.
fn take_problems(mut online: ResMut<Online>, mut form: ResMut<OnlineForm>) {
    if online.refusals.is_empty() {
        return;
    }
    while let Some((_, words)) = online.refusals.pop_front() {
        form.problem = Some(words);
    }
}

/// A room joined or a match resumed goes to the table once its first view came; a room just
/// created waits on this screen, its code shown, for the player's "To the table".
fn enter_table(
    online: Res<Online>,
    catalogue: Res<Catalogue>,
    mut start: ResMut<MatchStart>,
    mut game: ResMut<NextState<ActiveGame>>,
    mut next: ResMut<NextState<Screen>>,
    mut form: ResMut<OnlineForm>,
) {
    if online.created || online.views.is_empty() {
        return;
    }
    go_to_table(
        &online, &catalogue, &mut start, &mut game, &mut next, &mut form,
    );
}

fn go_to_table(
    online: &Online,
    catalogue: &Catalogue,
    start: &mut MatchStart,
    game: &mut NextState<ActiveGame>,
    next: &mut NextState<Screen>,
    form: &mut OnlineForm,
) {
    let Some(room) = online.room.as_ref() else {
        return;
    };
    match catalogue.entry(&room.game) {
        Some(entry) => {
            *start = MatchStart::Online;
            game.set(ActiveGame(entry.name()));
            next.set(Screen::Match);
        }
        None => {
            form.problem = Some(Msg::new("online-unknown-game").with("game", room.game.clone()));
        }
    }
}

/// While a field is typed in, the keyboard types: a code takes the letters and digits of room
/// codes (in capitals), an address anything printable; Backspace takes the last one off,
/// Enter or Tab (or a click anywhere) keeps it, Escape puts the old text back.
#[allow(clippy::too_many_arguments)]
fn type_field(
    mut keys: MessageReader<KeyboardInput>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    pad: Query<&Interaction, With<PadKey>>,
    mut form: ResMut<OnlineForm>,
    mut settings: ResMut<OnlineSettings>,
    mut used: ResMut<PressUsed>,
    mut focus: ResMut<MenuFocus>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    let Some((field, before)) = form.typing.clone() else {
        keys.clear();
        return;
    };
    // The keyboard types into the field; the code's pad answers the gamepad (and the mouse),
    // through the menu, so only a frame with keys keeps the menu away.
    if field == Field::Address || !keys.is_empty() {
        used.0 = true;
    }
    let on_pad = pad.iter().any(|i| *i != Interaction::None);
    let mut done = !on_pad && mouse.is_some_and(|m| m.get_just_pressed().next().is_some());
    let mut value = match field {
        Field::Address => settings.server.clone(),
        Field::Code => form.code.clone(),
    };
    for key in keys.read() {
        if key.state != ButtonState::Pressed || done {
            continue;
        }
        match key.key_code {
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Tab => done = true,
            KeyCode::Escape => {
                value = before.clone();
                done = true;
            }
            KeyCode::Backspace => {
                value.pop();
            }
            _ => {
                let text = match (&key.text, &key.logical_key) {
                    (Some(text), _) => text.to_string(),
                    (None, Key::Character(text)) => text.to_string(),
                    _ => String::new(),
                };
                for c in text.chars().filter(|c| !c.is_control()) {
                    match field {
                        Field::Code => {
                            let c = c.to_ascii_uppercase();
                            if c.is_ascii()
                                && ROOM_CODE_ALPHABET.contains(&(c as u8))
                                && value.len() < ROOM_CODE_LEN
                            {
                                value.push(c);
                            }
                        }
                        Field::Address => {
                            if value.chars().count() < ADDRESS_LENGTH {
                                value.push(c);
                            }
                        }
                    }
                }
            }
        }
    }
    match field {
        Field::Address => {
            if done {
                value = value.trim().to_string();
            }
            if settings.server != value {
                settings.server = value.clone();
            }
        }
        Field::Code => {
            if form.code != value {
                form.code = value;
            }
        }
    }
    if done {
        form.typing = None;
        if field == Field::Code {
            focus.0 = Some(after_code(&form.code));
        }
        // A new address: connect there.
        if field == Field::Address && settings.server != before {
            match settings.address() {
                Ok(address) => {
                    form.problem = None;
                    requests.write(OnlineRequest::Open {
                        url: address.url(),
                        resume: None,
                    });
                    list_matches(&settings, &address, &mut requests);
                }
                // Said plainly, and nothing is sent anywhere.
                Err(error) => form.problem = Some(address_problem(&error)),
            }
        }
    }
}

/// A button of the code's row that sends what `message` makes of the whole code (Join, Watch),
/// leaving any room entered; enabled once the code is `whole`; its place and name given.
fn spawn_code_button(
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
fn after_code(code: &str) -> u32 {
    if code.len() == ROOM_CODE_LEN {
        JOIN
    } else {
        CODE_FIELD
    }
}

/// A row of buttons under `root`.
fn spawn_row(commands: &mut Commands, root: Entity) -> Entity {
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
fn spawn_pad(commands: &mut Commands, root: Entity, fonts: &Fonts, locale: &Locale) {
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
fn connection_words(connection: &Connection, url: String) -> Msg {
    match connection {
        Connection::Offline | Connection::Closed(_) => Msg::new("online-offline"),
        Connection::Connecting => Msg::new("online-connecting").with("url", url),
        Connection::Connected => Msg::new("online-connected").with("url", url),
        Connection::Reconnecting => Msg::new("online-reconnecting").with("url", url),
    }
}

/// A kept seat's match in words: its game, its room and whether it waits for this player.
fn match_words(summary: &MatchSummary, catalogue: &Catalogue) -> Msg {
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

fn rebuild(
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
        for (order, game) in (1..).zip(&catalogue.0) {
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

/// The name this player goes by online: the first person's seat of the last setup.
pub fn player_name(setup: &MatchSetup) -> String {
    setup
        .seats
        .iter()
        .find(|s| s.kind == SeatKind::Human)
        .or(setup.seats.first())
        .map_or_else(String::new, |s| s.name.clone())
}

/// The table a room online is created from: the setup's game, rule set and seats (a person's
/// seat is a person's anywhere: the creator takes the first, friends join the others), with
/// the variant its number of seats asks for.
pub fn table_spec(setup: &MatchSetup, entry: &super::GameEntry) -> online_protocol::TableSpec {
    let mut options = std::collections::BTreeMap::new();
    if let Some(flag) = entry.info.variant_for(setup.seats.len()) {
        options.insert(flag.to_string(), online_protocol::OptionValue::Flag(true));
    }
    online_protocol::TableSpec {
        game: entry.name().to_string(),
        rules: entry.rule_set_name(setup.rules).map(str::to_string),
        options,
        seats: setup
            .seats
            .iter()
            .map(|s| match s.kind {
                SeatKind::Computer(level) => online_protocol::SeatSpec::Computer {
                    level: level.name().to_string(),
                    name: Some(s.name.clone()),
                },
                SeatKind::Human | SeatKind::Remote => online_protocol::SeatSpec::Person,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every table the setup can make is one the protocol accepts: its seats, rule set,
    /// variant and levels (the setup offers only `bots::offered_levels`).
    #[test]
    fn every_setup_makes_a_table_the_protocol_accepts() {
        for game in rules_core::registry::GAMES {
            let entry = super::super::GameEntry::registered(game.name).expect("registered");
            for rules in 0..entry.rule_sets().len().max(1) {
                for seats in entry.seats() {
                    let mut setup = MatchSetup {
                        rules,
                        ..Default::default()
                    };
                    setup.set_players(seats, &(seats..=seats));
                    let levels = bots::offered_levels(game.name, entry.rule_set_name(rules), seats);
                    for seat in &mut setup.seats[1..] {
                        seat.kind = SeatKind::Computer(*levels.last().expect("a level"));
                    }
                    let spec = table_spec(&setup, &entry);
                    assert!(
                        spec.engine_options().is_ok(),
                        "{} rules {rules} seats {seats}: {:?}",
                        game.name,
                        spec.engine_options()
                    );
                }
            }
        }
    }

    /// The name online is the first person's of the setup.
    #[test]
    fn the_name_online_is_the_first_persons() {
        let mut setup = MatchSetup::default();
        setup.seats[0].kind = SeatKind::Computer(bots::Difficulty::Easy);
        setup.seats[1].kind = SeatKind::Human;
        assert_eq!(player_name(&setup), setup.seats[1].name);
    }
}
