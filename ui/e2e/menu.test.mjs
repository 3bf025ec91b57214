// Journey 2: the header MENU opens with the six links and closes on an outside click, on
// Escape, and after choosing a link.

import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { SEED, newTrackedPage, sharedEnv } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

const MENU_LINKS = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Start My Farm Plan', '/start-my-farm-plan'],
  ['Simple Quiz', '/courses'],
  ['Community Griot', '/community-griot'],
  ['Contact', '/contact'],
];

describe('header menu', () => {
  let tracked;
  let page;
  const toggle = () => page.getByRole('button', { name: 'MENU' });
  const menuNav = () => page.getByRole('navigation', { name: 'Main' });

  /** Asserts the open/closed state the user sees: aria-expanded and the menu's visibility. */
  async function assertMenu(open, why) {
    assert.equal(await toggle().getAttribute('aria-expanded'), String(open), `aria-expanded (${why})`);
    if (open) {
      await menuNav().waitFor({ state: 'visible' });
    } else {
      await menuNav().waitFor({ state: 'hidden' });
    }
    assert.equal(await menuNav().isVisible(), open, `menu visible (${why})`);
  }

  async function openMenu() {
    await toggle().click();
    await assertMenu(true, 'after clicking MENU');
  }

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = tracked.page;
  });
  after(() => tracked?.context.close());

  beforeEach(async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: SEED.organizationName }).waitFor();
  });

  test('starts closed and opens on MENU with the six links in order', async () => {
    await assertMenu(false, 'initially');
    // The toggle points at the menu it controls.
    const controls = await toggle().getAttribute('aria-controls');
    assert.ok(controls, 'MENU has aria-controls');

    await openMenu();
    assert.equal(await menuNav().evaluate((nav) => nav.parentElement.id), controls, 'aria-controls names the menu');
    const links = menuNav().getByRole('link');
    assert.equal(await links.count(), 6);
    const got = [];
    for (let i = 0; i < 6; i++) {
      const link = links.nth(i);
      got.push([(await link.textContent()).trim(), await link.getAttribute('href')]);
    }
    assert.deepEqual(got, MENU_LINKS);
    // The current page is marked in the menu.
    assert.equal(await menuNav().getByRole('link', { name: 'Home' }).getAttribute('aria-current'), 'page');

    // Clicking MENU again toggles it shut.
    await toggle().click();
    await assertMenu(false, 'after clicking MENU again');
  });

  test('closes on a click outside the menu', async () => {
    await openMenu();
    await page.getByRole('heading', { level: 1, name: SEED.organizationName }).click();
    await assertMenu(false, 'after an outside click');
    assert.equal(new URL(page.url()).pathname, '/', 'the outside click did not navigate');
  });

  test('a click inside the menu (not on a link) keeps it open', async () => {
    await openMenu();
    // The menu panel's padding, just inside its top-left corner.
    const panel = await menuNav().evaluate((nav) => nav.parentElement.getBoundingClientRect().toJSON());
    await page.mouse.click(panel.x + 3, panel.y + 3);
    await assertMenu(true, 'after clicking inside the menu panel');
  });

  test('closes on Escape and returns focus to MENU', async () => {
    await openMenu();
    await menuNav().getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Escape');
    await assertMenu(false, 'after Escape');
    assert.equal(await toggle().evaluate((el) => el === document.activeElement), true, 'focus is back on MENU');
  });

  test('closes after choosing a link, and the link navigates', async () => {
    await openMenu();
    await menuNav().getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await page.getByRole('heading', { level: 1, name: `About ${SEED.organizationName}` }).waitFor();
    await assertMenu(false, 'after choosing About Us');

    // And again from the new page, by keyboard this time.
    await toggle().focus();
    await page.keyboard.press('Enter');
    await assertMenu(true, 'after pressing Enter on MENU');
    assert.equal(await menuNav().getByRole('link', { name: 'About Us' }).getAttribute('aria-current'), 'page');
    await menuNav().getByRole('link', { name: 'Contact' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/contact');
    await assertMenu(false, 'after choosing Contact by keyboard');
  });

  test('logs no console errors, page errors or CSP violations', async () => {
    assert.deepEqual(await tracked.problems(), []);
  });
});
