//! One client's WebSocket: its messages checked (size, form, rate), answered, and the news of
//! the room it is in forwarded as its seat may see it. Nothing a client sends can panic the
//! server or change anything when refused.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use online_protocol::limits::{MAX_ACTION_CHARS, MAX_MESSAGE_BYTES, MAX_TOKENS_LISTED};
use online_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, RoomInfo, ServerMessage};
use rules_core::Seat;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::Instant;

use crate::engine::Refusal;
use crate::hub::Hub;
use crate::rate::{Bucket, Rate};
use crate::room::{News, Room, Watch};

/// How often the server pings a connection.
const PING_EVERY: Duration = Duration::from_secs(30);
/// How long a connection being closed waits for the client's Close, reading what still comes.
const CLOSE_GRACE: Duration = Duration::from_secs(2);

/// The limits of one connection.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Messages of any kind.
    pub messages: Rate,
    /// Rooms created.
    pub rooms: Rate,
    /// Look-ups that found nothing (a wrong code or token): what a guesser makes.
    pub misses: Rate,
    /// A connection silent this long (not even answering pings) is closed.
    pub idle: Duration,
    /// A connection refused this many messages in a row for its rate is closed.
    pub max_refused_in_a_row: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            messages: Rate {
                burst: 40,
                every: Duration::from_millis(50),
            },
            rooms: Rate {
                burst: 5,
                every: Duration::from_secs(20),
            },
            misses: Rate {
                burst: 10,
                every: Duration::from_secs(6),
            },
            idle: Duration::from_secs(600),
            max_refused_in_a_row: 200,
        }
    }
}

/// Where the connection stands in a room.
struct InRoom {
    room: Arc<Room>,
    seat: Option<Seat>,
    news: tokio::sync::broadcast::Receiver<Arc<News>>,
    seq: u64,
}

struct Connection {
    hub: Arc<Hub>,
    limits: Limits,
    greeted: bool,
    room: Option<InRoom>,
    messages: Bucket,
    rooms: Bucket,
    misses: Bucket,
    refused_in_a_row: u32,
}

fn error(code: ErrorCode, message: impl Into<String>) -> ServerMessage {
    ServerMessage::Error {
        code,
        message: message.into(),
        rule: None,
    }
}

impl From<Refusal> for ServerMessage {
    fn from(r: Refusal) -> Self {
        ServerMessage::Error {
            code: r.code,
            message: r.message,
            rule: r.rule,
        }
    }
}

/// What handling one message asks of the socket.
enum Reply {
    /// Send these, in order.
    Send(Vec<String>),
    /// Send these, then close.
    Close(Vec<String>),
}

fn text(message: &ServerMessage) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

/// Serves one WebSocket until the client leaves, goes silent too long, or breaks the limits;
/// then its seat, if it held one, counts one connection less.
pub async fn serve(mut socket: WebSocket, hub: Arc<Hub>, limits: Limits) {
    let mut conn = Connection {
        hub,
        limits,
        greeted: false,
        room: None,
        messages: Bucket::new(limits.messages),
        rooms: Bucket::new(limits.rooms),
        misses: Bucket::new(limits.misses),
        refused_in_a_row: 0,
    };
    talk(&mut socket, &mut conn).await;
    conn.leave_room().await;
}

/// Answers the client and forwards its room's news until the connection ends.
async fn talk(socket: &mut WebSocket, conn: &mut Connection) {
    let limits = conn.limits;
    let mut deadline = Instant::now() + limits.idle;
    // Pings keep a quiet player's connection (one waiting for a turn) alive through proxies,
    // and their pongs tell a live client from a dead one.
    let mut ping = tokio::time::interval_at(Instant::now() + PING_EVERY, PING_EVERY);
    loop {
        let reply = tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                deadline = Instant::now() + conn.limits.idle;
                conn.receive(message).await
            }
            news = next_news(&mut conn.room) => conn.forward(news).await,
            () = tokio::time::sleep_until(deadline) => Reply::Close(Vec::new()),
            _ = ping.tick() => {
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    return;
                }
                Reply::Send(Vec::new())
            }
        };
        let (out, close) = match reply {
            Reply::Send(out) => (out, false),
            Reply::Close(out) => (out, true),
        };
        for message in out {
            if socket.send(Message::Text(message.into())).await.is_err() {
                return;
            }
        }
        if close {
            let _ = socket.send(Message::Close(None)).await;
            // The closing handshake: what the client still sends is read and dropped until it
            // answers Close, for a moment at most. Dropping the socket on unread data would
            // reset the connection, and the client could lose the last replies on their way.
            let _ = tokio::time::timeout(CLOSE_GRACE, async {
                while let Some(Ok(message)) = socket.recv().await {
                    if matches!(message, Message::Close(_)) {
                        break;
                    }
                }
            })
            .await;
            return;
        }
    }
}

