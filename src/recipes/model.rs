//! The recipe base (`seed/recipes/`): recipes with structured ingredients, the staples a cook
//! is assumed to have, and the synonym groups that map growers' names to the recipes' own.

use serde::{Deserialize, Serialize};

/// Seed 001 §9: the six cuisines, as (value, label).
pub const CUISINES: [(&str, &str); 6] = [
    ("west-african", "West African"),
    ("mexican", "Mexican"),
    ("indian", "Indian"),
    ("caribbean", "Caribbean"),
    ("southern-us", "Southern US"),
    ("mediterranean", "Mediterranean"),
];

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ingredient {
    pub food: String,
    pub quantity: Option<f64>,
    pub unit: Option<String>,
    #[serde(default)]
    pub optional: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Recipe {
    pub id: String,
    pub cuisine: String,
    pub title: String,
    pub cultural_context: String,
    pub prep_time: String,
    pub cook_time: String,
    pub servings: u32,
    pub ingredients: Vec<Ingredient>,
    pub instructions: Vec<String>,
    pub farming_tips: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Pantry {
    pub staples: Vec<String>,
    pub synonyms: Vec<Vec<String>>,
}

#[derive(Debug, Clone)]
pub struct RecipeBase {
    pub recipes: Vec<Recipe>,
    pub pantry: Pantry,
}

impl RecipeBase {
    pub fn from_seed() -> Result<RecipeBase, String> {
        #[derive(Deserialize)]
        struct File {
            recipes: Vec<Recipe>,
        }
        let file: File = crate::seed::json("recipes/recipes.json")?;
        let pantry: Pantry = crate::seed::json("recipes/pantry.json")?;
        let base = RecipeBase { recipes: file.recipes, pantry };
        base.check()?;
        Ok(base)
    }

    fn check(&self) -> Result<(), String> {
        for (cuisine, _) in CUISINES {
            if self.recipes.iter().filter(|r| r.cuisine == cuisine).count() < 10 {
                return Err(format!("the recipe base needs at least 10 {cuisine} recipes"));
            }
        }
        for r in &self.recipes {
            if !CUISINES.iter().any(|(c, _)| *c == r.cuisine) {
                return Err(format!("recipe {}: unknown cuisine {}", r.id, r.cuisine));
            }
            if r.ingredients.is_empty() || r.instructions.is_empty() || r.farming_tips.is_empty() {
                return Err(format!("recipe {}: ingredients, instructions and farmingTips are required", r.id));
            }
        }
        Ok(())
    }
}

/// A quantity as a cook reads it: 0.25 → "1/4", 2.5 → "2 1/2".
pub fn quantity_text(q: f64) -> String {
    let whole = q.trunc();
    let frac = q - whole;
    let fraction = [(0.125, "1/8"), (0.25, "1/4"), (1.0 / 3.0, "1/3"), (0.5, "1/2"), (2.0 / 3.0, "2/3"), (0.75, "3/4")]
        .iter()
        .find(|(v, _)| (frac - v).abs() < 0.02)
        .map(|(_, t)| *t);
    match (whole as u64, fraction) {
        (0, Some(f)) => f.to_string(),
        (w, Some(f)) => format!("{w} {f}"),
        (w, None) if frac.abs() < 0.02 => w.to_string(),
        _ => format!("{q}"),
    }
}

/// Foods counted without a plural ("2 okra", "3 zucchini").
const SAME_IN_PLURAL: [&str; 5] = ["okra", "allspice", "corn", "zucchini", "chipotle in adobo"];

/// "tomato" → "tomatoes", "bay leaf" → "bay leaves", "radish" → "radishes", "lime" → "limes":
/// forms the name matcher reads back to the food.
pub fn plural(food: &str) -> String {
    if SAME_IN_PLURAL.contains(&food) {
        food.to_string()
    } else if let Some(stem) = food.strip_suffix("leaf") {
        format!("{stem}leaves")
    } else if food.ends_with("tomato") || food.ends_with("potato") || ["ch", "sh", "s", "x"].iter().any(|e| food.ends_with(e)) {
        format!("{food}es")
    } else {
        format!("{food}s")
    }
}

/// "2 cups rice", "4 tomatoes", "salt, to taste", "1 scotch bonnet pepper (optional)".
pub fn ingredient_line(i: &Ingredient) -> String {
    let line = match (i.quantity, i.unit.as_deref()) {
        (_, Some("to taste")) => format!("{}, to taste", i.food),
        (Some(q), Some(unit)) => format!("{} {unit} {}", quantity_text(q), i.food),
        (Some(q), None) if q > 1.0 => format!("{} {}", quantity_text(q), plural(&i.food)),
        (Some(q), None) => format!("{} {}", quantity_text(q), i.food),
        (None, Some(unit)) => format!("{unit} {}", i.food),
        (None, None) => i.food.clone(),
    };
    if i.optional { format!("{line} (optional)") } else { line }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_base_has_every_cuisine() {
        let base = RecipeBase::from_seed().unwrap();
        assert!(base.recipes.len() >= 60);
    }

    #[test]
    fn quantities_read_like_a_cookbook() {
        assert_eq!(quantity_text(0.25), "1/4");
        assert_eq!(quantity_text(2.5), "2 1/2");
        assert_eq!(quantity_text(3.0), "3");
        let i = Ingredient { food: "rice".into(), quantity: Some(2.0), unit: Some("cups".into()), optional: false };
        assert_eq!(ingredient_line(&i), "2 cups rice");
        let salt = Ingredient { food: "salt".into(), quantity: None, unit: Some("to taste".into()), optional: false };
        assert_eq!(ingredient_line(&salt), "salt, to taste");
        let tomatoes = Ingredient { food: "tomato".into(), quantity: Some(4.0), unit: None, optional: false };
        assert_eq!(ingredient_line(&tomatoes), "4 tomatoes");
        assert_eq!(plural("bay leaf"), "bay leaves");
        assert_eq!(plural("okra"), "okra");
    }
}
