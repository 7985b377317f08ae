//! The slots: each slot's clients create, join and play room after room with the game's
//! rule-based player until the time is up.

use std::time::Duration;

use catalogue::{Entry, ViewPlayer};
use online_protocol::{ClientMessage, ServerMessage, TableSpec};
use rules_core::Status;
use tokio::time::Instant;

use crate::client::{Client, Received, Stop, unexpected};
use crate::stats::Stats;

/// What the clients of one slot share.
pub(super) struct Setup {
    /// The game, as the catalogue has it: its clients' player comes from its entry.
    pub(super) game: &'static dyn Entry,
    pub(super) url: String,
    pub(super) spec: TableSpec,
    pub(super) started: Instant,
    pub(super) deadline: Instant,
    pub(super) think: Duration,
    pub(super) seed: u64,
}

/// A seed for client `client` of slot `slot` in its `room`th room.
fn mix(seed: u64, slot: usize, client: usize, room: u64) -> u64 {
    // SplitMix64's finalizer: nearby inputs give unrelated seeds.
    let mut z = seed
        ^ (slot as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (client as u64).wrapping_mul(0xBF58_476D_1CE4_E5B9)
        ^ room.wrapping_mul(0x94D0_49BB_1331_11EB);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One slot: its clients play room after room until the time is up.
pub(super) async fn slot(setup: &Setup, index: usize) -> Stats {
    let mut stats = Stats::default();
    let mut clients: Vec<Client> = Vec::new();
    let mut room = 0u64;
    while Instant::now() < setup.deadline {
        if clients.is_empty() {
            for _ in 0..setup.spec.seats.len() {
                match Client::open(&setup.url, setup.deadline, &mut stats).await {
                    Ok(client) => clients.push(client),
                    Err(_) => break,
                }
            }
            if clients.len() != setup.spec.seats.len() {
                clients.clear();
                pause_after_error(setup.deadline).await;
                continue;
            }
        }
        let played = play_room(setup, index, room, clients, &mut stats).await;
        room += 1;
        match played {
            Ok(kept) => clients = kept,
            Err(Stop::TimeUp) => break,
            Err(Stop::Broken) => {
                // New connections for the next room: the old ones may be anywhere.
                clients = Vec::new();
                pause_after_error(setup.deadline).await;
            }
        }
    }
    stats
}

/// A moment's pause after an error, so a broken server is not hammered.
async fn pause_after_error(deadline: Instant) {
    tokio::time::sleep_until(deadline.min(Instant::now() + Duration::from_millis(100))).await;
}

/// Creates a room with the first client, joins it with the others by its code, and plays it
/// to the end: the clients back for the next room.
async fn play_room(
    setup: &Setup,
    slot: usize,
    room: u64,
    mut clients: Vec<Client>,
    stats: &mut Stats,
) -> Result<Vec<Client>, Stop> {
    let name = format!("Load {slot}");
    let creator = &mut clients[0];
    creator
        .send(
            &ClientMessage::CreateRoom {
                table: setup.spec.clone(),
                name: name.clone(),
            },
            stats,
        )
        .await?;
    let code = match creator.recv_past_rooms(setup.deadline, stats).await?.0 {
        ServerMessage::Joined { room, .. } => room.code,
        other => return Err(unexpected(stats, "joined", &other)),
    };
    stats.rooms_created += 1;
    for client in &mut clients[1..] {
        client
            .send(
                &ClientMessage::Join {
                    code: code.clone(),
                    name: name.clone(),
                },
                stats,
            )
            .await?;
        match client.recv_past_rooms(setup.deadline, stats).await?.0 {
            ServerMessage::Joined { .. } => {}
            other => return Err(unexpected(stats, "joined", &other)),
        }
    }
    if room == 0 {
        stats.opened += 1;
        stats.last_opened = setup.started.elapsed();
    }
    // Each client plays on a task of its own, as separate programs would.
    let tasks: Vec<_> = (clients.into_iter().enumerate())
        .map(|(i, client)| {
            let salt = mix(setup.seed, slot, i, room);
            let bot = setup.game.view_player(salt);
            let deadline = setup.deadline;
            let think = setup.think;
            tokio::spawn(play(client, bot, deadline, think, salt))
        })
        .collect();
    let mut kept = Vec::new();
    let mut stop = None;
    for task in tasks {
        match task.await {
            Ok((client, played)) => {
                stats.merge(played.stats);
                match played.end {
                    Ok(()) => kept.push(client),
                    Err(end) => stop = stop.or(Some(end)),
                }
            }
            Err(e) => {
                stats.error(format!("a client's task failed: {e}"));
                stop = Some(Stop::Broken);
            }
        }
    }
    match stop {
        None => {
            stats.rooms_finished += 1;
            Ok(kept)
        }
        Some(stop) => Err(stop),
    }
}

/// What one client's match came to.
struct Played {
    stats: Stats,
    /// `Ok` once its view showed the match over.
    end: Result<(), Stop>,
}

/// Plays one seat until its view shows the match over (or the time is up).
async fn play(
    mut client: Client,
    mut bot: Box<dyn ViewPlayer>,
    deadline: Instant,
    think: Duration,
    salt: u64,
) -> (Client, Played) {
    let mut stats = Stats::default();
    let end = play_seat(&mut client, bot.as_mut(), deadline, think, salt, &mut stats).await;
    (client, Played { stats, end })
}

async fn play_seat(
    client: &mut Client,
    bot: &mut dyn ViewPlayer,
    deadline: Instant,
    think: Duration,
    salt: u64,
    stats: &mut Stats,
) -> Result<(), Stop> {
    // The action sent and not yet seen accepted: its `seq` and when it was sent.
    let mut pending: Option<(u64, Instant)> = None;
    let mut acted_at: Option<u64> = None;
    let mut draws = 0u64;
    loop {
        // The view is read and the action chosen in a block without a pause: only the view's
        // count and the action outlive it.
        let (seq, action) = {
            let (message, at) = client.recv_view(deadline, stats).await?;
            let (view, text) = match message {
                Received::View(view, text) => (view, text),
                // A person took a seat: news, nothing to do.
                Received::Other(ServerMessage::Room { .. }) => continue,
                Received::Other(other) => return Err(unexpected(stats, "a view", &other)),
            };
            stats.views += 1;
            if let Some((seq, sent)) = pending
                && view.seq > seq
            {
                stats.actions += 1;
                pending = None;
                // A snapshot after falling behind carries no `action`: accepted, not timed.
                if view.seq == seq + 1 && view.action.is_some() {
                    stats
                        .latencies_us
                        .push((sent, at.duration_since(sent).as_micros() as u64));
                }
            }
            if matches!(view.status, Status::Over(_)) {
                return Ok(());
            }
            if !view.my_turn() || acted_at == Some(view.seq) {
                continue;
            }
            let started = std::time::Instant::now();
            let action = bot.choose(&text, &view.legal);
            stats.choosing += started.elapsed();
            let action = match action {
                Ok(action) => action,
                Err(why) => {
                    stats.error(why);
                    return Err(Stop::Broken);
                }
            };
            (view.seq, action)
        };
        if !think.is_zero() {
            draws += 1;
            // From half to one and a half times the thinking time.
            let fraction = (mix(salt, 0, 0, draws) % 1001) as f64 / 1000.0;
            let pause = think.mul_f64(0.5 + fraction);
            tokio::time::sleep_until(deadline.min(Instant::now() + pause)).await;
            if Instant::now() >= deadline {
                return Err(Stop::TimeUp);
            }
        }
        let sent = Instant::now();
        client
            .send(&ClientMessage::Act { seq, action }, stats)
            .await?;
        pending = Some((seq, sent));
        acted_at = Some(seq);
    }
}
