//! The remote source: a match played on a server (online play). The engine's state stays
//! there; this fills the view from the server's `view` messages — the seat's observation, its
//! legal actions when it decides, the events as it saw them — and sends the person's decisions
//! as `act {seq, action}` in the game's notation. No `Session` exists: nothing here holds a
//! hidden card. The server runs the computer players; nothing is saved here and nothing is
//! taken back (the seat's token, kept by `shell::online`, brings the match back).
//!
//! Views are shown one a frame, once the table is still, so that every move flies in turn as
//! a local one does; a snapshot (after joining, or resuming on a new connection) lays the
//! whole match out settled, as a jump does.

use bevy::prelude::*;
use online_protocol::messages::SeatKind as RemoteKind;
use online_protocol::{ClientMessage, ErrorCode, View};
use rules_core::{Seat, Status};

use crate::Action;
use crate::Engine;
use crate::animation::{self, Settle};
use crate::guide::Guided;
use crate::{
    AtTable, AwaySeats, Decision, GameLog, Interlude, MatchSystems, Notice, Seating, Seen, Source,
    TableEvent, TableGame, TableReset, Viewer,
};
use rules_core::Game;
use shell::assets::Fonts;
use shell::locale::{Locale, Msg, Words};
use shell::online::{Connection, Online, OnlineRequest};
use shell::saves::{LastMatch, MatchStart};
use shell::screens::{RecordLine, Screen, SeatKind, SeatSetup};
use shell::theme;

/// The match on the server, as far as this screen knows it.
#[derive(Resource)]
pub struct Remote<G: TableGame> {
    /// The seat this screen plays; watching, the chair the table is seen from (seat 0).
    seat: Seat,
    /// Whether this screen watches the room from no seat (a spectator): it never decides.
    watching: bool,
    /// The latest view shown: its `seq` goes with the next `act`.
    shown: View,
    /// An action sent and not yet answered: the choice stays closed until the next view (or a
    /// refusal) comes.
    sent: Option<Action<G>>,
}

impl<G: TableGame> Remote<G> {
    /// The seat this screen plays (watching: the chair the table is seen from).
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Whether this screen watches the room from no seat.
    pub fn watching(&self) -> bool {
        self.watching
    }

    /// The seat this screen plays, `None` while watching.
    fn mine(&self) -> Option<Seat> {
        (!self.watching).then_some(self.seat)
    }

    /// How many actions the server has applied, as far as the table shows.
    pub fn seq(&self) -> u64 {
        self.shown.seq
    }
}

/// The kit's part for every game: the bar that says who plays from where and how the
/// connection stands.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_bar, show_bar)
            .chain()
            .in_set(MatchSystems::Ui)
            .run_if(Source::remote),
    );
    // Leaving a match online (its end, or the menu's Leave): no more of its views; the seat
    // stays this device's (its token is kept).
    app.add_systems(
        OnExit(Screen::Match),
        |source: Res<Source>,
         mut online: ResMut<Online>,
         mut requests: MessageWriter<OnlineRequest>| {
            online.left_a_match = *source == Source::Remote;
            if *source == Source::Remote {
                requests.write(OnlineRequest::Send(ClientMessage::Leave));
                online.leave_room();
            }
        },
    );
}

pub(crate) fn add<G: TableGame>(app: &mut App) {
    let here = AtTable(G::Engine::NAME);
    app.add_systems(
        Update,
        (send_decisions::<G>, take_refusals::<G>, take_view::<G>)
            .chain()
            .in_set(MatchSystems::Apply)
            .run_if(in_state(here).and_then(Source::remote)),
    );
    app.add_systems(
        Update,
        end_interlude::<G>
            .run_if(animation::idle)
            .in_set(MatchSystems::Apply)
            .after(take_view::<G>)
            .run_if(in_state(here).and_then(Source::remote)),
    );
}

