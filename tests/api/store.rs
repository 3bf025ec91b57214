//! The country store: catalog, admin management, uploads, downloads, orders and exports.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{TestApp, cli, error_of, text};
use farmstand::db::Db;
use farmstand::orders::model::PaymentStatus;
use farmstand::orders::store::{NewOrder, create_order};

fn product(name: &str, category: &str) -> Value {
    json!({
        "name": name, "description": "Hand-picked seeds", "price": "12.50", "category": category,
        "status": "active", "paymentType": "external_link", "externalLink": "https://seeds.example.org/kit",
        "inventory": 7, "featured": true, "sortOrder": 5
    })
}

async fn json_of(res: reqwest::Response) -> Value {
    res.json().await.expect("JSON body")
}

#[tokio::test]
async fn the_seeded_store_lists_only_active_products_in_order() {
    let app = TestApp::spawn().await;
    let products = json_of(app.get("/api/store/products").await).await;
    let products = products.as_array().unwrap();
    let slugs: Vec<&str> = products.iter().map(|p| p["slug"].as_str().unwrap()).collect();
    for slug in ["seeds-of-change", "sustainable-food", "growing-minds", "cooperative-living", "grant-gold", "premium-farming-course"] {
        assert!(slugs.contains(&slug), "{slug} is in the store");
    }
    assert!(!slugs.contains(&"growing-minds-education"), "inactive products are hidden");
    let orders: Vec<i64> = products.iter().map(|p| p["sortOrder"].as_i64().unwrap()).collect();
    assert!(orders.windows(2).all(|w| w[0] <= w[1]), "ordered by sortOrder: {orders:?}");
    let free = products.iter().find(|p| p["slug"] == "seeds-of-change").unwrap();
    assert_eq!(free["price"], "FREE");
    assert_eq!(free["paymentType"], "free_download");
    assert_eq!(free["downloadUrl"], format!("/api/download/{}", free["id"]));
    let premium = products.iter().find(|p| p["slug"] == "grant-gold").unwrap();
    assert_eq!(premium["price"], "39.99");
    let categories = json_of(app.get("/api/store/categories").await).await;
    assert!(categories.as_array().unwrap().iter().any(|c| c["name"] == "Free Guides"));
}

#[tokio::test]
async fn an_admin_manages_products_and_the_store_follows() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;

    let res = app.post("/api/admin/categories", json!({"name": "Seed Kits", "description": "Seeds to start with"})).await;
    assert_eq!(res.status(), 201);
    let category = json_of(res).await;
    let dup = app.post("/api/admin/categories", json!({"name": "seed kits"})).await;
    assert_eq!(dup.status(), 409);

    let res = app.post("/api/admin/products", product("Starter Seed Kit", "Seed Kits")).await;
    assert_eq!(res.status(), 201);
    let created = json_of(res).await;
    assert_eq!(created["slug"], "starter-seed-kit");
    assert_eq!(created["price"], "12.50");
    let id = created["id"].as_u64().unwrap();

    let store = json_of(app.get("/api/store/products").await).await;
    let listed = store.as_array().unwrap().iter().find(|p| p["id"] == id).expect("the store shows the new product");
    assert_eq!(listed["featured"], true);
    assert_eq!(listed["externalLink"], "https://seeds.example.org/kit");

    let mut edit = product("Starter Seed Kit", "Seed Kits");
    edit["status"] = json!("inactive");
    let res = app.request(Method::PUT, &format!("/api/admin/products/{id}"), Some(edit)).await;
    assert_eq!(res.status(), 200);
    let store = json_of(app.get("/api/store/products").await).await;
    assert!(!store.as_array().unwrap().iter().any(|p| p["id"] == id), "inactive products leave the store");
    assert_eq!(app.get(&format!("/api/store/products/{id}")).await.status(), 404);

    // A category in use cannot be deleted; renaming carries its products along.
    let cat_id = category["id"].as_u64().unwrap();
    let res = app.request(Method::DELETE, &format!("/api/admin/categories/{cat_id}"), None).await;
    assert_eq!(res.status(), 409);
    assert!(error_of(res).await.contains("still has 1 product"));
    let res = app.request(Method::PUT, &format!("/api/admin/categories/{cat_id}"), Some(json!({"name": "Kits"}))).await;
    assert_eq!(res.status(), 200);
    let all = json_of(app.get("/api/admin/products").await).await;
    let moved = all.as_array().unwrap().iter().find(|p| p["id"] == id).unwrap();
    assert_eq!(moved["category"], "Kits");

    let res = app.request(Method::DELETE, &format!("/api/admin/products/{id}"), None).await;
    assert_eq!(res.status(), 200);
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/products/{id}"), None).await.status(), 404);
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/categories/{cat_id}"), None).await.status(), 200);
}

