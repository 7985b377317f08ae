//! What a room's watchers are told: the room and each seat's view, and the watchers entering
//! and leaving ([`Room::watch`], [`Room::unwatch`]) with the presence they bring.

use std::sync::Arc;

use axum::extract::ws::Utf8Bytes;
use online_protocol::messages::SeatKind;
use online_protocol::{EndReason, RoomInfo, SeatInfo, SeatSpec, ServerMessage};
use rules_core::{Seat, Status};

use super::view_text::ViewText;
use super::{News, Room, RoomState, Watch, json};

impl Room {
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
    pub(super) fn tell_room(&self, st: &mut RoomState) {
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

    /// The `view` message of `seat` (a spectator's for `None`) with the events from `from` on
    /// (a snapshot: every event), and the seat's own `action` that led here if it took the
    /// last one.
    fn view(
        st: &RoomState,
        code: &str,
        seat: Option<Seat>,
        from: Option<usize>,
        action: Option<&str>,
    ) -> Utf8Bytes {
        let status = st.table.status();
        let deciding = matches!((&status, seat), (Status::Decision(d), Some(s)) if *d == s);
        let legal = if deciding && st.broken.is_none() && !st.abandoned {
            st.table.legal()
        } else {
            Vec::new()
        };
        // A spectator's observation shows only what every seat knows (the public part of each
        // hand).
        ViewText::new(code, st.table.seq(), seat, &status)
            .observation(|out| st.table.write_observation(seat, out))
            .legal(&legal)
            .events(|out| {
                st.table
                    .write_events_seen_by(from.unwrap_or(0), seat.as_slice(), out)
            })
            .end(from.is_none(), action)
    }

    /// Tells the watchers of the action just applied (its events start at `from`); the seat
    /// that took it, when known, also gets its action's text back.
    pub(super) fn tell_view(&self, st: &RoomState, from: usize, actor: Option<(Seat, &str)>) {
        if self.news.receiver_count() == 0 {
            return;
        }
        let seats = (0..st.table.players())
            .map(|s| {
                if st.here.get(s).is_none_or(|n| *n == 0) {
                    return Utf8Bytes::default();
                }
                let action = actor.and_then(|(seat, text)| (seat == s).then_some(text));
                Self::view(st, &self.code, Some(s), Some(from), action)
            })
            .collect();
        let spectators = if st.spectators > 0 {
            Self::view(st, &self.code, None, Some(from), None)
        } else {
            Utf8Bytes::default()
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
            snapshot: Self::view(&st, &self.code, seat, None, None),
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
    pub async fn snapshot(&self, seat: Option<Seat>) -> (Utf8Bytes, u64) {
        let st = self.state.lock().await;
        (
            Self::view(&st, &self.code, seat, None, None),
            st.table.seq(),
        )
    }
}
