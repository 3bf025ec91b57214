import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ADMIN_ORDERS_QUERY_KEY } from '../api/query-keys';
import type { Order, OrdersPage } from '../types';
import { OrdersTab } from './orders-tab';

const fetchMock = vi.fn<typeof fetch>();

function order(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    orderId: `ORD-${id}`,
    customerEmail: `buyer${id}@example.org`,
    paymentStatus: 'paid',
    totalAmount: 39.99,
    quantity: 1,
    paymentMethod: 'stripe',
    productId: 6,
    productName: 'Grant Gold',
    createdAt: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

/** 60 orders, newest (id 60) first, served 25 a page as the server does. */
let all: Order[] = [];
function servePages() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://farm.test');
    if (url.pathname !== '/api/admin/orders') return jsonResponse(404, { error: 'Not found' });
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('perPage'));
    const body: OrdersPage = { orders: all.slice((page - 1) * perPage, page * perPage), total: all.length, page, perPage };
    return jsonResponse(200, body);
  });
}

function requestedUrls() {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

beforeEach(() => {
  all = Array.from({ length: 60 }, (_, i) => order(60 - i));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  servePages();
});
afterEach(() => vi.unstubAllGlobals());

describe('Orders tab', () => {
  it('shows one page at a time with the count, Previous and Next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrdersTab />);

    expect(await screen.findByText('ORD-60')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26); // the header and 25 orders
    expect(screen.getByText('60 orders')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(requestedUrls()).toEqual(['/api/admin/orders?page=1&perPage=25']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('ORD-35')).toBeInTheDocument();
    expect(screen.queryByText('ORD-60')).not.toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('ORD-10')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('ORD-35')).toBeInTheDocument();
    expect(requestedUrls()).toContain('/api/admin/orders?page=3&perPage=25');
  });

  it('says "No orders yet" without any, and names a single order in the singular', async () => {
    all = [];
    const { unmount } = renderWithProviders(<OrdersTab />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    unmount();

    all = [order(1)];
    renderWithProviders(<OrdersTab />);
    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows each payment status with its own badge, expired checkouts in grey', async () => {
    all = [
      order(4, { paymentStatus: 'expired' }),
      order(3, { paymentStatus: 'failed' }),
      order(2, { paymentStatus: 'pending' }),
      order(1, { paymentStatus: 'paid' }),
    ];
    renderWithProviders(<OrdersTab />);
    const badge = async (orderId: string) => within(await screen.findByRole('row', { name: new RegExp(orderId) })).getByText(/./, { selector: '.badge' });
    expect(await badge('ORD-4')).toHaveTextContent('Expired');
    expect(await badge('ORD-4')).toHaveClass('badge--expired');
    expect(await badge('ORD-3')).toHaveClass('badge--failed');
    expect(await badge('ORD-2')).toHaveClass('badge--pending');
    expect(await badge('ORD-1')).toHaveTextContent('Paid');
    expect(await badge('ORD-1')).toHaveClass('badge--paid');
  });

  it('goes back to the last page when orders disappear, and refreshes through the shared key', async () => {
    const user = userEvent.setup();
    const { client } = renderWithProviders(<OrdersTab />);
    await screen.findByText('ORD-60');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();

    // A restored backup has only 30 orders: page 3 no longer exists.
    all = all.slice(30);
    await client.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    expect(screen.getByText('30 orders')).toBeInTheDocument();
    expect(await screen.findByText('ORD-5')).toBeInTheDocument();
  });
});
