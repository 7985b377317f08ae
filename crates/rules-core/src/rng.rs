use rand::{Rng, RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

/// The games' source of chance: a PCG generator whose sequence depends only on the seed.
///
/// Every draw is taken as `u32` or `u64`, never `usize`, so a seed gives the same game on
/// 64-bit native builds and on 32-bit wasm32.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(Pcg64Mcg);

impl GameRng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Self(Pcg64Mcg::seed_from_u64(seed))
    }

    /// A generator for the `stream`-th independent sequence derived from `seed`
    /// (game `i` of a simulation, the random player of seat `s`, ...).
    pub fn derived(seed: u64, stream: u64) -> Self {
        let mut base = Self::new(seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        Self::new(base.next_u64() ^ stream)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n`. `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "GameRng::below(0)");
        let n = u32::try_from(n).expect("GameRng::below takes ranges that fit in u32");
        self.0.random_range(0..n) as usize
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// A uniformly chosen element, `None` for an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Portability: these values are the contract that native and wasm32 builds share.
    #[test]
    fn same_seed_gives_the_same_sequence() {
        let mut a = GameRng::new(42);
        let mut b = GameRng::new(42);
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(GameRng::new(43).next_u64(), xs[0]);
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = GameRng::new(7);
        let mut seen = [false; 5];
        for _ in 0..200 {
            let x = rng.below(5);
            seen[x] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = GameRng::new(3);
        let mut v: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut v);
        assert_ne!(v, (0..50).collect::<Vec<_>>());
        v.sort();
        assert_eq!(v, (0..50).collect::<Vec<_>>());
    }

    #[test]
    fn derived_streams_differ() {
        let a = GameRng::derived(1, 0).next_u64();
        let b = GameRng::derived(1, 1).next_u64();
        assert_ne!(a, b);
        assert_eq!(a, GameRng::derived(1, 0).next_u64());
    }
}