/// The next news of the room the connection is in; never, outside a room.
async fn next_news(room: &mut Option<InRoom>) -> Result<Arc<News>, RecvError> {
    match room {
        Some(room) => room.news.recv().await,
        None => std::future::pending().await,
    }
}

impl Connection {
    async fn receive(&mut self, message: Message) -> Reply {
        let text = match message {
            Message::Text(text) => text,
            Message::Binary(_) => {
                return self.refuse(error(ErrorCode::Malformed, "messages are JSON text"));
            }
            Message::Close(_) => return Reply::Close(Vec::new()),
            // Pings are answered by the WebSocket layer itself.
            Message::Ping(_) | Message::Pong(_) => return Reply::Send(Vec::new()),
        };
        if !self.messages.take() {
            self.refused_in_a_row += 1;
            if self.refused_in_a_row >= self.limits.max_refused_in_a_row {
                return Reply::Close(vec![self::text(&error(
                    ErrorCode::RateLimited,
                    "too many messages: closing",
                ))]);
            }
            return Reply::Send(vec![self::text(&error(
                ErrorCode::RateLimited,
                "too many messages; slow down",
            ))]);
        }
        self.refused_in_a_row = 0;
        if text.len() > MAX_MESSAGE_BYTES {
            return self.refuse(error(
                ErrorCode::TooLarge,
                format!("a message has at most {MAX_MESSAGE_BYTES} bytes"),
            ));
        }
        let message: ClientMessage = match serde_json::from_str(text.as_str()) {
            Ok(message) => message,
            Err(e) => return self.refuse(error(ErrorCode::Malformed, e.to_string())),
        };
        if !self.greeted {
            return match message {
                ClientMessage::Hello { version } if version == PROTOCOL_VERSION => {
                    self.greeted = true;
                    Reply::Send(vec![self::text(&ServerMessage::Welcome {
                        version: PROTOCOL_VERSION,
                    })])
                }
                ClientMessage::Hello { version } => Reply::Close(vec![self::text(&error(
                    ErrorCode::UnsupportedVersion,
                    format!("this server speaks version {PROTOCOL_VERSION}, not {version}"),
                ))]),
                _ => self.refuse(error(ErrorCode::HelloFirst, "say hello first")),
            };
        }
        match self.handle(message).await {
            Ok(out) => Reply::Send(out),
            Err(refusal) => self.refuse(refusal.into()),
        }
    }

    fn refuse(&mut self, message: ServerMessage) -> Reply {
        Reply::Send(vec![text(&message)])
    }

    /// Refuses a look-up outright while the connection's misses are spent.
    fn check_misses_left(&mut self) -> Result<(), Refusal> {
        if self.misses.peek() {
            Ok(())
        } else {
            Err(Refusal::new(
                ErrorCode::RateLimited,
                "too many codes or tokens that open nothing; wait",
            ))
        }
    }

    /// A look-up that found nothing (a wrong code or token) spends one miss.
    fn missed<T>(&mut self, result: Result<T, Refusal>) -> Result<T, Refusal> {
        if let Err(refusal) = &result
            && matches!(refusal.code, ErrorCode::UnknownRoom | ErrorCode::BadToken)
        {
            self.misses.take();
        }
        result
    }

    /// Leaves the room the connection is in, if any: its seat counts one connection less.
    /// Whether it was in one.
    async fn leave_room(&mut self) -> bool {
        let Some(in_room) = self.room.take() else {
            return false;
        };
        if let Some(seat) = in_room.seat {
            in_room.room.unwatch(seat).await;
        }
        true
    }

    /// Enters `room` as `seat` (a spectator for `None`), leaving any other: the room and its
    /// snapshot to send. The new seat is held before the old one is let go, so entering the
    /// seat the connection holds already changes no one's presence.
    async fn enter(&mut self, room: Arc<Room>, seat: Option<Seat>) -> (RoomInfo, String) {
        let Watch {
            info,
            snapshot,
            seq,
            news,
        } = room.watch(seat).await;
        self.leave_room().await;
        self.room = Some(InRoom {
            room,
            seat,
            news,
            seq,
        });
        (info, snapshot)
    }

