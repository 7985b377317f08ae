//! One room in a server's memory: its match (a [`Table`] at the end of the stored record),
//! its seats, who is connected to them, and the news its watchers receive. Every change goes
//! through the store first: an action is applied in memory only once it is stored at its
//! sequence number.
//!
//! Presence: the room counts the connections of this server that hold each seat (entering
//! with [`Room::watch`], going with [`Room::unwatch`]), and knows which seats connections to
//! other servers hold (read when it catches up, [`crate::presence`]). A seat is connected while
//! either says so; whenever what the room's `room` message would say changes, every watcher is
//! sent it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use online_protocol::messages::SeatKind;
use online_protocol::{
    EndReason, ErrorCode, RoomInfo, SeatInfo, SeatSpec, ServerMessage, TableSpec, View,
};
use rules_core::{Difficulty, Seat, Status};
use tokio::sync::{Mutex, Semaphore, broadcast};

use crate::engine::{self, Refusal, Table};
use crate::lease::Leases;
use crate::presence::Presence;
use crate::store::{Progress, Store, StoreError, StoredAction, StoredRoom, StoredSeat};

/// How many pieces of news a slow watcher may fall behind before it gets a snapshot instead.
const NEWS_BACKLOG: usize = 64;

/// What a room's watchers are told, each message already in JSON.
#[derive(Debug)]
pub enum News {
    /// Action `seq - 1` was applied: the `view` of each seat, in seat order, and of the
    /// spectators. Only those that a connection to this server watches are made (the others
    /// are empty): most of an action's cost is making views.
    View {
        /// The number of actions applied.
        seq: u64,
        /// Each seat's `view` message, empty for a seat no connection here holds.
        seats: Vec<String>,
        /// The spectators' `view` message, empty while nobody here watches without a seat.
        spectators: String,
    },
    /// The seats or their presence changed: the `room` message.
    Room(String),
}

/// What the rooms of one server share: where they are stored, who is connected where, the
/// pool their computer players think on, and the leases that say which rooms it runs.
#[derive(Clone)]
pub struct Shared {
    /// The database.
    pub store: Store,
    /// Presence across servers.
    pub presence: Presence,
    /// The computer players thinking at once: a permit per thought.
    pub thinkers: Arc<Semaphore>,
    /// Which rooms this server runs, among the servers of one PostgreSQL.
    pub leases: Leases,
}

/// A room: its match and seats, behind one lock, and its news.
pub struct Room {
    /// The room's code.
    pub code: String,
    spec: TableSpec,
    seed: u64,
    levels: Vec<Option<Difficulty>>,
    store: Store,
    presence: Presence,
    state: Mutex<RoomState>,
    news: broadcast::Sender<Arc<News>>,
    /// The server's computer players thinking at once: a permit per thought.
    thinkers: Arc<Semaphore>,
    /// The match is over or the room broken (read without the room's lock).
    ended: AtomicBool,
    leases: Leases,
    /// This server holds the room's lease ([`crate::lease`]): it thinks for its computer
    /// players. Always, on SQLite.
    owned: AtomicBool,
}

struct RoomState {
    table: Box<dyn Table>,
    seats: Vec<StoredSeat>,
    /// How many connections to this server hold each seat.
    here: Vec<usize>,
    /// How many connections to this server watch without a seat.
    spectators: usize,
    /// Which seats connections to other servers hold (PostgreSQL), as last read.
    elsewhere: Vec<bool>,
    /// The room as the watchers were last told it (`None` before the first time).
    told: Option<RoomInfo>,
    /// A computer player is thinking (only one at a time per room).
    bot_running: bool,
    /// The stored record no longer replays (an engine changed?): the room takes no actions.
    broken: Option<String>,
    /// The room ended abandoned ([`crate::store::lifetimes`]): it takes no actions.
    abandoned: bool,
}

/// What a client receives on entering a room, and the news that follows it.
pub struct Watch {
    /// The room.
    pub info: RoomInfo,
    /// The view of the whole match so far.
    pub snapshot: String,
    /// The number of actions the snapshot shows.
    pub seq: u64,
    /// Everything after the snapshot.
    pub news: broadcast::Receiver<Arc<News>>,
}

/// What an action in an abandoned room hears. `match_over`, a code every client knows; the
/// room's `ended` says why.
pub(crate) fn abandoned() -> Refusal {
    Refusal::new(
        ErrorCode::MatchOver,
        "the room was abandoned (nobody connected nor acted for long): it takes no more actions",
    )
}

fn json(message: &ServerMessage) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

