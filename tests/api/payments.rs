//! Payments against a fake Stripe and a fake SMTP server: the real async-stripe and lettre
//! clients, the real router and a real redb file. Order count and revenue must stay exact
//! whatever order webhooks and returning buyers arrive in.

use reqwest::Method;
use serde_json::{Value, json};

use crate::fakes::smtp::FakeSmtp;
use crate::fakes::stripe::{FakeStripe, SECRET_KEY, WEBHOOK_SECRET};
use crate::helpers::{TestApp, error_of, free_port, new_client};
use farmstand::db::{Db, now_unix};
use farmstand::orders::model::PaymentStatus;
use farmstand::orders::store::{NewOrder, create_order};
use farmstand::payments::store::{LinkProblem, use_download_link};

async fn json_of(res: reqwest::Response) -> Value {
    res.json().await.expect("JSON body")
}

async fn shop(fake: &FakeStripe, smtp_port: Option<u16>) -> TestApp {
    shop_in(tempfile::tempdir().unwrap(), fake, smtp_port).await
}

async fn shop_in(dir: tempfile::TempDir, fake: &FakeStripe, smtp_port: Option<u16>) -> TestApp {
    let base = fake.base.clone();
    TestApp::spawn_with(dir, move |c| {
        c.payments.secret_key = Some(SECRET_KEY.into());
        c.payments.webhook_secret = Some(WEBHOOK_SECRET.into());
        c.payments.api_base = base;
        c.mail.smtp_url = smtp_port.map(|p| format!("smtp://127.0.0.1:{p}"));
        c.mail.from = Some("Farm <hello@farm.example.org>".into());
    })
    .await
}