    async fn handle(&mut self, message: ClientMessage) -> Result<Vec<String>, Refusal> {
        match message {
            ClientMessage::Hello { .. } => Err(Refusal::new(ErrorCode::Malformed, "hello twice")),
            ClientMessage::CreateRoom { table, name } => {
                // Only rooms made count: a refused table costs no storage.
                if !self.rooms.peek() {
                    return Err(Refusal::new(ErrorCode::RateLimited, "too many rooms; wait"));
                }
                let (room, seat, token) = self.hub.create(&table, &name).await?;
                self.rooms.take();
                let (room, snapshot) = self.enter(room, Some(seat)).await;
                Ok(vec![
                    text(&ServerMessage::Joined { room, seat, token }),
                    snapshot,
                ])
            }
            ClientMessage::Join { code, name } => {
                self.check_misses_left()?;
                let joined = self.hub.join(&code, &name).await;
                let (room, seat, token) = self.missed(joined)?;
                let (room, snapshot) = self.enter(room, Some(seat)).await;
                Ok(vec![
                    text(&ServerMessage::Joined { room, seat, token }),
                    snapshot,
                ])
            }
            ClientMessage::Resume { token } => {
                self.check_misses_left()?;
                let resumed = self.hub.resume(&token).await;
                let (room, seat) = self.missed(resumed)?;
                let (room, snapshot) = self.enter(room, Some(seat)).await;
                Ok(vec![
                    text(&ServerMessage::Joined { room, seat, token }),
                    snapshot,
                ])
            }
            ClientMessage::Spectate { code } => {
                self.check_misses_left()?;
                let found = self.hub.spectate(&code).await;
                let room = self.missed(found)?;
                let (room, snapshot) = self.enter(room, None).await;
                Ok(vec![text(&ServerMessage::Spectating { room }), snapshot])
            }
            ClientMessage::Act { seq, action } => {
                let Some(InRoom {
                    room,
                    seat: Some(seat),
                    ..
                }) = &self.room
                else {
                    return Err(Refusal::new(ErrorCode::NotSeated, "take a seat first"));
                };
                if action.chars().count() > MAX_ACTION_CHARS {
                    return Err(Refusal::new(
                        ErrorCode::BadNotation,
                        format!("an action has at most {MAX_ACTION_CHARS} characters"),
                    ));
                }
                room.act(*seat, seq, &action).await?;
                // The view it caused comes with the room's news.
                Ok(Vec::new())
            }
            ClientMessage::ListMatches { tokens } => {
                if tokens.len() > MAX_TOKENS_LISTED {
                    return Err(Refusal::new(
                        ErrorCode::TooLarge,
                        format!("at most {MAX_TOKENS_LISTED} tokens"),
                    ));
                }
                let matches = self.hub.list(&tokens).await?;
                Ok(vec![text(&ServerMessage::Matches { matches })])
            }
            ClientMessage::Leave => {
                if !self.leave_room().await {
                    return Err(Refusal::new(ErrorCode::NotSeated, "not in a room"));
                }
                Ok(vec![text(&ServerMessage::Left)])
            }
        }
    }

    /// Forwards news of the room: the part for this connection's seat (or the spectators').
    /// A connection that fell behind gets a snapshot instead.
    async fn forward(&mut self, news: Result<Arc<News>, RecvError>) -> Reply {
        let Some(in_room) = &mut self.room else {
            return Reply::Send(Vec::new());
        };
        match news {
            Ok(news) => match &*news {
                News::View {
                    seq,
                    seats,
                    spectators,
                } => {
                    if *seq <= in_room.seq {
                        return Reply::Send(Vec::new());
                    }
                    in_room.seq = *seq;
                    let part = match in_room.seat {
                        Some(seat) => seats.get(seat).cloned().unwrap_or_default(),
                        None => spectators.clone(),
                    };
                    Reply::Send(vec![part])
                }
                News::Room(message) => Reply::Send(vec![message.clone()]),
            },
            Err(RecvError::Lagged(_)) => {
                let (snapshot, seq) = in_room.room.snapshot(in_room.seat).await;
                in_room.seq = seq;
                Reply::Send(vec![snapshot])
            }
            Err(RecvError::Closed) => {
                self.leave_room().await;
                Reply::Send(Vec::new())
            }
        }
    }
}
