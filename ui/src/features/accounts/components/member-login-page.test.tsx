import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function postCalls(url: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === url && init?.method === 'POST');
}

describe('Member sign-in page', () => {
  it('checks fields before sending anything', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Not signed in' }));
    const user = userEvent.setup();
    renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(postCalls('/api/auth/login')).toHaveLength(0);
  });

  it('shows the server error inline', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/login'
        ? jsonResponse(401, { error: 'Invalid username or password' })
        : jsonResponse(401, { error: 'Not signed in' }),
    );
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByLabelText('Username'), 'grower');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('goes to a safe next path after signing in', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/login'
        ? jsonResponse(200, { user: { id: 3, username: 'grower', email: 'g@x.test', role: 'member' } })
        : jsonResponse(401, { error: 'Not signed in' }),
    );
    const user = userEvent.setup();
    renderApp('/login?next=%2Fgrant-search');

    await user.type(await screen.findByLabelText('Username'), 'grower');
    await user.type(screen.getByLabelText('Password'), 'the password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Grant Search' })).toBeInTheDocument();
  });

  it('ignores an off-site next and goes home', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/login'
        ? jsonResponse(200, { user: { id: 3, username: 'grower', email: 'g@x.test', role: 'member' } })
        : jsonResponse(401, { error: 'Not signed in' }),
    );
    const user = userEvent.setup();
    renderApp('/login?next=%2F%2Fevil.example');

    await user.type(await screen.findByLabelText('Username'), 'grower');
    await user.type(screen.getByLabelText('Password'), 'the password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Meet Dexter Jr.' })).toBeInTheDocument();
  });

  it('creates an account with client-side checks mirroring the server', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/register'
        ? jsonResponse(409, { error: 'That username is taken' })
        : jsonResponse(401, { error: 'Not signed in' }),
    );
    const user = userEvent.setup();
    renderApp('/login');

    await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');

    await user.type(screen.getByLabelText('Username'), 'no');
    await user.type(screen.getByLabelText('Email'), 'grower@example.org');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByText('Usernames are 3 to 32 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Passwords need at least 10 characters.')).toBeInTheDocument();
    expect(postCalls('/api/auth/register')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'grower');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long enough pw');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'long enough pw');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken');
    expect(JSON.parse(String(postCalls('/api/auth/register')[0][1]?.body))).toEqual({
      username: 'grower',
      email: 'grower@example.org',
      password: 'long enough pw',
    });
  });
});
