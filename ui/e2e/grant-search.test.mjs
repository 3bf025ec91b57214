// Journey: Grant Search's sign-in gate in a real browser. A visitor sees Please Sign In,
// Sign In to Continue goes through /api/login to the sign-in page, creating an account
// returns to /grant-search, a filtered search ranks programs with their reasons, Track
// Application puts one under Your Applications, and it moves to preparing.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { horizontalOverflow, newTrackedPage, sharedEnv } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

describe('grant search for members', () => {
  let tracked;
  let page;

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl, viewport: { width: 390, height: 800 } });
    page = tracked.page;
  });
  after(() => tracked?.context.close());

  test('the gate sends a visitor to sign in and back', async () => {
    await page.goto('/grant-search');
    await page.getByRole('heading', { name: 'Please Sign In' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Search Grants' }).count(), 0);
    await page.getByRole('button', { name: 'Sign In to Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/grant-search');

    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Username').fill('ama-grower');
    await page.getByLabel('Email').fill('ama@example.org');
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByLabel('Confirm password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/grant-search');
    await page.getByRole('button', { name: 'Search Grants' }).waitFor();
  });

  test('a filtered search ranks programs with their reasons, and tracking follows them', async () => {
    await page.getByRole('heading', { level: 2, name: /programs? match$/ }).waitFor();
    await page.getByLabel('Farmer type').selectOption('beginning');
    await page.getByLabel('Project focus').selectOption('soil health');
    await page.getByLabel('Location').fill('Macon, GA');
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/grants/search') && r.request().postDataJSON()?.location === 'Macon, GA'),
      page.getByRole('button', { name: 'Search Grants' }).click(),
    ]);

    const first = page.locator('article.grant-match').first();
    await first.getByText('Why it matches').waitFor();
    assert.equal(await first.locator('.grant-reasons li').count(), 5, 'one reason per criterion');
    assert.ok((await first.locator('ul').nth(1).locator('li').count()) <= 3, 'at most three tips');
    const title = await first.locator('h3').textContent();

    await first.getByRole('button', { name: 'Track Application' }).click();
    await first.getByRole('button', { name: 'Tracking: Researching' }).waitFor();
    const panel = page.getByRole('region', { name: 'Your Applications' });
    await panel.getByRole('heading', { level: 3, name: title }).waitFor();
    await panel.getByText(/Notes and status/).click();
    await panel.getByText(/Started tracking on /).waitFor();
    await panel.getByLabel('Move to').selectOption('preparing');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Preparing', { exact: true }).waitFor();

    const overflow = await horizontalOverflow(page);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    assert.deepEqual(await tracked.problems({ ignore: [/401/] }), []);
  });
});
