import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { jsonResponse, renderWithProviders } from '@/test/render';
import FreeGuidesPage from './free-guides-page';

const CAPTURE = 'POST /api/capture-lead';
const guides = [
  { title: 'Seeds of Change', url: '/api/download/seeds-of-change' },
  { title: 'Sustainable Food', url: '/api/download/sustainable-food' },
  { title: 'Growing Minds', url: '/api/download/growing-minds' },
  { title: 'Cooperative Living', url: 'javascript:alert(1)' },
];

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(routes: Record<string, RouteAnswer> = {}) {
  const stub = stubFetchRoutes({ [CAPTURE]: { success: true, guides }, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<FreeGuidesPage />, { route: '/free-guides' });
  return { ...stub, user };
}

async function submit(user: ReturnType<typeof userEvent.setup>, firstName: string, email: string) {
  if (firstName) await user.type(screen.getByLabelText('First name'), firstName);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Get My Free Guides' }));
}

describe('Free guides', () => {
  it.each([
    ['', 'ama@example.org', 'Please fill in all fields'],
    ['Ama', '', 'Please fill in all fields'],
    ['Ama', 'ama@example', 'Please enter a valid email address'],
  ])('alerts for first name %j and email %j, sending nothing', async (firstName, email, alert) => {
    const { user, calls } = renderPage();
    await submit(user, firstName, email);
    expect(alertSpy).toHaveBeenCalledWith(alert);
    expect(calls(CAPTURE)).toHaveLength(0);
  });

  it('sends, then thanks the visitor with the guides and the ways on', async () => {
    const answer = deferred<Response>();
    const { user, calls } = renderPage({ [CAPTURE]: () => answer.promise });
    expect(screen.getByLabelText('First name')).toHaveAttribute('maxLength', '60');
    await submit(user, ' Ama ', 'ama@example.org');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(calls(CAPTURE)).toEqual([{ firstName: 'Ama', email: 'ama@example.org' }]);

    answer.resolve(jsonResponse(200, { success: true, guides }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, Ama!' });
    await waitFor(() => expect(heading).toHaveFocus());
    const thanks = heading.closest('section')!;
    const list = within(thanks).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(guides.map((g) => g.title));
    expect(within(list).getByRole('link', { name: 'Seeds of Change' })).toHaveAttribute('href', '/api/download/seeds-of-change');
    expect(within(list).getAllByRole('link')).toHaveLength(3); // the unsafe link stays text
    expect(within(thanks).getByRole('link', { name: 'Country Store' })).toHaveAttribute('href', '/country-store');
    expect(within(thanks).getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
    expect(within(thanks).getByRole('link', { name: 'Explore Premium Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['the server fails', () => jsonResponse(500, { error: 'Mail queue down' }), 'Something went wrong. Please try again.'],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), 'Something went wrong. Please try again.'],
    ['success is not confirmed', () => jsonResponse(200, { success: false }), 'Something went wrong. Please try again.'],
    ['there were too many requests', () => jsonResponse(429, { error: 'Please wait a little before asking again.' }), 'Something went wrong. Please try again.'],
  ])('alerts and keeps the form when %s', async (_, answer, alert) => {
    const { user } = renderPage({ [CAPTURE]: answer });
    await submit(user, 'Ama', 'ama@example.org');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(alert));
    if (_ === 'there were too many requests') {
      // The seed's alert is fixed; the server's reason shows beside the form.
      expect(screen.getByText('Please wait a little before asking again.')).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveValue('Ama');
    expect(screen.getByRole('button', { name: 'Get My Free Guides' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: /Thank you/ })).not.toBeInTheDocument();
  });
});
