import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCategory, makeProduct } from '@/test/catalog';
import { createTestQueryClient, jsonResponse, renderApp } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();
const admin = { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' };

const analytics = {
  totalProducts: 3,
  activeProducts: 2,
  totalOrders: 5,
  paidOrders: 0,
  pendingOrders: 5,
  expiredOrders: 0,
  totalRevenue: 0,
  totalCategories: 2,
  averageOrderValue: 0,
  revenueByDay: [
    { date: '2025-06-01', revenue: 0 },
    { date: '2025-06-02', revenue: 0 },
  ],
  products: [{ id: 1, name: 'Soil Secrets', downloads: 12, paidOrders: 0 }],
};

let products = [makeProduct({ id: 1, name: 'Soil Secrets', category: 'Guides' })];

function calls(method: string, url: string) {
  return fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);
}

beforeEach(() => {
  products = [makeProduct({ id: 1, name: 'Soil Secrets', category: 'Guides' })];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/products' && method === 'GET') return jsonResponse(200, products);
    if (url === '/api/admin/products' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      return jsonResponse(201, makeProduct({ id: 9, ...body }));
    }
    if (url === '/api/admin/products/1' && method === 'DELETE') return jsonResponse(200, { success: true });
    if (url === '/api/admin/categories') return jsonResponse(200, [makeCategory({ id: 1, name: 'Guides', productCount: 1 })]);
    if (url === '/api/admin/categories/1' && method === 'DELETE') {
      return jsonResponse(409, { error: 'This category still has 1 product. Move or delete it first.' });
    }
    if (url === '/api/admin/analytics') return jsonResponse(200, analytics);
    if (url === '/api/admin/orders?page=1&perPage=25') return jsonResponse(200, { orders: [], total: 0, page: 1, perPage: 25 });
    return jsonResponse(404, { error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboard() {
  const user = userEvent.setup();
  renderApp('/admin/dashboard', createTestQueryClient({ user: admin }));
  return user;
}

describe('Admin dashboard: stats', () => {
  it('shows the four stat cards', async () => {
    renderDashboard();
    const stats = await screen.findByRole('region', { name: 'Store at a glance' });
    expect(await within(stats).findByText('2 active')).toBeInTheDocument();
    expect(within(stats).getByText('0 paid, 5 pending')).toBeInTheDocument();
    expect(within(stats).getByText('$0.00')).toBeInTheDocument();
  });
});

describe('Admin dashboard: products', () => {
  it('checks the required fields before sending anything', async () => {
    const user = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).queryByLabelText('External link')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByText('Enter a product name.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a price/)).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a category.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Name'), 'Academy');
    await user.type(within(dialog).getByLabelText(/^Price/), '49');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Guides');
    await user.selectOptions(within(dialog).getByLabelText('Payment type'), 'external_link');
    await user.type(within(dialog).getByLabelText('External link'), 'ftp://academy.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByText(/starting with http/)).toBeInTheDocument();
    expect(calls('POST', '/api/admin/products')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('External link'));
    await user.type(within(dialog).getByLabelText('External link'), 'https://academy.example');
    await user.clear(within(dialog).getByLabelText(/^Inventory/));
    await user.type(within(dialog).getByLabelText(/^Inventory/), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByText(/Enter a whole number/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Inventory/)).toHaveFocus();
    expect(calls('POST', '/api/admin/products')).toHaveLength(0);

    // An empty inventory falls back to 0 (seed 002 §5).
    await user.clear(within(dialog).getByLabelText(/^Inventory/));
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    const [, init] = calls('POST', '/api/admin/products')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Academy',
      description: '',
      price: '49',
      category: 'Guides',
      status: 'active',
      paymentType: 'external_link',
      externalLink: 'https://academy.example',
      inventory: 0,
      featured: false,
      sortOrder: 0,
    });
    // The dialog stays open on the new product so files can be uploaded.
    expect(screen.getByRole('dialog', { name: 'Edit Academy' })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload image')).toBeInTheDocument();
  });

  it('closes the dialog on Escape', async () => {
    const user = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toHaveFocus();
  });

  it('deletes only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete Soil Secrets' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product?');
    expect(calls('DELETE', '/api/admin/products/1')).toHaveLength(0);

    confirm.mockReturnValue(true);
    products = [];
    await user.click(screen.getByRole('button', { name: 'Delete Soil Secrets' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(calls('DELETE', '/api/admin/products/1')).toHaveLength(1);
    expect(await screen.findByText('No products yet. Add the first one.')).toBeInTheDocument();
  });
});

describe('Admin dashboard: categories, orders and analytics', () => {
  it("shows the server's reason when a category in use cannot be deleted", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Categories' }));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Guides' }));
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
    expect(screen.getByText('This category still has 1 product. Move or delete it first.')).toBeInTheDocument();
  });

  it('shows the empty orders state and the export links', async () => {
    const user = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/orders/export?format=csv');
    expect(screen.getByRole('link', { name: 'Export JSON' })).toHaveAttribute('href', '/api/admin/orders/export?format=json');
  });

  it('shows 0.00 average order value without paid orders and a described chart', async () => {
    const user = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
    const revenue = await screen.findByRole('region', { name: 'Revenue Overview' });
    await waitFor(() => expect(within(revenue).getByText('Average order value').nextSibling).toHaveTextContent('$0.00'));
    expect(screen.getByRole('img', { name: /no revenue/ })).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Product Overview' });
    expect(within(overview).getByRole('row', { name: 'Soil Secrets 12 0' })).toBeInTheDocument();
  });
});
