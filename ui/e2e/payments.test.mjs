// Journey: a visitor buys a paid guide by card against a fake Stripe. The store's Buy Now
// leads to /checkout, Pay goes to Stripe's (fake) hosted page, which pays, delivers the
// signed webhook and redirects back to /download-success; the visitor downloads the file.
// The administrator then sees the paid order, the buyer's email, the revenue and the receipt
// waiting in the Outbox (no SMTP here).

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addAdmin, newTrackedPage, sharedEnv, signInAsAdmin } from './harness.mjs';
import { SECRET_KEY, WEBHOOK_SECRET, startFakeStripe } from './fake-stripe.mjs';

const stripe = await startFakeStripe();
const env = sharedEnv({
  serverEnv: async () => ({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    FARMSTAND_STRIPE_API_BASE: stripe.base,
  }),
});
before(async () => {
  await env.setup();
  stripe.setSite(env.server.baseUrl);
});
after(async () => {
  await env.teardown(assert);
  await stripe.close();
});

const USERNAME = 'treasurer';
const PASSWORD = 'seed money grows slowly';
const GUIDE = 'Soil Secrets Field Guide';
const PDF = Buffer.from('%PDF-1.7\n% the soil secrets field guide\n');

describe('a visitor buys a paid guide', () => {
  let admin;
  let visitor;
  let productId;

  before(async () => {
    await addAdmin(env.server.dataDir, USERNAME, PASSWORD);
    admin = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    visitor = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    await signInAsAdmin(admin.page, USERNAME, PASSWORD);
    // The product is set up through the admin API (the dialog has its own journey).
    const headers = { origin: env.server.baseUrl };
    const created = await admin.page.request.post('/api/admin/products', {
      headers,
      data: {
        name: GUIDE, description: 'How to read, feed and protect your soil.', price: '39.99',
        category: 'Premium Guides', status: 'active', paymentType: 'stripe', inventory: -1, sortOrder: -1,
      },
    });
    assert.equal(created.status(), 201);
    productId = (await created.json()).id;
    const upload = await admin.page.request.put(`/api/admin/products/${productId}/file?name=soil-secrets.pdf`, { headers, data: PDF });
    assert.equal(upload.status(), 200);
  });

  test('Buy Now → Pay → Stripe → download success → the file', async () => {
    const page = visitor.page;
    await page.goto('/country-store');
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: GUIDE }) });
    await card.getByRole('link', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { level: 1, name: GUIDE }).waitFor();
    assert.ok(await page.getByText('Digital Download').isVisible());

    await page.getByRole('button', { name: 'Pay $39.99' }).click();
    await page.waitForURL((url) => url.pathname === '/download-success', { timeout: 15_000 });
    assert.match(page.url(), /session_id=cs_test_e2e\d+/);
    assert.deepEqual(stripe.webhooks, [200], 'the signed webhook was accepted');
    await page.getByText('Payment Successful!').waitFor();
    await page.getByRole('heading', { level: 1, name: GUIDE }).waitFor();

    const downloadRequest = page.context().waitForEvent('request', { predicate: (r) => r.url().includes(`/api/download/${productId}?token=`) });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Download Your Guide Now' }).click();
    const request = await downloadRequest;
    await (await popup).close();
    assert.match(request.url(), /&session_id=cs_test_e2e\d+$/);
    const file = await page.request.get(request.url());
    assert.equal(file.status(), 200);
    assert.deepEqual(Buffer.from(await file.body()), PDF);
    assert.ok(await page.getByRole('link', { name: 'Back to the store' }).isVisible());
    assert.deepEqual(await visitor.problems(), []);
  });

  test('the admin sees the paid order, the revenue and the receipt', async () => {
    const page = admin.page;
    await page.goto('/admin/dashboard');
    const revenue = page.locator('.stat-card').filter({ hasText: 'Total Revenue' });
    await revenue.getByText('$39.99').waitFor();
    await page.getByRole('tab', { name: 'Orders' }).click();
    const row = page.getByRole('row').filter({ hasText: GUIDE });
    await row.getByText('Paid', { exact: true }).waitFor();
    assert.ok(await row.getByText('buyer@example.org').isVisible());
    await page.getByRole('tab', { name: 'Outbox' }).click();
    await page.getByText(`Your download: ${GUIDE}`).waitFor();
    assert.ok(await page.getByText('Email sending is not set up', { exact: false }).isVisible());
    assert.deepEqual(await admin.problems(), []);
  });
});
