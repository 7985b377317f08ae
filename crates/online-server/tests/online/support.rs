//! What the online tests share: servers on loopback, clients polled within a deadline, and
//! seats played by the game's computer players through the client library.

use std::path::Path;
use std::time::{Duration, Instant};

use bots::{Bot, BotGame, Difficulty};
use online_client::{Client, ConnectionState};
use online_protocol::{ClientMessage, ErrorCode, SeatSpec, ServerMessage, TableSpec, View};
use online_server::rate::Rate;
use online_server::{Config, Limits, Store};
use rules_core::{Game, Seat, Status};
use serde_json::Value;

/// The longest any test waits for one thing.
pub const TIMEOUT: Duration = Duration::from_secs(60);

/// A server's settings on loopback, any free port.
pub fn config(database: String) -> Config {
    Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        database,
        static_dir: None,
        limits: Limits::default(),
    }
}

/// The message rate for servers whose clients are the tests' computer-played seats
/// ([`Player`]): each answers a view within a millisecond or two (TCP_NODELAY on both sides),
/// so over a long match a seat sends far more than a person's 20 messages a second
/// (`Limits::default().messages`), and the default would refuse it. These tests check play,
/// not the rate limit: `hostile.rs` checks that on the default.
pub const MACHINE_SPEED: Rate = Rate {
    burst: 10_000,
    every: Duration::from_micros(100),
};

/// [`config`] for a server whose players act at machine speed: its message rate is
/// [`MACHINE_SPEED`], every other limit the default.
pub fn machine_speed_config(database: String) -> Config {
    let mut config = config(database);
    config.limits.messages = MACHINE_SPEED;
    config
}

/// The SQLite database `name` in `dir`.
pub fn sqlite(dir: &Path, name: &str) -> String {
    format!("sqlite:{}", dir.join(name).display())
}

/// A table of `game` with these seats.
pub fn table(game: &str, seats: Vec<SeatSpec>) -> TableSpec {
    TableSpec {
        game: game.into(),
        rules: None,
        options: Default::default(),
        seats,
    }
}

/// A computer seat of `level`.
pub fn computer(level: &str) -> SeatSpec {
    SeatSpec::Computer {
        level: level.into(),
        name: None,
    }
}

