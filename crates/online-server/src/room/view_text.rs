//! A `view` message written straight to its text: the observation and the events from the
//! game's own types ([`crate::engine::Table::write_observation`]), with no
//! [`serde_json::Value`] built between, which cost about a twentieth of the server's CPU
//! (docs/PERFORMANCE.md). It is the protocol's [`online_protocol::View`] in a
//! [`online_protocol::ServerMessage`], field for field and in the same order (the test below
//! reads one back as that), so every client reads it as before.

use std::io::Write;

use axum::extract::ws::Utf8Bytes;
use rules_core::{Seat, Status};
use serde::Serialize;

/// A `view` message being written, one field after another in the protocol's order.
pub(super) struct ViewText {
    out: Vec<u8>,
}

impl ViewText {
    /// A view of room `code` after `seq` actions, for `seat` (a spectator's for `None`).
    pub(super) fn new(code: &str, seq: u64, seat: Option<Seat>, status: &Status) -> Self {
        let mut text = Self {
            out: Vec::with_capacity(1024),
        };
        text.out.extend_from_slice(br#"{"type":"view","code":"#);
        text.value(code);
        // Writing to a `Vec` cannot fail.
        let _ = write!(text.out, r#","seq":{seq},"seat":"#);
        text.value(&seat);
        text.out.extend_from_slice(br#","status":"#);
        text.value(status);
        text
    }

    /// The observation, written by `write` as one JSON value.
    pub(super) fn observation(self, write: impl FnOnce(&mut Vec<u8>)) -> Self {
        self.written(br#","observation":"#, write)
    }

    /// The receiver's legal actions.
    pub(super) fn legal(mut self, legal: &[String]) -> Self {
        self.out.extend_from_slice(br#","legal":"#);
        self.value(legal);
        self
    }

    /// The events, written by `write` as one JSON array.
    pub(super) fn events(self, write: impl FnOnce(&mut Vec<u8>)) -> Self {
        self.written(br#","events":"#, write)
    }

    /// A field (`key` with its comma and colon) whose value `write` writes.
    fn written(mut self, key: &[u8], write: impl FnOnce(&mut Vec<u8>)) -> Self {
        self.out.extend_from_slice(key);
        write(&mut self.out);
        self
    }

    /// The message's text, with whether it is a snapshot and the receiver's own action.
    pub(super) fn end(mut self, snapshot: bool, action: Option<&str>) -> Utf8Bytes {
        let _ = write!(self.out, r#","snapshot":{snapshot}"#);
        if let Some(action) = action {
            self.out.extend_from_slice(br#","action":"#);
            self.value(action);
        }
        self.out.push(b'}');
        // Every part is JSON written by serde_json, so UTF-8.
        String::from_utf8(self.out).unwrap_or_default().into()
    }

    fn value(&mut self, value: &(impl Serialize + ?Sized)) {
        let start = self.out.len();
        if serde_json::to_writer(&mut self.out, value).is_err() {
            self.out.truncate(start);
            self.out.extend_from_slice(b"null");
        }
    }
}

#[cfg(test)]
mod tests {
    use online_protocol::{SeatSpec, ServerMessage, TableSpec, View};

    use super::*;
    use crate::engine::{Table, new_table};

    fn json_of(write: impl FnOnce(&mut Vec<u8>)) -> serde_json::Value {
        let mut out = Vec::new();
        write(&mut out);
        serde_json::from_slice(&out).expect("the table writes JSON")
    }

    /// The protocol's rule: a `view` is the `View` message, whatever writes it. Every view of
    /// a match of each game, for each seat and a spectator, with and without an action and as
    /// a snapshot, reads back as the protocol's message with the table's own parts, and starts
    /// as the clients' quick reading expects.
    #[test]
    fn a_view_written_as_text_reads_as_the_protocols_view() {
        for game in catalogue::games() {
            let players = *game.info().seats.start();
            let spec = TableSpec {
                game: game.name().into(),
                rules: None,
                options: Default::default(),
                seats: vec![SeatSpec::Person; players],
            };
            let mut table: Box<dyn Table> = new_table(&spec, 11).unwrap();
            let mut steps = 0;
            loop {
                let from = table.event_count().saturating_sub(2);
                let status = table.status();
                let legal = table.legal();
                for seat in (0..players).map(Some).chain([None]) {
                    for (snapshot, action) in [(false, None), (true, Some("a \"quoted\" act"))] {
                        let text = ViewText::new("AB\u{e9}C", table.seq(), seat, &status)
                            .observation(|out| table.write_observation(seat, out))
                            .legal(&legal)
                            .events(|out| table.write_events_seen_by(from, &[], out))
                            .end(snapshot, action);
                        assert!(text.as_str().starts_with(r#"{"type":"view","#));
                        let read: ServerMessage = serde_json::from_str(text.as_str())
                            .unwrap_or_else(|e| panic!("{}: {e}: {}", game.name(), text.as_str()));
                        let expected = View {
                            code: "AB\u{e9}C".into(),
                            seq: table.seq(),
                            seat,
                            status: status.clone(),
                            observation: Some(json_of(|out| table.write_observation(seat, out))),
                            legal: legal.clone(),
                            events: match json_of(|out| table.write_events_seen_by(from, &[], out))
                            {
                                serde_json::Value::Array(events) => events,
                                other => panic!("events are an array, not {other}"),
                            },
                            snapshot,
                            action: action.map(str::to_string),
                        };
                        assert_eq!(read, ServerMessage::View(expected), "{}", game.name());
                    }
                }
                if legal.is_empty() || steps == 40 {
                    break;
                }
                let pending = table.prepare(&legal[steps % legal.len()]).unwrap();
                table.commit(pending);
                steps += 1;
            }
        }
    }
}
