//! The command line, with and without a running server.

use serde_json::json;

use crate::helpers::{PASSWORD, TestApp, cli, text};

#[tokio::test]
async fn operator_commands_work_while_the_server_runs() {
    let app = TestApp::spawn().await;
    let dir = app.data_dir().to_path_buf();

    let added = tokio::task::spawn_blocking({
        let dir = dir.clone();
        move || cli(&dir, &["admin", "add", "--username", "ann", "--email", "ann@farm.example.org", "--password-stdin"], Some(&format!("{PASSWORD}\n")))
    })
    .await
    .unwrap();
    assert_eq!(added.status.code(), Some(0), "{}", text(&added.stderr));
    assert!(text(&added.stdout).contains("administrator 'ann' created"));
    let res = app.post("/api/admin/login", json!({"username": "ann", "password": PASSWORD})).await;
    assert_eq!(res.status(), 200, "the running server knows the new admin at once");

    let run = |args: Vec<&'static str>| {
        let dir = dir.clone();
        tokio::task::spawn_blocking(move || cli(&dir, &args, None))
    };
    let list = run(vec!["admin", "list"]).await.unwrap();
    assert!(text(&list.stdout).contains("ann\tann@farm.example.org"));

    let seeded = run(vec!["seed"]).await.unwrap();
    assert_eq!(seeded.status.code(), Some(0), "{}", text(&seeded.stderr));
    assert!(text(&seeded.stdout).contains("seed applied"));

    let out = dir.join("backup.redb");
    let backup = {
        let dir = dir.clone();
        let out = out.clone();
        tokio::task::spawn_blocking(move || cli(&dir, &["backup", "--out", out.to_str().unwrap()], None)).await.unwrap()
    };
    assert_eq!(backup.status.code(), Some(0), "{}", text(&backup.stderr));
    assert!(text(&backup.stdout).contains(out.to_str().unwrap()), "{}", text(&backup.stdout));
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&out).unwrap().permissions().mode() & 0o777, 0o600, "backups are owner-only");
        let (copy, _) = farmstand::db::Db::open_file(&out).unwrap();
        assert!(farmstand::accounts::store::find_by_username(&copy, "ann").unwrap().is_some(), "the backup holds the admin");
    }
    let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()).map(|e| e.file_name()).filter(|n| n.to_string_lossy().starts_with(".backup-")).collect();
    assert!(leftovers.is_empty(), "the staging copy is removed: {leftovers:?}");
    let live = tokio::task::spawn_blocking({
        let dir = dir.clone();
        move || cli(&dir, &["backup", "--out", dir.join("farmstand.redb").to_str().unwrap()], None)
    })
    .await
    .unwrap();
    assert_eq!(live.status.code(), Some(1), "never overwrite the live database");

    let dup = tokio::task::spawn_blocking({
        let dir = dir.clone();
        move || cli(&dir, &["admin", "add", "--username", "ANN", "--password-stdin"], Some(&format!("{PASSWORD}\n")))
    })
    .await
    .unwrap();
    assert_eq!(dup.status.code(), Some(1));
    assert!(text(&dup.stderr).contains("already taken"));
}

#[tokio::test]
async fn the_control_socket_is_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let app = TestApp::spawn().await;
    let mode = std::fs::metadata(app.data_dir().join("farmstand.sock")).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
}

#[test]
fn operator_commands_work_without_a_server() {
    let dir = tempfile::tempdir().unwrap();
    let added = cli(dir.path(), &["admin", "add", "--username", "ann", "--password-stdin"], Some(&format!("{PASSWORD}\n")));
    assert_eq!(added.status.code(), Some(0), "{}", text(&added.stderr));

    let weak = cli(dir.path(), &["admin", "add", "--username", "bob", "--password-stdin"], Some("short\n"));
    assert_eq!(weak.status.code(), Some(1));
    let reason = text(&weak.stderr);
    assert!(reason.contains("at least 10 characters"), "{reason}");
    assert_eq!(reason.trim().lines().count(), 1, "one-line reason: {reason}");

    let passwd = cli(dir.path(), &["admin", "passwd", "--username", "ann", "--password-stdin"], Some("another long password\n"));
    assert_eq!(passwd.status.code(), Some(0), "{}", text(&passwd.stderr));

    let out = dir.path().join("b.redb");
    let backup = cli(dir.path(), &["backup", "--out", out.to_str().unwrap()], None);
    assert_eq!(backup.status.code(), Some(0), "{}", text(&backup.stderr));
    let (copy, _) = farmstand::db::Db::open_file(&out).unwrap();
    assert!(farmstand::accounts::store::find_by_username(&copy, "ann").unwrap().is_some());

    let removed = cli(dir.path(), &["admin", "remove", "--username", "ann"], None);
    assert_eq!(removed.status.code(), Some(0));
    let list = cli(dir.path(), &["admin", "list"], None);
    assert!(text(&list.stdout).contains("no administrators yet"));
}

#[test]
fn exit_codes_follow_the_contract() {
    let dir = tempfile::tempdir().unwrap();
    let help = cli(dir.path(), &["--help"], None);
    assert_eq!(help.status.code(), Some(0));
    for command in ["serve", "seed", "admin", "train", "assess", "orders", "backup"] {
        assert!(text(&help.stdout).contains(command), "--help lists {command}");
    }
    assert_eq!(cli(dir.path(), &["no-such-command"], None).status.code(), Some(2));
    assert_eq!(cli(dir.path(), &["backup"], None).status.code(), Some(2), "missing --out");
    for training in [vec!["train", "--bulk"], vec!["assess"]] {
        let out = cli(dir.path(), &training, None);
        assert_eq!(out.status.code(), Some(1), "{training:?} without a database");
        assert!(text(&out.stderr).contains("there is no database"), "{}", text(&out.stderr));
    }
    assert_eq!(cli(dir.path(), &["orders", "export", "--since", "June 15"], None).status.code(), Some(2), "a bad date is a usage error");
    assert_eq!(cli(dir.path(), &["orders", "export", "--format", "xml"], None).status.code(), Some(2));
    let no_db = cli(dir.path(), &["backup", "--out", "/tmp/x.redb"], None);
    assert_eq!(no_db.status.code(), Some(1));
    assert!(text(&no_db.stderr).contains("there is no database"));
    let no_stdin = cli(dir.path(), &["admin", "add", "--username", "ann"], None);
    assert_eq!(no_stdin.status.code(), Some(2), "no terminal and no --password-stdin");
}