impl Room {
    /// A room freshly dealt (its first seats stored by the caller).
    pub fn new(
        code: String,
        spec: TableSpec,
        seed: u64,
        table: Box<dyn Table>,
        seats: Vec<StoredSeat>,
        shared: Shared,
    ) -> Result<Self, String> {
        let Shared {
            store,
            presence,
            thinkers,
            leases,
        } = shared;
        let owned = !leases.shared();
        let levels = engine::levels(&spec)?;
        let ended = matches!(table.status(), Status::Over(_));
        Ok(Self {
            code,
            spec,
            seed,
            levels,
            store,
            presence,
            state: Mutex::new(RoomState {
                table,
                here: vec![0; seats.len()],
                spectators: 0,
                elsewhere: vec![false; seats.len()],
                seats,
                told: None,
                bot_running: false,
                broken: None,
                abandoned: false,
            }),
            news: broadcast::channel(NEWS_BACKLOG).0,
            thinkers,
            ended: AtomicBool::new(ended),
            leases,
            owned: AtomicBool::new(owned),
        })
    }

    /// Whether this server runs the room (holds its lease).
    pub fn owned(&self) -> bool {
        self.owned.load(Ordering::Acquire)
    }

    /// This server holds the room's lease now (`true`) or no longer: whether it did before.
    pub fn set_owned(&self, owned: bool) -> bool {
        self.owned.swap(owned, Ordering::AcqRel)
    }

    /// Whether the match goes on (not over, not broken).
    pub fn running(&self) -> bool {
        !self.ended.load(Ordering::Acquire)
    }

    /// Notes whether the match ended, after the state changed.
    fn note_end(&self, st: &RoomState) {
        if st.broken.is_some() || st.abandoned || matches!(st.table.status(), Status::Over(_)) {
            self.ended.store(true, Ordering::Release);
        }
    }

    /// A stored room, its record replayed. A record that does not replay gives a room that
    /// shows its state so far and takes no more actions.
    pub fn restore(stored: StoredRoom, shared: Shared) -> Result<Self, String> {
        let table = engine::new_table(&stored.spec, stored.seed)?;
        let room = Self::new(
            stored.code,
            stored.spec,
            stored.seed,
            table,
            stored.seats,
            shared,
        )?;
        {
            let state = room.state.try_lock();
            let mut state = state.map_err(|_| "a new room is locked".to_string())?;
            room.replay(&mut state, &stored.actions);
            state.abandoned = stored.abandoned;
            room.note_end(&state);
        }
        Ok(room)
    }

    /// Applies stored actions from the table's count on, telling the watchers; a refused one
    /// breaks the room.
    fn replay(&self, st: &mut RoomState, actions: &[StoredAction]) {
        for action in actions {
            if action.seq != st.table.seq() || st.broken.is_some() {
                continue;
            }
            match st.table.prepare(&action.action) {
                Ok(pending) => {
                    let from = st.table.event_count();
                    st.table.commit(pending);
                    self.tell_view(st, from, None);
                }
                Err(refusal) => {
                    // The action's text goes to the log only: it may name a card that others
                    // must not see, and whoever acts next is told the refusal.
                    tracing::error!(
                        room = %self.code,
                        "stored action {} ('{}') is refused: {}",
                        action.seq, action.action, refusal.message
                    );
                    st.broken = Some(format!(
                        "this room's record does not replay past action {}: it takes no more \
                         actions",
                        action.seq
                    ));
                }
            }
        }
        self.note_end(st);
    }

    fn info(&self, st: &RoomState) -> RoomInfo {
        RoomInfo {
            code: self.code.clone(),
            game: self.spec.game.clone(),
            rules: self.spec.rule_set().ok().flatten().map(str::to_string),
            options: self.spec.options.clone(),
            seats: (st.seats.iter().enumerate())
                .zip(&self.levels)
                .map(|((i, seat), level)| SeatInfo {
                    kind: if seat.person {
                        SeatKind::Person
                    } else {
                        SeatKind::Computer
                    },
                    level: level.map(|l| l.name().to_string()),
                    // A person's name is the one they joined with; a computer player's, the
                    // one the room was set up with.
                    name: seat.name.clone().or_else(|| match self.spec.seats.get(i) {
                        Some(SeatSpec::Computer { name, .. }) => name.clone(),
                        _ => None,
                    }),
                    connected: !seat.person
                        || st.here.get(i).is_some_and(|n| *n > 0)
                        || st.elsewhere.get(i).is_some_and(|e| *e),
                })
                .collect(),
            ended: st.abandoned.then_some(EndReason::Abandoned),
        }
    }

