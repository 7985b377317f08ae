//! Online play's connection, for the shell's screens and the table kit's remote source alike:
//! one `online_client::Client` polled every frame, what it received sorted into [`Online`]
//! (the room, the seat, the views the table has not taken yet, the matches this device holds,
//! refusals in the player's words), and the seats' tokens kept in the settings
//! ([`OnlineSettings`]) so that a match goes on after the game is closed.
//!
//! The client lives in a non-`Send` resource ([`Link`]): in the browser it holds the page's
//! WebSocket. Everything else talks to it through [`OnlineRequest`] messages and reads
//! [`Online`].

use std::collections::VecDeque;
use std::time::Duration;

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use online_client::{Client, ConnectionState};
use online_protocol::{ClientMessage, ErrorCode, MatchSummary, RoomInfo, ServerMessage, View};
use rules_core::Seat;

use crate::shell::locale::Msg;

/// The server's address and the seats this device holds, kept with the other settings.
#[derive(Resource, SettingsGroup, Reflect, Clone, Debug, Default, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "online")]
pub struct OnlineSettings {
    /// The server's WebSocket address; empty for [`online_client::default_url`] (in the
    /// browser, the server that served the page).
    pub server: String,
    /// Every seat taken from this device, newest first: its token opens it again.
    pub seats: Vec<KeptSeat>,
}

impl OnlineSettings {
    /// The address to connect to.
    pub fn url(&self) -> String {
        let typed = self.server.trim();
        if typed.is_empty() {
            online_client::default_url()
        } else {
            typed.to_string()
        }
    }

    /// Keeps `seat` first in the list (once per token), at most [`KEPT_SEATS`] of them: the
    /// protocol lists at most that many at once.
    pub fn keep(&mut self, seat: KeptSeat) {
        self.seats.retain(|s| s.token != seat.token);
        self.seats.insert(0, seat);
        self.seats.truncate(KEPT_SEATS);
    }

    /// Every token kept.
    pub fn tokens(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.token.clone()).collect()
    }
}

/// How many seats a device keeps: the most one `list_matches` asks about.
pub const KEPT_SEATS: usize = online_protocol::limits::MAX_TOKENS_LISTED;

/// A seat taken from this device.
#[derive(Reflect, Clone, Debug, Default, PartialEq)]
pub struct KeptSeat {
    /// The seat's secret token.
    pub token: String,
    /// Its room's code.
    pub code: String,
    /// Its game's engine name.
    pub game: String,
}

/// What the shell and the table ask of the connection.
#[derive(Message, Clone, Debug)]
pub enum OnlineRequest {
    /// Connect to `url` (closing any connection open), taking back the seat `resume` opens if
    /// given.
    Open {
        /// The server's address.
        url: String,
        /// A seat's token to take back on connecting.
        resume: Option<String>,
    },
    /// Send a message (once the server welcomes the connection).
    Send(ClientMessage),
    /// Close the connection (the seat stays: its token opens it again).
    Close,
}

/// Where the connection stands, for the screens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Connection {
    /// No connection.
    #[default]
    Offline,
    /// Opening, or waiting for the server's welcome.
    Connecting,
    /// Open.
    Connected,
    /// Dropped; trying again (the seat is taken back with its token).
    Reconnecting,
    /// Closed for good, with the reason (for the console).
    Closed(String),
}

/// What the connection received: the room and seat, the views the table has not shown yet,
/// the matches this device holds, and the refusals to show.
#[derive(Resource, Debug, Default)]
pub struct Online {
    /// Where the connection stands.
    pub connection: Connection,
    /// The room entered, once the server said so.
    pub room: Option<RoomInfo>,
    /// This device's seat in it.
    pub seat: Option<Seat>,
    /// Whether this device created the room (its code is shown to share).
    pub created: bool,
    /// The views received and not yet shown, oldest first.
    pub views: VecDeque<View>,
    /// The matches the kept tokens open (the answer to the last `list_matches`).
    pub matches: Option<Vec<MatchSummary>>,
    /// Refusals of the server not yet shown, in the player's words, with their code.
    pub refusals: VecDeque<(ErrorCode, Msg)>,
    /// Messages received so far (for tests and the console).
    pub received: u64,
    /// Whether the match the table last left was played online (the winner's screen then
    /// offers a new room rather than the same match again, which is over on the server).
    pub left_a_match: bool,
}

impl Online {
    /// Forgets the room (a new one is about to be entered).
    pub fn leave_room(&mut self) {
        self.room = None;
        self.seat = None;
        self.views.clear();
        self.refusals.clear();
    }
}

/// A refusal of the server in the player's words: the message `online-error-<code>`.
pub fn refusal_words(code: ErrorCode) -> Msg {
    let name = serde_json::to_value(code)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    Msg::new(format!("online-error-{}", name.replace('_', "-")))
}

/// The connection itself: not `Send` (in the browser it holds the page's WebSocket).
#[derive(Default)]
pub struct Link(Option<Client>);

/// The connection's plugin: the link polled first thing every frame, the requests sent after
/// everything else asked.
pub fn plugin(app: &mut App) {
    app.init_resource::<OnlineSettings>()
        .init_resource::<Online>()
        .add_message::<OnlineRequest>();
    app.world_mut().insert_non_send(Link::default());
    app.add_systems(PreUpdate, receive);
    app.add_systems(PostUpdate, send);
}

