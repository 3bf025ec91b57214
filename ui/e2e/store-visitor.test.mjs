// Journeys: a visitor browses the country store (search, category filter, empty state, the
// button each payment type gets) and downloads free guides from both store pages: from
// /country-store through /download-free, and from the older /country-store-old. Each download
// opens the printable HTML guide in a new tab and shows the "Opening Free Guide" toast.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTrackedPage, sharedEnv, toastDescriptions, waitForToast } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

/** Seeded guide headings (seed/guides/*.md), shown by GET /api/download/{id or slug}. */
const GUIDE_HEADINGS = {
  'seeds-of-change': 'Seeds of Change: Starting a Community Garden from Seed',
  'sustainable-food': 'Sustainable Food: Growing More with Less on a Small Farm',
};

describe('visitor in the country store', () => {
  let tracked;
  let page;
  /** slug → product, from the public API. */
  let bySlug;
  const popups = [];

  const card = (name) => page.getByRole('article', { name, exact: true });
  const allTab = () => page.getByRole('tab', { name: /^All Products \(\d+\)$/ });
  const cardNames = () => page.locator('.product-card__name').allTextContents();

  async function gotoStore() {
    await page.goto('/country-store');
    await allTab().waitFor();
  }

  /** Clicks `button`, catches the tab it opens and waits for its guide heading. */
  async function openGuideTab(button, slug) {
    const [popup] = await Promise.all([tracked.context.waitForEvent('page'), button.click()]);
    popups.push(popup);
    const errors = [];
    popup.on('pageerror', (err) => errors.push(String(err)));
    await popup.waitForLoadState('domcontentloaded');
    await popup.getByRole('heading', { level: 1, name: GUIDE_HEADINGS[slug] }).waitFor();
    assert.equal(new URL(popup.url()).pathname.startsWith('/api/download/'), true, popup.url());
    // The guide is a standalone printable page, not the app shell.
    assert.equal(await popup.locator('#root').count(), 0);
    const csp = await popup.evaluate(() => window.__cspViolations ?? []);
    assert.deepEqual([...errors, ...csp], [], 'no page errors or CSP violations in the guide tab');
    await popup.close();
  }

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = tracked.page;
    const products = await (await fetch(`${env.server.baseUrl}/api/store/products`)).json();
    bySlug = Object.fromEntries(products.map((p) => [p.slug, p]));
    assert.ok(bySlug['seeds-of-change'] && bySlug['premium-farming-course'] && bySlug['urban-hydroponics'], 'seeded products');
  });
  after(() => tracked?.context.close());

  describe('browsing /country-store', () => {
    test('search narrows the list, case-insensitively, on name or description', async () => {
      await gotoStore();
      const total = Number((await allTab().textContent()).match(/\((\d+)\)/)[1]);
      assert.equal(total, 9, 'the nine active seeded products');

      const search = page.getByRole('searchbox', { name: 'Search products' });
      await search.fill('HYDROPONIC');
      await page.getByRole('tab', { name: 'All Products (1)' }).waitFor();
      assert.deepEqual(await cardNames(), ['Urban Hydroponics']);

      // Matches in the description count too ("seed saving" in Seeds of Change only).
      await search.fill('seed Saving');
      await page.getByRole('tab', { name: 'All Products (1)' }).waitFor();
      assert.deepEqual(await cardNames(), ['Seeds of Change']);

      await search.fill('');
      await page.getByRole('tab', { name: `All Products (${total})` }).waitFor();
    });

    test('the category dropdown filters by category', async () => {
      const category = page.getByLabel('Category');
      const options = await category.locator('option').allTextContents();
      assert.equal(options[0], 'All Categories');
      for (const name of ['Free Guides', 'Premium Guides', 'Courses']) assert.ok(options.includes(name), `${name} in ${options}`);

      await category.selectOption('Premium Guides');
      await page.getByRole('tab', { name: 'All Products (4)' }).waitFor();
      assert.deepEqual((await cardNames()).sort(), ['Desert to Oasis', 'Grant Gold', 'Seeds of Wealth', 'Urban Hydroponics']);
      for (const c of await page.locator('.product-card__category').allTextContents()) assert.equal(c, 'Premium Guides');

      // Search and category combine.
      await page.getByRole('searchbox', { name: 'Search products' }).fill('grant');
      await page.getByRole('tab', { name: 'All Products (1)' }).waitFor();
      assert.deepEqual(await cardNames(), ['Grant Gold']);
    });

    test('a search with no match shows "No Products Found"', async () => {
      await page.getByLabel('Category').selectOption({ label: 'All Categories' });
      await page.getByRole('searchbox', { name: 'Search products' }).fill('zucchini-zeppelin');
      await page.getByRole('tab', { name: 'All Products (0)' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'No Products Found' }).waitFor();
      await page.getByText('Try adjusting your search or filter criteria', { exact: true }).waitFor();
      assert.equal(await page.locator('.product-card').count(), 0);
    });

    test('a stripe product links to /checkout, a coming_soon one has a disabled "Coming Soon" button', async () => {
      await gotoStore();
      const course = card('Premium Farming Course');
      assert.equal(await course.locator('.product-card__price').textContent(), '$79.99');
      const buy = course.getByRole('link', { name: 'Buy Now' });
      assert.equal(await buy.getAttribute('href'), `/checkout?product=${bySlug['premium-farming-course'].id}`);

      const hydro = card('Urban Hydroponics');
      const soon = hydro.getByRole('button', { name: 'Coming Soon' });
      assert.equal(await soon.isDisabled(), true);
      assert.equal(await hydro.getByRole('link').count(), 0);

      const seeds = card('Seeds of Change');
      assert.equal(await seeds.locator('.product-card__price').textContent(), 'FREE');
      assert.equal(
        await seeds.getByRole('link', { name: 'Download Free' }).getAttribute('href'),
        `/download-free?product=${bySlug['seeds-of-change'].id}`,
      );
    });

    test('covers show whole, titles included, and heading levels never skip one', async () => {
      await gotoStore();
      // The seeded covers are portrait with their titles near the bottom: a cropping fit cut them.
      const cover = card('Seeds of Change').locator('img');
      await cover.waitFor();
      assert.equal(await cover.evaluate((img) => getComputedStyle(img).objectFit), 'contain');
      // axe-core's heading-order: h1 → h2 → h3, never h1 → h3.
      const skips = () =>
        page.evaluate(() => {
          const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
          return levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
        });
      assert.deepEqual(await skips(), []);
      await page.getByRole('tab', { name: 'By Category' }).click();
      await page.getByRole('heading', { level: 2, name: 'Premium Guides' }).waitFor();
      assert.deepEqual(await skips(), []);
      await page.getByRole('tab', { name: /^All Products/ }).click();
    });
  });

  describe('free guides', () => {
    test('/country-store → /download-free → "Download Free" opens the guide in a new tab', async () => {
      const id = bySlug['seeds-of-change'].id;
      await card('Seeds of Change').getByRole('link', { name: 'Download Free' }).click();
      await page.waitForURL((url) => url.pathname === '/download-free' && url.searchParams.get('product') === String(id));
      await page.getByRole('heading', { level: 1, name: 'Seeds of Change' }).waitFor();

      await openGuideTab(page.getByRole('button', { name: 'Download Free' }), 'seeds-of-change');
      await waitForToast(page, 'Opening Free Guide');
      assert.deepEqual(await toastDescriptions(page), ['Seeds of Change is opening in a new tab.']);
      // The visitor stays on the download page, with the button usable again.
      assert.equal(new URL(page.url()).pathname, '/download-free');
      assert.equal(await page.getByRole('button', { name: 'Download Free' }).isEnabled(), true);
    });

    test('/country-store-old: a free guide opens in a new tab; premium and teacher guides are disabled', async () => {
      await page.goto('/country-store-old');
      await page.getByRole('heading', { level: 1, name: 'Country Store Guides' }).waitFor();

      const premium = page.getByRole('region', { name: 'Premium Guides' });
      const soon = premium.getByRole('button', { name: 'Coming Soon' });
      assert.equal(await soon.count(), 4);
      for (const b of await soon.all()) assert.equal(await b.isDisabled(), true);
      assert.equal(await premium.getByRole('button', { name: /Download Free/ }).count(), 0);

      const teacher = page.getByRole('region', { name: 'Teacher & Student Guides' });
      const unavailable = teacher.getByRole('button', { name: 'Temporarily Unavailable' });
      assert.equal(await unavailable.count(), 2);
      for (const b of await unavailable.all()) assert.equal(await b.isDisabled(), true);

      const free = page.getByRole('region', { name: 'Free Guides' });
      assert.equal(await free.getByRole('button', { name: /^Download Free: / }).count(), 4);
      await openGuideTab(free.getByRole('button', { name: 'Download Free: Sustainable Food' }), 'sustainable-food');
      await waitForToast(page, 'Opening Free Guide');
      assert.deepEqual(await toastDescriptions(page), ['Sustainable Food is opening in a new tab.']);
      assert.equal(new URL(page.url()).pathname, '/country-store-old');
    });
  });

  test('logs no page errors or CSP violations', async () => {
    assert.deepEqual(await tracked.problems(), []);
  });
});
