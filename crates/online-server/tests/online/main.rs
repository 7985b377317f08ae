//! The online server's tests on loopback: whole matches through the client library, hostile
//! clients on raw WebSockets, and (with a PostgreSQL that `scripts/test` starts) the shared
//! database and two servers playing one match; who is connected, on one server and across two.

mod hostile;
mod lifetimes;
mod matches;
mod postgres;
mod presence;
mod support;