#[tokio::test]
async fn bad_product_forms_are_refused_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let before = json_of(app.get("/api/admin/products").await).await;
    let cases = [
        (json!({"name": "", "price": "1.00", "category": "Free Guides"}), "name is required"),
        (json!({"name": "<b>Kit</b>", "price": "1.00", "category": "Free Guides"}), "plain text"),
        (json!({"name": "Kit", "price": "", "category": "Free Guides"}), "price is required"),
        (json!({"name": "Kit", "price": "cheap", "category": "Free Guides"}), "is not a price"),
        (json!({"name": "Kit", "price": "1.00", "category": ""}), "category is required"),
        (json!({"name": "Kit", "price": "1.00", "category": "No Such"}), "no category named"),
        (json!({"name": "Kit", "price": "1.00", "category": "Free Guides", "paymentType": "external_link"}), "external link is required"),
        (json!({"name": "Kit", "price": "1.00", "category": "Free Guides", "paymentType": "external_link", "externalLink": "javascript:alert(1)"}), "web address"),
        (json!({"name": "Kit", "price": "1.00", "category": "Free Guides", "inventory": "lots"}), "inventory"),
        (json!({"name": "Kit", "price": "1.00", "category": "Free Guides", "paymentType": "bitcoin"}), "paymentType"),
    ];
    for (body, words) in cases {
        let res = app.post("/api/admin/products", body.clone()).await;
        assert_eq!(res.status(), 400, "{body}");
        let error = error_of(res).await;
        assert!(error.contains(words), "{body}: {error}");
    }
    assert_eq!(json_of(app.get("/api/admin/products").await).await, before);
    assert_eq!(app.request(Method::PUT, "/api/admin/products/9999", Some(product("X", "Free Guides"))).await.status(), 404);
}

/// A chunked upload declares no length, so only the streaming check can stop it: the reply is
/// 413 as soon as the limit is passed, and nothing is left on disk.
#[tokio::test]
async fn an_upload_without_a_length_is_stopped_at_the_limit() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let id = json_of(app.post("/api/admin/products", product("Kit", "Free Guides")).await).await["id"].as_u64().unwrap();
    let login = app.post("/api/admin/login", json!({"username": "ann", "password": crate::helpers::PASSWORD})).await;
    let cookie = login.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();

    let stream = tokio::net::TcpStream::connect(app.base.trim_start_matches("http://")).await.unwrap();
    let (mut reader, mut writer) = stream.into_split();
    let head = format!(
        "PUT /api/admin/products/{id}/file?name=big.pdf HTTP/1.1\r\nHost: {}\r\nOrigin: {}\r\nCookie: {cookie}\r\nTransfer-Encoding: chunked\r\n\r\n",
        app.base.trim_start_matches("http://"),
        app.base
    );
    // Written while the reply is read: the server answers as soon as the limit is passed and
    // may close the connection before the last chunk is sent.
    let sending = tokio::spawn(async move {
        writer.write_all(head.as_bytes()).await?;
        let chunk = vec![b'%'; 1024 * 1024];
        for _ in 0..11 {
            writer.write_all(format!("{:x}\r\n", chunk.len()).as_bytes()).await?;
            writer.write_all(&chunk).await?;
            writer.write_all(b"\r\n").await?;
        }
        writer.write_all(b"0\r\n\r\n").await
    });
    let mut reply = vec![0; 512];
    let n = reader.read(&mut reply).await.unwrap();
    let _ = sending.await;
    let reply = String::from_utf8_lossy(&reply[..n]).to_string();
    assert!(reply.starts_with("HTTP/1.1 413"), "{reply}");
    let files = app.data_dir().join("files");
    let left = std::fs::read_dir(&files).map(|d| d.count()).unwrap_or(0);
    assert_eq!(left, 0, "the refused upload's temporary file is removed");
}

