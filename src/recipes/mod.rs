//! The Cultural Recipe Generator (seed 001 §2–§9, `POST /api/generate-recipe`): the recipe of
//! the chosen cuisine that best uses what the visitor has, from the base written for this
//! project, with what they have and what is missing. With `--llm-url`, a combination the
//! base hardly covers may get a model's recipe, checked before it is used; any failure gives
//! the base's best match.

pub mod matching;
pub mod model;
pub mod names;

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::state::AppState;
use crate::web::error::{AppError, AppResult};
use crate::web::extract::{AppJson, ClientAddr};
use matching::Ranked;
use model::{CUISINES, RecipeBase};
use names::Names;

/// 20 recipes a minute per address, 600 from everyone (each may reach the LLM).
pub fn limit() -> crate::web::limit::AddressAndGlobal {
    crate::web::limit::AddressAndGlobal::per_minute(20, 600)
}

/// Below this share of its required foods on hand, the base's best match is a stretch, and
/// a configured LLM is asked for a recipe of its own.
const LLM_BELOW_SHARE: f64 = 0.5;
const LLM_WAIT_SECS: u64 = 10;

struct Base {
    base: RecipeBase,
    names: Names,
}

fn base() -> Result<Arc<Base>, AppError> {
    static BASE: OnceLock<Result<Arc<Base>, String>> = OnceLock::new();
    BASE.get_or_init(|| {
        RecipeBase::from_seed().map(|base| {
            let names = Names::new(&base);
            Arc::new(Base { base, names })
        })
    })
    .clone()
    .map_err(|e| AppError::Internal(format!("recipe base: {e}")))
}

pub fn router() -> Router<AppState> {
    Router::new().route("/api/generate-recipe", post(generate))
}

/// The seed's recipe fields, plus what the visitor has and lacks.
#[derive(Debug, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RecipeView {
    pub title: String,
    pub cultural_context: String,
    pub prep_time: String,
    pub cook_time: String,
    pub servings: u32,
    pub ingredients: Vec<String>,
    pub instructions: Vec<String>,
    pub farming_tips: Vec<String>,
    #[serde(default)]
    pub have_ingredients: Vec<String>,
    #[serde(default)]
    pub missing_ingredients: Vec<String>,
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub cuisine: String,
    #[serde(default)]
    pub source: String,
    /// The next best recipes of the base, for "or try".
    #[serde(default)]
    pub alternatives: Vec<Alternative>,
}

#[derive(Debug, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Alternative {
    pub id: String,
    pub title: String,
    pub missing_ingredients: Vec<String>,
}

fn from_base(best: &Ranked, rest: &[Ranked]) -> RecipeView {
    let r = best.recipe;
    RecipeView {
        title: r.title.clone(),
        cultural_context: r.cultural_context.clone(),
        prep_time: r.prep_time.clone(),
        cook_time: r.cook_time.clone(),
        servings: r.servings,
        ingredients: r.ingredients.iter().map(model::ingredient_line).collect(),
        instructions: r.instructions.clone(),
        farming_tips: r.farming_tips.clone(),
        have_ingredients: best.have.clone(),
        missing_ingredients: best.missing.clone(),
        id: Some(r.id.clone()),
        cuisine: r.cuisine.clone(),
        source: "base".into(),
        alternatives: rest
            .iter()
            .take(2)
            .map(|a| Alternative { id: a.recipe.id.clone(), title: a.recipe.title.clone(), missing_ingredients: a.missing.clone() })
            .collect(),
    }
}

#[derive(Deserialize)]
struct RecipeRequest {
    ingredients: Value,
    culture: Value,
}

/// The request's ingredient list and cuisine, checked (seed 001 §5 and the issue's limits).
pub fn parse(body: &Value) -> Result<(Vec<String>, String), String> {
    let request: RecipeRequest = serde_json::from_value(body.clone())
        .map_err(|_| "Send ingredients (a list of names) and culture (one of the six cuisines).".to_string())?;
    let cuisines = CUISINES.iter().map(|(c, _)| *c).collect::<Vec<_>>().join(", ");
    let culture = request.culture.as_str().map(|c| c.trim().to_lowercase()).filter(|c| CUISINES.iter().any(|(v, _)| v == c));
    let Some(culture) = culture else {
        return Err(format!("culture must be one of: {cuisines}."));
    };
    let Some(list) = request.ingredients.as_array() else {
        return Err("ingredients must be a list of ingredient names.".into());
    };
    let names: Vec<String> = list
        .iter()
        .map(|v| v.as_str().map(String::from).ok_or("ingredients must be a list of ingredient names (text)."))
        .collect::<Result<_, _>>()?;
    let ingredients = matching::clean_ingredients(&names)?;
    Ok((ingredients, culture.to_string()))
}