/// An admin adds a paid guide with a PDF attached; returns its id.
async fn add_paid_guide(app: &TestApp) -> u64 {
    app.sign_in_admin("ann").await;
    let body = json!({
        "name": "Soil Secrets", "description": "Everything about soil", "price": "39.99",
        "category": "Premium Guides", "status": "active", "paymentType": "stripe", "inventory": 5
    });
    let id = json_of(app.post("/api/admin/products", body).await).await["id"].as_u64().unwrap();
    let res = app
        .client
        .put(app.url(&format!("/api/admin/products/{id}/file?name=soil-secrets.pdf")))
        .header("origin", &app.base)
        .body(b"%PDF-1.7 soil secrets".to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    id
}

async fn start_checkout(app: &TestApp, body: Value) -> String {
    let res = app.post("/api/stripe/create-checkout", body).await;
    assert_eq!(res.status(), 200);
    json_of(res).await["sessionId"].as_str().unwrap().to_string()
}

async fn deliver(app: &TestApp, (body, header): (String, String)) -> reqwest::Response {
    new_client()
        .post(app.url("/api/stripe/webhook"))
        .header("stripe-signature", header)
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .unwrap()
}

async fn orders(app: &TestApp) -> Vec<Value> {
    json_of(app.get("/api/admin/orders").await).await["orders"].as_array().unwrap().clone()
}

async fn analytics(app: &TestApp) -> Value {
    json_of(app.get("/api/admin/analytics").await).await
}

async fn outbox(app: &TestApp) -> Value {
    json_of(app.get("/api/admin/outbox").await).await
}

/// The download link in the newest email of the outbox.
async fn newest_emailed_link(app: &TestApp) -> String {
    let mail = outbox(app).await;
    let text = mail["emails"][0]["text"].as_str().unwrap().to_string();
    let start = text.find("/api/download/").unwrap();
    text[start..].split_whitespace().next().unwrap().to_string()
}

/// A shop where a paid guide was bought and paid by `email`: the fake Stripe (kept alive),
/// the app, the checkout session and the download link the payment page gave.
async fn paid_guide_bought_by(email: &str) -> (FakeStripe, TestApp, String, String) {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    let id = add_paid_guide(&app).await;
    let session = start_checkout(&app, json!({"bookId": id})).await;
    fake.pay(&session, email);
    let url = json_of(app.get(&format!("/api/verify-payment/{session}")).await).await["downloadUrl"].as_str().unwrap().to_string();
    (fake, app, session, url)
}

#[tokio::test]
async fn without_keys_payments_say_so_and_free_guides_still_work() {
    let app = TestApp::spawn().await;
    for (path, body) in [
        ("/api/stripe/create-checkout", json!({"bookId": "premium-farming-course", "title": "x", "price": 79.99, "userId": "guest"})),
        ("/api/create-payment-intent", json!({"amount": 79.99, "courseId": "premium-farming-course", "userEmail": "a@b.org"})),
    ] {
        let res = app.post(path, body).await;
        assert_eq!(res.status(), 503);
        assert!(error_of(res).await.contains("Payments are not set up yet"));
    }
    assert_eq!(json_of(app.get("/api/payments/status").await).await["enabled"], false);
    assert_eq!(app.get("/api/download/seeds-of-change").await.status(), 200);
    app.sign_in_admin("ann").await;
    assert!(orders(&app).await.is_empty(), "nothing was recorded");
}

#[tokio::test]
async fn the_catalog_price_is_charged_whatever_the_browser_sends() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    let id = add_paid_guide(&app).await;
    assert_eq!(json_of(app.get("/api/payments/status").await).await["enabled"], true);

    let res = app.post("/api/stripe/create-checkout", json!({"bookId": id, "title": "Free stuff", "price": 0.01, "userId": "guest"})).await;
    assert_eq!(res.status(), 200);
    let created = json_of(res).await;
    assert!(created["url"].as_str().unwrap().starts_with(&format!("{}/pay/cs_test_", fake.base)));
    let sent = fake.requests().pop().unwrap();
    assert_eq!(sent["line_items[0][price_data][unit_amount]"], "3999");
    assert_eq!(sent["line_items[0][price_data][product_data][name]"], "Soil Secrets");
    assert_eq!(sent["line_items[0][quantity]"], "1");
    assert_eq!(sent["mode"], "payment");
    assert!(sent["success_url"].ends_with("/download-success?session_id={CHECKOUT_SESSION_ID}"), "{}", sent["success_url"]);
    assert!(sent["cancel_url"].ends_with("/country-store"));

    let res = app.post("/api/create-payment-intent", json!({"amount": 1, "bookId": id, "title": "Soil Secrets"})).await;
    assert!(json_of(res).await["clientSecret"].as_str().unwrap().contains("_secret_"));
    assert_eq!(fake.requests().pop().unwrap()["amount"], "3999");
    let res = app
        .post("/api/create-payment-intent", json!({"amount": 0.5, "courseId": "premium-farming-course", "userEmail": "c@example.org", "description": "cheap"}))
        .await;
    assert_eq!(res.status(), 200);
    let sent = fake.requests().pop().unwrap();
    assert_eq!((sent["amount"].as_str(), sent["receipt_email"].as_str()), ("7999", "c@example.org"));

    let all = orders(&app).await;
    assert_eq!(all.len(), 3);
    assert!(all.iter().all(|o| o["paymentStatus"] == "pending" && o["paymentMethod"] == "card" && o["quantity"] == 1));
    let checkout = all.iter().find(|o| o["orderId"] == created["sessionId"]).unwrap();
    assert_eq!(checkout["totalAmount"], 39.99);

    // Things that cannot be bought by card are refused before Stripe is asked.
    let calls = fake.requests().len();
    for (body, status) in [
        (json!({"bookId": "seeds-of-change"}), 400),
        (json!({"bookId": "grant-gold"}), 400),
        (json!({"bookId": 99999}), 404),
        (json!({}), 400),
        (json!({"bookId": id, "email": "not an email"}), 400),
    ] {
        let res = app.post("/api/stripe/create-checkout", body.clone()).await;
        assert_eq!(res.status(), status, "{body}");
        error_of(res).await;
    }
    assert_eq!(fake.requests().len(), calls);
    assert_eq!(orders(&app).await.len(), 3);
}