#[tokio::test]
async fn uploads_are_checked_by_content_and_size() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let id = json_of(app.post("/api/admin/products", product("Kit", "Free Guides")).await).await["id"].as_u64().unwrap();
    let upload = |path: String, body: Vec<u8>| {
        app.client.put(app.url(&path)).header("origin", &app.base).body(body).send()
    };

    let png = b"\x89PNG\r\n\x1a\n rest of a tiny png".to_vec();
    let res = upload(format!("/api/admin/products/{id}/image"), png.clone()).await.unwrap();
    assert_eq!(res.status(), 200);
    let image_url = json_of(res).await["imageUrl"].as_str().unwrap().to_string();
    assert!(image_url.starts_with("/api/images/") && image_url.ends_with(".png"));
    let image = app.get(&image_url).await;
    assert_eq!(image.status(), 200);
    assert_eq!(image.headers()["content-type"], "image/png");
    assert!(image.headers()["cache-control"].to_str().unwrap().contains("immutable"));
    assert_eq!(image.bytes().await.unwrap().to_vec(), png);

    let exe = b"MZ\x90\x00 this is a windows program".to_vec();
    let res = upload(format!("/api/admin/products/{id}/file?name=guide.pdf"), exe).await.unwrap();
    assert_eq!(res.status(), 400, "an .exe renamed .pdf");
    assert!(error_of(res).await.contains("PDF, EPUB or ZIP"));
    let res = upload(format!("/api/admin/products/{id}/image"), b"%PDF-1.7".to_vec()).await.unwrap();
    assert_eq!(res.status(), 400, "a PDF is not an image");

    let huge = vec![b'%'; 11 * 1024 * 1024];
    let res = upload(format!("/api/admin/products/{id}/file?name=big.pdf"), huge).await.unwrap();
    assert_eq!(res.status(), 413);
    assert!(error_of(res).await.contains("10 MB"));
    let stored = || std::fs::read_dir(app.data_dir().join("files")).unwrap().map(|e| e.unwrap().file_name()).collect::<Vec<_>>();
    assert_eq!(stored().len(), 1, "refused uploads leave no file behind, only the image: {:?}", stored());

    let res = upload(format!("/api/admin/products/{id}/file?name=My Guide.pdf"), b"%PDF-1.7 guide".to_vec()).await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(json_of(res).await["fileName"], "My Guide.pdf");
    let all = json_of(app.get("/api/admin/products").await).await;
    let stored = all.as_array().unwrap().iter().find(|p| p["id"] == id).unwrap().clone();
    assert_eq!(stored["imageUrl"], image_url.as_str());

    assert_eq!(app.get("/api/images/..%2F..%2Ffarmstand.redb").await.status(), 404);
    assert_eq!(app.get("/api/images/0000.png").await.status(), 404);
}

