import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ModerationAdmin } from './moderation-admin';
import type { AdminComment, AdminCommentsPage } from './types';

afterEach(() => vi.unstubAllGlobals());

function makeComment(overrides: Partial<AdminComment> = {}): AdminComment {
  return {
    id: 12,
    day: '2026-11-23',
    content: 'Plant garlic before the frost.',
    commenterName: 'Ama',
    createdAt: '2026-11-23T14:05:00Z',
    likes: 3,
    parentId: null,
    status: 'held',
    reason: 'link',
    author: 'visitor 3f2a…',
    blocked: false,
    ...overrides,
  };
}

function page(comments: AdminComment[], overrides: Partial<AdminCommentsPage> = {}): AdminCommentsPage {
  return { comments, page: 1, perPage: 50, total: comments.length, counts: { held: 2, visible: 40, hidden: 1 }, ...overrides };
}

const held = [
  makeComment({ content: 'Cheap seeds at <b>https://spam.example</b>' }),
  makeComment({ id: 13, commenterName: 'Kofi', content: 'Agreed!', likes: 1, parentId: 12, reason: 'blocklist: casino' }),
];

function setup(routes: Record<string, RouteAnswer> = {}) {
  const stub = stubFetchRoutes({
    'GET /api/admin/comments?status=held&page=1': page(held),
    'GET /api/admin/comment-blocklist': { words: ['casino', 'viagra'] },
    'GET /api/admin/comment-blocks': [],
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<ModerationAdmin />);
  return { user, ...stub };
}

/** The list item of the comment whose text is `text`. */
async function commentItem(text: string) {
  return (await screen.findByText(text)).closest('li') as HTMLElement;
}

describe('Inbox: Moderation', () => {
  it('lists the held comments with who, when, why, likes and replies, the text as plain text', async () => {
    setup();
    const first = await commentItem('Cheap seeds at <b>https://spam.example</b>');
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByText('Ama')).toBeInTheDocument();
    expect(first).toHaveTextContent(/Nov 23, 2026 · \d{1,2}:05 (AM|PM)/);
    expect(within(first).getByText('Has a link')).toBeInTheDocument();
    expect(within(first).getByText(/3 likes/)).toBeInTheDocument();
    expect(within(first).queryByText('Reply')).not.toBeInTheDocument();

    const reply = await commentItem('Agreed!');
    expect(within(reply).getByText('Blocklist: casino')).toBeInTheDocument();
    expect(within(reply).getByText('Reply')).toBeInTheDocument();
    expect(within(reply).getByText(/1 like\b/)).toBeInTheDocument();

    const filter = screen.getByRole('group', { name: 'Show comments' });
    expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual(['Held (2)', 'Visible (40)', 'Hidden (1)']);
    expect(within(filter).getByRole('button', { name: 'Held (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Hide', 'Delete', 'Block author', 'Block address (30 days)']);
  });

  it('switches to the visible comments, which can be hidden but not approved', async () => {
    const { user, calls } = setup({
      'GET /api/admin/comments?status=visible&page=1': page([makeComment({ id: 20, status: 'visible', reason: null, content: 'Mulch!' })]),
    });
    await commentItem('Agreed!');
    await user.click(screen.getByRole('button', { name: 'Visible (40)' }));
    const item = await commentItem('Mulch!');
    expect(calls('GET /api/admin/comments?status=visible&page=1')).toHaveLength(1);
    expect(screen.queryByText('Agreed!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visible (40)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(item).getAllByRole('button').map((b) => b.textContent)).toEqual(['Hide', 'Delete', 'Block author', 'Block address (30 days)']);
  });

  it('offers Approve but not Hide on a hidden comment', async () => {
    const { user } = setup({
      'GET /api/admin/comments?status=hidden&page=1': page([makeComment({ id: 30, status: 'hidden', content: 'Rude words' })]),
    });
    await commentItem('Agreed!');
    await user.click(screen.getByRole('button', { name: 'Hidden (1)' }));
    const item = await commentItem('Rude words');
    expect(within(item).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Delete', 'Block author', 'Block address (30 days)']);
  });

  it('approves and hides with POSTs, then reloads the list and its counts', async () => {
    const { user, calls, route } = setup({
      'POST /api/admin/comments/12/approve': makeComment({ status: 'visible' }),
      'POST /api/admin/comments/13/hide': makeComment({ id: 13, status: 'hidden' }),
    });
    await commentItem('Agreed!');
    route('GET /api/admin/comments?status=held&page=1', page([held[1]], { counts: { held: 1, visible: 41, hidden: 1 } }));
    await user.click(screen.getByRole('button', { name: 'Approve comment by Ama' }));
    expect(await screen.findByText('Ama’s comment is shown on the site.')).toBeInTheDocument();
    expect(calls('POST /api/admin/comments/12/approve')).toEqual([undefined]);
    expect(await screen.findByRole('button', { name: 'Visible (41)' })).toBeInTheDocument();
    expect(screen.queryByText('Cheap seeds at <b>https://spam.example</b>')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide comment by Kofi' }));
    expect(await screen.findByText('Kofi’s comment is no longer shown on the site.')).toBeInTheDocument();
    expect(calls('POST /api/admin/comments/13/hide')).toEqual([undefined]);
  });

  it('deletes a comment only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, calls } = setup({ 'DELETE /api/admin/comments/12': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Ama' }));
    expect(confirm).toHaveBeenCalledWith('Delete this comment by Ama? Its replies are deleted with it. This cannot be undone.');
    expect(calls('DELETE /api/admin/comments/12')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete comment by Ama' }));
    expect(await screen.findByText('Ama’s comment was deleted.')).toBeInTheDocument();
    expect(calls('DELETE /api/admin/comments/12')).toHaveLength(1);
  });

  it('blocks the author after confirmation and shows Blocked', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, calls } = setup({ 'POST /api/admin/comments/12/block': { blocked: true } });
    const item = await commentItem('Cheap seeds at <b>https://spam.example</b>');
    await user.click(within(item).getByRole('button', { name: 'Block author of the comment by Ama' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Block visitor 3f2a…?'));
    expect(calls('POST /api/admin/comments/12/block')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(within(item).getByRole('button', { name: 'Block author of the comment by Ama' }));
    expect(await within(item).findByText('Blocked')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Block author/ })).not.toBeInTheDocument();
    expect(calls('POST /api/admin/comments/12/block')).toEqual([undefined]);
    // The blocks list below is reloaded too.
    await waitFor(() => expect(calls('GET /api/admin/comment-blocks')).toHaveLength(2));
  });

  it('blocks the address for 30 days after its own confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, calls } = setup({ 'POST /api/admin/comments/12/block?scope=address': { blocked: true } });
    const item = await commentItem('Cheap seeds at <b>https://spam.example</b>');
    await user.click(within(item).getByRole('button', { name: 'Block the address of the comment by Ama' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('for 30 days'));
    expect(await within(item).findByText('Blocked')).toBeInTheDocument();
    expect(calls('POST /api/admin/comments/12/block?scope=address')).toHaveLength(1);
    expect(calls('POST /api/admin/comments/12/block')).toHaveLength(0);
  });

  it('shows Blocked, and no Block author, for a comment whose author is already blocked', async () => {
    setup({ 'GET /api/admin/comments?status=held&page=1': page([makeComment({ blocked: true })]) });
    const item = await commentItem('Plant garlic before the frost.');
    expect(within(item).getByText('Blocked')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Block author/ })).not.toBeInTheDocument();
  });

  it('pages through more comments than fit on one page', async () => {
    const { user, calls } = setup({
      'GET /api/admin/comments?status=held&page=1': page(held, { total: 120, perPage: 50 }),
      'GET /api/admin/comments?status=held&page=2': page([makeComment({ id: 99, content: 'On page two' })], { page: 2, total: 120, perPage: 50 }),
    });
    const pager = await screen.findByRole('navigation', { name: 'Comment pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('On page two')).toBeInTheDocument();
    expect(calls('GET /api/admin/comments?status=held&page=2')).toHaveLength(1);
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('has no pager when every comment fits on one page', async () => {
    setup();
    await commentItem('Agreed!');
    expect(screen.queryByRole('navigation', { name: 'Comment pages' })).not.toBeInTheDocument();
  });

  it('says plainly when nothing is waiting', async () => {
    setup({ 'GET /api/admin/comments?status=held&page=1': page([], { counts: { held: 0, visible: 4, hidden: 0 } }) });
    expect(await screen.findByText('Nothing is waiting for a moderator.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Held (0)' })).toBeInTheDocument();
  });

  it("shows the server's error when the comments cannot be loaded", async () => {
    setup({ 'GET /api/admin/comments?status=held&page=1': () => jsonResponse(500, { error: 'The database is busy.' }) });
    expect(await screen.findByText('The comments could not be loaded. The database is busy.')).toBeInTheDocument();
  });
});

describe('Inbox: the blocklist', () => {
  it('saves one word a line, trimmed, and shows what the server stored', async () => {
    const { user, calls } = setup({
      'PUT /api/admin/comment-blocklist': (init) => {
        const { words } = JSON.parse(String(init?.body)) as { words: string[] };
        return jsonResponse(200, { words: [...new Set(words.map((w) => w.toLowerCase()))] });
      },
    });
    const form = await screen.findByRole('form', { name: 'Blocklist' });
    const box = within(form).getByLabelText('Blocked words');
    expect(box).toHaveValue('casino\nviagra');
    expect(within(form).getByRole('status')).toHaveTextContent('The blocklist has 2 words.');

    await user.type(box, '\n\n  Free Money \nCASINO');
    expect(within(form).getByRole('status')).toHaveTextContent('Unsaved changes.');
    await user.click(within(form).getByRole('button', { name: 'Save blocklist' }));

    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Saved. The blocklist has 3 words.'));
    expect(calls('PUT /api/admin/comment-blocklist')).toEqual([{ words: ['casino', 'viagra', 'Free Money', 'CASINO'] }]);
    expect(box).toHaveValue('casino\nviagra\nfree money');
  });

  it("shows the server's refusal", async () => {
    const { user } = setup({
      'PUT /api/admin/comment-blocklist': () => jsonResponse(400, { error: 'The blocklist could not be saved right now.' }),
    });
    const form = await screen.findByRole('form', { name: 'Blocklist' });
    await user.type(within(form).getByLabelText('Blocked words'), '\nspam');
    await user.click(within(form).getByRole('button', { name: 'Save blocklist' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The blocklist could not be saved right now.');
    expect(within(form).getByRole('status')).toHaveTextContent('Unsaved changes.');
  });

  it('refuses a word over 40 characters without sending', async () => {
    const { user, calls } = setup();
    const form = await screen.findByRole('form', { name: 'Blocklist' });
    await user.type(within(form).getByLabelText('Blocked words'), `\n${'x'.repeat(41)}`);
    await user.click(within(form).getByRole('button', { name: 'Save blocklist' }));
    expect(within(form).getByText(/Words can be at most 40 characters/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Blocked words')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('PUT /api/admin/comment-blocklist')).toHaveLength(0);
  });
});

describe('Inbox: blocked visitors', () => {
  it('lists the blocks and unblocks one', async () => {
    const { user, calls, route } = setup({
      'GET /api/admin/comment-blocks': [
        { id: 1, label: 'visitor 3f2a… and their address', createdAt: '2026-11-23T15:00:00Z', note: 'Cheap seeds at' },
      ],
      'DELETE /api/admin/comment-blocks/1': () => new Response(null, { status: 204 }),
    });
    const list = await screen.findByRole('list', { name: 'Blocked visitors' });
    expect(within(list).getByText('visitor 3f2a… and their address')).toBeInTheDocument();
    expect(within(list).getByText('“Cheap seeds at”')).toBeInTheDocument();
    route('GET /api/admin/comment-blocks', []);
    await user.click(within(list).getByRole('button', { name: 'Unblock visitor 3f2a… and their address' }));
    expect(await screen.findByText('No one is blocked.')).toBeInTheDocument();
    expect(calls('DELETE /api/admin/comment-blocks/1')).toHaveLength(1);
  });

  it('says so when no one is blocked', async () => {
    setup();
    expect(await screen.findByText('No one is blocked.')).toBeInTheDocument();
  });
});