#[tokio::test]
async fn webhooks_need_a_fresh_valid_signature_and_apply_once() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    let id = add_paid_guide(&app).await;
    let session = start_checkout(&app, json!({"bookId": id})).await;
    fake.pay(&session, "buyer@example.org");
    let now = now_unix();

    let (body, header) = fake.event("evt_1", "checkout.session.completed", &session, now);
    let tampered = body.replace("3999", "1");
    for (body, header) in [
        (tampered, header.clone()),
        (body.clone(), header.replace("v1=", "v1=00")),
        (body.clone(), String::new()),
        fake.event("evt_1", "checkout.session.completed", &session, now - 301),
    ] {
        let res = deliver(&app, (body, header)).await;
        assert_eq!(res.status(), 400);
        error_of(res).await;
    }
    assert_eq!(orders(&app).await[0]["paymentStatus"], "pending", "nothing written by refused events");

    let event = fake.event("evt_1", "checkout.session.completed", &session, now);
    for _ in 0..3 {
        assert_eq!(deliver(&app, event.clone()).await.status(), 200);
    }
    let all = orders(&app).await;
    assert_eq!(all.len(), 1);
    assert_eq!((all[0]["paymentStatus"].as_str(), all[0]["customerEmail"].as_str()), (Some("paid"), Some("buyer@example.org")));
    assert_eq!(analytics(&app).await["totalRevenue"], 39.99);
    let mail = outbox(&app).await;
    assert_eq!(mail["emails"].as_array().unwrap().len(), 1, "one receipt");
    assert_eq!(mail["smtpConfigured"], false);
    assert_eq!(mail["emails"][0]["status"], "unsent");
    assert!(mail["emails"][0]["text"].as_str().unwrap().contains(&format!("/api/download/{id}?token=")));

    // A webhook for a payment this site never started is acknowledged and ignored.
    let res = deliver(&app, fake.event("evt_2", "checkout.session.expired", &session, now)).await;
    assert_eq!(res.status(), 200);
    assert_eq!(orders(&app).await[0]["paymentStatus"], "paid", "a late expiry cannot unpay");
}

#[tokio::test]
async fn racing_webhooks_and_returning_buyers_make_one_paid_order() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    let id = add_paid_guide(&app).await;
    let session = start_checkout(&app, json!({"bookId": id})).await;
    fake.pay(&session, "buyer@example.org");
    let now = now_unix();

    let mut tasks = Vec::new();
    for n in 0..6 {
        let event = fake.event(&format!("evt_{n}"), "checkout.session.completed", &session, now);
        let url = app.url("/api/stripe/webhook");
        tasks.push(tokio::spawn(async move {
            new_client().post(url).header("stripe-signature", event.1).body(event.0).send().await.unwrap().status().as_u16()
        }));
        let url = app.url(&format!("/api/verify-payment/{session}"));
        tasks.push(tokio::spawn(async move { new_client().get(url).send().await.unwrap().status().as_u16() }));
    }
    for task in tasks {
        assert_eq!(task.await.unwrap(), 200);
    }
    let all = orders(&app).await;
    assert_eq!(all.len(), 1);
    assert_eq!(all[0]["paymentStatus"], "paid");
    let stats = analytics(&app).await;
    assert_eq!((stats["totalOrders"].as_u64(), stats["totalRevenue"].as_f64()), (Some(1), Some(39.99)));
    let stock = json_of(app.get(&format!("/api/store/products/{id}")).await).await["inventory"].as_i64();
    assert_eq!(stock, Some(4), "one item taken from the stock of five, once");
    assert_eq!(outbox(&app).await["emails"].as_array().unwrap().len(), 1, "exactly one receipt");
}

#[tokio::test]
async fn a_buyer_back_before_the_webhook_gets_the_download() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    let id = add_paid_guide(&app).await;
    let session = start_checkout(&app, json!({"bookId": id})).await;

    let res = json_of(app.get(&format!("/api/verify-payment/{session}")).await).await;
    assert_eq!(res["success"], false, "not paid yet");
    assert!(res["message"].as_str().unwrap().contains("not been completed"));
    assert_eq!(res["downloadUrl"], Value::Null);

    fake.pay(&session, "buyer@example.org");
    let res = json_of(app.get(&format!("/api/verify-payment/{session}")).await).await;
    assert_eq!((res["success"].as_bool(), res["title"].as_str()), (Some(true), Some("Soil Secrets")));
    let url = res["downloadUrl"].as_str().unwrap().to_string();
    let file = app.get(&format!("{url}&session_id={session}")).await;
    assert_eq!(file.status(), 200);
    assert_eq!(file.bytes().await.unwrap().as_ref(), b"%PDF-1.7 soil secrets");

    // The webhook arriving afterwards changes nothing and sends no second receipt.
    assert_eq!(deliver(&app, fake.event("evt_late", "checkout.session.completed", &session, now_unix())).await.status(), 200);
    assert_eq!(orders(&app).await.len(), 1);
    assert_eq!(outbox(&app).await["emails"].as_array().unwrap().len(), 1);

    // Without a token, a paid guide stays locked.
    assert_eq!(app.get(&format!("/api/download/{id}")).await.status(), 403);
    assert_eq!(app.get(&format!("/api/download/{id}?token=d.1.{id}.1.AAAA")).await.status(), 403);
}