#[tokio::test]
async fn visitors_download_free_guides_and_downloads_are_counted() {
    let app = TestApp::spawn().await;
    for slug in ["seeds-of-change", "sustainable-food", "growing-minds", "cooperative-living"] {
        let res = app.get(&format!("/api/download/{slug}")).await;
        assert_eq!(res.status(), 200, "{slug}");
        assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
        let page = res.text().await.unwrap();
        assert!(page.contains("<h1>") && page.contains("<h2>"), "{slug} is a rendered guide");
        assert!(page.contains("Farmstand Community Farm"));
    }
    let res = app.get("/api/download/no-such-guide").await;
    assert_eq!(res.status(), 404);
    error_of(res).await;
    let res = app.get("/api/download/grant-gold").await;
    assert_eq!(res.status(), 403, "paid guides are not free downloads");

    let head = app.client.head(app.url("/api/download/seeds-of-change")).send().await.unwrap();
    assert_eq!(head.status(), 200, "the UI checks a guide with HEAD before opening it");

    app.sign_in_admin("ann").await;
    let analytics = json_of(app.get("/api/admin/analytics").await).await;
    let seeds = analytics["products"].as_array().unwrap().iter().find(|p| p["name"].as_str().unwrap().starts_with("Seeds of Change")).unwrap();
    assert_eq!(seeds["downloads"], 1, "one GET counted; the HEAD was not");
}

#[tokio::test]
async fn an_uploaded_file_replaces_the_rendered_guide() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let store = json_of(app.get("/api/store/products").await).await;
    let id = store.as_array().unwrap().iter().find(|p| p["slug"] == "growing-minds").unwrap()["id"].as_u64().unwrap();
    let res = app.client.put(app.url(&format!("/api/admin/products/{id}/file?name=growing-minds.pdf")))
        .header("origin", &app.base).body(b"%PDF-1.7 the real guide".to_vec()).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let res = app.get(&format!("/api/download/{id}")).await;
    assert_eq!(res.headers()["content-type"], "application/pdf");
    assert!(res.headers()["content-disposition"].to_str().unwrap().contains("growing-minds.pdf"));
    assert_eq!(res.bytes().await.unwrap().as_ref(), b"%PDF-1.7 the real guide");
}

/// Uploads `bytes` as product `id`'s guide file.
async fn attach_file(app: &TestApp, id: u64, bytes: Vec<u8>) {
    let res = app.client.put(app.url(&format!("/api/admin/products/{id}/file?name=guide.pdf")))
        .header("origin", &app.base).body(bytes).send().await.unwrap();
    assert_eq!(res.status(), 200);
}

async fn growing_minds_id(app: &TestApp) -> u64 {
    let store = json_of(app.get("/api/store/products").await).await;
    store.as_array().unwrap().iter().find(|p| p["slug"] == "growing-minds").unwrap()["id"].as_u64().unwrap()
}

#[tokio::test]
async fn files_are_streamed_with_ranges_and_etags() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let id = growing_minds_id(&app).await;
    let mut pdf = b"%PDF-1.7 ".to_vec();
    pdf.extend((0..300_000u32).map(|n| (n % 251) as u8));
    attach_file(&app, id, pdf.clone()).await;
    let url = format!("/api/download/{id}");

    let whole = app.get(&url).await;
    assert_eq!(whole.status(), 200);
    assert_eq!(whole.headers()["accept-ranges"], "bytes");
    let etag = whole.headers()["etag"].to_str().unwrap().to_string();
    let sha: String = {
        use sha2::Digest;
        sha2::Sha256::digest(&pdf).iter().map(|b| format!("{b:02x}")).collect()
    };
    assert_eq!(etag, format!("\"{sha}\""), "the ETag is the content hash");
    assert_eq!(whole.bytes().await.unwrap().as_ref(), pdf.as_slice());

    let part = app.client.get(app.url(&url)).header("range", "bytes=0-99").send().await.unwrap();
    assert_eq!(part.status(), 206);
    assert_eq!(part.headers()["content-range"], format!("bytes 0-99/{}", pdf.len()).as_str());
    assert_eq!(part.bytes().await.unwrap().as_ref(), &pdf[..100]);
    let tail = app.client.get(app.url(&url)).header("range", "bytes=299000-").send().await.unwrap();
    assert_eq!(tail.status(), 206);
    assert_eq!(tail.bytes().await.unwrap().as_ref(), &pdf[299_000..]);
    let beyond = app.client.get(app.url(&url)).header("range", "bytes=9999999-").send().await.unwrap();
    assert_eq!(beyond.status(), 416);
    assert_eq!(beyond.headers()["content-range"], format!("bytes */{}", pdf.len()).as_str());
    let cached = app.client.get(app.url(&url)).header("if-none-match", &etag).send().await.unwrap();
    assert_eq!(cached.status(), 304, "an unchanged file is not sent again");
    let stale = app.client.get(app.url(&url)).header("range", "bytes=100-").header("if-range", "\"other\"").send().await.unwrap();
    assert_eq!(stale.status(), 200, "a resumed download of a changed file starts over");

    // Requests for the first byte count as downloads (the whole GET and the 0-99 range);
    // later ranges, 304s and 416s do not.
    let analytics = json_of(app.get("/api/admin/analytics").await).await;
    let row = analytics["products"].as_array().unwrap().iter().find(|p| p["id"] == id).unwrap().clone();
    assert_eq!(row["downloads"], 2);
}

