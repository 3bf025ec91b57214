import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCategory, makeProduct } from '@/test/catalog';
import { headingSkips } from '@/test/headings';
import { jsonResponse, renderApp } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const products = [
  makeProduct({ id: 1, name: 'Soil Secrets', description: 'Living soil.', category: 'Guides', featured: true, price: '39.99', inventory: 5 }),
  makeProduct({ id: 2, name: 'Seeds of Change', description: 'Free guide.', category: 'Guides', price: 'FREE', paymentType: 'free_download' }),
  makeProduct({ id: 3, name: 'Academy', description: 'Join the academy.', category: 'Courses', price: '49', paymentType: 'external_link', externalLink: 'https://academy.example/join' }),
  makeProduct({ id: 4, name: 'Grant Gold', description: 'Win grants.', category: 'Courses', price: 'Coming Soon', paymentType: 'coming_soon' }),
];
const categories = [makeCategory({ id: 1, name: 'Guides' }), makeCategory({ id: 2, name: 'Courses' })];

function serve(list: unknown, status = 200) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/store/products') return jsonResponse(status, list);
    if (url === '/api/store/categories') return jsonResponse(200, categories);
    return jsonResponse(401, { error: 'Not signed in' });
  });
}

describe('Store page', () => {
  it('never skips a heading level, in any tab (axe heading-order)', async () => {
    serve(products);
    const user = userEvent.setup();
    renderApp('/country-store');
    await screen.findByRole('article', { name: 'Soil Secrets' });
    expect(screen.getByRole('heading', { level: 2, name: 'Soil Secrets' })).toBeInTheDocument();
    expect(headingSkips()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Featured (1)' }));
    expect(headingSkips()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'By Category' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Courses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Grant Gold' })).toBeInTheDocument();
    expect(headingSkips()).toEqual([]);
  });

  it('lists products with prices, stock and the button of each payment type', async () => {
    serve(products);
    renderApp('/country-store');

    expect(await screen.findByRole('tab', { name: 'All Products (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Featured (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Store Management' })).toHaveAttribute('href', '/admin/login');

    const soil = screen.getByRole('article', { name: 'Soil Secrets' });
    expect(within(soil).getByText('$39.99')).toBeInTheDocument();
    expect(within(soil).getByText('5 in stock')).toBeInTheDocument();
    expect(within(soil).getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/checkout?product=1');

    const seeds = screen.getByRole('article', { name: 'Seeds of Change' });
    expect(within(seeds).getByText('FREE')).toBeInTheDocument();
    expect(within(seeds).getByRole('link', { name: 'Download Free' })).toHaveAttribute('href', '/download-free?product=2');

    const academy = within(screen.getByRole('article', { name: 'Academy' })).getByRole('link', { name: /Learn More/ });
    expect(academy).toHaveAttribute('href', 'https://academy.example/join');
    expect(academy).toHaveAttribute('target', '_blank');
    expect(academy).toHaveAttribute('rel', 'noopener noreferrer');

    const grant = screen.getByRole('article', { name: 'Grant Gold' });
    expect(within(grant).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  });

  it('searches and filters by category, and says when nothing matches', async () => {
    serve(products);
    const user = userEvent.setup();
    renderApp('/country-store');
    await screen.findByRole('tab', { name: 'All Products (4)' });

    await user.type(screen.getByLabelText('Search products'), 'GRANTS');
    expect(screen.getByRole('tab', { name: 'All Products (1)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Grant Gold' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'Guides');
    expect(screen.getByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search products'));
    expect(screen.getByRole('tab', { name: 'All Products (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Academy' })).not.toBeInTheDocument();
  });

  it('shows featured products and groups by category', async () => {
    serve(products);
    const user = userEvent.setup();
    renderApp('/country-store');

    await user.click(await screen.findByRole('tab', { name: 'Featured (1)' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['product-1-name']);

    await user.click(screen.getByRole('tab', { name: 'By Category' }));
    const guides = screen.getByRole('region', { name: 'Guides' });
    expect(within(guides).getAllByRole('article')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Courses' })).getAllByRole('article')).toHaveLength(2);
  });

  it('explains an empty store and an empty featured list', async () => {
    serve([]);
    const user = userEvent.setup();
    renderApp('/country-store');

    expect(await screen.findByText('No products have been added to the store yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Featured (0)' }));
    expect(screen.getByRole('heading', { name: 'No Featured Products' })).toBeInTheDocument();
    expect(screen.getByText('Featured products will appear here when marked by the store administrator')).toBeInTheDocument();
  });

  it('offers to try again after a load failure', async () => {
    serve({ error: 'Database unavailable' }, 500);
    const user = userEvent.setup();
    renderApp('/country-store');

    expect(await screen.findByRole('alert')).toHaveTextContent('The store could not be loaded. Database unavailable');
    serve(products);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'All Products (4)' })).toBeInTheDocument();
  });
});