async fn generate(State(state): State<AppState>, ClientAddr(addr): ClientAddr, AppJson(body): AppJson<Value>) -> AppResult<Json<RecipeView>> {
    let (ingredients, culture) = parse(&body).map_err(AppError::BadRequest)?;
    state.recipe_limit.admit(&addr, Instant::now(), "That's a lot of recipes in a minute! Please wait a moment before asking for another.")?;
    let base = base()?;
    let ranked = matching::rank(&base.base, &base.names, &culture, &ingredients);
    let Some(best) = ranked.first() else {
        return Err(AppError::Internal(format!("no {culture} recipes in the base")));
    };
    let offline = from_base(best, &ranked[1..]);
    if best.share() < LLM_BELOW_SHARE
        && let Some(llm) = state.assistant.llm.as_ref()
    {
        let label = CUISINES.iter().find(|(c, _)| *c == culture).map(|(_, l)| *l).unwrap_or("");
        let (system, message) = llm_prompt(label, &ingredients);
        match tokio::time::timeout(Duration::from_secs(LLM_WAIT_SECS), llm.complete(&system, &message, 1200)).await {
            Ok(Ok(answer)) => match checked_llm_recipe(&answer, &ingredients, &base.names, &culture) {
                Ok(recipe) => return Ok(Json(RecipeView { alternatives: offline.alternatives, ..recipe })),
                Err(why) => tracing::info!(%why, "recipe: the model's answer was not usable; the base's best match is sent"),
            },
            Ok(Err(why)) => tracing::warn!(%why, "recipe: the LLM did not answer; the base's best match is sent"),
            Err(_) => tracing::warn!("recipe: the LLM took too long; the base's best match is sent"),
        }
    }
    Ok(Json(offline))
}

fn llm_prompt(cuisine: &str, ingredients: &[String]) -> (String, String) {
    let system = "You write one home-cooking recipe for a community farm's website. Answer with JSON only, with exactly these fields: \
        title (string), culturalContext (2 or 3 accurate, respectful sentences on the dish's origin), prepTime (string), cookTime (string), \
        servings (integer), ingredients (list of strings like \"2 cups rice\"), instructions (list of steps), farmingTips (list of 2 or 3 \
        tips on growing its garden ingredients). Plain text, no HTML or markdown."
        .to_string();
    let message = format!("Cuisine: {cuisine}. Use mainly these ingredients: {}.", ingredients.join(", "));
    (system, message)
}

fn text_ok(s: &str, max: usize) -> bool {
    !s.trim().is_empty() && s.chars().count() <= max && !s.contains(['<', '>'])
}

fn list_ok(items: &[String], min: usize, max: usize, each: usize) -> bool {
    (min..=max).contains(&items.len()) && items.iter().all(|s| text_ok(s, each))
}

/// Each word without a plural ending, so "tomatoes" and "tomato", "limes" and "lime" compare
/// equal.
fn stems(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| {
            // "leaves" and "leaf" alike, before the plain endings come off.
            let w = w.strip_suffix("ves").map_or_else(|| w.to_string(), |stem| format!("{stem}f"));
            w.trim_end_matches('s').trim_end_matches('e').to_string()
        })
        .collect()
}

