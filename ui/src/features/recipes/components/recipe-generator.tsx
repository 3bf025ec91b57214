import { useState, type KeyboardEvent } from 'react';
import { errorMessage, errorStatus } from '@/lib/api';
import { useGenerateRecipe } from '../api/generate-recipe';
import { CUISINES, MAX_INGREDIENT_CHARS, MAX_INGREDIENTS, RECIPE_FAILURE, addIngredient, canGenerate } from '../utils/ingredients';
import './recipes.css';

/**
 * The Cultural Recipe Generator (seed 001 §2, §5, §8): list what you have (Enter adds one),
 * choose one of six cuisines, and get the recipe that uses the most of it, with what you
 * have and what you'd still need. A failure shows the seed's sentence in place of the recipe.
 */
export function RecipeGenerator() {
  const [ingredients, setIngredients] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [culture, setCulture] = useState('');
  const generate = useGenerateRecipe();

  function commitDraft() {
    setIngredients((list) => addIngredient(list, draft));
    setDraft('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      commitDraft();
    }
  }

  function onGenerate() {
    const list = draft.trim() ? addIngredient(ingredients, draft) : ingredients;
    if (list !== ingredients) {
      setIngredients(list);
      setDraft('');
    }
    if (!canGenerate(list, culture)) return;
    generate.mutate({ ingredients: list, culture });
  }

  const recipe = generate.data;
  const failureDetail = generate.isError && (errorStatus(generate.error) === 400 || errorStatus(generate.error) === 429) ? errorMessage(generate.error) : null;
  return (
    <div className="recipe-generator">
      <div className="field">
        <label htmlFor="recipe-ingredient">Ingredients you have</label>
        <span id="recipe-ingredient-hint" className="field__hint">
          Type one and press Enter (up to {MAX_INGREDIENTS}).
        </span>
        <div className="recipe-generator__add">
          <input
            id="recipe-ingredient"
            className="input"
            aria-describedby="recipe-ingredient-hint"
            maxLength={MAX_INGREDIENT_CHARS}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="e.g. tomatoes"
          />
          <button type="button" className="btn btn--secondary" onClick={commitDraft} disabled={!draft.trim()}>
            Add
          </button>
        </div>
      </div>
      {ingredients.length > 0 && (
        <ul className="recipe-chips" aria-label="Your ingredients">
          {ingredients.map((item) => (
            <li key={item} className="recipe-chip">
              {item}
              <button type="button" aria-label={`Remove ${item}`} onClick={() => setIngredients(ingredients.filter((i) => i !== item))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor="recipe-cuisine">Cuisine</label>
        <select id="recipe-cuisine" className="input" value={culture} onChange={(e) => setCulture(e.target.value)}>
          <option value="">Choose a cuisine</option>
          {CUISINES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn--primary"
        disabled={!canGenerate(draft.trim() ? [...ingredients, draft] : ingredients, culture) || generate.isPending}
        onClick={onGenerate}
      >
        {generate.isPending ? 'Cooking up a recipe…' : 'Generate Recipe'}
      </button>

      <div aria-live="polite">
        {generate.isError && (
          <div className="recipe-failure" role="alert">
            <p>{RECIPE_FAILURE}</p>
            {failureDetail && <p className="field__hint">{failureDetail}</p>}
          </div>
        )}
        {recipe && !generate.isError && (
          <article className="recipe" aria-labelledby="recipe-title">
            <h3 id="recipe-title">{recipe.title}</h3>
            <p className="recipe__context">{recipe.culturalContext}</p>
            <p className="recipe__meta">
              Prep {recipe.prepTime} · Cook {recipe.cookTime} · Serves {recipe.servings}
            </p>
            {recipe.haveIngredients.length > 0 && (
              <p className="recipe__have">
                <strong>You have:</strong> {recipe.haveIngredients.join(', ')}
              </p>
            )}
            {recipe.missingIngredients.length === 0 ? (
              <p className="notice">You have everything this recipe needs.</p>
            ) : (
              <p className="recipe__missing">
                <strong>You'll also need:</strong> {recipe.missingIngredients.join(', ')}
              </p>
            )}
            <h4>Ingredients</h4>
            <ul className="recipe__ingredients">
              {recipe.ingredients.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h4>Instructions</h4>
            <ol>
              {recipe.instructions.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
            <h4>Farming tips</h4>
            <ul>
              {recipe.farmingTips.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            {recipe.alternatives.length > 0 && (
              <p className="field__hint">Also worth a look: {recipe.alternatives.map((a) => a.title).join(' or ')}.</p>
            )}
            {recipe.source === 'llm' && <p className="field__hint">Written by the farm assistant's model for your combination; check it as you cook.</p>}
          </article>
        )}
      </div>
    </div>
  );
}