#[tokio::test]
async fn a_payment_intent_is_settled_by_its_webhook() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    app.sign_in_admin("ann").await;
    let res = app
        .post("/api/create-payment-intent", json!({"amount": 79.99, "courseId": "premium-farming-course", "userEmail": "learner@example.org"}))
        .await;
    let secret = json_of(res).await["clientSecret"].as_str().unwrap().to_string();
    let intent = secret.split("_secret").next().unwrap();
    fake.succeed_intent(intent);
    let event = fake.event("evt_pi", "payment_intent.succeeded", intent, now_unix());
    assert_eq!(deliver(&app, event.clone()).await.status(), 200);
    assert_eq!(deliver(&app, event).await.status(), 200);
    let all = orders(&app).await;
    assert_eq!((all.len(), all[0]["paymentStatus"].as_str(), all[0]["totalAmount"].as_f64()), (1, Some("paid"), Some(79.99)));
    let receipt = &outbox(&app).await["emails"][0];
    assert_eq!(receipt["subject"], "Welcome to Premium Farming Course");
}

#[tokio::test]
async fn unknown_expired_and_malformed_sessions_are_explained() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    let id = add_paid_guide(&app).await;
    for path in ["/api/verify-payment/cs_test_nothing_here", "/api/verify-payment/not-a-session", "/api/verify-payment/cs_%3Cscript%3E"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 404, "{path}");
        assert!(error_of(res).await.contains("could not find this payment"));
    }
    let session = start_checkout(&app, json!({"bookId": id})).await;
    fake.expire(&session);
    let res = json_of(app.get(&format!("/api/verify-payment/{session}")).await).await;
    assert_eq!(res["success"], false);
    assert!(res["message"].as_str().unwrap().contains("not charged"));
    assert_eq!(orders(&app).await[0]["paymentStatus"], "expired");
    let a = analytics(&app).await;
    assert_eq!((a["pendingOrders"].as_u64(), a["expiredOrders"].as_u64()), (Some(0), Some(1)), "an expired checkout is not pending");

    // Money arriving after all (a completed event delivered late) still counts.
    fake.pay(&session, "late@example.org");
    deliver(&app, fake.event("evt_paid", "checkout.session.completed", &session, now_unix())).await;
    assert_eq!(orders(&app).await[0]["paymentStatus"], "paid");
}

#[tokio::test]
async fn a_restart_between_checkout_and_webhook_loses_nothing() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    let id = add_paid_guide(&app).await;
    let session = start_checkout(&app, json!({"bookId": id})).await;
    let dir = app.stop().await;

    fake.pay(&session, "buyer@example.org");
    let app = shop_in(dir, &fake, None).await;
    app.sign_in_admin("bob").await;
    assert_eq!(deliver(&app, fake.event("evt_1", "checkout.session.completed", &session, now_unix())).await.status(), 200);

    // A session Stripe has but this server never stored (it stopped right after asking
    // Stripe) is rebuilt from the session's metadata when its payment arrives.
    let form = [
        ("mode", "payment".to_string()),
        ("line_items[0][price_data][currency]", "usd".into()),
        ("line_items[0][price_data][unit_amount]", "3999".into()),
        ("line_items[0][quantity]", "1".into()),
        ("metadata[product_id]", id.to_string()),
        ("metadata[product_slug]", "soil-secrets".into()),
        ("metadata[product_name]", "Soil Secrets".into()),
    ];
    let orphan: Value = new_client()
        .post(format!("{}/v1/checkout/sessions", fake.base))
        .bearer_auth(SECRET_KEY)
        .form(&form)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let orphan = orphan["id"].as_str().unwrap();
    fake.pay(orphan, "second@example.org");
    assert_eq!(deliver(&app, fake.event("evt_2", "checkout.session.completed", orphan, now_unix())).await.status(), 200);

    let all = orders(&app).await;
    assert_eq!(all.len(), 2);
    assert!(all.iter().all(|o| o["paymentStatus"] == "paid" && o["totalAmount"] == 39.99));
    assert_eq!(analytics(&app).await["totalRevenue"], 79.98);
}

