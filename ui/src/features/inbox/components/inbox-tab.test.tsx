import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { createTestQueryClient, renderApp } from '@/test/render';

const admin = { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' };

afterEach(() => vi.unstubAllGlobals());

const message = { id: 2, name: 'Ama', email: 'ama@example.org', message: 'Hello', createdAt: '2026-11-23T14:05:00Z', read: false };

async function openInbox(routes: Record<string, RouteAnswer> = {}) {
  const stub = stubFetchRoutes({
    'GET /api/admin/comments?status=held&page=1': {
      comments: [],
      page: 1,
      perPage: 50,
      total: 0,
      counts: { held: 0, visible: 3, hidden: 0 },
    },
    'GET /api/admin/comment-blocklist': { words: [] },
    'GET /api/admin/comment-blocks': [],
    'GET /api/admin/messages': { messages: [message], total: 1, unread: 1 },
    ...routes,
  });
  const user = userEvent.setup();
  renderApp('/admin/dashboard', createTestQueryClient({ user: admin }));
  await user.click(await screen.findByRole('tab', { name: 'Inbox' }));
  return { user, ...stub };
}

describe('Admin: Inbox tab', () => {
  it('comes last, after Quiz, Farm plans and Grants, and opens on Moderation', async () => {
    await openInbox();
    const main = screen.getByRole('tablist', { name: 'Dashboard sections' });
    expect(within(main).getAllByRole('tab').map((t) => t.textContent).slice(-4)).toEqual(['Quiz', 'Farm plans', 'Grants', 'Inbox']);
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toBeInTheDocument();
    const sections = screen.getByRole('tablist', { name: 'Inbox sections' });
    expect(within(sections).getByRole('tab', { name: 'Moderation' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Nothing is waiting for a moderator.')).toBeInTheDocument();
  });

  it('counts the unread messages in their tab, and drops the count once they are read', async () => {
    const { user, route } = await openInbox({ 'POST /api/admin/messages/2/read': { ...message, read: true } });
    const sections = screen.getByRole('tablist', { name: 'Inbox sections' });
    expect(await within(sections).findByRole('tab', { name: 'Messages (1)' })).toBeInTheDocument();
    expect(within(sections).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Moderation', 'Messages (1)', 'Leads', 'Subscribers']);

    await user.click(within(sections).getByRole('tab', { name: 'Messages (1)' }));
    route('GET /api/admin/messages', { messages: [{ ...message, read: true }], total: 1, unread: 0 });
    await user.click(await screen.findByRole('button', { name: 'Mark read: message from Ama' }));
    expect(await within(sections).findByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the leads and the subscribers in their sections', async () => {
    const { user } = await openInbox({
      'GET /api/admin/leads': { leads: [], total: 0 },
      'GET /api/admin/subscribers': { subscribers: [], total: 0, pending: 2 },
    });
    const sections = screen.getByRole('tablist', { name: 'Inbox sections' });
    await user.click(within(sections).getByRole('tab', { name: 'Leads' }));
    expect(await screen.findByText('No one has asked for the free guides yet.')).toBeInTheDocument();
    await user.click(within(sections).getByRole('tab', { name: 'Subscribers' }));
    expect(await screen.findByText('2 sign-ups are waiting for confirmation.')).toBeInTheDocument();
  });
});