    /// Sends the watchers the `room` message if it says something else than the last one
    /// they were sent.
    fn tell_room(&self, st: &mut RoomState) {
        let room = self.info(st);
        if st.told.as_ref() == Some(&room) {
            return;
        }
        st.told = Some(room.clone());
        // Nobody watching is no error.
        let _ = self
            .news
            .send(Arc::new(News::Room(json(&ServerMessage::Room { room }))));
    }

    /// The `view` of `seat` (a spectator's for `None`) with the events from `from` on.
    fn view(st: &RoomState, code: &str, seat: Option<Seat>, from: usize) -> View {
        let status = st.table.status();
        let deciding = matches!((&status, seat), (Status::Decision(d), Some(s)) if *d == s);
        View {
            code: code.to_string(),
            seq: st.table.seq(),
            seat,
            // A spectator's shows only what every seat knows (the public part of each hand).
            observation: Some(st.table.observe(seat)),
            legal: if deciding && st.broken.is_none() && !st.abandoned {
                st.table.legal()
            } else {
                Vec::new()
            },
            events: match seat {
                Some(s) => st.table.events_seen_by(from, &[s]),
                None => st.table.events_seen_by(from, &[]),
            },
            status,
            snapshot: from == 0,
            action: None,
        }
    }

    /// Tells the watchers of the action just applied (its events start at `from`); the seat
    /// that took it, when known, also gets its action's text back.
    fn tell_view(&self, st: &RoomState, from: usize, actor: Option<(Seat, &str)>) {
        if self.news.receiver_count() == 0 {
            return;
        }
        let seats = (0..st.table.players())
            .map(|s| {
                if st.here.get(s).is_none_or(|n| *n == 0) {
                    return String::new();
                }
                let mut view = Self::view(st, &self.code, Some(s), from);
                view.snapshot = false;
                if let Some((seat, text)) = actor
                    && seat == s
                {
                    view.action = Some(text.to_string());
                }
                json(&ServerMessage::View(view))
            })
            .collect();
        let spectators = if st.spectators > 0 {
            let mut view = Self::view(st, &self.code, None, from);
            view.snapshot = false;
            json(&ServerMessage::View(view))
        } else {
            String::new()
        };
        let news = News::View {
            seq: st.table.seq(),
            seats,
            spectators,
        };
        // Nobody watching is no error.
        let _ = self.news.send(Arc::new(news));
    }

    /// Enters the room as `seat` (a spectator for `None`): the room, a snapshot, and the news
    /// after it. Taken under the room's lock, so no news falls between the two. A seat counts
    /// one more connection here (until [`Room::unwatch`]); if that makes it connected, the
    /// other watchers are told, not this one (the room it gets says so).
    pub async fn watch(&self, seat: Option<Seat>) -> Watch {
        let mut st = self.state.lock().await;
        match seat {
            Some(seat) => {
                if let Some(count) = st.here.get_mut(seat) {
                    *count += 1;
                    if *count == 1 {
                        self.presence.changed(&self.code, seat, true);
                        self.touch();
                    }
                }
            }
            None => st.spectators += 1,
        }
        self.tell_room(&mut st);
        Watch {
            info: self.info(&st),
            snapshot: json(&ServerMessage::View(Self::view(&st, &self.code, seat, 0))),
            seq: st.table.seq(),
            news: self.news.subscribe(),
        }
    }

    /// A connection that held `seat` (a spectator for `None`; entered with [`Room::watch`]) is
    /// gone or left: the seat counts one connection less here, and if that leaves it
    /// unconnected the watchers are told.
    pub async fn unwatch(&self, seat: Option<Seat>) {
        let mut st = self.state.lock().await;
        let Some(seat) = seat else {
            st.spectators = st.spectators.saturating_sub(1);
            return;
        };
        let Some(count) = st.here.get_mut(seat) else {
            return;
        };
        if *count == 0 {
            tracing::error!(room = %self.code, "seat {seat} left more often than it came");
            return;
        }
        *count -= 1;
        if *count == 0 {
            self.presence.changed(&self.code, seat, false);
            self.touch();
        }
        self.tell_room(&mut st);
    }

    /// A snapshot for a watcher who missed news.
    pub async fn snapshot(&self, seat: Option<Seat>) -> (String, u64) {
        let st = self.state.lock().await;
        let view = Self::view(&st, &self.code, seat, 0);
        (json(&ServerMessage::View(view)), st.table.seq())
    }

    /// A person's connection came or went: the room's activity, stored without waiting (an
    /// abandoned room is one without it for long: [`crate::store::lifetimes`]).
    fn touch(&self) {
        self.store.touch(&self.code);
    }

