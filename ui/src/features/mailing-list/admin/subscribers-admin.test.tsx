import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SubscribersAdmin } from './subscribers-admin';

afterEach(() => vi.unstubAllGlobals());

const subscribers = [
  { id: 7, email: 'ama@example.org', createdAt: '2026-11-20T08:00:00Z', confirmedAt: '2026-11-21T09:00:00Z' },
  { id: 6, email: 'kofi@example.org', createdAt: '2026-10-02T08:00:00Z', confirmedAt: '2026-10-02T08:30:00Z' },
];

function setup(routes: Record<string, RouteAnswer> = {}) {
  const stub = stubFetchRoutes({ 'GET /api/admin/subscribers': { subscribers, total: 2, pending: 2 }, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<SubscribersAdmin />);
  return { user, ...stub };
}

describe('Inbox: Subscribers', () => {
  it('lists the confirmed subscribers and says how many wait for confirmation', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Confirmed subscribers' });
    const [, ama] = within(table).getAllByRole('row');
    expect(within(ama).getAllByRole('cell').slice(0, 3).map((c) => c.textContent)).toEqual([
      'ama@example.org',
      'Nov 20, 2026',
      'Nov 21, 2026',
    ]);
    expect(screen.getByText('2 sign-ups are waiting for confirmation.')).toBeInTheDocument();
    expect(screen.getByText('2 confirmed subscribers.')).toBeInTheDocument();
  });

  it('deletes a subscriber only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, calls } = setup({ 'DELETE /api/admin/subscribers/7': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Delete ama@example.org' }));
    expect(confirm).toHaveBeenCalledWith(
      'Delete ama@example.org from the mailing list? They will get no more emails. This cannot be undone.',
    );
    expect(calls('DELETE /api/admin/subscribers/7')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete ama@example.org' }));
    expect(await screen.findByText('ama@example.org was removed from the mailing list.')).toBeInTheDocument();
    expect(calls('DELETE /api/admin/subscribers/7')).toHaveLength(1);
  });

  it('links the CSV download', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/subscribers?format=csv');
  });

  it('says plainly when no one has confirmed yet, and still counts the waiting sign-ups', async () => {
    setup({ 'GET /api/admin/subscribers': { subscribers: [], total: 0, pending: 1 } });
    expect(await screen.findByText('No confirmed subscribers yet.')).toBeInTheDocument();
    expect(screen.getByText('1 sign-up is waiting for confirmation.')).toBeInTheDocument();
  });

  it('says nothing about waiting sign-ups when there are none', async () => {
    setup({ 'GET /api/admin/subscribers': { subscribers, total: 2, pending: 0 } });
    await screen.findByRole('table', { name: 'Confirmed subscribers' });
    expect(screen.queryByText(/waiting for confirmation/)).not.toBeInTheDocument();
  });

  it("shows the server's error", async () => {
    setup({ 'GET /api/admin/subscribers': () => jsonResponse(500, { error: 'The database is busy.' }) });
    expect(await screen.findByText('The subscribers could not be loaded. The database is busy.')).toBeInTheDocument();
  });
});