#[tokio::test]
async fn download_links_allow_five_downloads_and_renew_by_email() {
    let (_fake, app, session, url) = paid_guide_bought_by("Buyer@Example.org").await;

    // HEAD checks are not downloads.
    assert_eq!(app.request(Method::HEAD, &url, None).await.status(), 200);
    for n in 1..=5 {
        assert_eq!(app.get(&url).await.status(), 200, "download {n}");
    }
    let res = app.get(&url).await;
    assert_eq!(res.status(), 410);
    assert!(error_of(res).await.contains("used 5 times"));
    let page = app.client.get(app.url(&url)).header("accept", "text/html").send().await.unwrap();
    assert_eq!(page.status(), 303, "a browser is sent to the payment page to get a fresh link");
    assert_eq!(page.headers()["location"], format!("/download-success?session_id={session}&link=used").as_str());

    // Someone else's address gets the same answer and no email.
    let res = app.post("/api/download-links", json!({"sessionId": session, "email": "thief@example.org"})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(outbox(&app).await["emails"].as_array().unwrap().len(), 1);
    let res = app.post("/api/download-links", json!({"sessionId": session, "email": "nope"})).await;
    assert_eq!(res.status(), 400);

    let res = app.post("/api/download-links", json!({"sessionId": session, "email": "buyer@example.org"})).await;
    assert!(json_of(res).await["message"].as_str().unwrap().contains("on its way"));
    assert_eq!(outbox(&app).await["emails"][0]["to"], "Buyer@Example.org");
    let fresh_url = newest_emailed_link(&app).await;
    assert_ne!(fresh_url, url);
    assert_eq!(app.get(&fresh_url).await.status(), 200);
    assert_eq!(app.get(&url).await.status(), 410, "the old link stays dead");
}

#[test]
fn download_links_expire_after_seven_days() {
    let dir = tempfile::tempdir().unwrap();
    let (db, _) = Db::open_in(dir.path()).unwrap();
    let order = create_order(&db, NewOrder {
        order_id: "cs_test_x".into(),
        customer_email: "a@example.org".into(),
        payment_status: PaymentStatus::Paid,
        total_cents: 3999,
        quantity: 1,
        payment_method: "card".into(),
        product_id: 9,
        product_name: "Guide".into(),
        product_slug: "guide".into(),
    })
    .unwrap();
    let issued = order.link_issued_at.unwrap();
    let week = 7 * 24 * 60 * 60;
    assert!(use_download_link(&db, order.id, 9, issued, issued + week).unwrap().is_ok());
    assert_eq!(use_download_link(&db, order.id, 9, issued, issued + week + 1).unwrap().unwrap_err(), LinkProblem::Expired);
    assert_eq!(use_download_link(&db, order.id, 8, issued, issued).unwrap().unwrap_err(), LinkProblem::Invalid, "another product");
    assert_eq!(use_download_link(&db, order.id, 9, issued - 5, issued).unwrap().unwrap_err(), LinkProblem::Expired, "a replaced link");
}

#[tokio::test]
async fn a_renewal_revokes_every_earlier_link_for_good() {
    let (_fake, app, session, first) = paid_guide_bought_by("buyer@example.org").await;
    assert_eq!(app.get(&first).await.status(), 200);

    let res = app.post("/api/download-links", json!({"sessionId": session, "email": "buyer@example.org"})).await;
    assert_eq!(res.status(), 200);
    let fresh = newest_emailed_link(&app).await;
    assert_eq!(app.get(&fresh).await.status(), 200, "the emailed link works");

    // The old link is dead, and the payment page it leads to does not hand out the new one.
    assert_eq!(app.get(&first).await.status(), 410);
    let page = app.client.get(app.url(&first)).header("accept", "text/html").send().await.unwrap();
    assert_eq!(page.status(), 303);
    let verification = json_of(app.get(&format!("/api/verify-payment/{session}")).await).await;
    assert_eq!(verification["success"], true);
    assert_eq!(verification["downloadUrl"], Value::Null, "a renewed link goes only to the buyer's email");
    assert!(verification["message"].as_str().unwrap().contains("emailed"));
    assert_eq!(app.get(&first).await.status(), 410, "still dead");

    // Three fresh links a day per order; the fourth is refused and sends nothing.
    for _ in 0..2 {
        let res = app.post("/api/download-links", json!({"sessionId": session, "email": "Buyer@example.org"})).await;
        assert_eq!(res.status(), 200);
    }
    let third = newest_emailed_link(&app).await;
    assert_eq!(app.get(&fresh).await.status(), 410, "each renewal revokes the one before");
    let emails = outbox(&app).await["emails"].as_array().unwrap().len();
    let res = app.post("/api/download-links", json!({"sessionId": session, "email": "buyer@example.org"})).await;
    assert_eq!(res.status(), 429);
    assert!(error_of(res).await.contains("3 new links"));
    assert_eq!(outbox(&app).await["emails"].as_array().unwrap().len(), emails);
    assert_eq!(app.get(&third).await.status(), 200, "the newest link keeps working");
}

#[tokio::test]
async fn checkouts_and_stripe_lookups_are_throttled_per_address() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    let id = add_paid_guide(&app).await;
    let limit = farmstand::payments::limits::CHECKOUTS_PER_ADDRESS;
    for _ in 0..limit {
        start_checkout(&app, json!({"bookId": id})).await;
    }
    let res = app.post("/api/stripe/create-checkout", json!({"bookId": id})).await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().get("retry-after").is_some());
    assert!(error_of(res).await.contains("Too many checkouts"));
    assert_eq!(json_of(app.get("/api/admin/orders").await).await["total"], limit, "no order for the refused checkout");
    assert_eq!(fake.requests().len(), limit, "and no Stripe session");

    // Asking Stripe about made-up sessions: a handful, then 429.
    let lookups = farmstand::payments::limits::LOOKUPS_PER_ADDRESS;
    for n in 0..lookups {
        assert_eq!(app.get(&format!("/api/verify-payment/cs_test_madeup{n}")).await.status(), 404);
    }
    let res = app.get("/api/verify-payment/cs_test_madeup_more").await;
    assert_eq!(res.status(), 429);
    // A known order is still answered from what is stored.
    let known = json_of(app.get("/api/admin/orders").await).await["orders"][0]["orderId"].as_str().unwrap().to_string();
    let res = app.get(&format!("/api/verify-payment/{known}")).await;
    assert_eq!(res.status(), 200);
}

