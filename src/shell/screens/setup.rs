//! Match setup: the game's range of seats, each a person at this screen or a computer player of some
//! difficulty, with names; and the animation speed.

use std::ops::RangeInclusive;

use bevy::prelude::*;
use online_protocol::ClientMessage;

use crate::menu::{Activate, MenuFocus, MenuSystems};
use crate::online::{Connection, Online, OnlineRequest, OnlineSettings};
use crate::settings::{AnimationSpeed, LastSetups};

use super::online::{OnlineSetup, table_spec};
use crate::screen::{ActiveGame, Catalogue, GameEntry, Screen};

mod choices;
mod naming;
mod page;

pub use choices::{MatchSetup, SeatKind, SeatSetup};
pub use naming::Typing;
use naming::type_name;
use page::rebuild;

#[derive(Component)]
struct SetupRoot;

/// "Create the room": the setup goes to the server as a room's table, the creator at its first
/// person's seat; the online screen shows the room's code once the server answers.
fn create_room(
    _: On<Activate>,
    setup: Res<MatchSetup>,
    catalogue: Res<Catalogue>,
    game: Res<State<ActiveGame>>,
    settings: Res<OnlineSettings>,
    mut online: ResMut<Online>,
    mut requests: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(entry) = catalogue.entry(game.get().0) else {
        return;
    };
    if matches!(
        online.connection,
        Connection::Offline | Connection::Closed(_)
    ) {
        requests.write(OnlineRequest::Open {
            url: settings.url(),
            resume: None,
        });
    }
    online.leave_room();
    online.created = true;
    requests.write(OnlineRequest::Send(ClientMessage::CreateRoom {
        table: table_spec(&setup, entry),
        name: super::online::player_name(&setup),
    }));
    next.set(Screen::Online);
}

/// The seed a page address names, `?seed=42` (among other parameters or none): in the browser,
/// every match on that page is dealt from it, so a browser test deals the same matches each
/// run. Anything else is no seed, and matches are dealt at random.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // read in the browser only
pub fn seed_in_query(query: &str) -> Option<u64> {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("seed=")?.parse().ok())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>().init_resource::<Typing>();
    app.add_systems(
        Update,
        type_name
            .before(MenuSystems)
            .run_if(in_state(Screen::Setup)),
    );
    app.add_systems(OnExit(Screen::Setup), |mut typing: ResMut<Typing>| {
        typing.0 = None;
    });
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, |mut setup: ResMut<MatchSetup>| {
        let query = web_sys::window().and_then(|w| w.location().search().ok());
        setup.seed = query.as_deref().and_then(seed_in_query);
    });
    app.add_systems(
        OnEnter(Screen::Setup),
        |mut focus: ResMut<MenuFocus>,
         mut setup: ResMut<MatchSetup>,
         catalogue: Res<Catalogue>,
         game: Res<State<ActiveGame>>,
         last: Res<LastSetups>| {
            focus.0 = Some(100);
            // This game's last setup if it has one, else the seats of the last match; fitted to
            // this game's table and levels.
            if let Some(memory) = last.games.get(game.get().0) {
                setup.recall(memory);
            }
            let range = seat_range(&catalogue, game.get());
            let players = setup.seats.len();
            if !range.contains(&players) {
                setup.set_players(players, &range);
            }
            let name = game.get().0;
            setup.fit_levels(catalogue.entry(name), name);
        },
    );
    app.add_systems(
        OnExit(Screen::Setup),
        |setup: Res<MatchSetup>, game: Res<State<ActiveGame>>, mut last: ResMut<LastSetups>| {
            let memory = setup.memory();
            if last.games.get(game.get().0) != Some(&memory) {
                last.games.insert(game.get().0.to_string(), memory);
            }
        },
    );
    app.add_systems(
        Update,
        rebuild.run_if(
            in_state(Screen::Setup).and_then(
                resource_changed::<MatchSetup>
                    .or_eager(resource_changed::<AnimationSpeed>)
                    .or_eager(resource_changed::<Typing>)
                    .or_eager(resource_changed::<OnlineSetup>)
                    .or_eager(no_root),
            ),
        ),
    );
}

/// The seat range of `game`, as its plugin registered it.
fn seat_range(catalogue: &Catalogue, game: &ActiveGame) -> RangeInclusive<usize> {
    catalogue.entry(game.0).map_or(2..=2, GameEntry::seats)
}

fn no_root(roots: Query<(), With<SetupRoot>>) -> bool {
    roots.is_empty()
}

#[cfg(test)]
mod tests;
