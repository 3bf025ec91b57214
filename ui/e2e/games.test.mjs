// Journeys: Farm Tetris played in Chromium (start, move, rotate, step down, drop, clear a row
// for points, play on to "Harvest Complete!"), the hub's game panel, and the recipe generator
// bringing a recipe first from its own ingredients.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { horizontalOverflow, newTrackedPage, sharedEnv } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

const WIDTH = 10;
const HEIGHT = 20;

/** Settled and falling cells read from the board's DOM. */
async function readBoard(page) {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll('.tetris-board [data-kind]')];
    const at = (el) => ({ x: Number(el.getAttribute('data-x')), y: Number(el.closest('[role="row"]').getAttribute('aria-rowindex')) - 1 });
    return {
      settled: cells.filter((el) => !el.hasAttribute('data-falling')).map(at),
      falling: cells.filter((el) => el.hasAttribute('data-falling')).map(at),
    };
  });
}

const normalize = (cells) => {
  const minX = Math.min(...cells.map((c) => c.x));
  const minY = Math.min(...cells.map((c) => c.y));
  return cells.map((c) => ({ x: c.x - minX, y: c.y - minY }));
};
// The engine turns a piece clockwise: (x, y) → (−y, x) on a screen whose y grows downwards.
const rotate = (cells) => normalize(cells.map((c) => ({ x: -c.y, y: c.x })));
const key = (cells) => normalize(cells).map((c) => `${c.x},${c.y}`).sort().join(' ');

/** A simple placement heuristic: lines cleared, low and even stacks, few holes. */
function bestPlacement(settled, falling) {
  const filled = new Set(settled.map((c) => `${c.x},${c.y}`));
  let best = null;
  let shape = normalize(falling);
  for (let r = 0; r < 4; r++, shape = rotate(shape)) {
    const w = Math.max(...shape.map((c) => c.x)) + 1;
    for (let left = 0; left + w <= WIDTH; left++) {
      let y = 0;
      const fits = (dy) => shape.every((c) => c.y + dy < HEIGHT && !filled.has(`${c.x + left},${c.y + dy}`));
      if (!fits(0)) continue;
      while (fits(y + 1)) y++;
      const board = new Set(filled);
      shape.forEach((c) => board.add(`${c.x + left},${c.y + y}`));
      let lines = 0;
      for (let row = 0; row < HEIGHT; row++) {
        if ([...Array(WIDTH).keys()].every((x) => board.has(`${x},${row}`))) lines++;
      }
      const heights = [...Array(WIDTH).keys()].map((x) => {
        for (let row = 0; row < HEIGHT; row++) if (board.has(`${x},${row}`)) return HEIGHT - row;
        return 0;
      });
      let holes = 0;
      heights.forEach((h, x) => {
        for (let row = HEIGHT - h; row < HEIGHT; row++) if (!board.has(`${x},${row}`)) holes++;
      });
      const bump = heights.slice(1).reduce((s, h, i) => s + Math.abs(h - heights[i]), 0);
      const score = 0.76 * lines - 0.51 * heights.reduce((a, b) => a + b, 0) - 0.36 * holes - 0.18 * bump;
      if (!best || score > best.score) best = { score, rotations: r, left, shape: key(shape) };
    }
  }
  return best;
}

