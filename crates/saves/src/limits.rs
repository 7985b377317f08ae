//! What this version of the saves reads: the newest format and the largest file. Their own
//! module, as both the format and its errors name them.

/// The save format this version writes; it reads every format from 1 to this.
///
/// Raise it whenever a save of the old format would no longer read as the new one, and teach
/// [`crate::SavedMatch::from_json`] to bring the old format up to date.
pub const FORMAT: u32 = 1;

/// The size of the largest save this version reads, in bytes (16 MiB): far beyond any real
/// match, and small enough that reading a stray huge file never exhausts memory.
pub const MAX_BYTES: u64 = 16 * 1024 * 1024;
