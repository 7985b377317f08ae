//! The online server's tests on loopback: whole matches through the client library, hostile
//! clients on raw WebSockets, and (with a PostgreSQL that `scripts/test` starts) the shared
//! database, two servers playing one match and a killed server's match going on at another
//! once its lease expired; who is connected, on one server and across two; the group commit.

mod commit;
mod hostile;
mod lifetimes;
mod matches;
mod postgres;
mod presence;
mod support;
