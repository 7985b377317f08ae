//! Group commit (`online_server::store`'s committer): writes of many rooms that arrive together
//! are stored in one transaction, each keeping its own compare and swap.

use online_protocol::SeatSpec;
use online_server::store::{Progress, StoredAction};
use online_server::{Store, StoreError, secrets};

use crate::support::*;

/// The rule: among writes sent together, an action whose room moved on (or has not got there
/// yet) is refused and the others are stored; two actions of one room at one number are never
/// both stored; rooms created and seats claimed together are all there. However the committer
/// groups them: each write is stored as if committed alone.
#[test]
fn a_batch_refuses_its_stale_actions_alone() {
    let dir = tempfile::tempdir().unwrap();
    let database = sqlite(dir.path(), "rooms.db");
    // One thread: each group of writes below is sent before any of them is answered.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let store = Store::open(&database).await.unwrap();
        let spec = table("ivanhoe", vec![SeatSpec::Person, SeatSpec::Person]);
        let codes: Vec<String> = (0..40).map(|_| secrets::room_code().unwrap()).collect();
        let creates = codes.iter().map(|code| {
            let store = store.clone();
            let code = code.clone();
            let spec = spec.clone();
            async move {
                let hash = secrets::token_hash(&secrets::token().unwrap());
                store
                    .create_room(&code, &spec, 1, Some(0), (0, &hash, "Rowena"))
                    .await
            }
        });
        for created in futures_util::future::join_all(creates).await {
            created.unwrap();
        }
        let claims = codes.iter().map(|code| {
            let store = store.clone();
            let code = code.clone();
            async move {
                let hash = secrets::token_hash(&secrets::token().unwrap());
                store.claim_seat(&code, 1, &hash, "Wilfred").await
            }
        });
        for claimed in futures_util::future::join_all(claims).await {
            assert!(claimed.unwrap());
        }
        let action = |seq: u64, text: &str| StoredAction {
            seq,
            seat: 0,
            action: text.into(),
        };
        let progress = Progress { turn: Some(1) };
        store
            .append_action(&codes[0], &action(0, "first"), progress)
            .await
            .unwrap();
        // Room 0 is sent an action at the number it had before (stale), room 1 one at a number
        // it does not have yet (too early); the others one action each.
        let appends: Vec<(String, StoredAction)> = (codes.iter().enumerate())
            .map(|(i, code)| {
                (
                    code.clone(),
                    action([0, 7].get(i).copied().unwrap_or(0), "next"),
                )
            })
            .collect();
        let results = futures_util::future::join_all(appends.iter().map(|(code, action)| {
            let store = store.clone();
            async move { store.append_action(code, action, progress).await }
        }))
        .await;
        for (i, result) in results.iter().enumerate() {
            let refused = i < 2;
            assert_eq!(
                matches!(result, Err(StoreError::Conflict)),
                refused,
                "write {i}: {result:?}"
            );
        }
        // Room 0 is sent the same turn twice at once: one of them is stored.
        let twice = [action(1, "one"), action(1, "other")];
        let results = futures_util::future::join_all(twice.iter().map(|action| {
            let store = store.clone();
            let code = codes[0].clone();
            async move { store.append_action(&code, action, progress).await }
        }))
        .await;
        assert_eq!(
            results.iter().filter(|r| r.is_ok()).count(),
            1,
            "{results:?}"
        );
        for (i, code) in codes.iter().enumerate() {
            let stored = store.actions_from(code, 0).await.unwrap();
            let row = store.room_row(code).await.unwrap().unwrap();
            assert_eq!(
                row.seq,
                stored.len() as u64,
                "room {i}: its count is its actions"
            );
            let expected = [2, 0].get(i).copied().unwrap_or(1);
            assert_eq!(stored.len(), expected, "room {i}: {stored:?}");
            let seats = store.seats(code).await.unwrap();
            assert!(seats.iter().all(|s| s.taken), "room {i}: both seats taken");
        }
    });
}

/// The rule: rooms are stored durably, so an SQLite database in memory, which would lose every
/// room when the server stops, is refused with an error that says so.
#[test]
fn an_sqlite_database_in_memory_is_refused() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let opened = runtime.block_on(Store::open("sqlite::memory:"));
    let Err(e) = opened else {
        panic!("an SQLite database in memory was opened");
    };
    assert!(matches!(e, StoreError::NotAFile(_)), "{e}");
    assert!(e.to_string().contains("not a file"), "{e}");
}
