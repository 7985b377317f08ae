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

use bevy::prelude::*;
use online_protocol::ClientMessage;

use crate::locale::Msg;
use crate::menu::{MenuFocus, MenuSystems};
use crate::online::{Connection, Online, OnlineRequest, OnlineSettings, address_problem};
use crate::saves::MatchStart;

use super::{MatchSetup, SeatKind};
use crate::screen::{ActiveGame, Catalogue, Screen};

mod page;
mod parts;
mod typing;

use page::rebuild;
use typing::type_field;

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
mod tests;