#[test]
fn abandoned_checkouts_expire_after_stripes_session_lifetime() {
    let dir = tempfile::tempdir().unwrap();
    let (db, _) = Db::open_in(dir.path()).unwrap();
    let new = |reference: &str, status| NewOrder {
        order_id: reference.into(),
        customer_email: String::new(),
        payment_status: status,
        total_cents: 3999,
        quantity: 1,
        payment_method: "card".into(),
        product_id: 9,
        product_name: "Guide".into(),
        product_slug: "guide".into(),
    };
    let pending = create_order(&db, new("cs_test_abandoned", PaymentStatus::Pending)).unwrap();
    create_order(&db, new("cs_test_paid", PaymentStatus::Paid)).unwrap();
    let expiry = farmstand::payments::store::CHECKOUT_EXPIRY_SECS;
    assert_eq!(farmstand::payments::store::expire_abandoned(&db, pending.created_at + expiry - 1).unwrap(), 0, "not yet");
    assert_eq!(farmstand::payments::store::expire_abandoned(&db, pending.created_at + expiry + 1).unwrap(), 1);
    let orders = farmstand::orders::store::list_orders(&db, None).unwrap();
    let status = |r: &str| orders.iter().find(|o| o.order_id == r).unwrap().payment_status;
    assert_eq!(status("cs_test_abandoned"), PaymentStatus::Expired);
    assert_eq!(status("cs_test_paid"), PaymentStatus::Paid, "paid orders are untouched");
    assert_eq!(farmstand::payments::store::expire_abandoned(&db, pending.created_at + 2 * expiry).unwrap(), 0, "once");
}

