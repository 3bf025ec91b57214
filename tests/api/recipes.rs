//! The Cultural Recipe Generator (issue 17): for every cuisine a recipe's own ingredients
//! bring it first with nothing missing; bad input is refused; an LLM may write a recipe only
//! in the seed's shape, and any failure gives the base's best match.

use std::time::Duration;

use serde_json::{Value, json};

use crate::fakes::llm::{Behaviour, FakeLlm};
use crate::helpers::{TestApp, error_of, json_of};

const CUISINES: [&str; 6] = ["west-african", "mexican", "indian", "caribbean", "southern-us", "mediterranean"];

fn seeded() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/seed/recipes/recipes.json");
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    file["recipes"].as_array().unwrap().clone()
}

async fn generate(app: &TestApp, body: Value) -> reqwest::Response {
    app.post("/api/generate-recipe", body).await
}

/// The generator from its own address (behind a proxy), so every recipe can be asked for
/// without meeting the per-address limit.
async fn generate_from(app: &TestApp, address: &str, body: Value) -> Value {
    let res = app.client.post(app.url("/api/generate-recipe")).header("origin", &app.base).header("x-forwarded-for", address).json(&body).send().await.unwrap();
    assert_eq!(res.status(), 200, "{body}");
    json_of(res).await
}

#[tokio::test]
async fn for_every_cuisine_a_recipes_own_ingredients_bring_it_first_with_nothing_missing() {
    let app = TestApp::spawn_with(tempfile::tempdir().unwrap(), |c| c.behind_proxy = true).await;
    let recipes = seeded();
    for cuisine in CUISINES {
        let in_cuisine: Vec<&Value> = recipes.iter().filter(|r| r["cuisine"] == cuisine).collect();
        assert!(in_cuisine.len() >= 10, "{cuisine}");
        for (n, recipe) in in_cuisine.iter().enumerate() {
            let address = format!("198.51.100.{}", n + 1);
            // Its required foods as capitalised names.
            let ingredients: Vec<String> = recipe["ingredients"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|i| i["optional"] == false)
                .map(|i| i["food"].as_str().unwrap().to_uppercase())
                .collect();
            let body = generate_from(&app, &address, json!({"ingredients": ingredients, "culture": cuisine})).await;
            assert_eq!(body["title"], recipe["title"], "{cuisine}");
            assert_eq!(body["missingIngredients"], json!([]), "{}", recipe["title"]);
            for field in ["title", "culturalContext", "prepTime", "cookTime"] {
                assert!(body[field].as_str().is_some_and(|s| !s.is_empty()), "{field}");
            }
            assert!(body["servings"].as_u64().unwrap() > 0);
            for list in ["ingredients", "instructions", "farmingTips", "haveIngredients"] {
                assert!(!body[list].as_array().unwrap().is_empty(), "{list}");
            }
            // The card's own lines ("4 tomatoes", "salt, to taste") sent back find it again.
            let again = generate_from(&app, &address, json!({"ingredients": body["ingredients"], "culture": cuisine})).await;
            assert_eq!((&again["title"], &again["missingIngredients"]), (&recipe["title"], &json!([])), "{} from its lines", recipe["title"]);
        }
    }
}

#[tokio::test]
async fn a_partial_pantry_says_what_is_missing() {
    let app = TestApp::spawn().await;
    let body = json_of(generate(&app, json!({"ingredients": ["collards", "Onions"], "culture": "southern-us"})).await).await;
    assert!(body["title"].as_str().unwrap().contains("Collard"), "{}", body["title"]);
    assert!(body["haveIngredients"].as_array().unwrap().contains(&json!("collard greens")));
    assert!(body["missingIngredients"].as_array().unwrap().iter().all(|m| m != "collard greens"));
    assert!(body["haveIngredients"].as_array().unwrap().contains(&json!("salt")), "staples are on hand");
}

