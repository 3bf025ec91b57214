// Journey 5: admin sign-in against a fresh site. No admin exists at first (the login page says
// how to create one, the dashboard sends visitors to the login); the real `farmstand admin add`
// CLI creates one while the server runs; then sign in, see the dashboard, and sign out.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTrackedPage, runCli, sharedEnv, toastTitles, waitForToast } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

const USERNAME = 'e2e-farmer';
const PASSWORD = 'correct horse battery staple';
const HINT = 'farmstand admin add';

describe('admin sign-in', () => {
  let tracked;
  let page;

  const hint = () => page.getByRole('note').filter({ hasText: HINT });
  const currentPath = () => new URL(page.url()).pathname;

  /** GET /api/auth/user with the page's cookies. */
  const authUser = () =>
    page.evaluate(async () => {
      const res = await fetch('/api/auth/user', { credentials: 'include' });
      return { status: res.status, body: await res.text() };
    });

  async function gotoLogin() {
    await page.goto('/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  }

  async function signIn(username, password) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  /** Dismisses any toast so the next assertion sees only new ones. */
  async function dismissToasts() {
    const close = page.getByRole('button', { name: 'Dismiss notification' });
    while ((await close.count()) > 0) await close.first().click();
  }

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = tracked.page;
  });
  after(() => tracked?.context.close());

  test('with no admin yet, the login page says to run `farmstand admin add`', async () => {
    await gotoLogin();
    await hint().waitFor();
    assert.match(await hint().textContent(), /farmstand admin add --username <name>/);
    // The form is there regardless.
    assert.equal(await page.getByLabel('Username').isVisible(), true);
    assert.equal(await page.getByLabel('Password').getAttribute('type'), 'password');
  });

  test('the dashboard redirects a signed-out visitor to the login page', async () => {
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: /Welcome back/ }).count(), 0);
    assert.equal((await authUser()).status, 401);
  });

  test('signing in before any admin exists fails with "Login Failed"', async () => {
    await gotoLogin();
    await signIn(USERNAME, PASSWORD);
    await waitForToast(page, 'Login Failed');
    assert.deepEqual(await page.locator('.toast-region .toast__description').allTextContents(), [
      'Invalid username or password',
    ]);
    assert.equal(currentPath(), '/admin/login');
    assert.equal((await authUser()).status, 401);
    await dismissToasts();
  });

  test('`farmstand admin add` works while the server runs, and the hint goes away', async () => {
    const result = await runCli(['admin', 'add', '--username', USERNAME, '--password-stdin', '--data-dir', env.server.dataDir], {
      stdin: `${PASSWORD}\n`,
    });
    assert.equal(result.code, 0, `admin add failed\n--- stderr ---\n${result.stderr}\n--- stdout ---\n${result.stdout}`);

    const status = await page.evaluate(async () => (await fetch('/api/auth/admin-status')).json());
    assert.deepEqual(status, { adminExists: true });
    await gotoLogin();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // Give the admin-status request time to answer, then the hint must be gone.
    await page.waitForLoadState('networkidle');
    assert.equal(await hint().count(), 0, 'the "farmstand admin add" hint is gone once an admin exists');
  });

  test('a wrong password fails with "Login Failed" and stays signed out', async () => {
    await signIn(USERNAME, 'not-the-right-password');
    await waitForToast(page, 'Login Failed');
    assert.deepEqual(await page.locator('.toast-region .toast__description').allTextContents(), [
      'Invalid username or password',
    ]);
    assert.equal(currentPath(), '/admin/login');
    assert.equal(await page.getByLabel('Password').isVisible(), true);
    assert.equal((await authUser()).status, 401);
    await dismissToasts();
  });

  test('the right password signs in and lands on the dashboard with a greeting', async () => {
    await signIn(USERNAME, PASSWORD);
    await waitForToast(page, 'Login Successful');
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${USERNAME}` }).waitFor();
    assert.ok(!(await toastTitles(page)).includes('Login Failed'));

    const me = await authUser();
    assert.equal(me.status, 200, me.body);
    assert.match(me.body, new RegExp(`"${USERNAME}"`));

    // The session survives a full reload of the dashboard.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${USERNAME}` }).waitFor();
    assert.equal(currentPath(), '/admin/dashboard');
  });

  test('Sign Out returns to the login page and the session is gone', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    assert.equal((await authUser()).status, 401, '/api/auth/user after signing out');

    // The dashboard is closed again.
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });

  test('logs no page errors or CSP violations', async () => {
    // Signed-out requests and failed sign-ins answer 401, which Chromium logs as a console
    // error ("Failed to load resource: … status of 401"); anything else counts.
    assert.deepEqual(await tracked.problems({ ignore: [/status of 401/] }), []);
  });
});
