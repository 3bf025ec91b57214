// Journeys: an administrator manages the store and a visitor sees the changes; the Orders tab
// on a fresh site. One server: an admin made with the real CLI signs in, creates a category
// and a product (external link, featured, with an uploaded image), edits and deletes it, and
// is refused when deleting a category that products still use. A second, cookie-less browser
// context plays the visitor on /country-store after each change.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import {
  TINY_PNG,
  acceptNextDialog,
  addAdmin,
  newTrackedPage,
  sharedEnv,
  signInAsAdmin,
  toastDescriptions,
  toastTitles,
  waitForToast,
  writeTempFile,
} from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

const USERNAME = 'store-keeper';
const PASSWORD = 'plenty of carrots in the cellar';

const CATEGORY = 'Farm Tools';
const CATEGORY_DESCRIPTION = 'Hand tools picked by our growers.';
const PRODUCT = 'Broadfork Buying Guide';
const RENAMED = 'Broadfork Buying Guide (2nd edition)';
const DESCRIPTION = 'Which broadfork to buy for heavy clay soil, and where to get one.';
const LINK = 'https://tools.example.org/broadfork';

describe('admin manages the store; the visitor sees it', () => {
  let admin; // tracked page signed in as the administrator
  let visitor; // tracked page in a separate context without cookies
  let page;
  let png;

  const dialog = () => page.getByRole('dialog');
  const adminTab = (name) => page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
  const adminProduct = (name) => page.locator('.admin-product').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

  /** Opens /country-store as the visitor (fresh load) and waits for the product list. */
  async function visitStore() {
    const v = visitor.page;
    await v.goto('/country-store');
    await v.getByRole('tab', { name: /^All Products \(\d+\)$/ }).waitFor();
    return v;
  }

  before(async () => {
    admin = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    visitor = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    page = admin.page;
    png = await writeTempFile('cover.png', TINY_PNG);
  });
  after(async () => {
    await admin?.context.close();
    await visitor?.context.close();
    await png?.cleanup();
  });

  test('an admin made with `farmstand admin add` signs in and sees the four stat cards', async () => {
    await addAdmin(env.server.dataDir, USERNAME, PASSWORD);
    await signInAsAdmin(page, USERNAME, PASSWORD);
    const cards = page.getByRole('region', { name: 'Store at a glance' }).locator('.stat-card');
    assert.deepEqual(await cards.locator('.stat-card__label').allTextContents(), [
      'Total Products',
      'Total Orders',
      'Total Revenue',
      'Categories',
    ]);
    // The numbers arrive (no "…" placeholder) and match the seeded catalogue: 11 products
    // (9 active), no orders, 4 categories.
    const values = cards.locator('.stat-card__value');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.stat-card__value')].every((el) => el.textContent && el.textContent !== '…'),
    );
    const [products, orders, revenue, categories] = await values.allTextContents();
    assert.equal(products, '11');
    assert.equal(orders, '0');
    assert.match(revenue, /^\$0(\.00)?$/);
    assert.equal(categories, '4');
    assert.match(await cards.nth(0).locator('.stat-card__detail').textContent(), /^9 active$/);
  });

  test('Orders tab: "No orders yet" on a fresh site; Export CSV downloads the header row', async () => {
    await adminTab('Orders').click();
    await page.getByRole('heading', { level: 2, name: 'Recent Orders' }).waitFor();
    await page.getByText('No orders yet', { exact: true }).waitFor();
    assert.equal(await page.locator('.admin-table').count(), 0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'orders.csv');
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.split(/\r?\n/).filter(Boolean);
    assert.match(lines[0], /^orderId,createdAt,/, `first CSV line: ${lines[0]}`);
    assert.equal(lines.length, 1, `a fresh site exports only the header\n${text}`);
    // Still on the dashboard (the link downloads, it does not navigate).
    assert.equal(new URL(page.url()).pathname, '/admin/dashboard');
  });

  test('Categories tab: create a category', async () => {
    await adminTab('Categories').click();
    const form = page.getByRole('form', { name: 'New category' });
    await form.getByLabel('Name').fill(CATEGORY);
    await form.getByLabel('Description').fill(CATEGORY_DESCRIPTION);
    await form.getByRole('button', { name: 'Add Category' }).click();
    await waitForToast(page, 'Category created successfully');
    const item = page.locator('.admin-category').filter({ has: page.getByRole('heading', { level: 3, name: CATEGORY }) });
    await item.waitFor();
    await item.getByText('0 products').waitFor();
    // The form is cleared for the next one.
    assert.equal(await form.getByLabel('Name').inputValue(), '');
  });

  test('Products tab: Add Product (external link, featured) then upload its image', async () => {
    await adminTab('Products').click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await dialog().getByRole('heading', { name: 'Add Product' }).waitFor();
    const d = dialog();
    await d.getByLabel('Name').fill(PRODUCT);
    await d.getByLabel('Description').fill(DESCRIPTION);
    await d.getByLabel('Price').fill('12.50');
    await d.getByLabel('Category').selectOption(CATEGORY);
    await d.getByLabel('Payment type').selectOption('external_link');
    await d.getByLabel('External link').fill(LINK);
    await d.getByLabel('Featured in the store').check();
    // No upload before the product exists.
    assert.equal(await d.locator('#product-image-upload').count(), 0);
    await d.getByRole('button', { name: 'Create Product' }).click();
    await waitForToast(page, 'Product created successfully');

    // The dialog stays open on the new product for the uploads.
    await d.getByRole('heading', { name: `Edit ${PRODUCT}` }).waitFor();
    await d.getByLabel('Upload image').setInputFiles(png.file);
    await waitForToast(page, 'Image uploaded');
    const preview = d.getByRole('img', { name: `Current image of ${PRODUCT}` });
    await preview.waitFor();
    assert.match(await preview.getAttribute('src'), /^\/api\/images\//);
    await d.getByRole('button', { name: 'Done' }).click();
    await d.waitFor({ state: 'detached' });

    // The product's card in the admin list: image, featured badge, price, payment type, link.
    const card = adminProduct(PRODUCT);
    await card.waitFor();
    const img = card.locator('img.admin-product__image');
    await img.waitFor();
    assert.match(await img.getAttribute('src'), /^\/api\/images\//);
    await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle());
    const meta = await card.locator('.admin-product__meta').textContent();
    for (const part of ['Active', 'Featured', CATEGORY, '$12.50', 'External link']) {
      assert.ok(meta.includes(part), `admin card meta "${meta}" should include "${part}"`);
    }
    assert.equal(await card.getByRole('link', { name: LINK }).getAttribute('href'), LINK);
  });

  test('the visitor sees it in the Featured tab with "$12.50" and a Learn More link in a new tab', async () => {
    const v = await visitStore();
    await v.getByRole('tab', { name: /^Featured \(\d+\)$/ }).click();
    const card = v.getByRole('article', { name: PRODUCT });
    await card.waitFor();
    assert.equal(await card.locator('.product-card__price').textContent(), '$12.50');
    assert.equal(await card.locator('.product-card__category').textContent(), CATEGORY);
    const learnMore = card.getByRole('link', { name: /^Learn More/ });
    assert.equal(await learnMore.getAttribute('href'), LINK);
    assert.equal(await learnMore.getAttribute('target'), '_blank');
    assert.match(await learnMore.getAttribute('rel'), /noopener/);
    assert.match(await card.locator('img').getAttribute('src'), /^\/api\/images\//);
    // The new category is offered in the visitor's category filter.
    assert.ok((await v.getByLabel('Category').locator('option').allTextContents()).includes(CATEGORY));
  });

  test('editing the product renames it for the visitor after a reload', async () => {
    await page.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
    const d = dialog();
    await d.getByRole('heading', { name: `Edit ${PRODUCT}` }).waitFor();
    assert.equal(await d.getByLabel('Price').inputValue(), '12.50');
    assert.equal(await d.getByLabel('External link').inputValue(), LINK);
    assert.equal(await d.getByLabel('Featured in the store').isChecked(), true);
    await d.getByLabel('Name').fill(RENAMED);
    await d.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Product updated successfully');
    await d.waitFor({ state: 'detached' });
    await adminProduct(RENAMED).waitFor();
    assert.equal(await adminProduct(PRODUCT).count(), 0);

    const v = await visitStore();
    await v.getByRole('article', { name: RENAMED }).waitFor();
    assert.equal(await v.getByRole('article', { name: PRODUCT, exact: true }).count(), 0);
  });

  test('deleting the product (after the confirm) removes it from the store', async () => {
    const confirmed = acceptNextDialog(page);
    await page.getByRole('button', { name: `Delete ${RENAMED}` }).click();
    assert.equal(await confirmed, 'Are you sure you want to delete this product?');
    await waitForToast(page, 'Product deleted successfully');
    await adminProduct(RENAMED).waitFor({ state: 'detached' });

    const v = await visitStore();
    // The seeded products are still listed; ours is gone.
    await v.getByRole('article', { name: 'Seeds of Change' }).waitFor();
    assert.equal(await v.getByRole('article', { name: RENAMED }).count(), 0);
    assert.equal(await v.getByText(RENAMED).count(), 0);
  });

  test('deleting a category that products still use is refused with the server message', async () => {
    await adminTab('Categories').click();
    const item = page.locator('.admin-category').filter({ has: page.getByRole('heading', { level: 3, name: 'Free Guides' }) });
    await item.getByText('4 products').waitFor();
    const confirmed = acceptNextDialog(page);
    await page.getByRole('button', { name: 'Delete Free Guides' }).click();
    assert.equal(await confirmed, 'Are you sure you want to delete this category?');
    await waitForToast(page, 'Failed to delete category');
    assert.deepEqual(await toastDescriptions(page), [
      'The category "Free Guides" still has 4 products. Move or delete them first.',
    ]);
    assert.ok(!(await toastTitles(page)).includes('Category deleted successfully'));
    // Still listed, here and in the store.
    await page.waitForLoadState('networkidle');
    assert.equal(await item.count(), 1);
    const categories = await page.evaluate(async () => (await fetch('/api/store/categories')).json());
    assert.ok(categories.some((c) => c.name === 'Free Guides'));
  });

  test('logs no page errors or CSP violations (admin and visitor)', async () => {
    // The refused category delete answers 409, which Chromium logs as a failed resource.
    assert.deepEqual(await admin.problems({ ignore: [/status of 409/] }), []);
    assert.deepEqual(await visitor.problems(), []);
  });
});