/// The seats of a room, as the table shows them: this screen's seat is the person here, the
/// server's computer players are computer players, other people play from elsewhere.
fn seats_of(
    room: &online_protocol::RoomInfo,
    mine: Option<Seat>,
    locale: &Locale,
) -> Vec<SeatSetup> {
    room.seats
        .iter()
        .enumerate()
        .map(|(seat, info)| {
            let kind = match info.kind {
                _ if Some(seat) == mine => SeatKind::Human,
                RemoteKind::Computer => SeatKind::Computer(
                    info.level
                        .as_deref()
                        .and_then(|l| l.parse().ok())
                        .unwrap_or(::bots::Difficulty::Normal),
                ),
                RemoteKind::Person => SeatKind::Remote,
            };
            // The server names people by the name they joined with and computer players by
            // the room's setup; a seat nobody has taken yet (or a computer player of a room
            // set up without names) is named by its number.
            let unnamed = match kind {
                SeatKind::Computer(_) => "online-seat-computer",
                _ => "online-seat-free",
            };
            let name = info
                .name
                .clone()
                .unwrap_or_else(|| locale.text(&Msg::new(unnamed).with("number", seat + 1)));
            SeatSetup { name, kind }
        })
        .collect()
}

/// What `view` shows of the match to `seat`, or why it cannot be read (a message that
/// completes "the server's view …").
fn seen_of<G: TableGame>(view: &View, seat: Seat) -> Result<Seen<G>, Msg> {
    let observation = match view.observation_as::<Engine<G>>() {
        Some(Ok(observation)) => observation,
        Some(Err(error)) => {
            return Err(Msg::new("online-view-unreadable").with("error", error.to_string()));
        }
        None => return Err(Msg::new("online-view-no-seat")),
    };
    let mut seen = Seen::of_observation(observation, seat, view.seq as usize);
    // The server's word on who decides and what may be done.
    seen.deciding = match view.status {
        Status::Decision(s) => Some(s),
        Status::Over(_) => None,
    };
    seen.legal = if seen.deciding == Some(seat) {
        view.legal_as::<Engine<G>>()
            .map_err(|e| Msg::new("online-view-unreadable").with("error", e.to_string()))?
    } else {
        Vec::new()
    };
    Ok(seen)
}

/// The match the online screen entered comes to the table: the room's seats, the first view
/// (a snapshot of the whole match so far) laid out, settled when the match is under way.
/// Runs before the local start, which leaves an online start alone.
pub(crate) fn start_match<G: TableGame>(
    mut commands: Commands,
    start: Res<MatchStart>,
    mut online: ResMut<Online>,
    locale: Res<Locale>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut events: MessageWriter<TableEvent<G>>,
    mut next_phase: ResMut<NextState<G::Phase>>,
    mut viewer: ResMut<Viewer>,
    mut interlude: ResMut<Interlude>,
    mut settle: ResMut<Settle>,
    mut source: ResMut<Source>,
    (mut record, mut last): (ResMut<RecordLine>, ResMut<LastMatch>),
    speed: Res<shell::settings::AnimationSpeed>,
) {
    if !matches!(*start, MatchStart::Online) {
        return;
    }
    let entered = (online.room.clone(), online.views.pop_front());
    let (Some(room), Some(view)) = entered else {
        fail(&mut online, &mut next_screen, Msg::new("online-no-view"));
        return;
    };
    // Watching from no seat, the table is seen from seat 0's chair, every hand face down.
    let mine = online.seat;
    let seat = mine.unwrap_or(0);
    let seen = match seen_of::<G>(&view, seat) {
        Ok(seen) => seen,
        Err(error) => {
            fail(&mut online, &mut next_screen, error);
            return;
        }
    };
    let seen_events = match view.events_as::<Engine<G>>() {
        Ok(e) => e,
        Err(error) => {
            let error = Msg::new("online-view-unreadable").with("error", error.to_string());
            fail(&mut online, &mut next_screen, error);
            return;
        }
    };
    let seats = seats_of(&room, mine, &locale);
    viewer.0 = mine;
    interlude.0 = closing_look(&view, &speed);
    NextState::set_if_neq(&mut *next_phase, G::table_phase(&seen.board));
    if view.seq > 0 {
        settle.begin();
    }
    events.write_batch(seen_events.into_iter().map(TableEvent));
    *source = Source::Remote;
    commands.insert_resource(super::Allows {
        watching_room: mine.is_none(),
        ..super::Allows::of(Source::Remote)
    });
    // Nothing of a local match carries over: no record line, nothing to watch again.
    record.0 = None;
    last.0 = None;
    commands.remove_resource::<Guided<G>>();
    commands.remove_resource::<super::replay::Replay<G>>();
    info!(
        "match online: {}, room {}, seat {mine:?}, {} decisions",
        G::Engine::NAME,
        room.code,
        view.seq
    );
    commands.insert_resource(Seating {
        seats,
        deciding: seen.deciding,
        decisions: view.seq as usize,
    });
    commands.insert_resource(seen);
    commands.insert_resource(Remote::<G> {
        seat,
        watching: mine.is_none(),
        shown: view,
        sent: None,
    });
}

