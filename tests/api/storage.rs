//! Durability, migrations and backups.

use std::time::Duration;

use farmstand::accounts::{store, user::Role};
use farmstand::control::Command;
use farmstand::db::{self, Db, DbError, migrations, tables};
use serde_json::json;

use crate::helpers::{PASSWORD, TestApp, binary, cli, free_port, new_client};

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

/// `kill -9` at any moment loses no acknowledged write.
#[tokio::test]
async fn kill_9_loses_no_committed_data() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let start = || {
        std::process::Command::new(binary())
            .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--data-dir"])
            .arg(dir.path())
            .env("FARMSTAND_LOG", "warn")
            .spawn()
            .unwrap()
    };
    let wait_healthy = || async {
        for _ in 0..100 {
            if let Ok(res) = reqwest::get(format!("{base}/healthz")).await {
                if res.status() == 200 {
                    return;
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("server did not become healthy");
    };
    let mut server = start();
    wait_healthy().await;
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
    wait_healthy().await;
    let after: serde_json::Value = client.get(format!("{base}/api/site")).send().await.unwrap().json().await.unwrap();
    assert_eq!(after["tagline"], "Saved before the crash");
    assert_eq!(client.get(format!("{base}/api/auth/user")).send().await.unwrap().status(), 200, "the session survived");
    server.kill().unwrap();
    server.wait().unwrap();
}
