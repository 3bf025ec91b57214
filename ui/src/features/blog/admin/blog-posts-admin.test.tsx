import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { createTestQueryClient, jsonResponse, renderApp } from '@/test/render';
import type { BlogPost } from '../types';

const admin = { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' };
const stored: BlogPost = {
  id: 7,
  slug: 'mulch-before-the-heat',
  title: 'Mulch before the heat',
  content: 'Mulch keeps roots cool.',
  tips: ['Water first'],
  date: '2026-11-30',
};

afterEach(() => vi.unstubAllGlobals());

async function openBlogAdmin(routes: Parameters<typeof stubFetchRoutes>[0] = {}) {
  const stub = stubFetchRoutes({ 'GET /api/admin/blog-posts': { items: [stored] }, ...routes });
  const user = userEvent.setup();
  renderApp('/admin/dashboard', createTestQueryClient({ user: admin }));
  await user.click(await screen.findByRole('tab', { name: 'Community' }));
  expect(await screen.findByRole('tab', { name: 'Blog posts', selected: true })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Mulch before the heat' });
  return { user, ...stub };
}

describe('Admin: blog posts', () => {
  it('lists the posts with their day', async () => {
    await openBlogAdmin();
    expect(screen.getByRole('link', { name: 'Mulch before the heat' })).toHaveAttribute('href', '/community-griot/blog/mulch-before-the-heat');
    expect(screen.getByText(/Post of Nov 30, 2026 · 1 tip/)).toBeInTheDocument();
  });

  it('checks the fields before sending, then sends the post', async () => {
    const { user, calls } = await openBlogAdmin({
      'POST /api/admin/blog-posts': (init) => jsonResponse(201, { ...JSON.parse(String(init?.body)), id: 8, slug: 'new' }),
    });
    await user.click(screen.getByRole('button', { name: 'New post' }));
    const form = screen.getByRole('form', { name: 'New blog post' });
    await user.click(within(form).getByRole('button', { name: 'Add post' }));

    expect(within(form).getByText('The title is required.')).toBeInTheDocument();
    expect(within(form).getByText('Write the post’s text.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    expect(calls('POST /api/admin/blog-posts')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Title'), '  Sow garlic now ');
    expect(within(form).queryByText('The title is required.')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Text'), 'Plant cloves pointy end up.');
    await user.type(within(form).getByLabelText('Tips'), 'Pick big cloves{Enter}{Enter}Mulch after planting');
    expect(within(form).getByLabelText('Day (optional)')).toHaveAttribute('type', 'date');
    await user.click(within(form).getByRole('button', { name: 'Add post' }));

    expect(await screen.findByText('Blog post added')).toBeInTheDocument();
    expect(calls('POST /api/admin/blog-posts')).toEqual([
      { title: 'Sow garlic now', content: 'Plant cloves pointy end up.', tips: ['Pick big cloves', 'Mulch after planting'], date: null },
    ]);
    expect(screen.queryByRole('form', { name: 'New blog post' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when two posts would share a day", async () => {
    const { user, calls } = await openBlogAdmin({
      'PUT /api/admin/blog-posts/7': () => jsonResponse(409, { error: 'Another post is already the post of 2026-11-30.' }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Mulch before the heat' }));
    const form = screen.getByRole('form', { name: 'Edit Mulch before the heat' });
    expect(within(form).getByLabelText('Tips')).toHaveValue('Water first');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Another post is already the post of 2026-11-30.');
    expect(calls('PUT /api/admin/blog-posts/7')).toEqual([
      { title: 'Mulch before the heat', content: 'Mulch keeps roots cool.', tips: ['Water first'], date: '2026-11-30' },
    ]);
    // The form stays open with what was typed.
    expect(within(form).getByLabelText('Title')).toHaveValue('Mulch before the heat');
  });

  it('deletes a post only after confirming', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, calls } = await openBlogAdmin({ 'DELETE /api/admin/blog-posts/7': () => new Response(null, { status: 204 }) });
    await user.click(screen.getByRole('button', { name: 'Delete Mulch before the heat' }));
    expect(calls('DELETE /api/admin/blog-posts/7')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Mulch before the heat' }));
    expect(await screen.findByText('Blog post deleted')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(calls('DELETE /api/admin/blog-posts/7')).toHaveLength(1));
  });
});
