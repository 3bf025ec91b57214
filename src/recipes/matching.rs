//! The best recipe for what a visitor has: within the chosen cuisine, the largest share of
//! the recipe's required, non-staple foods on hand, then the fewest missing, then the most
//! optional foods on hand, then the base's order.

use std::collections::HashSet;

use super::model::{Recipe, RecipeBase};
use super::names::Names;

pub const MAX_INGREDIENTS: usize = 30;
pub const MAX_INGREDIENT_CHARS: usize = 60;

#[derive(Debug, Clone, PartialEq)]
pub struct Ranked<'a> {
    pub recipe: &'a Recipe,
    /// Required non-staple foods on hand, out of all required non-staple foods.
    pub have_required: usize,
    pub required: usize,
    pub have_optional: usize,
    /// The recipe's foods the visitor has (staples counted as on hand), in recipe order.
    pub have: Vec<String>,
    /// Required non-staple foods the visitor lacks.
    pub missing: Vec<String>,
}

impl Ranked<'_> {
    pub fn share(&self) -> f64 {
        if self.required == 0 { 1.0 } else { self.have_required as f64 / self.required as f64 }
    }
}

/// Trims, drops blanks and repeats (seed 001 §5), and checks the limits.
pub fn clean_ingredients(raw: &[String]) -> Result<Vec<String>, String> {
    if raw.len() > MAX_INGREDIENTS {
        return Err(format!("List at most {MAX_INGREDIENTS} ingredients."));
    }
    let mut out: Vec<String> = Vec::new();
    for item in raw {
        let item = item.trim();
        if item.chars().count() > MAX_INGREDIENT_CHARS {
            return Err(format!("Each ingredient can be at most {MAX_INGREDIENT_CHARS} characters."));
        }
        if item.contains(['<', '>']) || item.chars().any(char::is_control) {
            return Err("Ingredients are plain words, without < or >.".into());
        }
        if !item.is_empty() && !out.iter().any(|o| o.eq_ignore_ascii_case(item)) {
            out.push(item.to_string());
        }
    }
    if out.is_empty() {
        return Err("Add at least one ingredient.".into());
    }
    Ok(out)
}

/// Every recipe of `cuisine`, best match first.
pub fn rank<'a>(base: &'a RecipeBase, names: &Names, cuisine: &str, ingredients: &[String]) -> Vec<Ranked<'a>> {
    let on_hand: HashSet<String> = ingredients.iter().filter_map(|i| names.resolve(i)).collect();
    let mut ranked: Vec<(usize, Ranked)> = base
        .recipes
        .iter()
        .enumerate()
        .filter(|(_, r)| r.cuisine == cuisine)
        .map(|(order, recipe)| {
            let mut have = Vec::new();
            let mut missing = Vec::new();
            let (mut have_required, mut required, mut have_optional) = (0, 0, 0);
            for i in &recipe.ingredients {
                let staple = names.staples.contains(&i.food);
                let has = staple || on_hand.contains(&i.food);
                if has {
                    have.push(i.food.clone());
                }
                if staple {
                    continue;
                }
                if i.optional {
                    have_optional += usize::from(has);
                } else {
                    required += 1;
                    if has {
                        have_required += 1;
                    } else {
                        missing.push(i.food.clone());
                    }
                }
            }
            (order, Ranked { recipe, have_required, required, have_optional, have, missing })
        })
        .collect();
    ranked.sort_by(|(ao, a), (bo, b)| {
        // Shares compared exactly: a/b > c/d ⇔ a·d > c·b.
        let (left, right) = (a.have_required * b.required.max(1), b.have_required * a.required.max(1));
        right.cmp(&left).then(a.missing.len().cmp(&b.missing.len())).then(b.have_optional.cmp(&a.have_optional)).then(ao.cmp(bo))
    });
    ranked.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recipes::model::CUISINES;

    #[test]
    fn a_recipes_own_ingredients_bring_it_first_with_nothing_missing() {
        let base = RecipeBase::from_seed().unwrap();
        let names = Names::new(&base);
        for recipe in &base.recipes {
            let required: Vec<String> = recipe.ingredients.iter().filter(|i| !i.optional).map(|i| i.food.clone()).collect();
            let all: Vec<String> = recipe.ingredients.iter().map(|i| i.food.to_uppercase()).collect();
            // The lines a recipe card shows ("4 tomatoes", "salt, to taste"), sent back.
            let lines: Vec<String> = recipe.ingredients.iter().map(crate::recipes::model::ingredient_line).collect();
            for list in [required, all, lines] {
                let ranked = rank(&base, &names, &recipe.cuisine, &list);
                assert_eq!(ranked[0].recipe.id, recipe.id, "{} from {list:?}", recipe.id);
                assert!(ranked[0].missing.is_empty());
            }
        }
        assert_eq!(CUISINES.len(), 6);
    }

    #[test]
    fn partial_lists_rank_by_share_then_fewest_missing() {
        let base = RecipeBase::from_seed().unwrap();
        let names = Names::new(&base);
        let ranked = rank(&base, &names, "southern-us", &["collards".into(), "Onions".into()]);
        assert_eq!(ranked[0].recipe.id, base.recipes.iter().find(|r| r.title.contains("Collard")).unwrap().id);
        assert!(ranked.windows(2).all(|w| w[0].share() >= w[1].share()));
    }

    #[test]
    fn ingredient_lists_are_trimmed_deduplicated_and_bounded() {
        assert_eq!(clean_ingredients(&[" okra ".into(), "".into(), "Okra".into(), "tomato".into()]).unwrap(), ["okra", "tomato"]);
        assert_eq!(clean_ingredients(&["  ".into()]).unwrap_err(), "Add at least one ingredient.");
        assert_eq!(clean_ingredients(&vec!["a".to_string(); 31]).unwrap_err(), "List at most 30 ingredients.");
        assert_eq!(clean_ingredients(&["x".repeat(61)]).unwrap_err(), "Each ingredient can be at most 60 characters.");
        assert!(clean_ingredients(&["<script>".into()]).is_err());
    }
}