/// Reads what the server said into [`Online`], and keeps every seat taken in the settings.
fn receive(
    mut link: NonSendMut<Link>,
    mut online: ResMut<Online>,
    mut settings: ResMut<OnlineSettings>,
    winit: Option<ResMut<bevy::winit::WinitSettings>>,
) {
    let Some(client) = link.0.as_mut() else {
        return;
    };
    while let Some(message) = client.try_recv() {
        online.received += 1;
        match message {
            ServerMessage::Joined { room, seat, token } => {
                settings.keep(KeptSeat {
                    token,
                    code: room.code.clone(),
                    game: room.game.clone(),
                });
                // A snapshot of the whole match follows: anything queued is old news.
                online.views.clear();
                online.room = Some(room);
                online.seat = Some(seat);
            }
            ServerMessage::Room { room } | ServerMessage::Spectating { room } => {
                online.room = Some(room)
            }
            ServerMessage::View(view) => {
                // Only the room entered: a view still on its way from a room left is dropped.
                if online.room.as_ref().is_none_or(|r| r.code != view.code) {
                    continue;
                }
                // A snapshot says everything since the deal: views before it are old news.
                if view.snapshot {
                    online.views.clear();
                }
                online.views.push_back(view);
            }
            ServerMessage::Matches { matches } => online.matches = Some(matches),
            ServerMessage::Error { code, message, .. } => {
                warn!("the server refused: {message}");
                online.refusals.push_back((code, refusal_words(code)));
            }
            ServerMessage::Welcome { .. } | ServerMessage::Left => {}
        }
    }
    let connection = match client.state() {
        ConnectionState::Connecting => Connection::Connecting,
        ConnectionState::Connected => Connection::Connected,
        ConnectionState::Reconnecting { .. } => Connection::Reconnecting,
        ConnectionState::Closed(reason) => Connection::Closed(reason.clone()),
    };
    if online.connection != connection {
        online.connection = connection;
    }
    // The window waits for input between frames; while a connection is open it looks at the
    // socket ten times a second, so that others' moves show without a key pressed.
    if let Some(mut winit) = winit {
        let wanted = bevy::winit::UpdateMode::reactive(Duration::from_millis(100));
        if winit.focused_mode != wanted {
            winit.focused_mode = wanted;
            winit.unfocused_mode = wanted;
        }
    }
}

/// Opens, sends and closes as asked.
fn send(
    mut link: NonSendMut<Link>,
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    mut winit: Option<ResMut<bevy::winit::WinitSettings>>,
) {
    for request in requests.read() {
        match request {
            OnlineRequest::Open { url, resume } => {
                if let Some(mut old) = link.0.take() {
                    old.close();
                }
                online.leave_room();
                online.connection = Connection::Connecting;
                link.0 = Some(match resume {
                    Some(token) => Client::resume(url.clone(), token.clone()),
                    None => Client::connect(url.clone()),
                });
            }
            OnlineRequest::Send(message) => match link.0.as_mut() {
                Some(client) => {
                    if let Err(error) = client.send(message.clone()) {
                        warn!("not sent: {error:?}");
                        online
                            .refusals
                            .push_back((ErrorCode::Unavailable, Msg::new("online-not-sent")));
                    }
                }
                None => online
                    .refusals
                    .push_back((ErrorCode::Unavailable, Msg::new("online-not-sent"))),
            },
            OnlineRequest::Close => {
                if let Some(mut client) = link.0.take() {
                    client.close();
                }
                online.leave_room();
                online.connection = Connection::Offline;
                if let Some(winit) = winit.as_mut() {
                    **winit = bevy::winit::WinitSettings::desktop_app();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A seat taken again moves to the front rather than being kept twice, and the list keeps
    /// at most what one `list_matches` may ask about.
    #[test]
    fn seats_are_kept_once_newest_first_and_bounded() {
        let mut settings = OnlineSettings::default();
        let seat = |n: usize| KeptSeat {
            token: format!("t{n}"),
            code: format!("C{n}"),
            game: "ivanhoe".into(),
        };
        for n in 0..KEPT_SEATS + 5 {
            settings.keep(seat(n));
        }
        settings.keep(seat(KEPT_SEATS + 2));
        assert_eq!(settings.seats.len(), KEPT_SEATS);
        assert_eq!(settings.seats[0], seat(KEPT_SEATS + 2));
        assert_eq!(
            settings
                .seats
                .iter()
                .filter(|s| s.token == seat(KEPT_SEATS + 2).token)
                .count(),
            1
        );
    }

    /// An empty address is the default server; a typed one is used as typed, trimmed.
    #[test]
    fn the_address_defaults_to_the_library_s() {
        let mut settings = OnlineSettings::default();
        assert_eq!(settings.url(), online_client::default_url());
        settings.server = "  ws://example.org:9000/ws ".into();
        assert_eq!(settings.url(), "ws://example.org:9000/ws");
    }

    /// Every refusal code has its words' id, named after the code.
    #[test]
    fn refusals_are_named_after_their_code() {
        assert_eq!(
            refusal_words(ErrorCode::UnknownRoom).id(),
            "online-error-unknown-room"
        );
        assert_eq!(refusal_words(ErrorCode::Stale).id(), "online-error-stale");
    }
}
