//! Per-connection rate limits: token buckets, refilled continuously.

use std::time::{Duration, Instant};

/// How many of something a connection may do: `burst` at once, then one per `every`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// How many at once.
    pub burst: u32,
    /// The time to earn one more.
    pub every: Duration,
}

/// A token bucket of one [`Rate`].
#[derive(Debug)]
pub struct Bucket {
    rate: Rate,
    tokens: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(rate: Rate) -> Self {
        Self {
            rate,
            tokens: f64::from(rate.burst),
            last: Instant::now(),
        }
    }

    fn refill(&mut self) {
        let now = Instant::now();
        let earned =
            now.duration_since(self.last).as_secs_f64() / self.rate.every.as_secs_f64().max(1e-9);
        self.tokens = (self.tokens + earned).min(f64::from(self.rate.burst));
        self.last = now;
    }

    /// Whether a token is there, without taking it.
    pub fn peek(&mut self) -> bool {
        self.refill();
        self.tokens >= 1.0
    }

    /// Takes one token if there is one; `false` when the rate is exceeded.
    pub fn take(&mut self) -> bool {
        self.refill();
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A bucket allows its burst at once, then refuses until time earns another.
    #[test]
    fn a_bucket_allows_its_burst_then_refills() {
        let mut bucket = Bucket::new(Rate {
            burst: 3,
            every: Duration::from_millis(40),
        });
        assert!((0..3).all(|_| bucket.take()));
        assert!(!bucket.take());
        std::thread::sleep(Duration::from_millis(50));
        assert!(bucket.take());
        assert!(!bucket.take());
    }
}
