// Journey: the Community Griot hub. A visitor sees every card of seed 001 §2 in order, with
// live conditions honestly unavailable until the farm has a location; an admin sets the
// location on the Site tab and the visitor sees the reading from (a fake) Open-Meteo with its
// credit; an admin's post dated today becomes the day's post and has its own page; on a
// phone-sized screen every card is there and nothing scrolls sideways.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startFakeOpenMeteo } from './fake-open-meteo.mjs';
import { addAdmin, horizontalOverflow, newTrackedPage, sharedEnv, signInAsAdmin, waitForToast } from './harness.mjs';

const weather = await startFakeOpenMeteo();
const env = sharedEnv({ serverEnv: async () => ({ FARMSTAND_WEATHER_API_BASE: weather.base }) });
before(env.setup);
after(async () => {
  await env.teardown(assert);
  await weather.close();
});

const USERNAME = 'e2e-steward';
const PASSWORD = 'correct horse battery staple';

const CARDS = [
  'Right now on the farm',
  'Today’s Almanac',
  'Live Growing Conditions',
  'Farm Games',
  'Community Stats',
  'Daily Farm Wisdom',
  'Smart Farming Intelligence',
  'Daily Blog',
  'Farm Tetris',
  'Cultural Recipe Generator',
  'Community Resources',
  'Interactive Farm Games',
];

function localToday() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function cardHeadings(page) {
  await page.getByRole('heading', { level: 2, name: 'Today’s Almanac' }).waitFor();
  return page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
}

describe('the Community Griot hub', () => {
  let visitor;
  let admin;

  before(async () => {
    visitor = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    admin = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
  });
  after(async () => {
    await visitor?.context.close();
    await admin?.context.close();
  });

  test('every card is there in order, and no location means no invented weather', async () => {
    const { page } = visitor;
    await page.goto('/community-griot');
    assert.deepEqual(await cardHeadings(page), CARDS);
    const almanac = page.getByRole('region', { name: 'Today’s Almanac' });
    await almanac.getByText(/New Moon|Waxing Crescent|First Quarter|Waxing Gibbous|Full Moon|Waning Gibbous|Last Quarter|Waning Crescent/).first().waitFor();
    const conditions = page.getByRole('region', { name: 'Live Growing Conditions' });
    await conditions.getByText('Live conditions are not available right now').waitFor();
    assert.equal(weather.queries.length, 0, 'no location, no call to the provider');
    const resources = page.getByRole('region', { name: 'Community Resources' }).getByRole('link');
    assert.equal(await resources.count(), 6);
    assert.equal(await resources.first().getAttribute('target'), '_blank');
    assert.deepEqual(await visitor.problems(), []);
  });

  test('an admin sets the farm’s location and visitors see live conditions with the credit', async () => {
    await addAdmin(env.server.dataDir, USERNAME, PASSWORD);
    const { page } = admin;
    await signInAsAdmin(page, USERNAME, PASSWORD);
    await page.goto('/admin/dashboard');
    await page.getByRole('tab', { name: 'Site' }).click();
    await page.getByLabel('Latitude').fill('40.71');
    await page.getByLabel('Longitude').fill('-74.01');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, 'Site settings saved');

    const v = visitor.page;
    await v.goto('/community-griot');
    const conditions = v.getByRole('region', { name: 'Live Growing Conditions' });
    await conditions.getByText('54°F', { exact: true }).waitFor();
    await conditions.getByRole('link', { name: /Weather data by Open-Meteo\.com/ }).waitFor();
    assert.equal(weather.queries.at(-1).latitude, '40.71');
  });

  test('a post an admin dates today becomes the day’s post, with its own page', async () => {
    const { page } = admin;
    await page.goto('/admin/dashboard');
    await page.getByRole('tab', { name: 'Community' }).click();
    await page.getByRole('button', { name: 'New post' }).click();
    const form = page.getByRole('form', { name: 'New blog post' });
    await form.getByLabel('Title').fill('Frost tonight: cover your beds');
    await form.getByLabel('Text').fill('Bring out old sheets before dusk.\n\nWater the soil first: moist soil holds heat.');
    await form.getByLabel('Tips').fill('Cover before dusk\nUncover in the morning');
    await form.getByLabel('Day (optional)').fill(localToday());
    await form.getByRole('button', { name: 'Add post' }).click();
    await page.getByRole('button', { name: 'Edit Frost tonight: cover your beds' }).waitFor();

    const v = visitor.page;
    await v.goto('/community-griot');
    const blog = v.getByRole('region', { name: 'Daily Blog' });
    await blog.getByText('Frost tonight: cover your beds').first().waitFor();
    await blog.getByText('Uncover in the morning').waitFor();
    await v.goto('/');
    await v.getByRole('link', { name: /Frost tonight: cover your beds/ }).first().click();
    await v.waitForURL('**/community-griot/blog/frost-tonight-cover-your-beds');
    await v.getByText('Water the soil first: moist soil holds heat.').waitFor();
  });

  test('on a phone-sized screen every card is there and nothing scrolls sideways', async () => {
    const phone = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl, viewport: { width: 375, height: 740 } });
    try {
      const { page } = phone;
      await page.goto('/community-griot');
      assert.deepEqual(await cardHeadings(page), CARDS);
      await page.getByRole('region', { name: 'Live Growing Conditions' }).getByText('54°F', { exact: true }).waitFor();
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
      await page.goto('/programs');
      await page.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
      await page.getByRole('heading', { name: 'Community Garden Network' }).waitFor();
      assert.deepEqual(await phone.problems(), []);
    } finally {
      await phone.context.close();
    }
  });
});
