// Journey: the Simple Farming Quiz on /courses, by keyboard only. A visitor tabs to Basic
// Gardening's Start button, answers all ten questions with keys 1–4 and Enter (the server
// judging each answer), sees the score, message and stars, and retakes the quiz.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { newTrackedPage, sharedEnv } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

const MESSAGES = ['Perfect!', 'Excellent work!', 'Good job!', 'Keep learning!'];
const ANSWER_PATH = '/api/quiz/modules/basic-gardening/answer';

/** The right options of Basic Gardening, from the seed the binary embeds (the browser never sees them). */
async function basicGardeningKey() {
  const modules = JSON.parse(await readFile(new URL('../../seed/quiz/modules.json', import.meta.url), 'utf8'));
  return modules.find((m) => m.id === 'basic-gardening').questions.map((q) => q.correct);
}

describe('simple quiz by keyboard', () => {
  let tracked;
  let page;
  /** The bodies of the answers the page sent, in order. */
  const sent = [];

  before(async () => {
    tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = tracked.page;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === ANSWER_PATH) sent.push(req.postDataJSON());
    });
  });
  after(() => tracked?.context.close());

  const isFocused = (locator) => locator.evaluate((el) => el === document.activeElement);
  // The quiz's own part of the page (the premium course below has headings and buttons too).
  const quiz = () => page.locator('.simple-quiz');
  const questionCount = (n) => quiz().getByText(`Question ${n} of 10`, { exact: true });
  const question = () => quiz().getByRole('heading', { level: 3 });
  const options = () => quiz().getByRole('group').getByRole('button');
  const score = () => quiz().locator('.simple-quiz-play__score');

  test('lists the three modules on /courses, above the premium course', async () => {
    await page.goto('/courses');
    await page.getByRole('heading', { level: 1, name: 'Simple Farming Quiz' }).waitFor();
    await quiz().getByRole('button', { name: 'Start Basic Gardening' }).waitFor();
    assert.deepEqual(await quiz().locator('.simple-quiz-card h3').allTextContents(), ['Basic Gardening', 'Soil Basics', 'Plant Care']);
    for (const title of ['Basic Gardening', 'Soil Basics', 'Plant Care']) {
      const card = quiz().getByRole('article', { name: title });
      assert.match((await card.textContent()) ?? '', /10 questions/, `${title} has ten questions`);
    }
    // The premium course offer stays on the page, below the quiz.
    const offer = page.locator('#course-title');
    await offer.waitFor();
    assert.ok(
      await offer.evaluate((h) => Boolean(document.querySelector('.simple-quiz').compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING)),
      'the premium course comes after the quiz',
    );
  });

  test('answers Basic Gardening with keys 1–4 and Enter, then shows the results', async () => {
    const key = await basicGardeningKey();
    assert.equal(key.length, 10);
    // Right on the first seven, wrong on the last three: 7 of 10 is "Good job!" and 4 stars.
    const choices = key.map((right, q) => (q < 7 ? right : (right + 1) % 4));

    // Tab from the list's heading to the first module's Start button, and press Enter.
    await quiz().getByRole('heading', { level: 2, name: 'Choose a quiz' }).focus();
    await page.keyboard.press('Tab');
    const start = quiz().getByRole('button', { name: 'Start Basic Gardening' });
    assert.ok(await isFocused(start), 'Tab reaches Start Basic Gardening');
    await page.keyboard.press('Enter');

    await questionCount(1).waitFor();
    // Enter before any choice goes nowhere (Next is disabled until an answer is judged).
    assert.equal(await quiz().getByRole('button', { name: 'Next', exact: true }).isDisabled(), true);
    await page.keyboard.press('Enter');

    for (let q = 0; q < 10; q++) {
      const last = q === 9;
      await questionCount(q + 1).waitFor();
      // Focus is on the question, so keyboard and screen-reader users start there.
      assert.ok(await isFocused(question()), `question ${q + 1} has focus`);
      const next = quiz().getByRole('button', { name: last ? 'Finish Quiz' : 'Next', exact: true });
      assert.equal(await next.isDisabled(), true, `Next is disabled before question ${q + 1} is answered`);

      await page.keyboard.press(String(choices[q] + 1));
      // The server's judgement, its explanation, and the marked options.
      const verdict = quiz().locator('.simple-quiz-feedback__verdict strong');
      await verdict.waitFor();
      assert.equal(await verdict.textContent(), q < 7 ? 'Correct!' : 'Not quite.');
      assert.equal(await options().nth(choices[q]).getAttribute('aria-pressed'), 'true');
      assert.match((await options().nth(key[q]).getAttribute('class')) ?? '', /quiz-option--right/, 'the right option is marked');
      assert.notEqual(((await quiz().locator('.simple-quiz-feedback__box > p').nth(1).textContent()) ?? '').trim(), '', 'an explanation');
      assert.equal(await score().textContent(), `Score: ${Math.min(q + 1, 7)}`);
      assert.equal(await next.isEnabled(), true, `Next is enabled once question ${q + 1} is judged`);

      await page.keyboard.press('Enter');
      if (!last) await questionCount(q + 2).waitFor();
    }

    const result = quiz().getByRole('heading', { level: 2, name: /^You scored \d+ out of 10$/ });
    await result.waitFor();
    assert.equal(await result.textContent(), 'You scored 7 out of 10');
    assert.ok(await isFocused(result), 'focus moves to the score');
    const message = (await quiz().locator('.simple-quiz-results__message').textContent()) ?? '';
    assert.ok(MESSAGES.includes(message), `"${message}" is one of the four messages`);
    assert.equal(message, 'Good job!');
    await quiz().getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    assert.equal(await quiz().locator('.simple-quiz-stars__star--on').count(), 4, 'four of the five stars are lit');

    // One answer per question, in order, as the visitor pressed them (the early Enter sent nothing).
    assert.deepEqual(
      sent,
      choices.map((answer, questionIndex) => ({ questionIndex, answer })),
    );
  });

  test('Retake This Quiz, by keyboard, starts Basic Gardening again at question 1', async () => {
    const retake = quiz().getByRole('button', { name: 'Retake This Quiz' });
    await retake.focus();
    await page.keyboard.press('Enter');
    await questionCount(1).waitFor();
    assert.equal(await quiz().getByRole('heading', { level: 2, name: 'Basic Gardening' }).count(), 1);
    assert.ok(await isFocused(question()), 'question 1 has focus');
    assert.equal(await score().textContent(), 'Score: 0');
    assert.equal(await quiz().getByRole('button', { name: 'Next', exact: true }).isDisabled(), true);
    assert.equal(await quiz().locator('.simple-quiz-feedback__verdict').count(), 0, 'no judgement carried over');
    for (let i = 0; i < 4; i++) {
      assert.equal(await options().nth(i).getAttribute('aria-pressed'), 'false', `option ${i + 1} not chosen`);
    }
  });

  test('logs no console errors, page errors or CSP violations', async () => {
    assert.deepEqual(await tracked.problems(), []);
  });
});
