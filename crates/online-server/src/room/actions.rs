//! A room's actions: replayed from the store, taken by a seat ([`Room::act`]: checked, stored,
//! applied, told), and caught up from what other servers stored.

use std::sync::Arc;

use online_protocol::ErrorCode;
use rules_core::{Seat, Status};

use crate::engine::Refusal;
use crate::store::{Progress, StoreError, StoredAction};

use super::{Room, RoomState, abandoned};

impl Room {
    /// Applies stored actions from the table's count on, telling the watchers; a refused one
    /// breaks the room.
    pub(super) fn replay(&self, st: &mut RoomState, actions: &[StoredAction]) {
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
    pub(super) async fn apply_locked(
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
}
