import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { Recipe } from '../types';
import { RecipeGenerator } from './recipe-generator';

afterEach(() => vi.unstubAllGlobals());

const recipe: Recipe = {
  title: 'Stewed Okra and Tomatoes',
  culturalContext: 'A Southern summer dish.',
  prepTime: '10 minutes',
  cookTime: '25 minutes',
  servings: 4,
  ingredients: ['1 pound okra', '3 tomato', '1 onion'],
  instructions: ['Slice the okra.', 'Simmer.'],
  farmingTips: ['Okra loves heat.'],
  haveIngredients: ['okra', 'tomato'],
  missingIngredients: ['onion'],
  id: 'okra-and-tomatoes',
  cuisine: 'southern-us',
  source: 'base',
  alternatives: [],
};

const GENERATE = 'POST /api/generate-recipe';

describe('Cultural Recipe Generator', () => {
  it('adds ingredients with Enter, ignoring blanks and repeats, and shows the recipe with what is missing', async () => {
    const { calls } = stubFetchRoutes({ [GENERATE]: recipe });
    const user = userEvent.setup();
    renderWithProviders(<RecipeGenerator />);
    const generate = screen.getByRole('button', { name: 'Generate Recipe' });
    expect(generate).toBeDisabled();
    const input = screen.getByLabelText('Ingredients you have');
    await user.type(input, '  Okra {Enter}');
    await user.type(input, 'okra{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'tomatoes{Enter}');
    expect(within(screen.getByRole('list', { name: 'Your ingredients' })).getAllByRole('listitem')).toHaveLength(2);
    expect(generate).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Cuisine'), 'southern-us');
    await user.click(generate);
    expect(await screen.findByRole('heading', { name: 'Stewed Okra and Tomatoes' })).toBeInTheDocument();
    expect(calls(GENERATE)).toEqual([{ ingredients: ['Okra', 'tomatoes'], culture: 'southern-us' }]);
    expect(screen.getByText(/You'll also need:/).parentElement).toHaveTextContent('onion');
    expect(screen.getByText('Okra loves heat.')).toBeInTheDocument();
  });

  it('shows the seed sentence in place of the recipe when it fails', async () => {
    stubFetchRoutes({ [GENERATE]: () => jsonResponse(500, { error: 'Something broke (id 1)' }) });
    const user = userEvent.setup();
    renderWithProviders(<RecipeGenerator />);
    await user.type(screen.getByLabelText('Ingredients you have'), 'okra{Enter}');
    await user.selectOptions(screen.getByLabelText('Cuisine'), 'indian');
    await user.click(screen.getByRole('button', { name: 'Generate Recipe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to generate recipe at this time. Please try again later.');
  });
});