    /// Whether nobody watches the room and no computer player is to move: it may leave memory.
    /// `false` while its state is locked (something is happening in it).
    pub fn idle(&self) -> bool {
        if self.news.receiver_count() > 0 {
            return false;
        }
        let Ok(st) = self.state.try_lock() else {
            return false;
        };
        !st.bot_running
            && (st.abandoned
                || st.broken.is_some()
                || match st.table.status() {
                    Status::Decision(d) => self.levels.get(d).is_none_or(Option::is_none),
                    Status::Over(_) => true,
                })
    }

    /// Whether the room ended abandoned.
    pub async fn is_abandoned(&self) -> bool {
        self.state.lock().await.abandoned
    }

    /// Whether a connection to this server holds one of the room's person seats.
    pub async fn has_persons_here(&self) -> bool {
        self.state.lock().await.here.iter().any(|n| *n > 0)
    }

    /// The store ended the room as abandoned: it takes no more actions, and its watchers
    /// are told why (its `room` says so).
    pub async fn end_abandoned(&self) {
        let mut st = self.state.lock().await;
        st.abandoned = true;
        self.note_end(&st);
        self.tell_room(&mut st);
    }

    /// The names of the seats taken so far.
    pub async fn names(&self) -> Vec<String> {
        let st = self.state.lock().await;
        st.seats.iter().filter_map(|s| s.name.clone()).collect()
    }

    /// The person seats nobody holds yet.
    pub async fn free_seats(&self) -> Vec<Seat> {
        let st = self.state.lock().await;
        (st.seats.iter().enumerate())
            .filter(|(_, s)| s.person && !s.taken)
            .map(|(i, _)| i)
            .collect()
    }

