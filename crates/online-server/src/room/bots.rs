//! A room's computer players: thinking for the one to move, off the async runtime, when this
//! server runs the room ([`Room::drive_bots`]).

use std::sync::Arc;

use online_protocol::ErrorCode;
use rules_core::Status;

use crate::engine;

use super::Room;

impl Room {
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
}
