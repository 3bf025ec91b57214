/** Seed 001 §3: the recipe request and response, with what the visitor has and lacks. */
export interface RecipeRequest {
  ingredients: string[];
  culture: string;
}

export interface Recipe {
  title: string;
  culturalContext: string;
  prepTime: string;
  cookTime: string;
  servings: number;
  ingredients: string[];
  instructions: string[];
  farmingTips: string[];
  haveIngredients: string[];
  missingIngredients: string[];
  id: string | null;
  cuisine: string;
  source: 'base' | 'llm';
  alternatives: { id: string; title: string; missingIngredients: string[] }[];
}
