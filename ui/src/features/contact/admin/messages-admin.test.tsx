import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MessagesAdmin } from './messages-admin';
import type { AdminMessage } from './types';

afterEach(() => vi.unstubAllGlobals());

const unread: AdminMessage = {
  id: 2,
  name: 'Ama',
  email: 'ama@example.org',
  message: 'Do you sell <i>seedlings</i>?\nThanks!',
  createdAt: '2026-11-23T14:05:00Z',
  read: false,
};
const read: AdminMessage = { id: 1, name: 'Kofi', email: 'kofi@example.org', message: 'Lovely market.', createdAt: '2026-11-20T09:00:00Z', read: true };

function setup(routes: Record<string, RouteAnswer> = {}, client = undefined as ReturnType<typeof createQueryClient> | undefined) {
  const stub = stubFetchRoutes({ 'GET /api/admin/messages': { messages: [unread, read], total: 2, unread: 1 }, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<MessagesAdmin />, client ? { client } : undefined);
  return { user, ...stub };
}

async function messageItem(name: string) {
  return (await screen.findByText(name)).closest('li') as HTMLElement;
}

describe('Inbox: Messages', () => {
  it('lists the messages newest first, the unread one marked, the text as plain text', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Ama|Kofi)$/).textContent)).toEqual(['Ama', 'Kofi']);
    expect(within(items[0]).getByText('Unread')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(items[0]).getByText(/Do you sell <i>seedlings<\/i>\?/)).toBeInTheDocument();
    expect(items[0].querySelector('i')).toBeNull();
    expect(items[0]).toHaveTextContent('ama@example.org');
    expect(screen.getByText('2 messages, 1 unread.')).toBeInTheDocument();
  });

  it('offers a reply by email with the subject naming the organisation', async () => {
    setup();
    const item = await messageItem('Ama');
    expect(within(item).getByRole('link', { name: 'Reply by email to Ama' })).toHaveAttribute(
      'href',
      'mailto:ama@example.org?subject=Re%3A%20your%20message%20to%20Test%20Community%20Farm',
    );
  });

  it('says "us" in the subject when the site settings are not available', async () => {
    setup({ 'GET /api/site': () => jsonResponse(500, { error: 'Down' }) }, createQueryClient());
    const item = await messageItem('Ama');
    expect(within(item).getByRole('link', { name: 'Reply by email to Ama' })).toHaveAttribute(
      'href',
      'mailto:ama@example.org?subject=Re%3A%20your%20message%20to%20us',
    );
  });

  it('marks a message read and another unread', async () => {
    const { user, calls, route } = setup({
      'POST /api/admin/messages/2/read': { ...unread, read: true },
      'POST /api/admin/messages/1/read': { ...read, read: false },
    });
    const ama = await messageItem('Ama');
    expect(within(ama).queryByRole('button', { name: 'Mark unread: message from Ama' })).not.toBeInTheDocument();
    route('GET /api/admin/messages', { messages: [{ ...unread, read: true }, read], total: 2, unread: 0 });
    await user.click(within(ama).getByRole('button', { name: 'Mark read: message from Ama' }));
    expect(await within(ama).findByRole('button', { name: 'Mark unread: message from Ama' })).toBeInTheDocument();
    expect(within(ama).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByText('2 messages, all read.')).toBeInTheDocument();
    expect(calls('POST /api/admin/messages/2/read')).toEqual([{ read: true }]);

    await user.click(screen.getByRole('button', { name: 'Mark unread: message from Kofi' }));
    expect(calls('POST /api/admin/messages/1/read')).toEqual([{ read: false }]);
  });

  it('deletes a message only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, calls } = setup({ 'DELETE /api/admin/messages/2': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Delete message from Ama' }));
    expect(confirm).toHaveBeenCalledWith('Delete the message from Ama? This cannot be undone.');
    expect(calls('DELETE /api/admin/messages/2')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete message from Ama' }));
    expect(await screen.findByText('The message from Ama was deleted.')).toBeInTheDocument();
    expect(calls('DELETE /api/admin/messages/2')).toHaveLength(1);
  });

  it("shows the server's refusal to delete", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = setup({ 'DELETE /api/admin/messages/2': () => jsonResponse(404, { error: 'There is no such message.' }) });
    await user.click(await screen.findByRole('button', { name: 'Delete message from Ama' }));
    expect(await screen.findByText('There is no such message.')).toBeInTheDocument();
  });

  it('links the CSV download', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/messages?format=csv');
  });

  it('says plainly when there are no messages', async () => {
    setup({ 'GET /api/admin/messages': { messages: [], total: 0, unread: 0 } });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it("shows the server's error when the messages cannot be loaded", async () => {
    setup({ 'GET /api/admin/messages': () => jsonResponse(403, { error: 'Administrators only.' }) });
    expect(await screen.findByText('The messages could not be loaded. Administrators only.')).toBeInTheDocument();
  });
});