#[tokio::test]
async fn the_image_route_serves_only_images() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let id = growing_minds_id(&app).await;
    let pdf = b"%PDF-1.7 a paid guide".to_vec();
    attach_file(&app, id, pdf.clone()).await;
    let sha: String = {
        use sha2::Digest;
        sha2::Sha256::digest(&pdf).iter().map(|b| format!("{b:02x}")).collect()
    };
    for ext in ["png", "jpg", "webp", "gif"] {
        assert_eq!(app.get(&format!("/api/images/{sha}.{ext}")).await.status(), 404, "a guide file is not an image ({ext})");
    }
    let png = b"\x89PNG\r\n\x1a\n a tiny picture".to_vec();
    let res = app.client.put(app.url(&format!("/api/admin/products/{id}/image"))).header("origin", &app.base).body(png.clone()).send().await.unwrap();
    let image_url = json_of(res).await["imageUrl"].as_str().unwrap().to_string();
    let res = app.get(&image_url).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "image/png");
    assert!(res.headers()["etag"].to_str().unwrap().len() > 60);
    assert_eq!(res.bytes().await.unwrap().as_ref(), png.as_slice());
    assert_eq!(app.get(&image_url.replace(".png", ".jpg")).await.status(), 404, "the extension must match the content");
}

fn seed_orders(db: &Db) {
    let orders = [
        ("cs_1", "Seeds, Soil & \"Sun\"", PaymentStatus::Paid, 3999),
        ("cs_2", "Premium Farming Course", PaymentStatus::Pending, 7999),
        ("cs_3", "=cmd|' /C calc'!A0", PaymentStatus::Paid, 1999),
    ];
    for (order_id, name, status, cents) in orders {
        create_order(db, NewOrder {
            order_id: order_id.into(),
            customer_email: "buyer@farm.example.org".into(),
            payment_status: status,
            total_cents: cents,
            quantity: 1,
            payment_method: "card".into(),
            product_id: 1,
            product_name: name.into(),
            product_slug: "guide".into(),
        })
        .unwrap();
    }
}

