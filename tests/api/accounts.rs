//! Sign-in, sessions, throttling, CSRF and the admin guard.

use reqwest::Method;
use serde_json::json;

use crate::helpers::{PASSWORD, TestApp, error_of, new_client};
use farmstand::accounts::{store, token, user::Role};
use farmstand::db::Db;

#[tokio::test]
async fn an_admin_signs_in_and_out() {
    let app = TestApp::spawn().await;
    let status: serde_json::Value = app.get("/api/auth/admin-status").await.json().await.unwrap();
    assert_eq!(status["adminExists"], false, "no default admin exists");

    assert_eq!(app.get("/api/auth/user").await.status(), 401);
    app.add_user_admin("ann").await;
    let status: serde_json::Value = app.get("/api/auth/admin-status").await.json().await.unwrap();
    assert_eq!(status["adminExists"], true);

    let res = app.post("/api/admin/login", json!({"username": "Ann", "password": PASSWORD})).await;
    assert_eq!(res.status(), 200, "usernames are case-insensitive");
    let cookie = res.headers().get("set-cookie").unwrap().to_str().unwrap().to_string();
    for attr in ["farmstand_session=", "HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(cookie.contains(attr), "cookie {cookie} lacks {attr}");
    }
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["user"]["username"], "ann");
    assert!(body["user"].get("passwordHash").is_none(), "the hash never leaves the server");

    let me: serde_json::Value = app.get("/api/auth/user").await.json().await.unwrap();
    assert_eq!(me["role"], "admin");
    assert_eq!(app.get("/api/admin/site").await.status(), 200);

    let out = app.post("/api/auth/logout", json!({})).await;
    assert_eq!(out.status(), 200);
    assert_eq!(app.get("/api/auth/user").await.status(), 401);
    assert_eq!(app.get("/api/admin/site").await.status(), 401);

    // The old cookie value is dead on the server, not just forgotten by the browser.
    let token = cookie.split(';').next().unwrap().to_string();
    let replay = new_client().get(app.url("/api/auth/user")).header("cookie", token).send().await.unwrap();
    assert_eq!(replay.status(), 401);
}

#[tokio::test]
async fn wrong_credentials_are_refused_alike() {
    let app = TestApp::spawn().await;
    app.add_user_admin("ann").await;
    for (username, password) in [("ann", "wrong password"), ("nobody", PASSWORD)] {
        let res = app.post("/api/admin/login", json!({"username": username, "password": password})).await;
        assert_eq!(res.status(), 401);
        assert!(res.headers().get("set-cookie").is_none());
        assert_eq!(error_of(res).await, "Invalid username or password");
    }
    let empty = app.post("/api/admin/login", json!({"username": "", "password": ""})).await;
    assert_eq!(empty.status(), 400);
    assert_eq!(error_of(empty).await, "Please enter both username and password");
}

#[tokio::test]
async fn repeated_failures_are_throttled_even_with_the_right_password() {
    let app = TestApp::spawn().await;
    app.add_user_admin("ann").await;
    for _ in 0..5 {
        let res = app.post("/api/admin/login", json!({"username": "ann", "password": "guess guess"})).await;
        assert_eq!(res.status(), 401);
    }
    let res = app.post("/api/admin/login", json!({"username": "ann", "password": PASSWORD})).await;
    assert_eq!(res.status(), 429);
    let retry: u64 = res.headers().get("retry-after").unwrap().to_str().unwrap().parse().unwrap();
    assert!(retry > 0 && retry <= 15 * 60);
    assert!(error_of(res).await.contains("Too many failed sign-in attempts"));
}

