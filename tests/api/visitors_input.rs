//! Visitors write to us (issue 13): the Daily Farm Wisdom discussion with likes, authors'
//! edits and moderation; the contact form; free-guide requests; the double opt-in mailing
//! list; and the admin's Inbox over all of them.

use reqwest::Method;
use serde_json::{Value, json};

use crate::fakes::smtp::FakeSmtp;
use crate::helpers::{TestApp, error_of, free_port, json_of, new_client};

const THREAD: &str = "/api/comments/daily-farm-wisdom";

async fn admin_app() -> TestApp {
    let app = TestApp::spawn().await;
    app.sign_in_admin("steward").await;
    app
}

/// An app whose emails go to a fake SMTP server.
async fn app_with_smtp() -> (TestApp, FakeSmtp) {
    let port = free_port();
    let smtp = FakeSmtp::start_on(port).await;
    let app = TestApp::spawn_with(tempfile::tempdir().unwrap(), |c| {
        c.mail.smtp_url = Some(format!("smtp://127.0.0.1:{port}"));
    })
    .await;
    app.sign_in_admin("steward").await;
    (app, smtp)
}

/// A post from a browser, which reads the thread (and gets its visitor cookie) first.
async fn post_as(app: &TestApp, who: &reqwest::Client, body: Value) -> reqwest::Response {
    app.request_as(who, Method::GET, THREAD, None).await;
    app.request_as(who, Method::POST, THREAD, Some(body)).await
}

async fn thread_as(app: &TestApp, who: &reqwest::Client) -> Vec<Value> {
    json_of(app.request_as(who, Method::GET, THREAD, None).await).await.as_array().unwrap().clone()
}

fn ids(comments: &[Value]) -> Vec<u64> {
    comments.iter().map(|c| c["id"].as_u64().unwrap()).collect()
}

async fn outbox(app: &TestApp) -> Vec<Value> {
    json_of(app.get("/api/admin/outbox").await).await["emails"].as_array().unwrap().clone()
}