    /// `seat` takes `action` on the state after `seq` actions: checked, stored, applied, told.
    pub async fn act(self: &Arc<Self>, seat: Seat, seq: u64, action: &str) -> Result<(), Refusal> {
        let mut st = self.state.lock().await;
        if let Some(why) = &st.broken {
            return Err(Refusal::new(ErrorCode::Unavailable, why.clone()));
        }
        if st.abandoned {
            return Err(abandoned());
        }
        if let Status::Over(_) = st.table.status() {
            return Err(Refusal::new(ErrorCode::MatchOver, "the match is over"));
        }
        // An action decided on an older state is stale before anything else: sent again after
        // a reconnection, once the room has taken it, another seat decides now, and the sender
        // must hear "stale" (a fresh view follows), not that it is out of turn.
        if seq != st.table.seq() {
            return Err(Refusal::new(
                ErrorCode::Stale,
                format!("the room has {} actions, not {seq}", st.table.seq()),
            ));
        }
        if let Status::Decision(d) = st.table.status()
            && d != seat
        {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                format!("seat {d} decides, not seat {seat}"),
            ));
        }
        self.apply_locked(&mut st, seat, action).await?;
        drop(st);
        self.drive_bots();
        Ok(())
    }

    /// Stores and applies `seat`'s action on the current state.
    async fn apply_locked(
        &self,
        st: &mut RoomState,
        seat: Seat,
        action: &str,
    ) -> Result<(), Refusal> {
        let seq = st.table.seq();
        let pending = st.table.prepare(action)?;
        let progress = Progress {
            turn: match pending.status {
                Status::Decision(d) => Some(d),
                Status::Over(_) => None,
            },
        };
        let stored = StoredAction {
            seq,
            seat,
            action: action.to_string(),
        };
        match self
            .store
            .append_action(&self.code, &stored, progress)
            .await
        {
            Ok(()) => {
                let from = st.table.event_count();
                st.table.commit(pending);
                self.note_end(st);
                self.tell_view(st, from, Some((seat, action)));
                Ok(())
            }
            Err(StoreError::Conflict) => {
                // Another server took this turn first, or the room was abandoned meanwhile:
                // take what the store has, and say which.
                self.catch_up_locked(st).await;
                if st.abandoned {
                    return Err(abandoned());
                }
                Err(Refusal::new(
                    ErrorCode::Stale,
                    "another server took this turn first",
                ))
            }
            Err(e) => {
                tracing::warn!(room = %self.code, "storing an action failed: {e}");
                Err(Refusal::new(
                    ErrorCode::Unavailable,
                    "the action could not be stored; try again",
                ))
            }
        }
    }

    async fn catch_up_locked(&self, st: &mut RoomState) {
        match self.store.room_row(&self.code).await {
            Ok(Some(row)) if row.abandoned && !st.abandoned => {
                st.abandoned = true;
                self.note_end(st);
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(room = %self.code, "reading the room failed: {e}"),
        }
        match self.store.actions_from(&self.code, st.table.seq()).await {
            Ok(actions) => self.replay(st, &actions),
            Err(e) => tracing::warn!(room = %self.code, "reading actions failed: {e}"),
        }
        match self.store.seats(&self.code).await {
            Ok(seats) if seats.len() == st.seats.len() => st.seats = seats,
            Ok(_) => {}
            Err(e) => tracing::warn!(room = %self.code, "reading seats failed: {e}"),
        }
        if self.store.is_shared() {
            match (self.store)
                .presence_elsewhere(&self.code, self.presence.id())
                .await
            {
                Ok(held) => {
                    st.elsewhere.iter_mut().for_each(|e| *e = false);
                    for seat in held {
                        if let Some(e) = st.elsewhere.get_mut(seat) {
                            *e = true;
                        }
                    }
                }
                Err(e) => tracing::warn!(room = %self.code, "reading presence failed: {e}"),
            }
        }
        self.tell_room(st);
    }

    /// Takes what other servers stored for this room (actions, seats, who is connected to
    /// them), then lets a computer player move if it is its turn.
    pub async fn catch_up(self: &Arc<Self>) {
        let mut st = self.state.lock().await;
        self.catch_up_locked(&mut st).await;
        drop(st);
        self.drive_bots();
    }

    /// While a computer player is to move and this server runs the room, thinks for it off the
    /// async runtime, once the server's pool of thinkers has room (first come, first served),
    /// and plays its action like anyone's. One thinker per room; a move another server stored
    /// meanwhile wins. A server that does not run the room asks for its lease once (its holder
    /// may have let it go) and otherwise leaves the move to the holder, or to the renewal that
    /// takes the lease once it expires ([`crate::lease`]).
    pub fn drive_bots(self: &Arc<Self>) {
        let room = Arc::clone(self);
        tokio::spawn(async move {
            let mut asked = false;
            loop {
                let (job, seq, seat) = {
                    let mut st = room.state.lock().await;
                    let Status::Decision(seat) = st.table.status() else {
                        return;
                    };
                    let Some(Some(level)) = room.levels.get(seat).copied() else {
                        return;
                    };
                    if st.bot_running || st.broken.is_some() || st.abandoned {
                        return;
                    }
                    if !room.owned() {
                        if asked {
                            return;
                        }
                        asked = true;
                        drop(st);
                        if !room.leases.take(&room.code).await {
                            return;
                        }
                        room.set_owned(true);
                        continue;
                    }
                    let seq = st.table.seq();
                    let Some(job) = st.table.bot_job(level, engine::bot_seed(room.seed, seq))
                    else {
                        return;
                    };
                    st.bot_running = true;
                    (job, seq, seat)
                };
                // In turn with every room's computer players: the pool is what the server
                // gives thinking, however many rooms ask.
                let chosen = match Arc::clone(&room.thinkers).acquire_owned().await {
                    Ok(permit) => {
                        tokio::task::spawn_blocking(move || {
                            let _permit = permit;
                            job()
                        })
                        .await
                    }
                    Err(_) => {
                        room.state.lock().await.bot_running = false;
                        return;
                    }
                };
                let mut st = room.state.lock().await;
                st.bot_running = false;
                let action = match chosen {
                    Ok(action) => action,
                    Err(e) => {
                        tracing::error!(room = %room.code, "a computer player failed: {e}");
                        return;
                    }
                };
                if st.table.seq() != seq {
                    continue;
                }
                match room.apply_locked(&mut st, seat, &action).await {
                    Ok(()) => {}
                    Err(r) if r.code == ErrorCode::Stale => {}
                    Err(r) => {
                        tracing::warn!(room = %room.code, "a computer player's move: {}", r.message);
                        return;
                    }
                }
            }
        });
    }

    /// Takes the seats from the store again (after a refused join: other servers took
    /// them), and tells the watchers if they changed.
    pub async fn seats_changed(&self) {
        let mut st = self.state.lock().await;
        match self.store.seats(&self.code).await {
            Ok(seats) if seats.len() == st.seats.len() => st.seats = seats,
            Ok(_) => {}
            Err(e) => tracing::warn!(room = %self.code, "reading seats failed: {e}"),
        }
        self.tell_room(&mut st);
    }

    /// `name` took `seat` just now (stored by the caller): the room knows it without telling
    /// the watchers yet; the taker's [`Room::watch`], which follows, tells them once, seat and
    /// presence together.
    pub async fn seat_taken(&self, seat: Seat, name: &str) {
        let mut st = self.state.lock().await;
        if let Some(stored) = st.seats.get_mut(seat) {
            stored.taken = true;
            stored.name = Some(name.to_string());
        }
    }
}