#[test]
fn serve_refuses_to_start_with_stripe_and_no_public_url() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let out = std::process::Command::new(crate::helpers::binary())
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--data-dir"])
        .arg(dir.path())
        .env("STRIPE_SECRET_KEY", "sk_test_123")
        .env_remove("FARMSTAND_PUBLIC_URL")
        .env("FARMSTAND_LOG", "warn")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--public-url"), "{stderr}");
}

#[tokio::test]
async fn the_course_opens_for_its_buyer_only() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    app.sign_in_admin("ann").await;
    let res = app.post("/api/stripe/create-checkout", json!({"courseId": "premium-farming-course", "email": "learner@example.org"})).await;
    let session = json_of(res).await["sessionId"].as_str().unwrap().to_string();
    let sent = fake.requests().pop().unwrap();
    assert_eq!((sent["line_items[0][price_data][unit_amount]"].as_str(), sent["customer_email"].as_str()), ("7999", "learner@example.org"));
    assert!(sent["success_url"].contains("/course-access?course=premium-farming-course&session_id={CHECKOUT_SESSION_ID}"));

    let access = |query: String| {
        let path = format!("/api/course-access?course=premium-farming-course&{query}");
        let app = &app;
        async move { app.get(&path).await }
    };
    assert_eq!(access(format!("session_id={session}")).await.status(), 402, "not paid yet");
    fake.pay(&session, "learner@example.org");
    let res = access(format!("session_id={session}")).await;
    assert_eq!(res.status(), 200);
    let course = json_of(res).await;
    assert_eq!(course["lessons"].as_array().unwrap().len(), 8);
    assert!(course["lessons"][0]["html"].as_str().unwrap().contains("<h"));
    assert_eq!(course["email"], "learner@example.org");
    let access_url = course["accessUrl"].as_str().unwrap().to_string();
    assert_eq!(app.get(&format!("/api{access_url}")).await.status(), 200);

    let receipt = &outbox(&app).await["emails"][0];
    assert_eq!(receipt["to"], "learner@example.org");
    assert!(receipt["text"].as_str().unwrap().contains(&access_url), "the access link is emailed");

    let token = access_url.split("access=").nth(1).unwrap();
    let forged = token.replacen(".1.", ".2.", 1);
    assert_eq!(access(format!("access={forged}")).await.status(), 403);
    assert_eq!(access("access=garbage".into()).await.status(), 403);
    assert_eq!(access(String::new()).await.status(), 401);
    assert_eq!(app.get(&format!("/api/course-access?course=no-such-course&access={token}")).await.status(), 404);
}