/// For a snapshot of a match that ended (it ended while this screen was away, or a finished
/// match opened from "My matches"): a moment to see the final table, then the winner's screen
/// ([`end_interlude`]). Without it no event would ever lead there.
fn closing_look(view: &View, speed: &shell::settings::AnimationSpeed) -> Option<Timer> {
    matches!(view.status, Status::Over(_)).then(|| {
        Timer::new(
            speed.scale(1.0).max(std::time::Duration::from_millis(300)),
            TimerMode::Once,
        )
    })
}

/// The match cannot come to the table: the online screen says why.
fn fail(online: &mut Online, next_screen: &mut NextState<Screen>, error: Msg) {
    warn!("online match: {error}");
    online.refusals.push_back((
        ErrorCode::Malformed,
        Msg::new("online-cannot-show").with("error", error),
    ));
    next_screen.set(Screen::Online);
}

/// Sends the person's decision to the server, once; the choice closes until the answer.
fn send_decisions<G: TableGame>(
    mut decisions: MessageReader<Decision<G>>,
    remote: Option<ResMut<Remote<G>>>,
    mut seen: ResMut<Seen<G>>,
    mut requests: MessageWriter<OnlineRequest>,
    online: Res<Online>,
    mut notice: ResMut<Notice>,
    locale: Res<Locale>,
) {
    let Some(mut remote) = remote else {
        decisions.clear();
        return;
    };
    if remote.watching {
        decisions.clear();
        return;
    }
    for decision in decisions.read() {
        if remote.sent.is_some() || decision.seat != remote.seat {
            continue;
        }
        if seen.deciding != Some(remote.seat) {
            continue;
        }
        if online.connection != Connection::Connected {
            // Nothing can reach the server now: said, and the choice stays open (the decision
            // screen opens it again, as nobody else decided).
            notice.show(locale.t("online-not-sent-down"));
            continue;
        }
        requests.write(OnlineRequest::Send(ClientMessage::Act {
            seq: remote.shown.seq,
            action: decision.action.to_string(),
        }));
        remote.sent = Some(decision.action.clone());
        // Until the server answers, nobody here decides.
        seen.deciding = None;
        seen.legal.clear();
        break;
    }
    decisions.clear();
}

/// The server's refusals, in the player's words; a refused action opens the choice again.
fn take_refusals<G: TableGame>(
    mut online: ResMut<Online>,
    remote: Option<ResMut<Remote<G>>>,
    mut seen: ResMut<Seen<G>>,
    mut notice: ResMut<Notice>,
    locale: Res<Locale>,
) {
    let Some(mut remote) = remote else {
        return;
    };
    while let Some((code, words)) = online.refusals.pop_front() {
        notice.show(locale.text(&words));
        // A stale action is answered by a fresh view anyway; any other refusal leaves the
        // state as it was, so the choice opens again on it.
        if remote.sent.take().is_some()
            && code != ErrorCode::Stale
            && let Ok(again) = seen_of::<G>(&remote.shown, remote.seat)
        {
            *seen = again;
        }
    }
}

