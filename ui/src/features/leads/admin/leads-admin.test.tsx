import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LeadsAdmin } from './leads-admin';

afterEach(() => vi.unstubAllGlobals());

const leads = [
  { id: 4, firstName: 'Ama', email: 'ama@example.org', createdAt: '2026-10-01T08:00:00Z', lastRequestAt: '2026-11-23T14:05:00Z', requests: 2 },
  { id: 3, firstName: 'Kofi', email: 'kofi@example.org', createdAt: '2026-09-15T08:00:00Z', lastRequestAt: '2026-09-15T08:00:00Z', requests: 1 },
];

function setup(routes: Record<string, RouteAnswer> = {}) {
  const stub = stubFetchRoutes({ 'GET /api/admin/leads': { leads, total: 2 }, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<LeadsAdmin />);
  return { user, ...stub };
}

describe('Inbox: Leads', () => {
  it('shows each request: first name, email, first and last request, count', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Free-guide requests' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'First name',
      'Email',
      'First request',
      'Last request',
      'Requests',
      'Actions',
    ]);
    const [, ama] = within(table).getAllByRole('row');
    expect(within(ama).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual([
      'Ama',
      'ama@example.org',
      'Oct 1, 2026',
      'Nov 23, 2026',
      '2',
    ]);
  });

  it('deletes a request only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, calls, route } = setup({ 'DELETE /api/admin/leads/4': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Delete Ama (ama@example.org)' }));
    expect(confirm).toHaveBeenCalledWith('Delete Ama (ama@example.org) from the free-guide requests? This cannot be undone.');
    expect(calls('DELETE /api/admin/leads/4')).toHaveLength(0);

    confirm.mockReturnValue(true);
    route('GET /api/admin/leads', { leads: [leads[1]], total: 1 });
    await user.click(screen.getByRole('button', { name: 'Delete Ama (ama@example.org)' }));
    expect(await screen.findByText('Ama (ama@example.org) was deleted.')).toBeInTheDocument();
    expect(calls('DELETE /api/admin/leads/4')).toHaveLength(1);
    expect(screen.queryByRole('cell', { name: 'ama@example.org' })).not.toBeInTheDocument();
  });

  it('links the CSV download', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/leads?format=csv');
  });

  it('says plainly when no one has asked yet', async () => {
    setup({ 'GET /api/admin/leads': { leads: [], total: 0 } });
    expect(await screen.findByText('No one has asked for the free guides yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's error", async () => {
    setup({ 'GET /api/admin/leads': () => jsonResponse(500, { error: 'The database is busy.' }) });
    expect(await screen.findByText('The free-guide requests could not be loaded. The database is busy.')).toBeInTheDocument();
  });
});
