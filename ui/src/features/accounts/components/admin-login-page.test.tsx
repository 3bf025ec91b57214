import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();

/** Answers by "METHOD url"; anything unexpected is a 404 so a test notices. */
function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    return handler ? handler() : jsonResponse(404, { error: `unexpected ${key}` });
  });
}

function fetchCalls(method: string, url: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Admin login page', () => {
  it('asks for both fields without sending a request', async () => {
    serve({ 'GET /api/auth/admin-status': () => jsonResponse(200, { adminExists: true }) });
    const user = userEvent.setup();
    renderApp('/admin/login');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter both username and password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(fetchCalls('POST', '/api/admin/login')).toHaveLength(0);

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(fetchCalls('POST', '/api/admin/login')).toHaveLength(0);
  });

  it('shows "Login Failed" with the server message on 401', async () => {
    serve({
      'GET /api/auth/admin-status': () => jsonResponse(200, { adminExists: true }),
      'POST /api/admin/login': () => jsonResponse(401, { error: 'Invalid username or password' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/login');

    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    const [, init] = fetchCalls('POST', '/api/admin/login')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ada', password: 'wrong password' });
    expect(init?.credentials).toBe('include');
  });

  it('shows the server text for other failures, such as throttling', async () => {
    serve({
      'GET /api/auth/admin-status': () => jsonResponse(200, { adminExists: true }),
      'POST /api/admin/login': () => jsonResponse(429, { error: 'Too many attempts. Try again in 5 minutes.' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/login');

    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'whatever pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Too many attempts. Try again in 5 minutes.')).toBeInTheDocument();
  });

  it('signs in, greets the admin and opens the dashboard', async () => {
    let signedIn = false;
    const admin = { id: 1, username: 'ada', email: 'ada@farm.test', role: 'admin' };
    serve({
      'GET /api/auth/admin-status': () => jsonResponse(200, { adminExists: true }),
      'POST /api/admin/login': () => {
        signedIn = true;
        return jsonResponse(200, { user: admin });
      },
      'GET /api/auth/user': () => (signedIn ? jsonResponse(200, admin) : jsonResponse(401, { error: 'Not signed in' })),
    });
    const user = userEvent.setup();
    renderApp('/admin/login');

    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin dashboard!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back, ada' })).toBeInTheDocument();
  });

  it('explains how to create the first administrator when none exists', async () => {
    serve({ 'GET /api/auth/admin-status': () => jsonResponse(200, { adminExists: false }) });
    renderApp('/admin/login');

    expect(await screen.findByText(/No administrator account exists yet\. On the server, run:/)).toBeInTheDocument();
    const command = screen.getByText('farmstand admin add --username <name>');
    expect(command.tagName).toBe('CODE');
  });

  it('shows no such note when an administrator exists, and no default credentials', async () => {
    serve({ 'GET /api/auth/admin-status': () => jsonResponse(200, { adminExists: true }) });
    renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    await waitFor(() => expect(fetchCalls('GET', '/api/auth/admin-status')).toHaveLength(1));
    expect(screen.queryByText(/No administrator account exists yet/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/default (credentials|password)|admin123/i);
  });
});
