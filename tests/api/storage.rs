//! Durability, migrations and backups.

use std::time::Duration;

use farmstand::accounts::{store, user::Role};
use farmstand::control::Command;
use farmstand::db::{self, Db, DbError, migrations, tables};
use serde_json::json;

use crate::helpers::{PASSWORD, TestApp, binary, cli, free_port, new_client, serve_binary, wait_healthy};

#[test]
fn a_version_1_file_is_migrated_and_keeps_its_users() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(db::FILE_NAME);
    {
        let old = Db::open_file_at_version(&path, 1).unwrap();
        assert_eq!(migrations::version(&old).unwrap(), 1);
        // A user as version 1 stored it: no username index yet.
        let tx = old.begin_write().unwrap();
        let user = json!({"id": 7, "username": "OldAdmin", "email": "", "passwordHash": "x", "role": "admin", "createdAt": 0});
        tables::USERS.write(&tx).unwrap().put(&db::key::id(7), &user).unwrap();
        tx.commit().unwrap();
    }
    let (db, was_new) = Db::open_file(&path).unwrap();
    assert!(!was_new);
    assert_eq!(migrations::version(&db).unwrap(), migrations::CURRENT);
    let found = store::find_by_username(&db, "oldadmin").unwrap().expect("found through the new index");
    assert_eq!(found.id, 7);
    assert_eq!(found.role, Role::Admin);
}

/// Schema 6 indexes what version 5 stored: unsent emails by due time, pending orders by age
/// and each user's sessions, so the sender, the expiry sweep and the session cap see them.
#[test]
fn a_version_5_file_gets_its_indexes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(db::FILE_NAME);
    let now = db::now_unix();
    {
        let old = Db::open_file_at_version(&path, 5).unwrap();
        let tx = old.begin_write().unwrap();
        let email = json!({"id": 3, "to": "a@b.org", "subject": "s", "text": "t", "html": "h", "status": "unsent",
            "attempts": 0, "nextAttemptAt": now - 5, "lastError": null, "createdAt": now - 5, "sentAt": null});
        tables::OUTBOX.write(&tx).unwrap().put(&db::key::id(3), &email).unwrap();
        let order = json!({"id": 4, "orderId": "cs_old", "customerEmail": "", "paymentStatus": "pending", "totalCents": 100,
            "quantity": 1, "paymentMethod": "card", "productId": 1, "productName": "G", "createdAt": now - 2 * 86_400});
        tables::ORDERS.write(&tx).unwrap().put(&db::key::id(4), &order).unwrap();
        let user = json!({"id": 9, "username": "ann", "email": "", "passwordHash": "x", "role": "admin", "createdAt": 0});
        tables::USERS.write(&tx).unwrap().put(&db::key::id(9), &user).unwrap();
        tables::USERS_BY_NAME.write(&tx).unwrap().put(b"ann", &9u64).unwrap();
        let session = json!({"userId": 9, "createdAt": now, "expiresAt": now + 3600});
        tables::SESSIONS.write(&tx).unwrap().put(&[1u8; 32], &session).unwrap();
        tx.commit().unwrap();
    }
    let (db, _) = Db::open_file(&path).unwrap();
    assert_eq!(farmstand::mail::store::due(&db, now).unwrap().len(), 1, "the old unsent email is due");
    assert_eq!(farmstand::payments::store::expire_abandoned(&db, now).unwrap(), 1, "the old pending order expires");
    assert_eq!(store::session_count(&db, 9).unwrap(), 1, "the old session is indexed");
    assert!(store::session_user(&db, &[1u8; 32]).unwrap().is_some(), "and still signs its user in");
}

/// A data dir from before the store existed (schema 2, seeded with site settings only)
/// gains the store's tables and seed content at the next start, keeping what it had.
#[tokio::test]
async fn upgrading_a_data_dir_adds_the_new_seed_content() {
    let dir = tempfile::tempdir().unwrap();
    {
        let old = Db::open_file_at_version(&dir.path().join(db::FILE_NAME), 2).unwrap();
        farmstand::db::meta::set(&old, "seeded_at", &1i64).unwrap();
        let tx = old.begin_write().unwrap();
        let user = json!({"id": 1, "username": "ann", "email": "", "passwordHash": "x", "role": "admin", "createdAt": 0});
        tables::USERS.write(&tx).unwrap().put(&db::key::id(1), &user).unwrap();
        tables::USERS_BY_NAME.write(&tx).unwrap().put(b"ann", &1u64).unwrap();
        tx.commit().unwrap();
    }
    let app = TestApp::spawn_in(dir).await;
    let products: serde_json::Value = app.get("/api/store/products").await.json().await.unwrap();
    assert!(products.as_array().unwrap().len() >= 9, "the seeded store appears after the upgrade");
    app.stop().await;
}

