//! The saves crate's tests, one binary: the format, each store, hostile input, and replaying a
//! real match from its save.

mod common;
mod contract;
mod dir_store;
mod format;
mod hostile;
mod memory_store;
mod replay;
