//! A visitor's ingredient names turned into the recipe base's own: accents folded, leading
//! "fresh"/"frozen"/"canned"… dropped, plurals tried after the name as typed, synonyms to
//! their group's first name, and a trailing generic word ("poblano" for poblano pepper).
//! Whole names only: "olive" is never "olive oil".

use std::collections::{HashMap, HashSet};

use super::model::RecipeBase;

const LEADING: [&str; 5] = ["fresh", "frozen", "canned", "organic", "raw"];
const TRAILING: [&str; 8] = ["pepper", "chile", "chili", "chilli", "cheese", "sausage", "dough", "bread"];

/// Lowercase, accents folded, hyphens as spaces, curly apostrophes straightened, spaces
/// collapsed, a leading "fresh" (and the like) dropped.
pub fn normalize(raw: &str) -> String {
    let folded: String = raw
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ñ' => 'n',
            'ç' => 'c',
            '’' | '‘' => '\'',
            '-' | '_' => ' ',
            c => c,
        })
        .collect();
    let mut words: Vec<&str> = folded.split_whitespace().collect();
    while words.len() > 1 && LEADING.contains(&words[0]) {
        words.remove(0);
    }
    words.join(" ")
}

/// Words a recipe line puts between its quantity and its food ("2 cups rice").
/// The base's own units, and the short forms a model's recipe may use ("2 tbsp olive oil").
const UNITS: &[&str] = &[
    "teaspoon", "teaspoons", "tablespoon", "tablespoons", "cup", "cups", "clove", "cloves", "pound", "pounds", "ounce", "ounces",
    "head", "heads", "sprig", "sprigs", "can", "cans", "stalk", "stalks", "slice", "slices", "bunch", "bunches", "tsp", "tsp.",
    "tbsp", "tbsp.", "tbs", "oz", "oz.", "lb", "lb.", "lbs", "lbs.", "g", "kg", "ml", "l", "pinch", "pinches", "dash", "dashes",
    "handful", "handfuls", "pint", "pints", "quart", "quarts", "package", "packages", "jar", "jars", "piece", "pieces",
];

/// The food of a whole recipe line, as the API's `ingredients` show them: "2 1/2 cups rice",
/// "salt, to taste", "1 scotch bonnet pepper (optional)" → "rice", "salt", "scotch bonnet
/// pepper". A plain name comes back as it is.
pub fn food_of_line(raw: &str) -> &str {
    let mut line = raw.trim();
    for tail in ["(optional)", ", to taste"] {
        if let Some(head) = line.strip_suffix(tail) {
            line = head.trim_end();
        }
    }
    let is_amount = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit() || matches!(c, '/' | '.' | '½' | '¼' | '¾' | '⅓' | '⅔'));
    let mut counted = false;
    while let Some((first, rest)) = line.split_once(' ')
        && is_amount(first)
    {
        line = rest.trim_start();
        counted = true;
    }
    if counted
        && let Some((first, rest)) = line.split_once(' ')
        && UNITS.contains(&first.to_lowercase().as_str())
    {
        line = rest.trim_start();
        // "1 cup of rice"
        if let Some(rest) = line.strip_prefix("of ") {
            line = rest.trim_start();
        }
    }
    line
}

/// The singular candidates of a name, the name itself first.
fn candidates(name: &str) -> Vec<String> {
    let mut out = vec![name.to_string()];
    let (head, last) = match name.rsplit_once(' ') {
        Some((h, l)) => (format!("{h} "), l),
        None => (String::new(), name),
    };
    let mut push = |s: String| {
        if !s.is_empty() && !out.contains(&format!("{head}{s}")) {
            out.push(format!("{head}{s}"));
        }
    };
    if let Some(stem) = last.strip_suffix("ies") {
        push(format!("{stem}y"));
    }
    if let Some(stem) = last.strip_suffix("ves") {
        push(format!("{stem}f"));
        push(format!("{stem}fe"));
    }
    if let Some(stem) = last.strip_suffix("es") {
        push(stem.to_string());
    }
    if let Some(stem) = last.strip_suffix('s') {
        push(stem.to_string());
    }
    out
}

/// Every name the base knows, resolved to its canonical food.
pub struct Names {
    known: HashMap<String, String>,
    /// Recipe foods by their name without a trailing generic word ("poblano" → poblano pepper).
    shortened: HashMap<String, String>,
    pub staples: HashSet<String>,
}

impl Names {
    pub fn new(base: &RecipeBase) -> Names {
        let mut known = HashMap::new();
        let foods: HashSet<String> = base.recipes.iter().flat_map(|r| r.ingredients.iter().map(|i| i.food.clone())).collect();
        for food in &foods {
            known.insert(normalize(food), food.clone());
        }
        for staple in &base.pantry.staples {
            known.insert(normalize(staple), staple.clone());
        }
        for group in &base.pantry.synonyms {
            let Some(canonical) = group.first() else { continue };
            for name in group {
                known.insert(normalize(name), canonical.clone());
            }
        }
        let mut shortened = HashMap::new();
        for food in &foods {
            let n = normalize(food);
            if let Some((head, last)) = n.rsplit_once(' ')
                && TRAILING.contains(&last)
            {
                shortened.insert(head.to_string(), food.clone());
            }
        }
        Names { known, shortened, staples: base.pantry.staples.iter().cloned().collect() }
    }

    /// The canonical food a visitor's name means, if the base knows it.
    pub fn resolve(&self, raw: &str) -> Option<String> {
        let name = normalize(food_of_line(raw));
        if name.is_empty() {
            return None;
        }
        let forms = candidates(&name);
        if let Some(found) = forms.iter().find_map(|c| self.known.get(c)) {
            return Some(found.clone());
        }
        forms.iter().find_map(|c| {
            let without = match c.rsplit_once(' ') {
                Some((head, last)) if TRAILING.contains(&last) => head.to_string(),
                _ => c.clone(),
            };
            self.shortened.get(&without).cloned()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Names {
        Names::new(&RecipeBase::from_seed().unwrap())
    }

    #[test]
    fn growers_names_find_the_recipe_foods() {
        let n = names();
        let cases = [
            ("Tomatoes", "tomato"),
            ("green onions", "scallion"),
            ("Green Onion", "scallion"),
            ("coriander leaves", "cilantro"),
            ("chilies", "green chile"),
            ("Jalapeños", "jalapeño"),
            ("aubergines", "eggplant"),
            ("courgette", "zucchini"),
            ("fresh spinach", "spinach"),
            ("collard greens", "collard greens"),
            ("black-eyed peas", "black-eyed pea"),
            ("poblanos", "poblano pepper"),
            ("feta", "feta cheese"),
            ("curry leaves", "curry leaf"),
        ];
        for (typed, food) in cases {
            assert_eq!(n.resolve(typed).as_deref(), Some(food), "{typed}");
        }
    }

    #[test]
    fn whole_names_only() {
        let n = names();
        assert_ne!(n.resolve("olive").as_deref(), Some("olive oil"));
        assert_ne!(n.resolve("corn").as_deref(), Some("cornmeal"));
        assert_eq!(n.resolve("unobtainium"), None);
        assert_eq!(n.resolve("pepper"), None, "bare pepper is ambiguous");
    }
}