#[tokio::test]
async fn bad_input_is_refused() {
    let app = TestApp::spawn().await;
    let cases = [
        (json!({"ingredients": ["okra"], "culture": "martian"}), "culture must be one of: west-african, mexican, indian, caribbean, southern-us, mediterranean."),
        (json!({"ingredients": [], "culture": "indian"}), "Add at least one ingredient."),
        (json!({"ingredients": ["  ", ""], "culture": "indian"}), "Add at least one ingredient."),
        (json!({"ingredients": vec!["okra"; 31], "culture": "indian"}), "List at most 30 ingredients."),
        (json!({"ingredients": ["o".repeat(61)], "culture": "indian"}), "Each ingredient can be at most 60 characters."),
        (json!({"ingredients": "okra", "culture": "indian"}), "ingredients must be a list"),
        (json!({"culture": "indian"}), "Send ingredients"),
    ];
    for (body, expected) in cases {
        let res = generate(&app, body.clone()).await;
        assert_eq!(res.status(), 400, "{body}");
        let error = error_of(res).await;
        assert!(error.starts_with(expected), "{body}: {error}");
    }
}

#[tokio::test]
async fn twenty_recipes_a_minute_per_address() {
    let app = TestApp::spawn().await;
    for _ in 0..20 {
        assert_eq!(generate(&app, json!({"ingredients": ["okra"], "culture": "west-african"})).await.status(), 200);
    }
    let res = generate(&app, json!({"ingredients": ["okra"], "culture": "west-african"})).await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().get("retry-after").is_some());
}

#[tokio::test]
async fn an_llm_may_write_a_recipe_the_base_does_not_cover_and_a_failure_gives_the_base() {
    let recipe = json!({
        "title": "Kohlrabi and Mango Curry", "culturalContext": "A home cook's mix of a cool-season crop and summer fruit.",
        "prepTime": "15 minutes", "cookTime": "25 minutes", "servings": 4,
        "ingredients": ["2 kohlrabi", "1 mango", "1 onion", "1 teaspoon ground cumin", "salt, to taste"],
        "instructions": ["Peel and cube the kohlrabi.", "Simmer everything until tender."],
        "farmingTips": ["Kohlrabi grows fast in cool weather; harvest at tennis-ball size."]
    });
    let fake = FakeLlm::start(Behaviour::Answer(recipe.to_string())).await;
    let url = fake.base.clone();
    let app = TestApp::spawn_with(tempfile::tempdir().unwrap(), move |c| {
        c.assistant.llm_url = Some(url);
        c.assistant.llm_timeout = Duration::from_secs(1);
    })
    .await;
    let body = json_of(generate(&app, json!({"ingredients": ["kohlrabi", "mango"], "culture": "indian"})).await).await;
    assert_eq!(body["title"], "Kohlrabi and Mango Curry");
    assert_eq!(body["source"], "llm");
    assert_eq!(body["haveIngredients"], json!(["kohlrabi", "mango"]));

    // A recipe the base covers well never goes to the model.
    let asked = fake.requests().len();
    let covered = json_of(generate(&app, json!({"ingredients": ["chickpeas", "tomatoes", "onion", "garlic", "ginger", "green chilies"], "culture": "indian"})).await).await;
    assert_eq!(covered["source"], "base");
    assert_eq!(fake.requests().len(), asked);

    fake.set(Behaviour::Answer("{\"title\": \"<script>\"}".into()));
    let fallback = json_of(generate(&app, json!({"ingredients": ["kohlrabi", "mango"], "culture": "indian"})).await).await;
    assert_eq!(fallback["source"], "base", "an unusable answer gives the base's best match");
    fake.set(Behaviour::Fail);
    assert_eq!(json_of(generate(&app, json!({"ingredients": ["kohlrabi", "mango"], "culture": "indian"})).await).await["source"], "base");
    fake.set(Behaviour::Slow(Duration::from_secs(3)));
    assert_eq!(json_of(generate(&app, json!({"ingredients": ["kohlrabi", "mango"], "culture": "indian"})).await).await["source"], "base");
}
