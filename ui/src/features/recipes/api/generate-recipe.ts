import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Recipe, RecipeRequest } from '../types';

/** `POST /api/generate-recipe`. */
export async function generateRecipe(request: RecipeRequest): Promise<Recipe> {
  const res = await apiRequest('POST', '/api/generate-recipe', request);
  return (await res.json()) as Recipe;
}

export function useGenerateRecipe() {
  return useMutation({ mutationFn: generateRecipe });
}