/// The model's recipe, if it has the seed's shape, stays within bounds, is plain text and
/// uses at least half of the visitor's ingredients.
pub fn checked_llm_recipe(answer: &str, ingredients: &[String], names: &Names, culture: &str) -> Result<RecipeView, String> {
    let (Some(start), Some(end)) = (answer.find('{'), answer.rfind('}')) else { return Err("no JSON object".into()) };
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Answer {
        title: String,
        cultural_context: String,
        prep_time: String,
        cook_time: String,
        servings: u32,
        ingredients: Vec<String>,
        instructions: Vec<String>,
        farming_tips: Vec<String>,
    }
    let a: Answer = serde_json::from_str(answer.get(start..=end).unwrap_or("")).map_err(|e| format!("not the recipe shape: {e}"))?;
    let shaped = text_ok(&a.title, 120)
        && text_ok(&a.cultural_context, 800)
        && text_ok(&a.prep_time, 40)
        && text_ok(&a.cook_time, 40)
        && (1..=24).contains(&a.servings)
        && list_ok(&a.ingredients, 3, 25, 120)
        && list_ok(&a.instructions, 2, 15, 500)
        && list_ok(&a.farming_tips, 1, 4, 500);
    if !shaped {
        return Err("a field is missing, empty, too long or has markup".into());
    }
    // Foods are compared as whole words, plural or not: "tomato" is in "4 ripe tomatoes,
    // diced", "corn" is not in "cornmeal", and the staple "milk" does not cover "coconut milk".
    let lines: Vec<Vec<String>> = a.ingredients.iter().map(|l| stems(&names::normalize(names::food_of_line(l)))).collect();
    let contains = |line: &[String], phrase: &[String]| !phrase.is_empty() && line.windows(phrase.len()).any(|w| w == phrase);
    let mentions = |food: &str| {
        let words = stems(&names::normalize(food));
        lines.iter().any(|l| contains(l, &words))
    };
    let have: Vec<String> = ingredients
        .iter()
        .filter(|i| mentions(i) || names.resolve(i).is_some_and(|f| mentions(&f)))
        .cloned()
        .collect();
    if have.len() * 2 < ingredients.len() {
        return Err("it uses too few of the visitor's ingredients".into());
    }
    let had: Vec<Vec<String>> = have.iter().flat_map(|h| [Some(h.clone()), names.resolve(h)]).flatten().map(|h| stems(&names::normalize(&h))).collect();
    let staples: Vec<Vec<String>> = names.staples.iter().map(|s| stems(&names::normalize(s))).collect();
    let missing: Vec<String> = a
        .ingredients
        .iter()
        .zip(&lines)
        .filter(|(line, words)| {
            // A staple anywhere in the line ("2 tbsp olive oil", "salt and pepper"), unless the
            // line is a food of its own that merely contains one ("coconut milk").
            let food = names.resolve(line);
            let staple = food.as_ref().is_some_and(|f| names.staples.contains(f))
                || (food.is_none() && staples.iter().any(|s| contains(words, s)));
            !staple && !had.iter().any(|h| contains(words, h))
        })
        .map(|(line, _)| line.clone())
        .collect();
    Ok(RecipeView {
        title: a.title,
        cultural_context: a.cultural_context,
        prep_time: a.prep_time,
        cook_time: a.cook_time,
        servings: a.servings,
        ingredients: a.ingredients,
        instructions: a.instructions,
        farming_tips: a.farming_tips,
        have_ingredients: have,
        missing_ingredients: missing,
        id: None,
        cuisine: culture.to_string(),
        source: "llm".into(),
        alternatives: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn requests_are_checked_with_the_seeds_rules() {
        assert_eq!(parse(&json!({"ingredients": [" okra", "okra", ""], "culture": "southern-us"})).unwrap(), (vec!["okra".to_string()], "southern-us".to_string()));
        assert_eq!(
            parse(&json!({"ingredients": ["okra"], "culture": "klingon"})).unwrap_err(),
            "culture must be one of: west-african, mexican, indian, caribbean, southern-us, mediterranean."
        );
        assert!(parse(&json!({"ingredients": "okra", "culture": "indian"})).is_err());
        assert!(parse(&json!({"ingredients": [1, 2], "culture": "indian"})).is_err());
        assert!(parse(&json!([])).is_err());
    }

    #[test]
    fn a_models_recipe_is_kept_only_in_the_seeds_shape_with_the_visitors_ingredients() {
        let base = RecipeBase::from_seed().unwrap();
        let names = Names::new(&base);
        let good = json!({
            "title": "Okra and Mango Skillet", "culturalContext": "A home dish.", "prepTime": "10 minutes", "cookTime": "15 minutes",
            "servings": 4, "ingredients": ["1 pound okra", "1 mango", "1 onion", "salt, to taste"],
            "instructions": ["Slice.", "Cook."], "farmingTips": ["Okra loves heat."]
        })
        .to_string();
        let visitor = vec!["okra".to_string(), "mango".to_string()];
        let recipe = checked_llm_recipe(&format!("Here you go:\n```json\n{good}\n```"), &visitor, &names, "caribbean").unwrap();
        assert_eq!(recipe.source, "llm");
        assert_eq!(recipe.have_ingredients, visitor);
        assert_eq!(recipe.missing_ingredients, ["1 onion"]);
        let marked = good.replace("Okra and Mango Skillet", "<b>Okra</b>");
        assert!(checked_llm_recipe(&marked, &visitor, &names, "caribbean").is_err());
        assert!(checked_llm_recipe("{\"title\": \"x\"}", &visitor, &names, "caribbean").is_err());
        // Whole words, plural or not: tomatoes are the visitor's tomato, cornmeal is not corn,
        // and the staple milk does not cover coconut milk.
        let words = json!({
            "title": "Tomato Skillet Bread", "culturalContext": "A home dish.", "prepTime": "10 minutes", "cookTime": "15 minutes",
            "servings": 4, "ingredients": ["4 ripe tomatoes, diced", "1 cup cornmeal", "1 can coconut milk", "salt", "2 tbsp olive oil", "2 bay leaves"],
            "instructions": ["Mix.", "Bake."], "farmingTips": ["Tomatoes love heat."]
        })
        .to_string();
        let tomato = checked_llm_recipe(&words, &["tomato".to_string(), "corn".to_string()], &names, "caribbean").unwrap();
        assert_eq!(tomato.have_ingredients, ["tomato"]);
        assert_eq!(tomato.missing_ingredients, ["1 cup cornmeal", "1 can coconut milk"]);
        let other = vec!["kale".to_string(), "beet".to_string(), "squash".to_string()];
        assert!(checked_llm_recipe(&good, &other, &names, "caribbean").is_err(), "not the visitor's ingredients");
    }
}
