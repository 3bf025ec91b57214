import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, renderApp } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Admin dashboard page', () => {
  it('sends signed-out visitors to the admin login', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/admin-status'
        ? jsonResponse(200, { adminExists: true })
        : jsonResponse(401, { error: 'Not signed in' }),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('sends members (not admins) to the admin login', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { adminExists: true }));
    const client = createTestQueryClient({ user: { id: 2, username: 'bo', email: 'b@x.test', role: 'member' } });
    renderApp('/admin/dashboard', client);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('greets an admin and signs out', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/auth/logout' && init?.method === 'POST') return jsonResponse(200, { success: true });
      if (String(input) === '/api/auth/user') return jsonResponse(401, { error: 'Not signed in' });
      if (String(input) === '/api/admin/products') return jsonResponse(200, []);
      if (String(input) === '/api/admin/analytics') return jsonResponse(401, { error: 'Not signed in' });
      return jsonResponse(200, { adminExists: true });
    });
    const client = createTestQueryClient({ user: { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' } });
    const user = userEvent.setup();
    renderApp('/admin/dashboard', client);

    expect(await screen.findByRole('heading', { name: 'Welcome back, ada' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST')).toBe(true);
  });
});