/// Shows the next view received: its events go to the table, the view's observation becomes
/// what the table shows. One a frame, once nothing moves and no pause holds the table.
fn take_view<G: TableGame>(
    mut online: ResMut<Online>,
    remote: Option<ResMut<Remote<G>>>,
    locale: Res<Locale>,
    mut seen: ResMut<Seen<G>>,
    mut seating: ResMut<Seating>,
    mut events: MessageWriter<TableEvent<G>>,
    mut resets: MessageWriter<TableReset>,
    mut next_phase: ResMut<NextState<G::Phase>>,
    (mut interlude, mut log, mut settle): (ResMut<Interlude>, ResMut<GameLog>, ResMut<Settle>),
    mut notice: ResMut<Notice>,
    speed: Res<shell::settings::AnimationSpeed>,
    moving: Query<(), With<bevy_tweening::TweenAnim>>,
    mut away: ResMut<AwaySeats>,
) {
    let Some(mut remote) = remote else {
        return;
    };
    // Who sits where may change (a person took a seat), and who of them is offline.
    if let Some(room) = online.room.as_ref()
        && online.is_changed()
    {
        let seats = seats_of(room, remote.mine(), &locale);
        if seats != seating.seats {
            seating.seats = seats;
        }
        let offline: Vec<Seat> = (0..room.seats.len())
            .filter(|&n| {
                let s = &room.seats[n];
                s.kind == RemoteKind::Person
                    && s.name.is_some()
                    && !s.connected
                    && Some(n) != remote.mine()
            })
            .collect();
        away.set_if_neq(AwaySeats(offline));
    }
    let snapshot_waits = online.views.front().is_some_and(|v| v.snapshot);
    if !snapshot_waits && (interlude.0.is_some() || !moving.is_empty()) {
        return;
    }
    let Some(view) = online.views.pop_front() else {
        return;
    };
    let (next, happened) = match (
        seen_of::<G>(&view, remote.seat),
        view.events_as::<Engine<G>>(),
    ) {
        (Ok(next), Ok(happened)) => (next, happened),
        (Err(error), _) => {
            notice.show(locale.text(&Msg::new("online-cannot-show").with("error", error)));
            return;
        }
        (_, Err(error)) => {
            let error = Msg::new("online-view-unreadable").with("error", error.to_string());
            notice.show(locale.text(&Msg::new("online-cannot-show").with("error", error)));
            return;
        }
    };
    remote.sent = None;
    seating.deciding = next.deciding;
    seating.decisions = view.seq as usize;
    if view.snapshot {
        // The whole match again (a new connection): laid out at once, the log written again.
        interlude.0 = closing_look(&view, &speed);
        log.0.clear();
        resets.write(TableReset);
        settle.begin();
        NextState::set_if_neq(&mut *next_phase, G::table_phase(&next.board));
    } else {
        match G::pause_after(&next.board, &happened) {
            Some((phase, seconds)) => {
                NextState::set_if_neq(&mut *next_phase, phase);
                interlude.0 = Some(Timer::new(
                    speed
                        .scale(seconds)
                        .max(std::time::Duration::from_millis(300)),
                    TimerMode::Once,
                ));
            }
            None => NextState::set_if_neq(&mut *next_phase, G::table_phase(&next.board)),
        }
    }
    events.write_batch(happened.into_iter().map(TableEvent));
    *seen = next;
    remote.shown = view;
}

/// After a pause, play goes on; after the match's end, the winner's screen.
fn end_interlude<G: TableGame>(
    time: Res<Time>,
    mut interlude: ResMut<Interlude>,
    seen: Res<Seen<G>>,
    remote: Option<Res<Remote<G>>>,
    mut next_phase: ResMut<NextState<G::Phase>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(timer) = interlude.0.as_mut() else {
        return;
    };
    if !timer.tick(time.delta()).is_finished() {
        return;
    }
    interlude.0 = None;
    let over = remote.is_some_and(|r| matches!(r.shown.status, Status::Over(_)));
    if over {
        next_screen.set(Screen::Results);
    } else {
        NextState::set_if_neq(&mut *next_phase, G::table_phase(&seen.board));
    }
}