describe('Farm Tetris in a real browser', () => {
  let tracked;
  let page;

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = tracked.page;
  });
  after(() => tracked?.context.close());

  const score = async () => Number(await page.getByTestId('tetris-score').textContent());

  test('start, move, rotate and step down with the keyboard, without scrolling the page', async () => {
    await page.goto('/farm-tetris?seed=20261125');
    await page.getByRole('heading', { level: 1, name: 'Farm Tetris' }).waitFor();
    await page.getByRole('button', { name: 'Start Farming' }).click();
    await page.locator('[data-falling="true"]').first().waitFor();
    const scrollBefore = await page.evaluate(() => window.scrollY);

    const start = await readBoard(page);
    await page.keyboard.press('ArrowLeft');
    const moved = await readBoard(page);
    assert.equal(Math.min(...moved.falling.map((c) => c.x)), Math.min(...start.falling.map((c) => c.x)) - 1, 'left moves one column');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    const turned = await readBoard(page);
    assert.equal(key(turned.falling), key(rotate(start.falling)), 'up turns the crop clockwise');
    await page.keyboard.press('ArrowDown');
    const down = await readBoard(page);
    assert.ok(Math.min(...down.falling.map((c) => c.y)) > Math.min(...start.falling.map((c) => c.y)), 'down steps the piece down');
    assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'arrows never scroll the page');
  });

  test('clearing a row scores 100 at level 1, and the game plays on to Harvest Complete!', async () => {
    // Place pieces with a simple heuristic until a row clears.
    for (let piece = 0; piece < 120 && (await score()) === 0; piece++) {
      const board = await readBoard(page);
      if (board.falling.length === 0) {
        await page.waitForTimeout(20);
        continue;
      }
      const plan = bestPlacement(board.settled, board.falling);
      for (let r = 0; r < plan.rotations; r++) await page.keyboard.press('ArrowUp');
      const turned = await readBoard(page);
      const dx = plan.left - Math.min(...turned.falling.map((c) => c.x));
      for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx < 0 ? 'ArrowLeft' : 'ArrowRight');
      await page.getByRole('button', { name: 'Drop' }).click();
      if (await page.getByText('Harvest Complete!').isVisible()) break;
    }
    assert.equal(await score(), 100, 'the first cleared row scores 100 × level 1');
    assert.equal(await page.getByTestId('tetris-level').textContent(), '1');

    // Then drop straight down until the crops reach the top.
    for (let i = 0; i < 80 && !(await page.getByText('Harvest Complete!').isVisible()); i++) {
      await page.getByRole('button', { name: 'Drop' }).click();
    }
    await page.getByText('Harvest Complete!').waitFor();
    assert.equal(await page.getByTestId('tetris-final').textContent(), String(await score()));
    await page.getByRole('button', { name: 'New Harvest' }).waitFor();
    assert.deepEqual(await tracked.problems(), []);
  });
});

describe('the hub: the game panel and the recipe generator', () => {
  let tracked;
  let page;

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl, viewport: { width: 390, height: 800 } });
    page = tracked.page;
  });
  after(() => tracked?.context.close());

  test('Farm Tetris opens in its panel on a phone, fits the screen, and closes', async () => {
    await page.goto('/community-griot');
    const panel = page.getByRole('region', { name: 'Farm Tetris' });
    await panel.getByRole('button', { name: 'Play Farm Tetris' }).click();
    await panel.getByRole('button', { name: 'Start Farming' }).click();
    await panel.locator('[data-falling="true"]').first().waitFor();
    await panel.getByRole('button', { name: 'Drop' }).click();
    const overflow = await horizontalOverflow(page);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    const cell = await panel.locator('.tetris-cell').first().boundingBox();
    assert.ok(cell.width <= 20.5, `cells are at most 20 px (${cell.width})`);
    await panel.getByRole('button', { name: 'Close Game' }).click();
    await panel.getByRole('button', { name: 'Play Farm Tetris' }).waitFor();
  });

  test('a recipe’s own ingredients bring it first, with nothing missing', async () => {
    const recipes = JSON.parse(await readFile(new URL('../../seed/recipes/recipes.json', import.meta.url), 'utf8')).recipes;
    // Not the cuisine's first recipe, which a tie would bring first anyway.
    const recipe = recipes.filter((r) => r.cuisine === 'mexican')[3];
    const card = page.getByRole('region', { name: 'Cultural Recipe Generator' });
    const input = card.getByLabel('Ingredients you have');
    for (const food of recipe.ingredients.filter((i) => !i.optional).map((i) => i.food)) {
      await input.fill(food);
      await input.press('Enter');
    }
    await card.getByLabel('Cuisine').selectOption('mexican');
    await card.getByRole('button', { name: 'Generate Recipe' }).click();
    await card.getByRole('heading', { level: 3, name: recipe.title }).waitFor();
    await card.getByText('You have everything this recipe needs.').waitFor();
    assert.deepEqual(await tracked.problems(), []);
  });
});
