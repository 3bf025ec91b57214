// Journey: visitors write to us (issue 13). In the hub's Daily Farm Wisdom a visitor sees the
// seed's alert for an empty comment, posts, and a second visitor replies and likes; markup is
// shown as text, never run. A comment with a link waits for a moderator: its author is told,
// others do not see it until an admin approves it in the Inbox. The contact form sends and
// the admin reads it; the free-guides form shows the four guides with working links; the
// home page's sign-up answers with the double opt-in sentence.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addAdmin, newTrackedPage, sharedEnv, signInAsAdmin } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

const USERNAME = 'e2e-moderator';
const PASSWORD = 'correct horse battery staple';

/** The discussion inside the hub's Daily Farm Wisdom card. */
function discussion(page) {
  return page.getByRole('form', { name: 'Add a comment' });
}

/** Accepts the next window.alert and resolves with its text. */
function nextAlert(page) {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const text = dialog.message();
      await dialog.accept();
      resolve(text);
    });
  });
}

describe('visitors write to us', () => {
  let ama;
  let kofi;
  let admin;

  before(async () => {
    ama = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    kofi = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    admin = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
  });
  after(async () => {
    for (const p of [ama, kofi, admin]) await p?.context.close();
  });

  test('a visitor comments, another replies and likes, and markup stays text', async () => {
    const { page } = ama;
    await page.goto('/community-griot');
    const form = discussion(page);
    const post = form.getByRole('button', { name: 'Post Comment' });
    assert.equal(await post.isDisabled(), true, 'disabled while the fields are empty');
    await form.getByLabel('Your name').fill('Ama');
    await form.getByLabel('Your comment').fill('   ');
    const alert = nextAlert(page);
    await post.click();
    assert.equal(await alert, 'Please enter both your name and comment.');

    await form.getByLabel('Your comment').fill('My garlic is up! <img src=x onerror="window.pwned=1">');
    await post.click();
    const mine = page.getByRole('article', { name: 'Comment by Ama' });
    await mine.getByText('My garlic is up! <img src=x onerror="window.pwned=1">').waitFor();
    assert.equal(await page.evaluate(() => window.pwned), undefined, 'the markup never ran');
    assert.equal(await mine.locator('img').count(), 0);

    const other = kofi.page;
    await other.goto('/community-griot');
    const comment = other.getByRole('article', { name: 'Comment by Ama' });
    await comment.waitFor();
    const like = comment.getByRole('button', { name: /like/i });
    await like.click();
    await comment.getByRole('button', { name: /like/i, pressed: true }).waitFor();
    await other.getByRole('button', { name: 'Reply to Ama' }).first().click();
    const reply = other.getByRole('form', { name: 'Reply to Ama' });
    await reply.getByLabel('Your name').fill('Kofi');
    await reply.getByLabel('Your reply').fill('  ');
    const replyAlert = nextAlert(other);
    await reply.getByRole('button', { name: 'Post Reply' }).click();
    assert.equal(await replyAlert, 'Please enter both your name and reply.');
    await reply.getByLabel('Your reply').fill('Well done!');
    await reply.getByRole('button', { name: 'Post Reply' }).click();
    await other.getByRole('list', { name: 'Replies to Ama' }).getByText('Well done!').waitFor();
    assert.equal(await other.getByRole('form', { name: 'Reply to Ama' }).count(), 0, 'the reply form closed');
    assert.deepEqual(await kofi.problems(), []);
  });

  test('a comment with a link waits for a moderator, who approves it in the Inbox', async () => {
    const { page } = ama;
    await page.goto('/community-griot');
    const form = discussion(page);
    await form.getByLabel('Your name').fill('Ama');
    await form.getByLabel('Your comment').fill('Seed swap details at www.seedswap.example');
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Thanks! Your comment will appear once a moderator has approved it.').waitFor();

    await kofi.page.goto('/community-griot');
    await kofi.page.getByRole('article', { name: 'Comment by Ama' }).first().waitFor();
    assert.equal(await kofi.page.getByText('Seed swap details at www.seedswap.example').count(), 0, 'others do not see it');

    await addAdmin(env.server.dataDir, USERNAME, PASSWORD);
    await signInAsAdmin(admin.page, USERNAME, PASSWORD);
    await admin.page.getByRole('tab', { name: 'Inbox' }).click();
    await admin.page.getByText('Seed swap details at www.seedswap.example').waitFor();
    await admin.page.getByRole('button', { name: 'Approve comment by Ama' }).click();
    await admin.page.getByText('Seed swap details at www.seedswap.example').waitFor({ state: 'detached' });

    await kofi.page.reload();
    await kofi.page.getByText('Seed swap details at www.seedswap.example').waitFor();
  });

  test('a contact message is sent and reaches the Inbox', async () => {
    const { page } = kofi;
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please fill out all fields before submitting.').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Kofi');
    await page.getByLabel('Email').fill('kofi@example.org');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can our school visit in spring?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you for your message! We will get back to you soon.').waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Message' }).inputValue(), '', 'the form is cleared');
    // The seed's success state clears after 5 seconds.
    await page.getByText('Thank you for your message! We will get back to you soon.').waitFor({ state: 'detached', timeout: 8000 });

    await admin.page.goto('/admin/dashboard');
    await admin.page.getByRole('tab', { name: 'Inbox' }).click();
    await admin.page.getByRole('tab', { name: /Messages/ }).click();
    await admin.page.getByText('Can our school visit in spring?').waitFor();
    const reply = admin.page.getByRole('link', { name: /Reply by email/ }).first();
    assert.match(await reply.getAttribute('href'), /^mailto:kofi@example\.org/);
  });

  test('free guides come with working links, and the home sign-up asks to confirm', async () => {
    const { page } = kofi;
    await page.goto('/free-guides');
    const empty = nextAlert(page);
    await page.getByRole('button', { name: 'Get My Free Guides' }).click();
    assert.equal(await empty, 'Please fill in all fields');
    await page.getByLabel('First name').fill('Kofi');
    await page.getByLabel('Email').fill('kofi at example');
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Get My Free Guides' }).click();
    assert.equal(await alert, 'Please enter a valid email address');
    await page.getByLabel('Email').fill('kofi@example.org');
    await page.getByRole('button', { name: 'Get My Free Guides' }).click();
    const thanks = page.getByRole('region', { name: /thank/i });
    await thanks.waitFor();
    assert.equal(await page.getByRole('link', { name: 'Schedule a Consultation' }).getAttribute('href'), '/contact');
    assert.equal(await page.getByRole('link', { name: 'Explore Premium Courses' }).getAttribute('href'), '/courses');
    const guides = thanks.locator('a[href^="/api/download/"]');
    assert.equal(await guides.count(), 4);
    const res = await page.request.get(await guides.first().getAttribute('href'));
    assert.equal(res.status(), 200);

    await page.goto('/');
    await page.getByLabel('Email address').fill('kofi@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Almost there! Check your inbox for a link to confirm your subscription.').waitFor();
    assert.deepEqual(await kofi.problems(), []);
  });
});
