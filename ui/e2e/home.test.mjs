// Journey 1: the home page loads with the site settings, its sections in order, the footer
// contact details, and no console errors or CSP violations.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SEED, newTrackedPage, sharedEnv } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

describe('home page', () => {
  let tracked;
  let page;
  let documentResponse;

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = tracked.page;
    documentResponse = await page.goto('/');
    // The header starts with a fallback name; the seeded one arrives from /api/site.
    await page.locator('.site-header__title', { hasText: SEED.organizationName }).waitFor();
  });
  after(() => tracked?.context.close());

  test('is served as HTML with a strict Content-Security-Policy', () => {
    assert.equal(documentResponse.status(), 200);
    assert.match(documentResponse.headers()['content-type'] ?? '', /^text\/html/);
    const csp = documentResponse.headers()['content-security-policy'] ?? '';
    assert.match(csp, /default-src 'self'/, `CSP header was: ${csp}`);
    assert.match(csp, /script-src 'self'(;|$)/, `scripts must be same-origin only; CSP was: ${csp}`);
  });

  test('shows the organisation name from the site settings in the header and the tab title', async () => {
    const site = await (await fetch(`${env.server.baseUrl}/api/site`)).json();
    assert.equal(site.organizationName, SEED.organizationName, 'seeded /api/site settings');
    assert.equal(await page.locator('.site-header__title').textContent(), site.organizationName);
    assert.equal(await page.title(), site.organizationName);
    const h1 = page.getByRole('heading', { level: 1 });
    assert.equal(await h1.count(), 1, 'exactly one h1');
    assert.equal(await h1.textContent(), site.organizationName);
    if (site.tagline) {
      assert.equal(await page.locator('.site-header__subtitle').textContent(), site.tagline);
    }
    // The MENU toggle is there and closed.
    const toggle = page.getByRole('button', { name: 'MENU' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  });

  test('shows the sections in order', async () => {
    // Each top-level section of the home page, named by its aria-label or its labelling heading.
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll('main .home > section')].map((s) => {
        const labelledBy = s.getAttribute('aria-labelledby');
        const name = labelledBy ? document.getElementById(labelledBy)?.textContent : s.getAttribute('aria-label');
        return { name: (name ?? '').trim(), id: s.id || null };
      }),
    );
    assert.deepEqual(
      sections.map((s) => s.name),
      [
        'Welcome', // banner
        'Shortcuts',
        'Learning Platform',
        'Daily Farming Wisdom',
        'Meet Dexter Jr.', // the assistant section
        'What we offer', // feature panels
        `About ${SEED.organizationName}`,
        'Stay in the loop', // mailing list
      ],
    );
    assert.equal(sections[4].id, 'assistant', 'the assistant section keeps its #assistant anchor');

    // Banner image and caption.
    const banner = page.getByRole('region', { name: 'Welcome' });
    assert.equal(await banner.getByRole('img').count(), 1);
    assert.ok(
      await banner.getByRole('img').evaluate((img) => img.complete && img.naturalWidth > 0),
      'the banner image loaded',
    );

    // The two shortcut cards, in order.
    const shortcuts = await page.locator('.shortcut .shortcut__title').allTextContents();
    assert.deepEqual(shortcuts, ['Recipe Generator', 'Let’s Write a Grant']);

    // Feature panels (loaded after the page shows) and the mailing-list form.
    await page.locator('.feature-panel').first().waitFor();
    assert.deepEqual(await page.locator('.feature-panel h3').allTextContents(), [
      'Grant Writing Expert',
      'Advanced Farm Tools',
      'Educational Mission',
    ]);
    assert.ok(await page.getByLabel('Email address').isVisible(), 'mailing-list email field');
    assert.ok(await page.getByRole('button', { name: 'Subscribe' }).isVisible(), 'Subscribe button');
  });

  test('the footer shows the seeded email, phone and copyright', async () => {
    const footer = page.locator('footer.site-footer');
    const email = footer.getByRole('link', { name: SEED.email });
    assert.equal(await email.getAttribute('href'), `mailto:${SEED.email}`);
    const phone = footer.getByRole('link', { name: SEED.phone });
    assert.equal(await phone.getAttribute('href'), 'tel:5550100142');
    const bottom = (await footer.locator('.site-footer__bottom').textContent()) ?? '';
    assert.match(bottom, /© 2025/);
    assert.match(bottom, new RegExp(SEED.organizationName));
  });

  test('"Let’s Write a Grant" scrolls to the assistant section', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /Let’s Write a Grant/ }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('assistant')?.getBoundingClientRect().top ?? 9999;
      return window.scrollY > 0 && Math.abs(top) < 200;
    });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'assistant', 'focus moves to the assistant');
  });

  test('logs no console errors, page errors or CSP violations', async () => {
    // Let any late requests (images, fonts) settle before judging.
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await tracked.problems(), []);
  });
});
