//! What a client does with the rooms: create one, join one by its code, resume a seat by its
//! token, watch without a seat, and list the matches its tokens open.

use std::sync::Arc;

use online_protocol::limits::{MAX_NAME_CHARS, check_name, is_token, normalize_room_code};
use online_protocol::{ErrorCode, MatchSummary, SeatSpec, TableSpec};
use rules_core::{Seat, Status};
use tokio::sync::OnceCell;

use crate::engine::{self, Refusal};
use crate::room::{self, Room};
use crate::secrets;
use crate::store::{StoreError, StoredSeat};

use super::Hub;

fn unavailable(e: impl std::fmt::Display) -> Refusal {
    tracing::warn!("storage: {e}");
    Refusal::new(
        ErrorCode::Unavailable,
        "the server's storage failed; try again",
    )
}

fn unknown_room() -> Refusal {
    Refusal::new(ErrorCode::UnknownRoom, "no room has this code")
}

impl Hub {
    /// Creates the room `spec` describes and seats its creator, `name`, at its first person
    /// seat: the room, the seat and its token.
    pub async fn create(
        &self,
        spec: &TableSpec,
        name: &str,
    ) -> Result<(Arc<Room>, Seat, String), Refusal> {
        let name = check_name(name).map_err(|e| Refusal::new(ErrorCode::InvalidName, e))?;
        // A computer player's name is checked as a person's is: the others' tables show it.
        for seat in &spec.seats {
            if let SeatSpec::Computer {
                name: Some(computer),
                ..
            } = seat
            {
                check_name(computer).map_err(|e| Refusal::new(ErrorCode::InvalidName, e))?;
            }
        }
        let seed = secrets::seed().map_err(unavailable)?;
        let table =
            engine::new_table(spec, seed).map_err(|e| Refusal::new(ErrorCode::InvalidTable, e))?;
        let seat = spec
            .seats
            .iter()
            .position(|s| *s == SeatSpec::Person)
            .ok_or_else(|| Refusal::new(ErrorCode::InvalidTable, "no person's seat"))?;
        let token = secrets::token().map_err(unavailable)?;
        let turn = match table.status() {
            Status::Decision(d) => Some(d),
            Status::Over(_) => None,
        };
        // A code already taken (one chance in 2^60 per room) is drawn again.
        let mut code = None;
        for _ in 0..4 {
            let candidate = secrets::room_code().map_err(unavailable)?;
            let creator = (seat, secrets::token_hash(&token), name.clone());
            match (self.store)
                .create_room(
                    &candidate,
                    spec,
                    seed,
                    turn,
                    (creator.0, &creator.1, &creator.2),
                )
                .await
            {
                Ok(()) => {
                    code = Some(candidate);
                    break;
                }
                Err(StoreError::Conflict) => continue,
                Err(e) => return Err(unavailable(e)),
            }
        }
        let code = code.ok_or_else(|| unavailable("no free room code"))?;
        let seats = (spec.seats.iter().enumerate())
            .map(|(i, s)| StoredSeat {
                person: *s == SeatSpec::Person,
                name: (i == seat).then(|| name.clone()),
                taken: i == seat,
            })
            .collect();
        let room = Room::new(
            code.clone(),
            spec.clone(),
            seed,
            table,
            seats,
            self.shared(),
        )
        .map_err(|e| Refusal::new(ErrorCode::InvalidTable, e))?;
        let room = Arc::new(room);
        if self.leases.shared() {
            // A new room: nobody else holds its lease (a failure is retried at the renewal).
            room.set_owned(self.leases.take(&code).await);
        }
        let slot = Arc::new(OnceCell::new_with(Some(Arc::clone(&room))));
        self.rooms().insert(code, slot);
        room.drive_bots();
        Ok((room, seat, token))
    }