#[tokio::test]
async fn members_register_sign_in_and_cannot_use_admin_routes() {
    let app = TestApp::spawn().await;
    let res = app.post("/api/auth/register", json!({"username": "grower", "email": "g@farm.example.org", "password": PASSWORD})).await;
    assert_eq!(res.status(), 201);
    let me: serde_json::Value = app.get("/api/auth/user").await.json().await.unwrap();
    assert_eq!(me["role"], "member");
    assert_eq!(app.get("/api/admin/site").await.status(), 403);
    let admin_login = app.post("/api/admin/login", json!({"username": "grower", "password": PASSWORD})).await;
    assert_eq!(admin_login.status(), 403);

    for (method, path) in [(Method::PUT, "/api/admin/site"), (Method::DELETE, "/api/admin/products/1"), (Method::POST, "/api/dexter/train")] {
        let res = app.request(method.clone(), path, Some(json!({}))).await;
        assert_eq!(res.status(), 403, "a member on {method} {path}");
    }

    let taken = app.post("/api/auth/register", json!({"username": "GROWER", "email": "x@farm.example.org", "password": PASSWORD})).await;
    assert_eq!(taken.status(), 409);
    for (body, words) in [
        (json!({"username": "a", "email": "a@b.co", "password": PASSWORD}), "3 to 32"),
        (json!({"username": "<b>x</b>", "email": "a@b.co", "password": PASSWORD}), "3 to 32"),
        (json!({"username": "anna", "email": "not-an-email", "password": PASSWORD}), "valid email"),
        (json!({"username": "anna", "email": "a@b.co", "password": "short"}), "at least 10"),
    ] {
        let res = app.post("/api/auth/register", body).await;
        assert_eq!(res.status(), 400);
        assert!(error_of(res).await.contains(words), "{words}");
    }

    let res = new_client()
        .post(app.url("/api/auth/login"))
        .header("origin", &app.base)
        .json(&json!({"username": "grower", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn every_admin_path_answers_401_to_visitors() {
    let app = TestApp::spawn().await;
    let routes = [
        (Method::GET, "/api/admin/site"),
        (Method::PUT, "/api/admin/site"),
        (Method::GET, "/api/admin"),
        (Method::GET, "/api/admin/products"),
        (Method::POST, "/api/admin/products"),
        (Method::DELETE, "/api/admin/products/1"),
        (Method::GET, "/api/admin/orders/export?format=csv"),
        (Method::GET, "/api/admin/not-a-route-at-all"),
        (Method::GET, "/api/admin/analytics"),
        (Method::GET, "/api/admin/orders"),
        (Method::POST, "/api/admin/categories"),
        (Method::PUT, "/api/admin/categories/1"),
        (Method::DELETE, "/api/admin/categories/1"),
        (Method::PUT, "/api/admin/products/1"),
        (Method::PUT, "/api/admin/products/1/image"),
        (Method::PUT, "/api/admin/products/1/file"),
        (Method::DELETE, "/api/admin/products/1/file"),
        (Method::POST, "/api/dexter/train"),
        (Method::GET, "/api/dexter/scheduler/status"),
    ];
    for (method, path) in routes {
        let res = app.request(method.clone(), path, Some(json!({}))).await;
        assert_eq!(res.status(), 401, "{method} {path}");
        assert_eq!(error_of(res).await, "Please sign in as an administrator.");
    }
}

#[tokio::test]
async fn requests_from_other_sites_are_blocked() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    for origin in ["http://evil.example", "null"] {
        let res = app
            .client
            .post(app.url("/api/auth/logout"))
            .header("origin", origin)
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 403, "{origin}");
        assert!(error_of(res).await.contains("another site"));
    }
    let no_origin = app.client.put(app.url("/api/admin/site")).json(&json!({})).send().await.unwrap();
    assert_eq!(no_origin.status(), 403, "a cookie-carrying request without Origin or Referer");
    assert_eq!(app.get("/api/auth/user").await.status(), 200, "the session survived the attempts");
}

#[tokio::test]
async fn expired_sessions_are_signed_out() {
    let dir = tempfile::tempdir().unwrap();
    let live = token::new_token();
    let expired = token::new_token();
    {
        let (db, _) = Db::open_in(dir.path()).unwrap();
        let user = store::create_user(
            &db,
            store::NewUser { username: "ann", email: "", password_hash: "x".into(), role: Role::Admin },
        )
        .unwrap()
        .unwrap();
        store::create_session(&db, user.id, &token::hash_token(&live), 3600).unwrap();
        store::create_session(&db, user.id, &token::hash_token(&expired), -1).unwrap();
    }
    let app = TestApp::spawn_in(dir).await;
    let with = |t: &str| new_client().get(app.url("/api/admin/site")).header("cookie", format!("farmstand_session={t}")).send();
    assert_eq!(with(&live).await.unwrap().status(), 200);
    assert_eq!(with(&expired).await.unwrap().status(), 401);
    assert_eq!(with("forged-token").await.unwrap().status(), 401);
}

#[tokio::test]
async fn api_login_redirects_to_the_sign_in_page() {
    let app = TestApp::spawn().await;
    let res = app.get("/api/login?next=/grant-search").await;
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers().get("location").unwrap(), "/login?next=/grant-search");
    let res = app.get("/api/login?next=//evil.example").await;
    assert_eq!(res.headers().get("location").unwrap(), "/login");
}

/// A sign-in from `address` as `username`, as a proxy would forward it.
async fn sign_in_from(app: &TestApp, address: &str, username: &str, password: &str) -> reqwest::Response {
    new_client()
        .post(app.url("/api/admin/login"))
        .header("x-forwarded-for", address)
        .json(&json!({"username": username, "password": password}))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn an_attacker_failing_fifty_times_cannot_lock_the_admin_out() {
    let app = TestApp::spawn_with(tempfile::tempdir().unwrap(), |c| c.behind_proxy = true).await;
    app.add_user_admin("ann").await;
    // Fifty wrong passwords for "ann" from ten addresses, five each, ten at a time.
    let attackers: Vec<_> = (1..=10)
        .map(|n| {
            let (base, address) = (app.base.clone(), format!("203.0.113.{n}"));
            tokio::spawn(async move {
                let client = new_client();
                let mut statuses = vec![];
                for _ in 0..5 {
                    let res = client
                        .post(format!("{base}/api/admin/login"))
                        .header("x-forwarded-for", &address)
                        .json(&json!({"username": "ann", "password": "guess guess"}))
                        .send()
                        .await
                        .unwrap();
                    statuses.push(res.status().as_u16());
                }
                statuses
            })
        })
        .collect();
    for attacker in attackers {
        assert_eq!(attacker.await.unwrap(), [401; 5], "each guess is checked and refused");
    }
    // The guessers locked themselves out, right password or not…
    let res = sign_in_from(&app, "203.0.113.1", "ann", PASSWORD).await;
    assert_eq!(res.status(), 429);
    assert!(error_of(res).await.contains("Too many failed sign-in attempts"));
    // …but the admin, from an address with no failures, signs in (a little slowed down).
    let res = sign_in_from(&app, "198.51.100.7", "ann", PASSWORD).await;
    assert_eq!(res.status(), 200, "the admin is never locked out by someone else's guesses");
    // And a burst of spread-out guesses does not block her next time either.
    let res = sign_in_from(&app, "198.51.100.8", "ann", PASSWORD).await;
    assert_eq!(res.status(), 200);
}

#[tokio::test]
async fn password_checks_are_bounded_and_overflow_gets_a_quick_429() {
    let app = TestApp::spawn_with(tempfile::tempdir().unwrap(), |c| c.behind_proxy = true).await;
    app.add_user_admin("ann").await;
    let attempts: Vec<_> = (0..80)
        .map(|n| {
            let url = app.url("/api/admin/login");
            tokio::spawn(async move {
                let res = new_client()
                    .post(url)
                    .header("x-forwarded-for", format!("192.0.2.{n}"))
                    .json(&json!({"username": format!("user{n}"), "password": "guess guess"}))
                    .send()
                    .await
                    .unwrap();
                (res.status().as_u16(), res.text().await.unwrap())
            })
        })
        .collect();
    let mut busy = 0;
    for attempt in attempts {
        let (status, body) = attempt.await.unwrap();
        match status {
            401 => {}
            429 => {
                assert!(body.contains("busy"), "{body}");
                busy += 1;
            }
            other => panic!("unexpected status {other}: {body}"),
        }
    }
    assert!(busy > 0, "80 password checks at once must not all queue for argon2");
}

#[tokio::test]
async fn a_user_keeps_at_most_ten_sessions() {
    let app = TestApp::spawn().await;
    app.add_user_admin("ann").await;
    let mut cookies = vec![];
    for _ in 0..12 {
        let res = new_client().post(app.url("/api/admin/login")).json(&json!({"username": "ann", "password": PASSWORD})).send().await.unwrap();
        assert_eq!(res.status(), 200);
        cookies.push(res.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string());
    }
    let status = |cookie: String| {
        let url = app.url("/api/auth/user");
        async move { new_client().get(url).header("cookie", cookie).send().await.unwrap().status() }
    };
    assert_eq!(status(cookies[0].clone()).await, 401, "the oldest session was signed out");
    assert_eq!(status(cookies[1].clone()).await, 401);
    for cookie in &cookies[2..] {
        assert_eq!(status(cookie.clone()).await, 200);
    }
}

#[tokio::test]
async fn registration_checks_the_name_first_and_is_throttled_on_its_own_counter() {
    let app = TestApp::spawn().await;
    app.add_user_admin("ann").await;
    // Forty sign-ups for a taken name at once: the first ten are told it is taken (no hash
    // needed), the rest are throttled.
    let attempts: Vec<_> = (0..40)
        .map(|_| {
            let url = app.url("/api/auth/register");
            tokio::spawn(async move {
                new_client()
                    .post(url)
                    .json(&json!({"username": "ann", "email": "g@farm.example.org", "password": PASSWORD}))
                    .send()
                    .await
                    .unwrap()
                    .status()
                    .as_u16()
            })
        })
        .collect();
    let mut statuses = vec![];
    for a in attempts {
        statuses.push(a.await.unwrap());
    }
    let taken = statuses.iter().filter(|s| **s == 409).count();
    let throttled = statuses.iter().filter(|s| **s == 429).count();
    assert_eq!((taken, throttled), (farmstand::accounts::throttle::MAX_REGISTRATIONS_PER_ADDRESS, 30), "{statuses:?}");
    let res = app.post("/api/auth/register", json!({"username": "new-grower", "email": "g@farm.example.org", "password": PASSWORD})).await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().get("retry-after").is_some());
    // Sign-ups never count against sign-ins from the same address.
    let res = app.post("/api/admin/login", json!({"username": "ann", "password": PASSWORD})).await;
    assert_eq!(res.status(), 200, "a shared address that registered a lot can still sign in");
}

#[tokio::test]
async fn mass_registration_from_one_address_is_throttled() {
    let app = TestApp::spawn().await;
    for i in 0..farmstand::accounts::throttle::MAX_REGISTRATIONS_PER_ADDRESS {
        let res = new_client()
            .post(app.url("/api/auth/register"))
            .json(&json!({"username": format!("grower{i}"), "email": "g@farm.example.org", "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 201, "registration {i}");
    }
    let res = app.post("/api/auth/register", json!({"username": "one-too-many", "email": "g@farm.example.org", "password": PASSWORD})).await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().get("retry-after").is_some());
    let res = app.post("/api/auth/login", json!({"username": "grower0", "password": PASSWORD})).await;
    assert_eq!(res.status(), 200, "sign-ups do not block sign-ins");
}