#[tokio::test]
async fn orders_analytics_and_exports() {
    let dir = tempfile::tempdir().unwrap();
    {
        let (db, _) = Db::open_in(dir.path()).unwrap();
        seed_orders(&db);
    }
    let app = TestApp::spawn_in(dir).await;
    app.sign_in_admin("ann").await;

    let page = json_of(app.get("/api/admin/orders").await).await;
    assert_eq!((page["total"].as_u64(), page["page"].as_u64(), page["perPage"].as_u64()), (Some(3), Some(1), Some(25)));
    let orders = &page["orders"];
    let ids: Vec<&str> = orders.as_array().unwrap().iter().map(|o| o["orderId"].as_str().unwrap()).collect();
    assert_eq!(ids, ["cs_3", "cs_2", "cs_1"], "newest first");
    assert_eq!(orders[2]["totalAmount"], 39.99);
    let second = json_of(app.get("/api/admin/orders?page=2&perPage=2").await).await;
    assert_eq!(second["orders"].as_array().unwrap().len(), 1);
    assert_eq!((second["orders"][0]["orderId"].as_str(), second["total"].as_u64()), (Some("cs_1"), Some(3)));
    assert_eq!(json_of(app.get("/api/admin/orders?perPage=100000").await).await["perPage"], 100, "pages are bounded");
    assert_eq!(app.get("/api/admin/orders?page=x").await.status(), 400);

    let a = json_of(app.get("/api/admin/analytics").await).await;
    assert_eq!((a["totalOrders"].as_u64(), a["paidOrders"].as_u64(), a["pendingOrders"].as_u64()), (Some(3), Some(2), Some(1)));
    assert_eq!(a["totalRevenue"], 59.98);
    assert_eq!(a["averageOrderValue"], 29.99);
    assert_eq!(a["revenueByDay"].as_array().unwrap().len(), 30);
    assert_eq!(a["revenueByDay"][29]["revenue"], 59.98);

    let res = app.get("/api/admin/orders/export?format=csv").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-disposition"].to_str().unwrap().contains("orders.csv"));
    let csv = res.text().await.unwrap();
    assert!(csv.contains("\"Seeds, Soil & \"\"Sun\"\"\""), "{csv}");
    assert!(csv.contains("'=cmd"), "formulas are defused: {csv}");
    let json_export = json_of(app.get("/api/admin/orders/export?format=json").await).await;
    assert_eq!(json_export.as_array().unwrap().len(), 3);
    assert_eq!(app.get("/api/admin/orders/export?format=xml").await.status(), 400);
    let future = app.get("/api/admin/orders/export?format=csv&since=2999-01-01").await.text().await.unwrap();
    assert_eq!(future.lines().count(), 1, "only the header row");

    // The CLI exports the same rows while the server runs.
    let dir = app.data_dir().to_path_buf();
    let out = dir.join("orders.csv");
    let exported = tokio::task::spawn_blocking({
        let (dir, out) = (dir.clone(), out.clone());
        move || cli(&dir, &["orders", "export", "--format", "csv", "--out", out.to_str().unwrap()], None)
    })
    .await
    .unwrap();
    assert_eq!(exported.status.code(), Some(0), "{}", text(&exported.stderr));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), csv);
    let stdout = tokio::task::spawn_blocking(move || cli(&dir, &["orders", "export", "--format", "json"], None)).await.unwrap();
    let rows: Value = serde_json::from_slice(&stdout.stdout).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn seeding_is_idempotent_and_keeps_admin_edits() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let again = app.command(farmstand::control::Command::Seed { force: false }).await.unwrap();
    assert!(again.contains(" 0 created, 0 updated,"), "{again}");

    let store = json_of(app.get("/api/store/products").await).await;
    let course = store.as_array().unwrap().iter().find(|p| p["slug"] == "premium-farming-course").unwrap().clone();
    let id = course["id"].as_u64().unwrap();
    let mut edit = product("Premium Course (2026 edition)", "Courses");
    edit["paymentType"] = json!("stripe");
    assert_eq!(app.request(Method::PUT, &format!("/api/admin/products/{id}"), Some(edit)).await.status(), 200);

    let kept = app.command(farmstand::control::Command::Seed { force: false }).await.unwrap();
    assert!(kept.contains("1 kept"), "{kept}");
    let after = json_of(app.get(&format!("/api/store/products/{id}")).await).await;
    assert_eq!(after["name"], "Premium Course (2026 edition)");

    app.command(farmstand::control::Command::Seed { force: true }).await.unwrap();
    let forced = json_of(app.get(&format!("/api/store/products/{id}")).await).await;
    assert_eq!(forced["name"], course["name"], "--force restores the seed, same id");
}

