// Journey: a trainer corrects the assistant and sees it stick. An admin tests a question in
// the Training Center, sends a correction from "Needs Correction", a visitor then asks a
// paraphrase and gets the corrected answer; the first assessment on /automated-training
// shows the memory it kept. Signed out, the pages ask for an admin sign-in.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addAdmin, newTrackedPage, sharedEnv, signInAsAdmin, waitForToast } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

const USERNAME = 'e2e-trainer';
const PASSWORD = 'correct horse battery staple';
const ANSWER = 'At our farm we plant garlic in the third week of October, cloves 2 inches deep.';

describe('training the assistant', () => {
  let tracked;
  let page;

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = tracked.page;
  });
  after(() => tracked?.context.close());

  test('signed out, the Training Center asks for an admin sign-in', async () => {
    await page.goto('/dexter-training');
    await page.getByRole('link', { name: /sign in/i }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Execute Daily Training' }).count(), 0);
  });

  test('a correction sent from Test & Evaluate is what visitors get for a paraphrase', async () => {
    await addAdmin(env.server.dataDir, USERNAME, PASSWORD);
    await signInAsAdmin(page, USERNAME, PASSWORD);
    await page.goto('/dexter-training');
    await page.getByRole('tab', { name: 'Test & Evaluate' }).click();
    await page.getByLabel('Scenario').fill('When should I plant garlic?');
    await page.getByRole('button', { name: 'Test Response' }).click();
    const correct = page.getByRole('button', { name: 'Needs Correction' }).first();
    await correct.waitFor();
    await correct.click();
    assert.equal(await page.getByRole('tab', { name: 'Corrections' }).getAttribute('aria-selected'), 'true');
    assert.match(await page.getByLabel('Session ID (optional)').inputValue(), /^session-\d+$/);
    assert.notEqual(await page.getByLabel('Incorrect response').inputValue(), '');
    await page.getByLabel('Correction message').fill(ANSWER);
    await page.getByRole('button', { name: 'Send Correction' }).click();
    await waitForToast(page, 'Correction sent successfully!');

    const reply = await page.evaluate(async () => {
      const res = await fetch('/api/farmer-bean-response', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: "what's the best time to plant garlic" }),
        credentials: 'include',
      });
      return (await res.json()).response;
    });
    assert.equal(reply, ANSWER);
  });

  test('the first assessment shows every metric, memory retention kept at 10', async () => {
    await page.goto('/automated-training');
    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByRole('button', { name: 'Run First Assessment' }).click();
    const memory = page.getByRole('meter', { name: 'Memory Retention score' });
    await memory.waitFor();
    assert.equal(await memory.getAttribute('aria-valuenow'), '10');
    for (const name of ['Response Quality', 'Feature Suggestions', 'Conversational Flow']) {
      await page.getByRole('meter', { name: `${name} score` }).waitFor();
    }
    await page.getByText('Excellent performance').first().waitFor();
  });
});
