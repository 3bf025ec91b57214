// Journeys 3 and 4: every menu link navigates (URL, heading, tab title, meta description) and lands at the top
// of the new page even when the old one was scrolled; unknown routes show "Page Not Found";
// deep client routes load directly and survive a reload (SPA fallback).

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SEED, newTrackedPage, sharedEnv } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

const ORG = SEED.organizationName;

// In the order visited: each starts from the previous page, scrolled down. Home comes last so
// it too is reached from another (scrolled) page.
const DESTINATIONS = [
  { label: 'About Us', path: '/about', heading: `About ${ORG}`, title: `About Us – ${ORG}` },
  { label: 'Start My Farm Plan', path: '/start-my-farm-plan', heading: 'Start My Farm Plan', title: `Start My Farm Plan – ${ORG}` },
  { label: 'Simple Quiz', path: '/courses', heading: 'Simple Farming Quiz', title: `Simple Farming Quiz – ${ORG}` },
  { label: 'Community Griot', path: '/community-griot', heading: 'Community Griot', title: `Community Griot – ${ORG}` },
  { label: 'Contact', path: '/contact', heading: 'Contact Us', title: `Contact Us – ${ORG}` },
  { label: 'Home', path: '/', heading: ORG, title: ORG },
];

/** Waits for the page's one h1 to read `name`. */
async function waitForH1(page, name) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'exactly one h1');
}

describe('navigating with the menu', () => {
  let tracked;
  let page;
  const descriptions = new Set();

  before(async () => {
    // A short viewport so that every page, even a "coming soon" one, can be scrolled.
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl, viewport: { width: 1024, height: 480 } });
    page = tracked.page;
    await page.goto('/');
    await waitForH1(page, ORG);
  });
  after(() => tracked?.context.close());

  for (const dest of DESTINATIONS) {
    test(`"${dest.label}" goes to ${dest.path}, shows its heading and starts at the top`, async () => {
      const from = new URL(page.url()).pathname;
      // Scroll the current page well down first.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 100);
      const scrolledFrom = await page.evaluate(() => window.scrollY);

      // Navigation happens in the app (no full page load): count document loads.
      let documentLoads = 0;
      const onRequest = (req) => {
        if (req.resourceType() === 'document') documentLoads += 1;
      };
      page.on('request', onRequest);
      try {
        await page.getByRole('button', { name: 'MENU' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: dest.label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === dest.path);
        await waitForH1(page, dest.heading);
      } finally {
        page.off('request', onRequest);
      }
      assert.equal(documentLoads, 0, 'the menu navigates client-side, without reloading the page');

      await page.waitForFunction((title) => document.title === title, dest.title).catch(() => {});
      assert.equal(await page.title(), dest.title, 'tab title');
      // Each page describes itself (Lighthouse SEO), with its own text rather than the last page's.
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      assert.ok(description && description.length >= 50, `${dest.path} has a meta description: ${description}`);
      assert.ok(!descriptions.has(description), `${dest.path} has its own description, not another page's: ${description}`);
      descriptions.add(description);
      // The new page is tall enough to have kept a scrolled position, so 0 means it scrolled to the top.
      const canScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      assert.ok(canScroll > 100, `${dest.path} is scrollable in this viewport (max scroll ${canScroll})`);
      const scrollY = await page.evaluate(() => window.scrollY);
      assert.equal(scrollY, 0, `window should be at the top after navigating from ${from} (was scrolled to ${scrolledFrom})`);
      // The heading is actually on screen, below the fixed header.
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      assert.ok(h1 && h1.y >= 0 && h1.y < 480, `h1 is within the viewport (y=${h1?.y})`);
    });
  }

  test('logs no console errors, page errors or CSP violations', async () => {
    assert.deepEqual(await tracked.problems(), []);
  });
});

describe('unknown routes and deep links', () => {
  let tracked;
  let page;

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = tracked.page;
  });
  after(() => tracked?.context.close());

  test('an unknown route shows "Page Not Found" with a way home', async () => {
    const res = await page.goto('/no/such/page');
    assert.match(res.headers()['content-type'] ?? '', /^text\/html/, 'the SPA is served for unknown page routes');
    await waitForH1(page, 'Page Not Found');
    await page.waitForFunction((t) => document.title === t, `Page Not Found – ${ORG}`);
    // The layout is still there around it.
    await page.locator('.site-header__title', { hasText: ORG }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'MENU' }).isVisible(), true);

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForH1(page, ORG);
  });

  test('a deep client route loads directly and survives a reload', async () => {
    for (const attempt of ['direct load', 'reload']) {
      const res = attempt === 'direct load' ? await page.goto('/about') : await page.reload();
      assert.equal(res.status(), 200, `${attempt} of /about`);
      assert.match(res.headers()['content-type'] ?? '', /^text\/html/);
      assert.equal(res.headers()['cache-control'], 'no-cache', 'the HTML shell is always revalidated');
      await waitForH1(page, `About ${ORG}`);
      assert.equal(new URL(page.url()).pathname, '/about');
    }
  });

  test('a deep route two levels down loads its scripts (absolute asset URLs)', async () => {
    const res = await page.goto('/admin/login');
    assert.equal(res.status(), 200);
    await waitForH1(page, 'Admin Login');
  });

  test('logs no console errors, page errors or CSP violations', async () => {
    // /admin/login asks who is signed in; the signed-out 401 is expected there.
    assert.deepEqual(await tracked.problems({ ignore: [/status of 401/] }), []);
  });
});