#[tokio::test]
async fn seeding_respects_deleted_and_renamed_seed_records() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let store = json_of(app.get("/api/store/products").await).await;
    let grant = store.as_array().unwrap().iter().find(|p| p["slug"] == "grant-gold").unwrap()["id"].as_u64().unwrap();
    assert_eq!(app.request(Method::DELETE, &format!("/api/admin/products/{grant}"), None).await.status(), 200);

    let categories = json_of(app.get("/api/admin/categories").await).await;
    let free = categories.as_array().unwrap().iter().find(|c| c["name"] == "Free Guides").unwrap()["id"].as_u64().unwrap();
    let res = app.request(Method::PUT, &format!("/api/admin/categories/{free}"), Some(json!({"name": "Free Farm Guides"}))).await;
    assert_eq!(res.status(), 200);

    app.command(farmstand::control::Command::Seed { force: false }).await.unwrap();
    let store = json_of(app.get("/api/store/products").await).await;
    let products = store.as_array().unwrap();
    assert!(!products.iter().any(|p| p["slug"] == "grant-gold"), "a deleted seed product stays deleted");
    let guides: Vec<&Value> = products.iter().filter(|p| p["paymentType"] == "free_download").collect();
    assert_eq!(guides.len(), 4);
    assert!(guides.iter().all(|p| p["category"] == "Free Farm Guides"), "the guides follow the renamed category");
    let categories = json_of(app.get("/api/store/categories").await).await;
    assert!(!categories.as_array().unwrap().iter().any(|c| c["name"] == "Free Guides"), "the old name is not revived");

    app.command(farmstand::control::Command::Seed { force: true }).await.unwrap();
    let store = json_of(app.get("/api/store/products").await).await;
    assert!(store.as_array().unwrap().iter().any(|p| p["slug"] == "grant-gold"), "--force restores it, and the cached list shows it");
}

#[tokio::test]
async fn the_public_store_hides_counts_and_dead_download_buttons() {
    let app = TestApp::spawn().await;
    app.sign_in_admin("ann").await;
    let mut free = product("Handout", "Free Guides");
    free["paymentType"] = json!("free_download");
    free["price"] = json!("FREE");
    let created = json_of(app.post("/api/admin/products", free).await).await;
    assert_eq!(created["downloadUrl"], Value::Null, "a free product without a file has nothing to download");

    let store = json_of(app.get("/api/store/products").await).await;
    for p in store.as_array().unwrap() {
        assert!(p.get("downloads").is_none(), "download counts are for admins: {p}");
    }
    let admin = json_of(app.get("/api/admin/products").await).await;
    assert!(admin[0].get("downloads").is_some());

    let categories = json_of(app.get("/api/store/categories").await).await;
    let teacher = categories.as_array().unwrap().iter().find(|c| c["slug"] == "teacher-student-guides").unwrap();
    assert_eq!(teacher["productCount"], 0, "inactive products are not counted for visitors");
}

#[tokio::test]
async fn the_course_outline_takes_its_price_from_the_catalog() {
    let app = TestApp::spawn().await;
    let course = json_of(app.get("/api/courses/premium-farming-course").await).await;
    assert_eq!(course["price"], "79.99");
    assert_eq!(course["title"], "Premium Farming Course");
    assert!(course["lessons"].as_array().unwrap().len() >= 8);
    assert!(course["includes"].as_array().unwrap().iter().any(|i| i.as_str().unwrap().contains("Certificate")));
    assert_eq!(app.get("/api/courses/no-such-course").await.status(), 404);

    app.sign_in_admin("ann").await;
    let store = json_of(app.get("/api/store/products").await).await;
    let id = store.as_array().unwrap().iter().find(|p| p["slug"] == "premium-farming-course").unwrap()["id"].as_u64().unwrap();
    let mut edit = product("Premium Farming Course", "Courses");
    edit["paymentType"] = json!("stripe");
    edit["price"] = json!("69.00");
    assert_eq!(app.request(Method::PUT, &format!("/api/admin/products/{id}"), Some(edit)).await.status(), 200);
    let course = json_of(app.get("/api/courses/premium-farming-course").await).await;
    assert_eq!(course["price"], "69.00", "an admin's price applies to the course");
}