    /// Seats `name` at the first free person seat of the room `code`: the room, the seat and
    /// its token.
    pub async fn join(&self, code: &str, name: &str) -> Result<(Arc<Room>, Seat, String), Refusal> {
        let name = check_name(name).map_err(|e| Refusal::new(ErrorCode::InvalidName, e))?;
        let code = normalize_room_code(code).ok_or_else(unknown_room)?;
        let room = self.room(&code).await.map_err(unavailable)?;
        let room = room.ok_or_else(unknown_room)?;
        if room.is_abandoned().await {
            return Err(room::abandoned());
        }
        // Friends who all kept the setup's first name would share it at the table: the newcomer
        // is told apart by a number ("Wilfred 2"), as the seats stand in the store now.
        room.seats_changed().await;
        let name = distinct_name(&name, &room.names().await);
        let token = secrets::token().map_err(unavailable)?;
        let hash = secrets::token_hash(&token);
        for seat in room.free_seats().await {
            // The store decides: another server may have given this seat away just now.
            let claimed = (self.store)
                .claim_seat(&code, seat, &hash, &name)
                .await
                .map_err(unavailable)?;
            if claimed {
                // Told to the watchers when the new player enters (with its presence).
                room.seat_taken(seat, &name).await;
                return Ok((room, seat, token));
            }
        }
        room.seats_changed().await;
        Err(Refusal::new(
            ErrorCode::RoomFull,
            "every person's seat is taken",
        ))
    }

    /// The room and seat `token` opens.
    pub async fn resume(&self, token: &str) -> Result<(Arc<Room>, Seat), Refusal> {
        let bad = || Refusal::new(ErrorCode::BadToken, "this token opens no seat");
        if !is_token(token) {
            return Err(bad());
        }
        let found = (self.store)
            .seat_of_token(&secrets::token_hash(token))
            .await
            .map_err(unavailable)?
            .ok_or_else(bad)?;
        let room = self.room(&found.code).await.map_err(unavailable)?;
        Ok((room.ok_or_else(bad)?, found.seat))
    }

    /// The room `code` to watch without a seat.
    pub async fn spectate(&self, code: &str) -> Result<Arc<Room>, Refusal> {
        let code = normalize_room_code(code).ok_or_else(unknown_room)?;
        let room = self.room(&code).await.map_err(unavailable)?;
        room.ok_or_else(unknown_room)
    }

    /// The matches `tokens` open (tokens that open none are left out): one database query,
    /// however many tokens.
    pub async fn list(&self, tokens: &[String]) -> Result<Vec<MatchSummary>, Refusal> {
        let tokens: Vec<&String> = tokens.iter().filter(|t| is_token(t)).collect();
        let hashes: Vec<String> = tokens.iter().map(|t| secrets::token_hash(t)).collect();
        let found = (self.store)
            .seats_of_tokens(&hashes)
            .await
            .map_err(unavailable)?;
        let matches = (tokens.iter().zip(&hashes))
            .filter_map(|(token, hash)| {
                let found = found.get(hash)?;
                Some(MatchSummary {
                    token: (*token).clone(),
                    code: found.code.clone(),
                    game: found.game.clone(),
                    seat: found.seat,
                    seq: found.seq,
                    turn: found.turn,
                    waiting_for_you: found.turn == Some(found.seat),
                    over: found.over,
                })
            })
            .collect();
        Ok(matches)
    }
}

/// `name`, or if a seat of the room already goes by it, the name with the first number that
/// tells it apart ("Wilfred 2"), shortened to fit the longest name.
fn distinct_name(name: &str, taken: &[String]) -> String {
    if !taken.iter().any(|t| t == name) {
        return name.to_string();
    }
    (2..)
        .map(|n| {
            let suffix = format!(" {n}");
            let room = MAX_NAME_CHARS - suffix.chars().count();
            let base: String = name.chars().take(room).collect();
            format!("{}{suffix}", base.trim_end())
        })
        .find(|candidate| !taken.iter().any(|t| t == candidate))
        .expect("some number is free")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_already_at_the_table_gets_the_first_free_number() {
        let taken = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert_eq!(distinct_name("Rowena", &taken(&["Wilfred"])), "Rowena");
        assert_eq!(distinct_name("Wilfred", &taken(&["Wilfred"])), "Wilfred 2");
        assert_eq!(
            distinct_name("Wilfred", &taken(&["Wilfred", "Wilfred 2"])),
            "Wilfred 3"
        );
        // The longest name still fits once numbered.
        let long = "x".repeat(MAX_NAME_CHARS);
        let numbered = distinct_name(&long, &taken(&[&long]));
        assert_eq!(numbered.chars().count(), MAX_NAME_CHARS);
        assert!(numbered.ends_with(" 2"));
        assert!(check_name(&numbered).is_ok());
    }
}