/// Waits until the fake SMTP server has `n` messages (the sender runs in the background).
async fn received(smtp: &FakeSmtp, n: usize) -> Vec<String> {
    for _ in 0..200 {
        let got = smtp.received();
        if got.len() >= n {
            return got;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("expected {n} emails, got {}", smtp.received().len());
}

#[tokio::test]
async fn comments_and_one_level_replies_with_the_seeds_fields_and_texts() {
    let app = admin_app().await;
    let ama = new_client();
    let read = app.request_as(&new_client(), Method::GET, THREAD, None).await;
    assert!(read.headers().get("set-cookie").is_some_and(|c| c.to_str().unwrap().contains("HttpOnly")), "a reader gets the visitor cookie");
    let res = post_as(&app, &ama, json!({"content": "My garlic is up! <script>alert(1)</script>", "commenterName": " Ama "})).await;
    assert_eq!(res.status(), 201);
    let created = json_of(res).await;
    assert_eq!(created["status"], "visible");
    let first = created["commentId"].as_u64().unwrap();

    let kofi = new_client();
    let reply = json_of(post_as(&app, &kofi, json!({"content": "Well done", "commenterName": "Kofi", "parentId": first})).await).await;
    let reply_id = reply["commentId"].as_u64().unwrap();

    let thread = thread_as(&app, &new_client()).await;
    assert_eq!(ids(&thread), vec![first, reply_id]);
    let top = &thread[0];
    assert_eq!(top["commenter_name"], "Ama");
    assert_eq!(top["parentid"], Value::Null);
    assert_eq!(top["likes"], 0);
    assert!(top["createdat"].as_str().unwrap().ends_with('Z'));
    assert_eq!(top["content"], "My garlic is up! &lt;script&gt;alert(1)&lt;/script&gt;", "markup is stored escaped");
    assert_eq!(thread[1]["parentid"], first);
    assert_eq!(top["editableUntil"], Value::Null, "a stranger may not edit it");
    let own = thread_as(&app, &ama).await;
    assert!(own[0]["editableUntil"].is_string(), "its author may, for 15 minutes");

    let res = post_as(&app, &kofi, json!({"content": "nested", "commenterName": "Kofi", "parentId": reply_id})).await;
    assert_eq!(res.status(), 400);
    assert_eq!(error_of(res).await, "Replies can only be made to a comment, not to another reply.");
    let res = post_as(&app, &new_client(), json!({"content": "hi", "commenterName": "X", "parentId": 999})).await;
    assert_eq!(res.status(), 404);
    assert_eq!(error_of(res).await, "There is no comment to reply to.");
    for (body, message) in [
        (json!({"content": "  ", "commenterName": "Ama"}), "Please enter both your name and comment."),
        (json!({"content": "hi", "commenterName": " "}), "Please enter both your name and comment."),
        (json!({"content": " ", "commenterName": "Ama", "parentId": first}), "Please enter both your name and reply."),
        (json!({"content": "x".repeat(2001), "commenterName": "Ama"}), "Comments can be at most 2000 characters."),
        (json!({"content": "hi", "commenterName": "n".repeat(61)}), "Names can be at most 60 characters."),
    ] {
        let res = post_as(&app, &new_client(), body).await;
        assert_eq!(res.status(), 400);
        assert_eq!(error_of(res).await, message);
    }
    let res = post_as(&app, &new_client(), json!({"commenterName": "Ama"})).await;
    assert_eq!(error_of(res).await, "Please enter both your name and comment.", "a missing field is an empty one");
    for (path, body, message) in [
        ("/api/contact", json!({"name": "Ama", "email": "ama@example.org"}), "Please fill out all fields before submitting."),
        ("/api/capture-lead", json!({"firstName": "Ama"}), "Please fill in all fields"),
    ] {
        let res = app.post(path, body).await;
        assert_eq!(res.status(), 400, "{path}");
        assert_eq!(error_of(res).await, message);
    }
    let res = app.request_as(&new_client(), Method::POST, THREAD, None).await;
    assert_eq!(res.status(), 415);
    let res = post_as(&app, &new_client(), json!({"content": 5, "commenterName": "Ama"})).await;
    assert_eq!(res.status(), 400);
    assert_eq!(app.get("/api/comments/no-such-thread").await.status(), 404);
    assert_eq!(app.get(&format!("{THREAD}?date=yesterday")).await.status(), 400);
    assert_eq!(thread_as(&app, &new_client()).await.len(), 2, "nothing bad was stored");

    let days = json_of(app.get(&format!("{THREAD}/days")).await).await;
    assert_eq!(days[0]["comments"], 2, "{days}");
    let other_day = json_of(app.get(&format!("{THREAD}?date=2025-01-01")).await).await;
    assert_eq!(other_day, json!([]));
}

#[tokio::test]
async fn a_like_counts_once_per_visitor_and_a_second_takes_it_back() {
    let app = admin_app().await;
    let ama = new_client();
    let id = json_of(post_as(&app, &ama, json!({"content": "Beans!", "commenterName": "Ama"})).await).await["commentId"]
        .as_u64()
        .unwrap();
    let like = |who: reqwest::Client| {
        let app = &app;
        async move {
            app.request_as(&who, Method::GET, THREAD, None).await;
            json_of(app.request_as(&who, Method::POST, &format!("/api/comments/{id}/like"), None).await).await
        }
    };
    let kofi = new_client();
    assert_eq!(like(kofi.clone()).await, json!({"likes": 1, "liked": true}));
    assert_eq!(like(kofi.clone()).await, json!({"likes": 0, "liked": false}), "a replayed like takes it back");
    assert_eq!(like(kofi.clone()).await, json!({"likes": 1, "liked": true}));
    assert_eq!(like(ama.clone()).await, json!({"likes": 2, "liked": true}), "another visitor behind the same address counts");
    assert_eq!(thread_as(&app, &kofi).await[0]["liked"], true);
    assert_eq!(thread_as(&app, &new_client()).await[0]["liked"], false);
    assert_eq!(thread_as(&app, &new_client()).await[0]["likes"], 2);
    let res = app.request_as(&kofi, Method::POST, "/api/comments/999/like", None).await;
    assert_eq!(res.status(), 404);

    // A client that never keeps a cookie is its address's visitor: its replayed like counts
    // once, however many cookies it drops, and a repeat never takes it back (a second person
    // at the address must not undo the first one's like).
    let cookieless = || {
        let app = &app;
        async move {
            let client = reqwest::Client::new();
            let res = client.post(app.url(&format!("/api/comments/{id}/like"))).header("origin", &app.base).send().await.unwrap();
            json_of(res).await
        }
    };
    for _ in 0..3 {
        assert_eq!(cookieless().await, json!({"likes": 3, "liked": true}));
    }
}

#[tokio::test]
async fn a_client_without_cookies_posts_twice_a_minute_per_address() {
    let app = admin_app().await;
    let post = || {
        let app = &app;
        async move {
            let client = reqwest::Client::new();
            client.post(app.url(THREAD)).header("origin", &app.base).json(&json!({"content": "spam", "commenterName": "Bot"})).send().await.unwrap()
        }
    };
    assert_eq!(post().await.status(), 201);
    assert_eq!(post().await.status(), 201);
    let res = post().await;
    assert_eq!(res.status(), 429, "dropping cookies gives no new budget");
    assert!(res.headers().get("retry-after").is_some());
    assert_eq!(error_of(res).await, "You're posting quickly! Please wait a minute before posting again.");
    // A reader who loaded the thread has their own budget at the same address.
    assert_eq!(post_as(&app, &new_client(), json!({"content": "hello", "commenterName": "Ama"})).await.status(), 201);
}

#[tokio::test]
async fn blocking_a_comment_written_as_the_address_blocks_the_address_for_30_days() {
    let app = admin_app().await;
    // The address runs out of new visitor ids (a flood of cookie-less readers)…
    for _ in 0..61 {
        let res = reqwest::Client::new().get(app.url(THREAD)).send().await.unwrap();
        assert_eq!(res.status(), 200, "reading is never refused");
    }
    // …so a cookie-less post is written as the address's shared visitor, and no cookie is set.
    let res = reqwest::Client::new()
        .post(app.url(THREAD))
        .header("origin", &app.base)
        .json(&json!({"content": "cheap seeds", "commenterName": "Bot"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    assert!(res.headers().get("set-cookie").is_none());
    let id = json_of(res).await["commentId"].as_u64().unwrap();
    assert_eq!(json_of(app.post(&format!("/api/admin/comments/{id}/block"), json!({})).await).await, json!({"blocked": true}));
    let blocks = json_of(app.get("/api/admin/comment-blocks").await).await;
    assert!(blocks[0]["label"].as_str().unwrap().starts_with("the address of visitor"), "{blocks}");
    let queue = json_of(app.get("/api/admin/comments?status=visible").await).await;
    assert_eq!((queue["comments"][0]["blockedAddress"].as_bool(), queue["comments"][0]["blockedVisitor"].as_bool()), (Some(true), Some(false)));
}

#[tokio::test]
async fn authors_edit_and_delete_their_own_comments_and_nobody_elses() {
    let app = admin_app().await;
    let ama = new_client();
    let id = json_of(post_as(&app, &ama, json!({"content": "Frist!", "commenterName": "Ama"})).await).await["commentId"]
        .as_u64()
        .unwrap();
    let path = format!("/api/comments/{id}");
    let edited = json_of(app.request_as(&ama, Method::PUT, &path, Some(json!({"content": "First frost tonight"}))).await).await;
    assert_eq!(edited["content"], "First frost tonight");
    let kofi = new_client();
    for res in [
        app.request_as(&kofi, Method::PUT, &path, Some(json!({"content": "hacked"}))).await,
        app.request_as(&kofi, Method::DELETE, &path, None).await,
        app.request_as(&new_client(), Method::DELETE, &path, None).await,
    ] {
        assert_eq!(res.status(), 403);
        assert_eq!(error_of(res).await, "You can only change your own comment, within 15 minutes of posting it.");
    }
    // An edit that adds a link goes back to the moderators.
    let held = json_of(app.request_as(&ama, Method::PUT, &path, Some(json!({"content": "see www.spam.example"}))).await).await;
    assert_eq!(held["status"], "held");
    assert!(thread_as(&app, &kofi).await.is_empty());

    let reply_to = json_of(post_as(&app, &kofi, json!({"content": "Mulch it", "commenterName": "Kofi"})).await).await["commentId"]
        .as_u64()
        .unwrap();
    json_of(post_as(&app, &new_client(), json!({"content": "Agreed", "commenterName": "Efua", "parentId": reply_to})).await).await;
    let res = app.request_as(&kofi, Method::DELETE, &format!("/api/comments/{reply_to}"), None).await;
    assert_eq!(json_of(res).await, json!({"deleted": true}));
    let thread = thread_as(&app, &new_client()).await;
    assert_eq!(thread.len(), 2, "the reply keeps its place under a stub");
    assert_eq!(thread[0]["deleted"], true);
    assert_eq!(thread[0]["content"], "");
    assert_eq!(json_of(app.request_as(&ama, Method::DELETE, &path, None).await).await, json!({"deleted": true}));
}

#[tokio::test]
async fn links_and_blocklisted_words_wait_for_a_moderator_who_is_emailed() {
    let (app, smtp) = app_with_smtp().await;
    let spammer = new_client();
    let res = post_as(&app, &spammer, json!({"content": "Cheap seeds at https://spam.example", "commenterName": "Sam"})).await;
    let held = json_of(res).await;
    assert_eq!(held["status"], "held");
    let held_id = held["commentId"].as_u64().unwrap();
    assert!(thread_as(&app, &new_client()).await.is_empty(), "nobody else sees it");
    assert_eq!(thread_as(&app, &spammer).await[0]["status"], "held", "its author sees it is waiting");

    let mail = received(&smtp, 1).await;
    assert!(mail[0].contains("waiting for approval"), "{}", mail[0]);
    assert!(mail[0].contains("contains a link"));

    let queue = json_of(app.get("/api/admin/comments?status=held").await).await;
    assert_eq!(queue["counts"]["held"], 1);
    assert_eq!(queue["comments"][0]["reason"], "link");
    let approved = json_of(app.post(&format!("/api/admin/comments/{held_id}/approve"), json!({})).await).await;
    assert_eq!(approved["status"], "visible");
    assert_eq!(ids(&thread_as(&app, &new_client()).await), vec![held_id]);

    let words = json_of(app.request(Method::PUT, "/api/admin/comment-blocklist", Some(json!({"words": [" Casino ", "casino"]}))).await).await;
    assert_eq!(words, json!({"words": ["casino"]}));
    let gambler = new_client();
    let res = post_as(&app, &gambler, json!({"content": "Best CASINO deals", "commenterName": "Gus"})).await;
    let gus = json_of(res).await["commentId"].as_u64().unwrap();
    let queue = json_of(app.get("/api/admin/comments").await).await;
    assert_eq!(queue["comments"][0]["reason"], "blocklist: casino");

    assert_eq!(json_of(app.post(&format!("/api/admin/comments/{gus}/block"), json!({})).await).await, json!({"blocked": true}));
    let hidden = json_of(app.get("/api/admin/comments?status=hidden").await).await;
    assert_eq!(ids(hidden["comments"].as_array().unwrap()), vec![gus], "a block hides what they had on hold");
    let res = post_as(&app, &gambler, json!({"content": "hello again", "commenterName": "Gus"})).await;
    assert_eq!(res.status(), 403, "the visitor is blocked");
    assert_eq!(error_of(res).await, "You can't post comments here right now.");
    let classmate = new_client();
    assert_eq!(post_as(&app, &classmate, json!({"content": "hi", "commenterName": "Ann"})).await.status(), 201, "others at the address still post");
    let res = app.post(&format!("/api/admin/comments/{gus}/block?scope=everyone"), json!({})).await;
    assert_eq!(error_of(res).await, "scope must be one of: visitor, address.");
    assert_eq!(json_of(app.post(&format!("/api/admin/comments/{gus}/block?scope=address"), json!({})).await).await, json!({"blocked": true}));
    let res = post_as(&app, &new_client(), json!({"content": "hello from next door", "commenterName": "Bo"})).await;
    assert_eq!(res.status(), 403, "the address is blocked");
    let blocks = json_of(app.get("/api/admin/comment-blocks").await).await;
    assert_eq!(blocks.as_array().unwrap().len(), 2);
    assert!(blocks.as_array().unwrap().iter().any(|b| b["label"].as_str().unwrap().starts_with("the address of visitor")), "{blocks}");
    for block in blocks.as_array().unwrap() {
        let block_id = block["id"].as_u64().unwrap();
        assert_eq!(app.request(Method::DELETE, &format!("/api/admin/comment-blocks/{block_id}"), None).await.status(), 204);
    }
    let neighbour = new_client();
    assert_eq!(post_as(&app, &neighbour, json!({"content": "sorry", "commenterName": "Gus"})).await.status(), 201, "the address is free again");

    let visible = json_of(app.post(&format!("/api/admin/comments/{held_id}/hide"), json!({})).await).await;
    assert_eq!(visible["status"], "hidden");
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/comments/{held_id}"), None).await.status(), 204);
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/comments/{held_id}"), None).await.status(), 404);
    assert_eq!(app.get("/api/admin/comments?status=nope").await.status(), 400);
}

#[tokio::test]
async fn posting_is_limited_per_visitor_without_locking_out_their_neighbours() {
    let app = admin_app().await;
    let ama = new_client();
    for n in 0..2 {
        assert_eq!(post_as(&app, &ama, json!({"content": format!("note {n}"), "commenterName": "Ama"})).await.status(), 201);
    }
    let res = post_as(&app, &ama, json!({"content": "one more", "commenterName": "Ama"})).await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().get("retry-after").is_some());
    assert!(error_of(res).await.contains("wait a minute"));
    let neighbour = new_client();
    assert_eq!(post_as(&app, &neighbour, json!({"content": "hi", "commenterName": "Kofi"})).await.status(), 201);
    assert_eq!(thread_as(&app, &neighbour).await.len(), 3, "the refused post was not stored");
}

#[tokio::test]
async fn contact_messages_are_stored_and_forwarded_with_reply_to_the_visitor() {
    let (app, smtp) = app_with_smtp().await;
    let visitor = new_client();
    let send = |body: Value| {
        let (app, visitor) = (&app, &visitor);
        async move { app.request_as(visitor, Method::POST, "/api/contact", Some(body)).await }
    };
    let res = send(json!({"name": "Ama <b>", "email": "ama@example.org", "message": "Can we visit on Saturday?"})).await;
    assert_eq!(res.status(), 201);
    assert_eq!(json_of(res).await, json!({"success": true}));
    let mail = received(&smtp, 1).await;
    assert!(mail[0].contains("Reply-To: ama@example.org"), "{}", mail[0]);
    assert!(mail[0].contains("Can we visit on Saturday?"));

    for (body, message) in [
        (json!({"name": "", "email": "a@b.org", "message": "hi"}), "Please fill out all fields before submitting."),
        (json!({"name": "Ama", "email": " ", "message": "hi"}), "Please fill out all fields before submitting."),
        (json!({"name": "Ama", "email": "a@b.org", "message": "  "}), "Please fill out all fields before submitting."),
        (json!({"name": "Ama", "email": "not an email", "message": "hi"}), "Please enter a valid email address, like name@example.org."),
        (json!({"name": "Ama", "email": "a@b.org", "message": "x".repeat(5001)}), "Messages can be at most 5000 characters."),
    ] {
        let res = send(body).await;
        assert_eq!(res.status(), 400);
        assert_eq!(error_of(res).await, message);
    }

    let inbox = json_of(app.get("/api/admin/messages").await).await;
    assert_eq!(inbox["total"], 1);
    assert_eq!(inbox["unread"], 1);
    let message = &inbox["messages"][0];
    assert_eq!(message["name"], "Ama &lt;b&gt;");
    let id = message["id"].as_u64().unwrap();
    let read = json_of(app.post(&format!("/api/admin/messages/{id}/read"), json!({"read": true})).await).await;
    assert_eq!(read["read"], true);
    assert_eq!(json_of(app.get("/api/admin/messages").await).await["unread"], 0);
    let csv = app.get("/api/admin/messages?format=csv").await;
    assert!(csv.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
    let csv = csv.text().await.unwrap();
    assert!(csv.starts_with("id,createdAt,name,email,message,read\r\n"));
    assert!(csv.contains("Ama <b>,ama@example.org,Can we visit on Saturday?,true"), "{csv}");

    for n in 1..5 {
        assert_eq!(send(json!({"name": "Ama", "email": "ama@example.org", "message": format!("again {n}")})).await.status(), 201);
    }
    let res = send(json!({"name": "Ama", "email": "ama@example.org", "message": "sixth"})).await;
    assert_eq!(res.status(), 429, "5 an hour per address");
    assert!(res.headers().get("retry-after").is_some());
    assert_eq!(json_of(app.get("/api/admin/messages").await).await["total"], 5);
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/messages/{id}"), None).await.status(), 204);
    assert_eq!(json_of(app.get("/api/admin/messages").await).await["total"], 4);
}

#[tokio::test]
async fn free_guide_requests_are_kept_once_per_address_and_send_the_four_guides() {
    let app = admin_app().await;
    let orders_before = json_of(app.get("/api/admin/orders").await).await["total"].clone();
    let res = app.post("/api/capture-lead", json!({"firstName": "Ama", "email": "ama@example.org"})).await;
    let body = json_of(res).await;
    assert_eq!(body["success"], true);
    let guides = body["guides"].as_array().unwrap();
    assert_eq!(guides.len(), 4);
    for guide in guides {
        let res = app.get(guide["url"].as_str().unwrap()).await;
        assert_eq!(res.status(), 200, "{guide}");
    }
    let again = json_of(app.post("/api/capture-lead", json!({"firstName": "Ama", "email": "AMA@example.org"})).await).await;
    assert_eq!(again["success"], true, "a repeat succeeds");

    let leads = json_of(app.get("/api/admin/leads").await).await;
    assert_eq!(leads["total"], 1, "without a duplicate: {leads}");
    assert_eq!(leads["leads"][0]["requests"], 2);
    let emails: Vec<Value> = outbox(&app).await.into_iter().filter(|e| e["to"] == "ama@example.org").collect();
    assert_eq!(emails.len(), 1, "one email a day to an address");
    let text = emails[0]["text"].as_str().unwrap();
    for guide in guides {
        assert!(text.contains(guide["url"].as_str().unwrap()), "{text}");
    }
    assert_eq!(json_of(app.get("/api/admin/orders").await).await["total"], orders_before, "no fake orders");

    for (body, message) in [
        (json!({"firstName": "", "email": "a@b.org"}), "Please fill in all fields"),
        (json!({"firstName": "Ama", "email": ""}), "Please fill in all fields"),
        (json!({"firstName": "Ama", "email": "ama at example"}), "Please enter a valid email address"),
    ] {
        let res = app.post("/api/capture-lead", body).await;
        assert_eq!(res.status(), 400);
        assert_eq!(error_of(res).await, message);
    }
    let csv = app.get("/api/admin/leads?format=csv").await.text().await.unwrap();
    assert!(csv.contains("Ama,ama@example.org"), "{csv}");
    let id = leads["leads"][0]["id"].as_u64().unwrap();
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/leads/{id}"), None).await.status(), 204);
    assert_eq!(json_of(app.get("/api/admin/leads").await).await["total"], 0);
}

/// The link of `label` in an email's plain text.
fn link_after(text: &str, label: &str) -> String {
    let line = text.lines().find(|l| l.starts_with(label)).unwrap_or_else(|| panic!("no {label} in {text}"));
    line[label.len()..].trim_start_matches(':').trim().to_string()
}

#[tokio::test]
async fn the_mailing_list_counts_only_confirmed_addresses_and_every_email_can_unsubscribe() {
    let (app, smtp) = app_with_smtp().await;
    let res = app.post("/api/subscribe", json!({"email": "kofi@example.org"})).await;
    assert_eq!(res.status(), 202);
    let answer = json_of(res).await["message"].clone();
    assert_eq!(answer, "Almost there! Check your inbox for a link to confirm your subscription.");
    let list = json_of(app.get("/api/admin/subscribers").await).await;
    assert_eq!((list["total"].clone(), list["pending"].clone()), (json!(0), json!(1)), "only confirmed ones count");

    let mail = received(&smtp, 1).await;
    assert!(mail[0].contains("List-Unsubscribe: <"), "{}", mail[0]);
    assert!(mail[0].contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    let email = outbox(&app).await.into_iter().find(|e| e["to"] == "kofi@example.org").unwrap();
    let text = email["text"].as_str().unwrap();
    let confirm = link_after(text, "Yes, subscribe me");
    let unsubscribe = link_after(text, "Unsubscribe");
    let path = |url: &str| url.splitn(4, '/').nth(3).map(|p| format!("/{p}")).unwrap();

    // Signing up again, confirmed or not, gives the same answer and no second email yet.
    let again = json_of(app.post("/api/subscribe", json!({"email": "KOFI@example.org"})).await).await;
    assert_eq!(again["message"], answer);
    assert_eq!(outbox(&app).await.iter().filter(|e| e["to"] == "kofi@example.org").count(), 1);

    let res = app.get(&path(&confirm)).await;
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/mailing-list?status=confirmed");
    let list = json_of(app.get("/api/admin/subscribers").await).await;
    assert_eq!(list["total"], 1);
    assert_eq!(list["subscribers"][0]["email"], "kofi@example.org");
    let csv = app.get("/api/admin/subscribers?format=csv").await.text().await.unwrap();
    assert!(csv.contains("kofi@example.org"));

    let forged = path(&unsubscribe).replace("token=", "token=x");
    assert_eq!(app.get(&forged).await.headers()["location"], "/mailing-list?status=invalid");
    assert_eq!(
        app.get(&path(&confirm).replace("confirm?token=", "confirm?token=mlist")).await.headers()["location"],
        "/mailing-list?status=invalid"
    );
    // The one-click POST a mail app sends carries no Origin.
    let res = new_client().post(&unsubscribe).form(&[("List-Unsubscribe", "One-Click")]).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(json_of(app.get("/api/admin/subscribers").await).await["total"], 0);
    assert_eq!(app.get(&path(&unsubscribe)).await.headers()["location"], "/mailing-list?status=unsubscribed");

    let res = app.post("/api/subscribe", json!({"email": "nope"})).await;
    assert_eq!(res.status(), 400);
}

#[tokio::test]
async fn the_inbox_is_for_admins_only() {
    let app = TestApp::spawn().await;
    for (method, path) in [
        (Method::GET, "/api/admin/comments"),
        (Method::POST, "/api/admin/comments/1/approve"),
        (Method::POST, "/api/admin/comments/1/hide"),
        (Method::POST, "/api/admin/comments/1/block"),
        (Method::DELETE, "/api/admin/comments/1"),
        (Method::GET, "/api/admin/comment-blocks"),
        (Method::DELETE, "/api/admin/comment-blocks/1"),
        (Method::GET, "/api/admin/comment-blocklist"),
        (Method::PUT, "/api/admin/comment-blocklist"),
        (Method::GET, "/api/admin/messages"),
        (Method::GET, "/api/admin/messages?format=csv"),
        (Method::POST, "/api/admin/messages/1/read"),
        (Method::DELETE, "/api/admin/messages/1"),
        (Method::GET, "/api/admin/leads"),
        (Method::DELETE, "/api/admin/leads/1"),
        (Method::GET, "/api/admin/subscribers?format=csv"),
        (Method::DELETE, "/api/admin/subscribers/1"),
    ] {
        let res = app.request(method.clone(), path, Some(json!({}))).await;
        assert_eq!(res.status(), 401, "{method} {path}");
    }
}

#[tokio::test]
async fn everything_acknowledged_survives_a_restart() {
    let app = admin_app().await;
    let id = json_of(app.post(THREAD, json!({"content": "Kept", "commenterName": "Ama"})).await).await["commentId"].clone();
    assert_eq!(app.post("/api/contact", json!({"name": "Ama", "email": "a@b.org", "message": "Kept"})).await.status(), 201);
    json_of(app.post("/api/capture-lead", json!({"firstName": "Ama", "email": "a@b.org"})).await).await;
    assert_eq!(app.post("/api/subscribe", json!({"email": "a@b.org"})).await.status(), 202);
    let dir = app.stop().await;
    let app = TestApp::spawn_in(dir).await;
    app.sign_in_admin("steward2").await;
    assert_eq!(thread_as(&app, &new_client()).await[0]["id"], id);
    assert_eq!(json_of(app.get("/api/admin/messages").await).await["total"], 1);
    assert_eq!(json_of(app.get("/api/admin/leads").await).await["total"], 1);
    assert_eq!(json_of(app.get("/api/admin/subscribers").await).await["pending"], 1);
}

/// The check: people post while the server is killed (`kill -9`); every comment,
/// message, request and sign-up that was acknowledged is there after a restart.
#[tokio::test]
async fn concurrent_posters_lose_nothing_acknowledged_when_the_server_is_killed() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    use crate::helpers::{PASSWORD, cli, serve_binary, wait_healthy};

    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    // Each poster comes through the proxy from their own address.
    let start = || serve_binary(dir.path(), port, &[("FARMSTAND_BEHIND_PROXY", "true")]);
    let mut server = start();
    wait_healthy(&base).await;

    const POSTERS: usize = 24;
    let acknowledged = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for n in 0..POSTERS {
        let (base, acknowledged) = (base.clone(), acknowledged.clone());
        tasks.push(tokio::spawn(async move {
            let client = new_client();
            let send = |path: &str, body: Value| {
                client
                    .post(format!("{base}{path}"))
                    .header("origin", &base)
                    .header("x-forwarded-for", format!("10.0.0.{n}"))
                    .json(&body)
                    .send()
            };
            let mut done: Vec<(&str, String)> = Vec::new();
            let res = send(THREAD, json!({"content": format!("poster {n}"), "commenterName": format!("P{n}")})).await;
            if let Some(res) = res.ok().filter(|r| r.status() == 201)
                && let Ok(id) = res.json::<Value>().await.map(|b| b["commentId"].to_string())
            {
                done.push(("comment", id));
                acknowledged.fetch_add(1, Ordering::SeqCst);
            }
            let email = format!("poster{n}@example.org");
            for (kind, path, body) in [
                ("message", "/api/contact", json!({"name": format!("P{n}"), "email": email, "message": "hello"})),
                ("lead", "/api/capture-lead", json!({"firstName": format!("P{n}"), "email": email})),
                ("subscriber", "/api/subscribe", json!({"email": email})),
            ] {
                if send(path, body).await.is_ok_and(|r| r.status().is_success()) {
                    done.push((kind, email.clone()));
                }
            }
            done
        }));
    }
    // Kill the server mid-flood, once some posts are acknowledged.
    for _ in 0..400 {
        if acknowledged.load(Ordering::SeqCst) >= POSTERS / 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    server.kill().unwrap();
    server.wait().unwrap();
    let mut done = Vec::new();
    for task in tasks {
        done.extend(task.await.unwrap());
    }
    assert!(done.iter().any(|(kind, _)| *kind == "comment"), "some posts were acknowledged before the kill");

    let mut server = start();
    wait_healthy(&base).await;
    let added = cli(dir.path(), &["admin", "add", "--username", "ann", "--password-stdin"], Some(&format!("{PASSWORD}\n")));
    assert!(added.status.success());
    let admin = new_client();
    let login = admin.post(format!("{base}/api/admin/login")).json(&json!({"username": "ann", "password": PASSWORD})).send().await.unwrap();
    assert_eq!(login.status(), 200);
    let get = |path: &str| {
        let (admin, url) = (admin.clone(), format!("{base}{path}"));
        async move { admin.get(url).send().await.unwrap().text().await.unwrap() }
    };
    let (thread, messages, leads) = (get(THREAD).await, get("/api/admin/messages").await, get("/api/admin/leads").await);
    let thread: Value = serde_json::from_str(&thread).unwrap();
    let subscribers = get("/api/admin/subscribers").await;
    let all = |v: &Value| v.as_array().unwrap().iter().map(|c| c["id"].to_string()).collect::<Vec<_>>();
    let pending: Value = serde_json::from_str(&subscribers).unwrap();
    let signed_up = done.iter().filter(|(kind, _)| *kind == "subscriber").count() as u64;
    assert!(pending["pending"].as_u64().unwrap() >= signed_up, "{subscribers}");
    for (kind, id) in &done {
        match *kind {
            "comment" => assert!(all(&thread).contains(id), "comment {id} was acknowledged, then lost"),
            "message" => assert!(messages.contains(id.as_str()), "message from {id} lost"),
            "lead" => assert!(leads.contains(id.as_str()), "lead {id} lost"),
            _ => {}
        }
    }
    server.kill().unwrap();
    server.wait().unwrap();
}