#[tokio::test]
async fn a_buyer_marks_lessons_done_and_earns_a_certificate_anyone_can_verify() {
    let fake = FakeStripe::start().await;
    let app = shop(&fake, None).await;
    let res = app.post("/api/stripe/create-checkout", json!({"courseId": "premium-farming-course", "email": "learner@example.org"})).await;
    let session = json_of(res).await["sessionId"].as_str().unwrap().to_string();
    fake.pay(&session, "learner@example.org");
    let course = json_of(app.get(&format!("/api/course-access?course=premium-farming-course&session_id={session}")).await).await;
    assert_eq!(course["progress"], json!({"done": [], "certificate": null}));
    let proof = course["accessUrl"].as_str().unwrap().split('?').nth(1).unwrap().to_string();
    let slugs: Vec<String> = course["lessons"].as_array().unwrap().iter().map(|l| l["slug"].as_str().unwrap().to_string()).collect();
    let mark = |slug: &str, done: Value| {
        let path = format!("/api/course-access/lessons/{slug}?{proof}");
        let app = &app;
        async move { app.request(Method::PUT, &path, Some(json!({ "done": done }))).await }
    };
    let certify = |name: &str| {
        let path = format!("/api/course-access/certificate?{proof}");
        let app = &app;
        let body = json!({ "name": name });
        async move { app.post(&path, body).await }
    };

    let progress = json_of(mark(&slugs[1], json!(true)).await).await;
    assert_eq!(progress["done"], json!([slugs[1]]));
    assert_eq!(mark("no-such-lesson", json!(true)).await.status(), 404);
    assert_eq!(mark(&slugs[0], json!("yes")).await.status(), 400, "done must be a boolean");
    let refused = certify("Ada Lovelace").await;
    assert_eq!(refused.status(), 409);
    assert!(error_of(refused).await.contains("1 of 8"));

    for slug in &slugs {
        mark(slug, json!(true)).await;
    }
    assert_eq!(certify("<script>").await.status(), 400);
    let res = certify("  Ada   Lovelace ").await;
    assert_eq!(res.status(), 201);
    let certificate = json_of(res).await;
    assert_eq!(certificate["name"], "Ada Lovelace");
    assert_eq!(certificate["courseTitle"], course["title"]);
    let code = certificate["code"].as_str().unwrap().to_string();

    let again = certify("Someone Else").await;
    assert_eq!(again.status(), 200, "issued once");
    assert_eq!(json_of(again).await["code"], code.as_str());
    let reopened = json_of(app.get(&format!("/api/course-access?{proof}")).await).await;
    assert_eq!(reopened["progress"]["certificate"]["code"], code.as_str(), "the course page shows it");
    assert_eq!(reopened["progress"]["done"].as_array().unwrap().len(), 8);

    let verified = json_of(app.get(&format!("/api/certificates/{}", code.to_lowercase())).await).await;
    assert_eq!((verified["name"].as_str(), verified["code"].as_str()), (Some("Ada Lovelace"), Some(code.as_str())));
    assert!(verified.get("email").is_none() && !verified.to_string().contains("learner@"), "no private data");
    assert_eq!(app.get("/api/certificates/AAAA-AAAA-AAAA").await.status(), 404);

    let forged = proof.replacen(".1.", ".2.", 1);
    let res = app.request(Method::PUT, &format!("/api/course-access/lessons/{}?{forged}", slugs[0]), Some(json!({"done": false}))).await;
    assert_eq!(res.status(), 403, "only the buyer's link marks lessons");

    // Each mark is a disk write: 60 a minute per address.
    let mut statuses = Vec::new();
    for _ in 0..60 {
        statuses.push(mark(&slugs[0], json!(true)).await.status().as_u16());
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    let refused = mark(&slugs[0], json!(true)).await;
    assert_eq!(refused.status(), 429);
    assert!(error_of(refused).await.contains("wait a minute"));
}

#[tokio::test]
async fn emails_wait_while_smtp_is_down_and_go_when_it_is_back() {
    let fake = FakeStripe::start().await;
    let port = free_port();
    let app = shop(&fake, Some(port)).await;
    let id = add_paid_guide(&app).await;
    let session = start_checkout(&app, json!({"bookId": id})).await;
    fake.pay(&session, "buyer@example.org");
    deliver(&app, fake.event("evt_1", "checkout.session.completed", &session, now_unix())).await;

    let email = wait_for(&app, |e| e["attempts"].as_u64() >= Some(1)).await;
    assert_eq!(email["status"], "unsent");
    assert!(email["lastError"].as_str().is_some_and(|e| !e.is_empty()));

    let smtp = FakeSmtp::start_on(port).await;
    let res = app.post(&format!("/api/admin/outbox/{}/send", email["id"]), json!({})).await;
    assert_eq!(res.status(), 200);
    let email = wait_for(&app, |e| e["status"] == "sent").await;
    assert!(email["sentAt"].is_string());
    let received = smtp.received();
    assert_eq!(received.len(), 1);
    assert!(received[0].contains("Subject: Your download: Soil Secrets"), "{}", received[0]);
    assert!(received[0].contains("To: buyer@example.org"));
    assert!(received[0].contains("text/html") && received[0].contains("text/plain"));
}

/// Polls the outbox until its newest email satisfies `done` (the sender works in the background).
async fn wait_for(app: &TestApp, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..100 {
        let mail = outbox(app).await;
        if let Some(email) = mail["emails"].get(0).filter(|e| done(e)) {
            return email.clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the outbox never reached the expected state: {}", outbox(app).await);
}

#[tokio::test]
async fn the_outbox_is_for_admins_and_explains_missing_smtp() {
    let app = TestApp::spawn().await;
    assert_eq!(app.get("/api/admin/outbox").await.status(), 401);
    assert_eq!(app.post("/api/admin/outbox/1/send", json!({})).await.status(), 401);
    app.sign_in_admin("ann").await;
    let res = app.post("/api/admin/outbox/1/send", json!({})).await;
    assert_eq!(res.status(), 409);
    assert!(error_of(res).await.contains("FARMSTAND_SMTP_URL"));
}