#[test]
fn a_file_from_a_newer_release_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(db::FILE_NAME);
    {
        let (db, _) = Db::open_file(&path).unwrap();
        let tx = db.begin_write().unwrap();
        tables::META.write(&tx).unwrap().put(b"schema_version", &(migrations::CURRENT + 1)).unwrap();
        tx.commit().unwrap();
    }
    match Db::open_file(&path) {
        Err(DbError::NewerSchema { found, .. }) => assert_eq!(found, migrations::CURRENT + 1),
        other => panic!("expected NewerSchema, got {:?}", other.err()),
    }
}

#[tokio::test]
async fn a_backup_taken_while_serving_opens_as_a_data_dir() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let out = app.data_dir().join("copy.redb");
    let msg = app.command(Command::Backup { out: out.clone() }).await.unwrap();
    assert!(msg.contains("backup written"), "{msg}");

    let restored = tempfile::tempdir().unwrap();
    std::fs::copy(&out, restored.path().join(db::FILE_NAME)).unwrap();
    let second = TestApp::spawn_in(restored).await;
    let res = second.post("/api/admin/login", json!({"username": "ann", "password": PASSWORD})).await;
    assert_eq!(res.status(), 200, "the backup holds the admin");
    let site: serde_json::Value = second.get("/api/site").await.json().await.unwrap();
    assert_eq!(site["organizationName"], "Farmstand Community Farm");
}

#[tokio::test]
async fn graceful_stop_closes_the_database() {
    let app = TestApp::spawn().await;
    app.add_user_admin("ann").await;
    let dir = app.stop().await;
    // Only possible once the server has let go of the file.
    let (db, _) = Db::open_in(dir.path()).unwrap();
    assert!(store::find_by_username(&db, "ann").unwrap().is_some());
    assert!(!dir.path().join("farmstand.sock").exists(), "the socket is removed");
}

/// SIGTERM, as systemd sends it: the in-flight request finishes, the process exits 0, the
/// socket is removed and the file opens again.
#[tokio::test]
async fn sigterm_stops_the_real_binary_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let mut server = std::process::Command::new(binary())
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--data-dir"])
        .arg(dir.path())
        .env("FARMSTAND_LOG", "warn")
        .spawn()
        .unwrap();
    let mut healthy = false;
    for _ in 0..100 {
        if reqwest::get(format!("{base}/healthz")).await.is_ok_and(|r| r.status() == 200) {
            healthy = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(healthy, "server became healthy");
    // A sign-in takes tens of milliseconds of argon2 work: signal while it runs.
    let client = new_client();
    let in_flight = tokio::spawn({
        let base = base.clone();
        async move {
            client.post(format!("{base}/api/auth/register"))
                .json(&json!({"username": "late", "email": "l@farm.example.org", "password": PASSWORD}))
                .send()
                .await
        }
    });
    // Long enough for the request to reach the server even when every core is busy with
    // other tests, well inside the hashing time (argon2 takes longer in a test build).
    tokio::time::sleep(Duration::from_millis(30)).await;
    let killed = std::process::Command::new("kill").args(["-TERM", &server.id().to_string()]).status().unwrap();
    assert!(killed.success());
    let response = in_flight.await.unwrap().expect("the in-flight request got its answer");
    assert_eq!(response.status(), 201);
    let status = tokio::task::spawn_blocking(move || server.wait()).await.unwrap().unwrap();
    assert_eq!(status.code(), Some(0), "graceful exit");
    assert!(!dir.path().join("farmstand.sock").exists(), "the socket is removed");
    let (db, _) = Db::open_in(dir.path()).unwrap();
    assert!(store::find_by_username(&db, "late").unwrap().is_some(), "the in-flight write was committed");
}

/// `kill -9` at any moment loses no acknowledged write. (SIGKILL keeps the OS page cache,
/// so this proves commits are complete and recoverable, not that they reached the disk;
/// redb's durable commit fsyncs for that.)
#[tokio::test]
async fn kill_9_loses_no_committed_data() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let start = || serve_binary(dir.path(), port, &[]);
    let mut server = start();
    wait_healthy(&base).await;
    let added = cli(dir.path(), &["admin", "add", "--username", "ann", "--password-stdin"], Some(&format!("{PASSWORD}\n")));
    assert!(added.status.success());
    let client = new_client();
    let login = client.post(format!("{base}/api/admin/login")).json(&json!({"username": "ann", "password": PASSWORD})).send().await.unwrap();
    assert_eq!(login.status(), 200);
    let mut site: serde_json::Value = client.get(format!("{base}/api/site")).send().await.unwrap().json().await.unwrap();
    site["tagline"] = json!("Saved before the crash");
    let saved = client.put(format!("{base}/api/admin/site")).header("origin", &base).json(&site).send().await.unwrap();
    assert_eq!(saved.status(), 200);

    server.kill().unwrap(); // SIGKILL
    server.wait().unwrap();

    let mut server = start();
    wait_healthy(&base).await;
    let after: serde_json::Value = client.get(format!("{base}/api/site")).send().await.unwrap().json().await.unwrap();
    assert_eq!(after["tagline"], "Saved before the crash");
    assert_eq!(client.get(format!("{base}/api/auth/user")).send().await.unwrap().status(), 200, "the session survived");
    server.kill().unwrap();
    server.wait().unwrap();
}