/// Polls `client` until `pick` takes a message, within [`TIMEOUT`]; the messages passed over
/// are returned too.
pub fn expect<T>(
    client: &mut Client,
    what: &str,
    mut pick: impl FnMut(&ServerMessage) -> Option<T>,
) -> T {
    let deadline = Instant::now() + TIMEOUT;
    loop {
        while let Some(message) = client.try_recv() {
            if let Some(found) = pick(&message) {
                return found;
            }
        }
        assert!(
            Instant::now() < deadline,
            "no {what} within {TIMEOUT:?} (state {:?}, last error {:?})",
            client.state(),
            client.last_error()
        );
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Creates a room of `spec` as `name`: the client, its seat and the room's code.
pub fn create(url: &str, spec: &TableSpec, name: &str) -> (Client, Seat, String) {
    let mut client = Client::connect(url);
    client
        .send(ClientMessage::CreateRoom {
            table: spec.clone(),
            name: name.into(),
        })
        .unwrap();
    let (seat, code) = expect(&mut client, "joined", |m| match m {
        ServerMessage::Joined { room, seat, .. } => Some((*seat, room.code.clone())),
        ServerMessage::Error { message, .. } => panic!("create refused: {message}"),
        _ => None,
    });
    (client, seat, code)
}

/// Joins room `code` as `name`: the client and its seat.
pub fn join(url: &str, code: &str, name: &str) -> (Client, Seat) {
    let mut client = Client::connect(url);
    client
        .send(ClientMessage::Join {
            code: code.into(),
            name: name.into(),
        })
        .unwrap();
    let seat = expect(&mut client, "joined", |m| match m {
        ServerMessage::Joined { seat, .. } => Some(*seat),
        ServerMessage::Error { message, .. } => panic!("join refused: {message}"),
        _ => None,
    });
    (client, seat)
}

/// A seat played by a computer player through the client library, and everything it saw.
pub struct Player<G: BotGame> {
    /// The connection.
    pub client: Client,
    /// The seat.
    pub seat: Seat,
    bot: Box<dyn Bot<G>>,
    /// The latest view.
    pub view: Option<View>,
    /// Every event it was shown, in order (a snapshot replaces them all).
    pub events: Vec<Value>,
    /// Every message received, as JSON text again.
    pub texts: Vec<String>,
    /// Every observation shown, with the number of actions it follows.
    pub observations: Vec<(u64, Value)>,
    /// The number of actions after which it last acted.
    pub acted_at: Option<u64>,
    /// How many actions it took.
    pub actions: usize,
    /// The connection dropped: the seat acts again only once a snapshot came after it
    /// (acting on the view from before the drop could take a turn twice).
    rejoining: bool,
}

impl<G: BotGame> Player<G> {
    /// Plays `seat` over `client` with the game's normal level.
    pub fn new(client: Client, seat: Seat, seed: u64) -> Self {
        Self {
            client,
            seat,
            bot: G::bot(Difficulty::Normal, seed),
            view: None,
            events: Vec::new(),
            texts: Vec::new(),
            observations: Vec::new(),
            acted_at: None,
            actions: 0,
            rejoining: false,
        }
    }

    /// The number of actions its latest view shows.
    pub fn seq(&self) -> u64 {
        self.view.as_ref().map_or(0, |v| v.seq)
    }

    /// Whether its latest view shows the match over.
    pub fn over(&self) -> bool {
        matches!(self.view.as_ref().map(|v| &v.status), Some(Status::Over(_)))
    }

    /// Reads what came and acts if the seat decides.
    pub fn step(&mut self) {
        while let Some(message) = self.client.try_recv() {
            self.texts.push(serde_json::to_string(&message).unwrap());
            match message {
                ServerMessage::View(view) => {
                    assert_eq!(view.seat, Some(self.seat), "a view of another seat");
                    if view.snapshot {
                        self.events = view.events.clone();
                        self.rejoining = false;
                    } else {
                        self.events.extend(view.events.iter().cloned());
                    }
                    if let Some(observation) = &view.observation {
                        self.observations.push((view.seq, observation.clone()));
                    }
                    self.view = Some(view);
                }
                ServerMessage::Joined { seat, .. } => {
                    assert_eq!(seat, self.seat, "resumed at another seat");
                    // An action sent just before a drop may be lost: decide again.
                    self.acted_at = None;
                }
                ServerMessage::Error { code, message, .. } => {
                    // A turn taken twice across a reconnection is refused as stale; nothing
                    // else may be refused in a fair match.
                    assert_eq!(code, ErrorCode::Stale, "refused: {message}");
                }
                _ => {}
            }
        }
        if self.client.state() != &ConnectionState::Connected {
            self.rejoining = true;
            return;
        }
        let Some(view) = &self.view else { return };
        if !view.my_turn() || self.acted_at == Some(view.seq) || self.rejoining {
            return;
        }
        let observation = view.observation_as::<G>().unwrap().unwrap();
        let legal = view.legal_as::<G>().unwrap();
        assert!(!legal.is_empty(), "a decision without legal actions");
        let action = self.bot.choose(&observation, &legal);
        let seq = view.seq;
        self.client
            .send(ClientMessage::Act {
                seq,
                action: action.to_string(),
            })
            .unwrap();
        self.acted_at = Some(seq);
        self.actions += 1;
    }
}

/// Steps every player until `done` holds, within `limit`.
pub fn play_until<G: BotGame>(
    players: &mut [Player<G>],
    limit: Duration,
    mut done: impl FnMut(&[Player<G>]) -> bool,
) {
    let deadline = Instant::now() + limit;
    while !done(players) {
        for player in players.iter_mut() {
            player.step();
        }
        assert!(
            Instant::now() < deadline,
            "not done within {limit:?}: at {:?}",
            players.iter().map(Player::seq).collect::<Vec<_>>()
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Plays until every player's view shows the match over.
pub fn play_to_the_end<G: BotGame>(players: &mut [Player<G>]) {
    play_until(players, Duration::from_secs(120), |ps| {
        ps.iter().all(Player::over)
    });
}

/// The stored record of room `code`, replayed: every event, each seat's observation after
/// each number of actions, and the seed.
pub struct Replayed<G: Game> {
    /// Every event, the deal's first.
    pub events: Vec<G::Event>,
    /// `observations[n][seat]`: what `seat` may know after `n` actions.
    pub observations: Vec<Vec<Value>>,
    /// The room's seed.
    pub seed: u64,
}

/// The stored record of room `code` in `database`, replayed.
pub fn replay<G: Game>(database: &str, code: &str) -> Replayed<G> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let stored = runtime.block_on(async {
        let store = Store::open(database).await.unwrap();
        store.load_room(code).await.unwrap().unwrap()
    });
    let options: G::Options =
        serde_json::from_value(stored.spec.engine_options().unwrap()).unwrap();
    let mut events = Vec::new();
    let mut game = G::new_game(&options, stored.seed, &mut events).unwrap();
    // Every seat's observation, then a spectator's.
    let observe = |game: &G| -> Vec<Value> {
        (0..game.num_players())
            .map(|s| serde_json::to_value(game.observe(s)).unwrap())
            .chain([serde_json::to_value(game.observe_public()).unwrap()])
            .collect()
    };
    let mut observations = vec![observe(&game)];
    for action in &stored.actions {
        game.apply(&action.action.parse().unwrap(), &mut events)
            .unwrap();
        observations.push(observe(&game));
    }
    Replayed {
        events,
        observations,
        seed: stored.seed,
    }
}

/// Each seat saw exactly its own observations and the events as it may see them (checked
/// against the stored record replayed), and never the seed; the spectator saw the public
/// observations (`Game::observe_public`) and the events no seat may see into.
pub fn check_privacy<G: BotGame>(
    database: &str,
    code: &str,
    players: &[Player<G>],
    spectator: Option<&Spectator>,
) {
    let replayed = replay::<G>(database, code);
    let seed = replayed.seed.to_string();
    for player in players {
        assert!(!player.observations.is_empty());
        for (seq, observation) in &player.observations {
            assert_eq!(
                observation, &replayed.observations[*seq as usize][player.seat],
                "seat {}'s observation after {seq} actions",
                player.seat
            );
        }
        let seen: Vec<Value> = (replayed.events.iter())
            .map(|e| serde_json::to_value(G::event_seen_by(e, &[player.seat])).unwrap())
            .collect();
        assert_eq!(player.events, seen, "seat {}'s events", player.seat);
        assert!(
            player.texts.iter().all(|t| !t.contains(&seed)),
            "the seed was sent"
        );
    }
    if let Some(spectator) = spectator {
        let public: Vec<Value> = (replayed.events.iter())
            .map(|e| serde_json::to_value(G::event_seen_by(e, &[])).unwrap())
            .collect();
        assert_eq!(spectator.events, public, "the spectators' events");
        assert!(!spectator.observations.is_empty());
        for (seq, observation) in &spectator.observations {
            assert_eq!(
                Some(observation),
                replayed.observations[*seq as usize].last(),
                "the spectator's observation after {seq} actions"
            );
        }
    }
}

/// A spectator's connection and the events it was shown.
pub struct Spectator {
    /// The connection.
    pub client: Client,
    /// Every event shown, in order (a snapshot replaces them all).
    pub events: Vec<Value>,
    /// The latest view.
    pub view: Option<View>,
    /// Every observation shown, by the actions applied before it.
    pub observations: Vec<(u64, Value)>,
}

impl Spectator {
    /// Watches room `code`.
    pub fn watch(url: &str, code: &str) -> Self {
        let mut client = Client::connect(url);
        client
            .send(ClientMessage::Spectate { code: code.into() })
            .unwrap();
        Self {
            client,
            events: Vec::new(),
            view: None,
            observations: Vec::new(),
        }
    }

    /// Reads what came.
    pub fn step(&mut self) {
        while let Some(message) = self.client.try_recv() {
            match message {
                ServerMessage::View(view) => {
                    assert_eq!(view.seat, None);
                    assert!(view.legal.is_empty());
                    let observation = view.observation.clone();
                    self.observations
                        .push((view.seq, observation.expect("a spectator's observation")));
                    if view.snapshot {
                        self.events = view.events.clone();
                    } else {
                        self.events.extend(view.events.iter().cloned());
                    }
                    self.view = Some(view);
                }
                ServerMessage::Error { message, .. } => panic!("spectator refused: {message}"),
                _ => {}
            }
        }
    }
}
