import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { createTestQueryClient, jsonResponse, renderWithProviders, testSite } from '@/test/render';
import ContactPage from './contact-page';

const SEND = 'POST /api/contact';
const THANKS = 'Thank you for your message! We will get back to you soon.';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderContact(routes: Record<string, RouteAnswer> = {}, client = createTestQueryClient()) {
  const stub = stubFetchRoutes({ [SEND]: () => jsonResponse(201, { success: true }), ...routes });
  const user = userEvent.setup();
  renderWithProviders(<ContactPage />, { route: '/contact', client });
  return { ...stub, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; message?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await user.type(screen.getByLabelText(/^Message/), values.message);
}

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('Contact Us', () => {
  it('shows the heading, the three labelled fields and the farm’s own details', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('maxLength', '5000');
    const details = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    expect(within(details).getByRole('link', { name: 'hello@farm.test' })).toHaveAttribute('href', 'mailto:hello@farm.test');
    expect(within(details).getByRole('link', { name: '(555) 010-0142' })).toHaveAttribute('href', 'tel:5550100142');
    expect(details).toHaveTextContent('1 Garden Row');
  });

  it('leaves out the details block when the farm has none', () => {
    renderContact({}, createTestQueryClient({ site: { ...testSite, email: '', phone: '', location: '' } }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows the banner and sends nothing while a field is missing', async () => {
    const { user, calls } = renderContact();
    await fill(user, { name: 'Ama', email: 'ama@example.org', message: '   ' });
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields before submitting.');
    expect(calls(SEND)).toHaveLength(0);
  });

  it('goes sending → success, clears the form, and clears the thanks after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred<Response>();
    const { user, calls } = renderContact({ [SEND]: () => answer.promise });
    await fill(user, { name: ' Ama ', email: 'ama@example.org', message: 'Can we visit?' });
    await user.click(send());

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(calls(SEND)).toEqual([{ name: 'Ama', email: 'ama@example.org', message: 'Can we visit?' }]);

    await act(async () => answer.resolve(jsonResponse(201, { success: true })));

    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(send()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it.each([
    ['a refusal', () => jsonResponse(400, { error: 'Messages can be at most 5000 characters.' }), 'Messages can be at most 5000 characters.'],
    [
      'too many messages',
      () => jsonResponse(429, { error: 'You have sent several messages this hour. Please try again later.' }),
      'You have sent several messages this hour. Please try again later.',
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Could not reach the server. Check your connection and try again.'],
  ])('shows the reason for %s and keeps what was written', async (_, answer, reason) => {
    const { user } = renderContact({ [SEND]: answer });
    await fill(user, { name: 'Ama', email: 'ama@example.org', message: 'Hello' });
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it('checks the email before sending', async () => {
    const { user, calls } = renderContact();
    await fill(user, { name: 'Ama', email: 'ama@example', message: 'Hello' });
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address, like name@example.org.');
    expect(calls(SEND)).toHaveLength(0);
  });
});
