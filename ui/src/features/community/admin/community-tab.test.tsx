import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { createTestQueryClient, jsonResponse, renderApp } from '@/test/render';

const admin = { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' };

afterEach(() => vi.unstubAllGlobals());

async function openSection(name: string, routes: Parameters<typeof stubFetchRoutes>[0]) {
  const stub = stubFetchRoutes({ 'GET /api/admin/blog-posts': { items: [] }, ...routes });
  const user = userEvent.setup();
  renderApp('/admin/dashboard', createTestQueryClient({ user: admin }));
  await user.click(await screen.findByRole('tab', { name: 'Community' }));
  await user.click(await screen.findByRole('tab', { name }));
  return { user, ...stub };
}

describe('Admin: Community tab', () => {
  it('comes after Site (before Quiz, Farm plans, Grants and Inbox) and has its five sections', async () => {
    stubFetchRoutes({ 'GET /api/admin/blog-posts': { items: [] } });
    const user = userEvent.setup();
    renderApp('/admin/dashboard', createTestQueryClient({ user: admin }));
    await user.click(await screen.findByRole('tab', { name: 'Community' }));
    const main = screen.getByRole('tablist', { name: 'Dashboard sections' });
    expect(within(main).getAllByRole('tab').map((t) => t.textContent).slice(-6)).toEqual(['Site', 'Community', 'Quiz', 'Farm plans', 'Grants', 'Inbox']);
    const sections = screen.getByRole('tablist', { name: 'Community sections' });
    expect(within(sections).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Blog posts',
      'Videos',
      'Resources',
      'Game links',
      'Programs',
    ]);
    expect(await screen.findByText(/Visitors see the three built-in posts/)).toBeInTheDocument();
  });

  it('refuses javascript: and data: links and asks for the resource type, then sends a resource', async () => {
    const { user, calls } = await openSection('Resources', {
      'GET /api/admin/resources': { items: [] },
      'POST /api/admin/resources': (init) => jsonResponse(201, { id: 4, ...JSON.parse(String(init?.body)) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add resource' }));
    const form = screen.getByRole('form', { name: 'New resource' });
    await user.type(within(form).getByLabelText('Title'), 'SARE');
    await user.type(within(form).getByLabelText('Web address'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    expect(within(form).getByText('Enter a web address starting with https:// or http://.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the kind of resource.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Web address')).toHaveFocus();

    await user.clear(within(form).getByLabelText('Web address'));
    await user.type(within(form).getByLabelText('Web address'), 'data:text/html,hi');
    expect(within(form).getByText('Enter a web address starting with https:// or http://.')).toBeInTheDocument();
    expect(calls('POST /api/admin/resources')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Web address'));
    await user.type(within(form).getByLabelText('Web address'), 'https://www.sare.org/grants/');
    await user.selectOptions(within(form).getByLabelText('Type'), 'funding');
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    expect(await screen.findByText('The resource was added')).toBeInTheDocument();
    expect(calls('POST /api/admin/resources')).toEqual([
      { title: 'SARE', url: 'https://www.sare.org/grants/', description: '', type: 'funding' },
    ]);
  });

  it("shows the server's refusal of a video", async () => {
    const { user } = await openSection('Videos', {
      'GET /api/admin/videos': { items: [{ id: 1, title: 'Raised beds', url: 'https://youtu.be/abc', description: '' }] },
      'PUT /api/admin/videos/1': () => jsonResponse(400, { error: 'The title can have at most 200 characters.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Raised beds' }));
    const form = screen.getByRole('form', { name: 'Edit Raised beds' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The title can have at most 200 characters.');
  });

  it('edits the programs: intro, add and remove rows, save', async () => {
    const { user, calls } = await openSection('Programs', {
      'GET /api/admin/programs': { intro: 'Join us.', programs: [{ title: 'Youth garden', body: 'Saturdays.' }] },
      'PUT /api/admin/programs': (init) => jsonResponse(200, JSON.parse(String(init?.body))),
    });
    const form = await screen.findByRole('form', { name: 'Programs page' });
    expect(within(form).getByLabelText('Introduction')).toHaveValue('Join us.');
    await user.click(within(form).getByRole('button', { name: 'Add program' }));
    expect(within(form).getByLabelText('Program 2 title')).toHaveFocus();
    await user.type(within(form).getByLabelText('Program 2 description'), 'Tuesdays.');
    await user.click(within(form).getByRole('button', { name: 'Save programs' }));
    expect(within(form).getByText('The title is required.')).toBeInTheDocument();
    expect(calls('PUT /api/admin/programs')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Program 2 title'), 'Market stand');
    await user.click(within(form).getByRole('button', { name: 'Remove program 1 (Youth garden)' }));
    await user.click(within(form).getByRole('button', { name: 'Save programs' }));
    expect(await screen.findByText('Programs saved')).toBeInTheDocument();
    expect(calls('PUT /api/admin/programs')).toEqual([{ intro: 'Join us.', programs: [{ title: 'Market stand', body: 'Tuesdays.' }] }]);
  });
});
