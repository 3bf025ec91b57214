// Journey: a visitor chats with the farm assistant on the home page (the built-in responder,
// no network): three questions get relevant answers after the typing indicator and the
// 800 ms delay, the quick Grant Writing button sends its full prompt, and the floating
// launcher opens the same chat on another page.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTrackedPage, sharedEnv } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

describe('the farm assistant', () => {
  let tracked;
  let page;

  const log = () => page.getByRole('log', { name: 'Conversation with Dexter Jr.' });
  const botMessages = () => log().locator('.chat__msg--bot:not(.chat__typing)');

  /** Sends a question; resolves to { reply, ms } once the reply is shown. */
  async function ask(question) {
    const before = await botMessages().count();
    const input = page.getByLabel('Ask Dexter Jr. a question');
    await input.fill(question);
    const started = Date.now();
    await input.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Dexter Jr. is typing…' }).waitFor();
    assert.ok(await input.isDisabled(), 'the input is disabled while waiting');
    await page.waitForFunction((n) => document.querySelectorAll('.chat__msg--bot:not(.chat__typing)').length > n, before);
    const ms = Date.now() - started;
    const reply = (await botMessages().last().textContent()) ?? '';
    return { reply, ms };
  }

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = tracked.page;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Meet Dexter Jr.' }).scrollIntoViewIfNeeded();
    await log().waitFor();
  });
  after(() => tracked?.context.close());

  test('greets, then answers three farming questions with relevant facts', async () => {
    assert.match(await botMessages().first().textContent(), /I'm Dexter Jr\./);
    const questions = [
      ['My soil test says pH 5.3, what should I add to fix it?', /lime/i],
      ['How often should I water my tomato bed in July?', /inch/i],
      ['How do we get a community garden started on an empty lot?', /(lot|land|agreement|lease)/i],
    ];
    for (const [question, expected] of questions) {
      const { reply, ms } = await ask(question);
      assert.match(reply, expected, `${question} → ${reply}`);
      assert.ok(ms >= 750, `the reply took ${ms} ms; at least 800 ms are expected`);
    }
    assert.notEqual(await page.locator('.chat__mood').textContent(), '', 'the mood is shown');
    assert.deepEqual(await tracked.problems(), []);
  });

  test('the Grant Writing button sends the full grant-help prompt', async () => {
    const before = await botMessages().count();
    await page.getByRole('button', { name: 'Grant Writing' }).click();
    await log().locator('.chat__msg--user', { hasText: 'I need help writing a grant' }).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('.chat__msg--bot:not(.chat__typing)').length > n, before);
    const reply = await botMessages().last().textContent();
    assert.match(reply, /grant/i);
    assert.match(reply, /\/grant-search/, 'points to the grant search');
  });

  test('the floating launcher opens the chat on other pages', async () => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Ask Dexter Jr.' }).click();
    const { reply } = await ask('What should I grow on a sunny balcony?');
    assert.ok(reply.length > 40, reply);
    await page.keyboard.press('Escape');
    assert.equal(await page.getByRole('button', { name: 'Ask Dexter Jr.' }).getAttribute('aria-expanded'), 'false');
  });
});
