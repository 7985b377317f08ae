//! What the clients count ([`Stats`]), merged over every client at the end, and the latency
//! percentiles read from it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::time::Instant;

use crate::ERRORS_PRINTED;

/// What the clients counted; merged over every client at the end.
#[derive(Default)]
pub(super) struct Stats {
    pub(super) connections: u64,
    pub(super) rooms_created: u64,
    pub(super) rooms_finished: u64,
    /// Actions the server accepted: a client's own action came back in a view.
    pub(super) actions: u64,
    pub(super) views: u64,
    pub(super) bytes_in: u64,
    /// When each timed `act` was sent, and the microseconds from then to reading the view
    /// that carries it.
    pub(super) latencies_us: Vec<(Instant, u64)>,
    /// Time the clients spent reading views and choosing (their own cost, not the server's).
    pub(super) choosing: Duration,
    pub(super) errors: u64,
    /// Slots whose first room was created and joined, and the latest time one was (from the
    /// start): how long opening every room at once took.
    pub(super) opened: u64,
    pub(super) last_opened: Duration,
}

impl Stats {
    pub(super) fn merge(&mut self, other: Stats) {
        self.connections += other.connections;
        self.rooms_created += other.rooms_created;
        self.rooms_finished += other.rooms_finished;
        self.actions += other.actions;
        self.views += other.views;
        self.bytes_in += other.bytes_in;
        self.latencies_us.extend(other.latencies_us);
        self.choosing += other.choosing;
        self.errors += other.errors;
        self.opened += other.opened;
        self.last_opened = self.last_opened.max(other.last_opened);
    }

    /// Counts an error and prints the first few.
    pub(super) fn error(&mut self, what: impl std::fmt::Display) {
        static PRINTED: AtomicU64 = AtomicU64::new(0);
        self.errors += 1;
        if PRINTED.fetch_add(1, Ordering::Relaxed) < ERRORS_PRINTED {
            eprintln!("load: error: {what}");
        }
    }
}

/// Percentiles of latencies, in milliseconds.
pub(super) struct Latency {
    p50: f64,
    p95: f64,
    p99: f64,
    max: f64,
    samples: usize,
}

impl Latency {
    /// Of `sorted` microseconds.
    pub(super) fn of(sorted: &[u64]) -> Self {
        Self {
            p50: percentile_ms(sorted, 50.0),
            p95: percentile_ms(sorted, 95.0),
            p99: percentile_ms(sorted, 99.0),
            max: sorted.last().copied().unwrap_or(0) as f64 / 1000.0,
            samples: sorted.len(),
        }
    }

    pub(super) fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "p50": self.p50, "p95": self.p95, "p99": self.p99, "max": self.max,
            "samples": self.samples,
        })
    }
}

impl std::fmt::Display for Latency {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "p50 {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} timed)",
            self.p50, self.p95, self.p99, self.max, self.samples
        )
    }
}

/// The value at `per` per cent of `sorted` (nearest rank), in milliseconds.
fn percentile_ms(sorted: &[u64], per: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((per / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1] as f64 / 1000.0
}
