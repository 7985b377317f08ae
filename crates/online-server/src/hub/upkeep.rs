//! The hub's upkeep: listening for what other servers change (PostgreSQL), renewing the rooms'
//! leases, and the sweeps that let idle rooms leave memory, end the rooms abandoned and remove
//! the rooms that ended long ago.

use std::sync::Arc;
use std::time::Duration;

use crate::room::Room;
use crate::store::{StoreError, lifetimes, ms_ago};

use super::{Hub, Slot};

/// The most batches of rooms one sweep ends or removes ([`lifetimes::SWEEP_BATCH`] each):
/// what is left waits for the next sweep.
const SWEEP_BATCHES: usize = 16;

impl Hub {
    /// Forever: takes the changes other servers announce on the shared database, keeps this
    /// server's presence there, and lets idle rooms leave memory. Returns at once on SQLite
    /// except for the sweeping.
    pub async fn maintain(self: Arc<Self>) {
        let writer = self.writer.lock().ok().and_then(|mut w| w.take());
        if let Some(writer) = writer {
            tokio::spawn(writer.run());
        }
        let sweeper = Arc::clone(&self);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(sweeper.sweep_every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                sweeper.sweep().await;
            }
        });
        if self.leases.shared() {
            let renewer = Arc::clone(&self);
            tokio::spawn(async move {
                let mut tick = tokio::time::interval(renewer.leases.renew_every());
                tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                loop {
                    tick.tick().await;
                    renewer.renew_leases().await;
                }
            });
        }
        let mut listener = loop {
            match self.store.listener().await {
                Ok(Some(listener)) => break listener,
                Ok(None) => return,
                Err(e) => {
                    tracing::warn!("listening for other servers: {e}");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        };
        loop {
            match listener.try_recv().await {
                Ok(Some(note)) => {
                    if let Some(room) = self.held(note.payload()) {
                        tokio::spawn(async move { room.catch_up().await });
                    }
                }
                Ok(None) => {
                    // The connection dropped and came back: what was announced meanwhile is
                    // lost, so every room held catches up.
                    let rooms: Vec<_> = (self.rooms().values())
                        .filter_map(|s| s.get().cloned())
                        .collect();
                    for room in rooms {
                        tokio::spawn(async move { room.catch_up().await });
                    }
                }
                Err(e) => {
                    tracing::warn!("listening for other servers: {e}");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    }

    /// Renews the leases of the rooms held in memory and takes those that expired or were given
    /// up ([`crate::lease`]); in a room taken just now, a computer player to move moves here
    /// (what the old holder stored is here already, announced; a move on an older state would
    /// be refused as stale and the room catch up). After a failed renewal this server runs none
    /// of them until one succeeds.
    pub async fn renew_leases(&self) {
        let held: Vec<(String, Arc<Room>)> = (self.rooms().iter())
            .filter_map(|(code, slot)| slot.get().map(|room| (code.clone(), Arc::clone(room))))
            .collect();
        let codes: Vec<String> = held.iter().map(|(code, _)| code.clone()).collect();
        let owned: std::collections::HashSet<String> = match self.leases.take_all(&codes).await {
            Ok(owned) => owned.into_iter().collect(),
            Err(e) => {
                tracing::warn!("renewing leases: {e}");
                Default::default()
            }
        };
        for (code, room) in held {
            let owns = owned.contains(&code);
            if !room.set_owned(owns) && owns {
                room.drive_bots();
            }
        }
    }

    /// Lets idle rooms leave memory, ends the abandoned rooms, removes the rooms that ended
    /// long ago.
    pub async fn sweep(&self) {
        (self.bot_rooms.lock().unwrap_or_else(|e| e.into_inner())).retain(|_, rooms| {
            rooms.retain(|room| room.upgrade().is_some_and(|r| r.running()));
            !rooms.is_empty()
        });
        let unloaded = self.unload_idle();
        // A room loaded again meanwhile may lose the lease it took just now: its next renewal
        // takes it again, or another server's first (the compare and swap keeps the record).
        if self.leases.shared() && !unloaded.is_empty() {
            self.leases.release(&unloaded).await;
        }
        if let Err(e) = self.end_abandoned().await {
            tracing::warn!("ending abandoned rooms: {e}");
        }
        if let Err(e) = self.remove_ended().await {
            tracing::warn!("removing rooms that ended: {e}");
        }
    }

    /// Rooms nobody watches and no computer player moves in leave memory: their codes.
    fn unload_idle(&self) -> Vec<String> {
        let mut unloaded = Vec::new();
        let held: Vec<(String, Slot)> = (self.rooms().iter())
            .map(|(code, slot)| (code.clone(), Arc::clone(slot)))
            .collect();
        for (code, slot) in held {
            let Some(room) = slot.get() else {
                // Being loaded.
                continue;
            };
            if !room.idle() {
                continue;
            }
            let mut rooms = self.rooms();
            // Held by nobody but the map and this loop, checked with the map locked (places
            // and rooms are handed out only under it): a client that [`Hub::room`] just gave
            // it to, not yet watching it, would otherwise be left in a room this server no
            // longer holds (its moves and presence unseen by the room loaded next).
            if Arc::strong_count(&slot) == 2 && Arc::strong_count(room) == 1 && room.idle() {
                rooms.remove(&code);
                unloaded.push(code);
            }
        }
        unloaded
    }

    /// Ends the running rooms untouched for [`Limits::abandoned_after`] that no person is
    /// connected to; a room with a person connected here is touched instead.
    ///
    /// [`Limits::abandoned_after`]: crate::Limits::abandoned_after
    async fn end_abandoned(&self) -> Result<(), StoreError> {
        for _ in 0..SWEEP_BATCHES {
            let before = ms_ago(self.abandoned_after);
            let codes = self.store.untouched_rooms(before).await?;
            for code in &codes {
                let slot = self.rooms().get(code).cloned();
                let room = match &slot {
                    None => None,
                    Some(slot) => match slot.get() {
                        // Being loaded: the load judges it.
                        None => continue,
                        Some(room) => Some(Arc::clone(room)),
                    },
                };
                if let Some(room) = &room
                    && room.has_persons_here().await
                {
                    self.store.touch(code);
                    continue;
                }
                if (self.store)
                    .end_abandoned(code, before, self.presence.id())
                    .await?
                    && let Some(room) = room
                {
                    room.end_abandoned().await;
                }
            }
            if codes.len() < lifetimes::SWEEP_BATCH as usize {
                break;
            }
        }
        Ok(())
    }

    /// Removes the rooms that ended over [`Limits::ended_kept`] ago, and forgets them here:
    /// their watchers keep what they were sent, nobody can enter them again.
    ///
    /// [`Limits::ended_kept`]: crate::Limits::ended_kept
    async fn remove_ended(&self) -> Result<(), StoreError> {
        for _ in 0..SWEEP_BATCHES {
            let codes = (self.store)
                .remove_ended(ms_ago(self.ended_kept), self.presence.id())
                .await?;
            if !codes.is_empty() {
                tracing::info!("{} rooms that ended long ago removed", codes.len());
                let mut rooms = self.rooms();
                for code in &codes {
                    rooms.remove(code);
                }
            }
            if codes.len() < lifetimes::SWEEP_BATCH as usize {
                break;
            }
        }
        Ok(())
    }
}
