/** Seed 001 §9: the six cuisines. */
export const CUISINES = [
  { value: 'west-african', label: 'West African' },
  { value: 'mexican', label: 'Mexican' },
  { value: 'indian', label: 'Indian' },
  { value: 'caribbean', label: 'Caribbean' },
  { value: 'southern-us', label: 'Southern US' },
  { value: 'mediterranean', label: 'Mediterranean' },
];

export const MAX_INGREDIENTS = 30;
export const MAX_INGREDIENT_CHARS = 60;
/** Seed 001 §8, shown in place of the recipe. */
export const RECIPE_FAILURE = 'Unable to generate recipe at this time. Please try again later.';

/** Seed 001 §5: trimmed; blanks and repeats (in any case) ignored. Returns the list unchanged when nothing is added. */
export function addIngredient(list: string[], raw: string): string[] {
  const item = raw.trim().slice(0, MAX_INGREDIENT_CHARS);
  if (!item || list.length >= MAX_INGREDIENTS || list.some((i) => i.toLowerCase() === item.toLowerCase())) return list;
  return [...list, item];
}

export function canGenerate(list: string[], culture: string): boolean {
  return list.length > 0 && culture !== '';
}
