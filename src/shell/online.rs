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
use online_client::{AddressError, Client, ConnectionState, ServerAddress, parse_server_address};
use online_protocol::{ClientMessage, ErrorCode, MatchSummary, RoomInfo, ServerMessage, View};
use rules_core::Seat;

use crate::locale::Msg;

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
    /// The server to connect to, from what was typed (`host`, `host:port`, `ws://…`, `wss://…`,
    /// `https://…`), or why it cannot be used.
    pub fn address(&self) -> Result<ServerAddress, AddressError> {
        let typed = self.server.trim();
        if typed.is_empty() {
            parse_server_address(&online_client::default_url())
        } else {
            parse_server_address(typed)
        }
    }

    /// The address to show: the server's full address, or what was typed when it cannot be
    /// used.
    pub fn url(&self) -> String {
        match self.address() {
            Ok(address) => address.url(),
            Err(_) => self.server.trim().to_string(),
        }
    }

    /// The tokens of the seats kept for `server`: a seat's token goes to its own server only.
    pub fn tokens_for(&self, server: &ServerAddress) -> Vec<String> {
        online_client::seats::tokens_for(server, &self.seats)
    }

    /// Keeps `seat` first in the list (once per token), at most [`KEPT_SEATS`] of them: the
    /// protocol lists at most that many at once.
    pub fn keep(&mut self, seat: KeptSeat) {
        self.seats.retain(|s| s.token != seat.token);
        self.seats.insert(0, seat);
        self.seats.truncate(KEPT_SEATS);
    }
}

/// Why a typed server address cannot be used, in the player's words: the message
/// `online-address-<problem>`, with the part of the address it is about.
pub fn address_problem(error: &AddressError) -> Msg {
    Msg::new(format!("online-address-{}", error.code.name())).with("part", error.part.clone())
}

/// How many seats a device keeps: the most one `list_matches` asks about.
pub const KEPT_SEATS: usize = online_protocol::limits::MAX_TOKENS_LISTED;

/// A seat taken from this device.
#[derive(Reflect, Clone, Debug, Default, PartialEq)]
#[reflect(Default)]
pub struct KeptSeat {
    /// The server it was taken on (its full address): its token is sent there only. Empty in
    /// settings written before servers were kept, whose tokens then go nowhere.
    #[reflect(default)]
    pub server: String,
    /// The seat's secret token.
    pub token: String,
    /// Its room's code.
    pub code: String,
    /// Its game's engine name.
    pub game: String,
}

impl online_client::Kept for KeptSeat {
    fn server(&self) -> &str {
        &self.server
    }

    fn token(&self) -> &str {
        &self.token
    }
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
    /// This device's seat in it; `None` in a room watched (a spectator).
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
                    server: client.server().map(|a| a.url()).unwrap_or_default(),
                    token,
                    code: room.code.clone(),
                    game: room.game.clone(),
                });
                // A snapshot of the whole match follows: anything queued is old news.
                online.views.clear();
                online.room = Some(room);
                online.seat = Some(seat);
            }
            ServerMessage::Room { room } => online.room = Some(room),
            ServerMessage::Spectating { room } => {
                // Watched, from no seat: a snapshot of the whole match follows.
                online.views.clear();
                online.room = Some(room);
                online.seat = None;
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
            server: "ws://localhost:8080/ws".into(),
            token: format!("t{n}"),
            code: format!("C{n}"),
            game: "a-game".into(),
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

    /// An empty address is the default server; a typed one is read as people type it
    /// (`host:port` is the game's server there), and one that cannot be used says why.
    #[test]
    fn the_address_defaults_to_the_library_s_and_reads_what_people_type() {
        let mut settings = OnlineSettings::default();
        assert_eq!(settings.url(), online_client::default_url());
        settings.server = "  ws://example.org:9000/ws ".into();
        assert_eq!(settings.url(), "ws://example.org:9000/ws");
        settings.server = "example.org:9000".into();
        assert_eq!(settings.url(), "ws://example.org:9000/ws");
        settings.server = "https://example.org".into();
        assert_eq!(settings.url(), "wss://example.org/ws");
        settings.server = "example.org:99999".into();
        let problem = address_problem(&settings.address().unwrap_err());
        assert_eq!(problem.id(), "online-address-bad-port");
    }

    /// Every problem a typed address can have is said in both languages, naming the part.
    #[test]
    fn every_address_problem_has_its_words() {
        use crate::locale::{Language, Locale};
        let typed = [
            "",
            "a b",
            "ftp://x",
            "ws://",
            "bad_host!",
            "::1",
            "[zz]",
            "x:99999",
            "u@x",
            "x/y",
            "x?q",
        ];
        let mut seen = std::collections::BTreeSet::new();
        for typed in typed {
            let error = parse_server_address(typed).unwrap_err();
            seen.insert(error.code.name());
            for language in [Language::English, Language::French] {
                let (locale, _) = Locale::new(language);
                let words = locale.render_checked(language, &address_problem(&error));
                assert!(words.is_ok(), "{typed:?} in {language:?}: {words:?}");
            }
        }
        assert_eq!(seen.len(), 11, "{seen:?}");
    }

    /// A seat's token goes to its own server only, never to another one typed later.
    #[test]
    fn tokens_are_sent_to_their_own_server_only() {
        let mut settings = OnlineSettings::default();
        let at = |server: &str, token: &str| KeptSeat {
            server: server.into(),
            token: token.into(),
            code: "ABCD".into(),
            game: "a-game".into(),
        };
        settings.keep(at("ws://a.example:8080/ws", "for-a"));
        settings.keep(at("wss://b.example/ws", "for-b"));
        settings.keep(at("", "from-before"));
        let a = parse_server_address("a.example").unwrap();
        let b = parse_server_address("https://b.example").unwrap();
        assert_eq!(settings.tokens_for(&a), ["for-a"]);
        assert_eq!(settings.tokens_for(&b), ["for-b"]);
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