/// The online bar at the top of the table: the room's code, the connection, who plays.
#[derive(Component)]
struct OnlineBar;

#[derive(Component)]
struct OnlineBarText;

fn spawn_bar(
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    bars: Query<(), With<OnlineBar>>,
) {
    if !bars.is_empty() {
        return;
    }
    let bar = commands
        .spawn((
            Name::new("Online bar"),
            OnlineBar,
            Node {
                // Under the top bar at the right, below the Menu button: the prompt's buttons
                // take the top bar's middle.
                position_type: PositionType::Absolute,
                top: px(44),
                right: px(12),
                justify_content: JustifyContent::End,
                ..default()
            },
            GlobalZIndex(5),
            DespawnOnExit(Screen::Match),
        ))
        .id();
    commands.spawn((
        ChildOf(bar),
        OnlineBarText,
        Words(Msg::new("online-bar-connecting")),
        theme::text(
            &fonts,
            locale.t("online-bar-connecting"),
            15.0,
            theme::WARNING,
        ),
    ));
}

/// The bar's words: the room's code and the connection, which person seats wait for someone,
/// and who of the people seated is not connected now; in warning colours while this screen's
/// own connection is down.
fn show_bar(
    online: Res<Online>,
    locale: Res<Locale>,
    mut texts: Query<(&mut Text, &mut TextColor, &mut Words), With<OnlineBarText>>,
) {
    let code = online
        .room
        .as_ref()
        .map_or(String::new(), |r| r.code.clone());
    let waiting: Vec<Msg> = online
        .room
        .iter()
        .flat_map(|r| r.seats.iter().enumerate())
        .filter(|(_, s)| s.kind == RemoteKind::Person && s.name.is_none())
        .map(|(n, _)| Msg::new("online-seat-free").with("number", n + 1))
        .collect();
    // This screen's own seat is told by the connection's state, not by the server's word.
    let away: Vec<String> = online
        .room
        .iter()
        .flat_map(|r| r.seats.iter().enumerate())
        .filter(|(n, s)| s.kind == RemoteKind::Person && !s.connected && Some(*n) != online.seat)
        .filter_map(|(_, s)| s.name.clone())
        .collect();
    let abandoned = online
        .room
        .as_ref()
        .is_some_and(|r| r.ended == Some(online_protocol::EndReason::Abandoned));
    let (msg, warning) = match online.connection {
        // The server ended the room: nobody played in it for its time (docs/ONLINE.md).
        Connection::Connected if abandoned => {
            (Msg::new("online-bar-abandoned").with("code", code), true)
        }
        Connection::Connected if online.seat.is_none() => {
            (Msg::new("online-bar-watching").with("code", code), false)
        }
        Connection::Connected => {
            let msg = match (waiting.is_empty(), away.is_empty()) {
                (true, true) => Msg::new("online-bar-connected"),
                (false, true) => Msg::new("online-bar-waiting"),
                (true, false) => Msg::new("online-bar-away"),
                (false, false) => Msg::new("online-bar-waiting-away"),
            };
            let msg = msg
                .with("code", code)
                .with("seats", shell::locale::Arg::List(waiting))
                .with("names", away.join(", "));
            (msg, false)
        }
        Connection::Reconnecting => (Msg::new("online-bar-reconnecting"), true),
        Connection::Connecting => (Msg::new("online-bar-connecting"), true),
        Connection::Offline | Connection::Closed(_) => (Msg::new("online-bar-closed"), true),
    };
    for (mut text, mut color, mut words) in &mut texts {
        if words.0 != msg {
            text.0 = locale.text(&msg);
            words.0 = msg.clone();
        }
        let wanted = if warning {
            theme::WARNING
        } else {
            theme::MUTED
        };
        if color.0 != wanted {
            color.0 = wanted;
        }
    }
}
