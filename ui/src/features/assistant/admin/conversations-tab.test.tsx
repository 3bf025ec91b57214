import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { createTestQueryClient, renderApp } from '@/test/render';
import type { Conversation, ConversationsPage } from './types';

const admin = { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' };
const BASE = '/api/admin/conversations?page=1&perPage=25';

const conversation = (id: number, change: Partial<Conversation> = {}): Conversation => ({
  id,
  message: `Question ${id}`,
  reply: `Reply ${id}`,
  emotion: 'happy',
  risk: 'low',
  source: 'knowledge',
  at: '2025-06-15T06:05:00',
  fallback: false,
  rating: null,
  ...change,
});

const page = (conversations: Conversation[], total = conversations.length, n = 1): ConversationsPage => ({
  conversations,
  page: n,
  perPage: 25,
  total,
});

let api: ReturnType<typeof stubFetchRoutes>;

beforeEach(() => {
  api = stubFetchRoutes({
    'GET /api/admin/products': [],
    'GET /api/admin/categories': [],
    [`GET ${BASE}`]: page(
      [
        conversation(7, { message: 'Do rabbits eat kale?', reply: 'No, never.', rating: 'down', risk: 'medium', fallback: true }),
        conversation(6, { rating: 'up' }),
      ],
      30,
    ),
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The conversation list addresses requested so far, in order. */
const requested = () =>
  api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/conversations'));

async function openConversations() {
  const user = userEvent.setup();
  renderApp('/admin/dashboard', createTestQueryClient({ user: admin }));
  await user.click(await screen.findByRole('tab', { name: 'Conversations' }));
  const panel = screen.getByRole('tabpanel', { name: 'Conversations' });
  await within(panel).findByRole('list', { name: 'Conversations' });
  return { user, panel };
}

describe('Conversation review', () => {
  it('lists each exchange with its risk, rating, fallback and date, and pages through them', async () => {
    api.route('GET /api/admin/conversations?page=2&perPage=25', page([conversation(1)], 30, 2));
    const { user, panel } = await openConversations();
    const item = within(panel).getByText('Do rabbits eat kale?').closest('li')!;
    expect(item).toHaveTextContent('No, never.');
    expect(item).toHaveTextContent('Risk: medium');
    expect(item).toHaveTextContent('Thumbs down');
    expect(item).toHaveTextContent('Fallback');
    expect(item).toHaveTextContent('Jun 15, 2025, 6:05 AM');
    expect(within(panel).getByText('Question 6').closest('li')).toHaveTextContent('Thumbs up');
    expect(within(panel).getByText(/30 conversations · Page 1 of 2/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText('Question 1')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks the server for exactly the filters chosen, back on page 1', async () => {
    api.route(
      'GET /api/admin/conversations?page=1&perPage=25&risk=high&fallback=true&rating=none&q=frost+%26+tomatoes',
      page([]),
    );
    const { user, panel } = await openConversations();
    await user.selectOptions(within(panel).getByLabelText('Risk level'), 'high');
    await user.click(within(panel).getByLabelText('Answered by a fallback'));
    await user.selectOptions(within(panel).getByLabelText('Rating'), 'none');
    await user.type(within(panel).getByLabelText('Search'), ' frost & tomatoes {Enter}');

    await waitFor(() =>
      expect(requested().at(-1)).toBe(
        '/api/admin/conversations?page=1&perPage=25&risk=high&fallback=true&rating=none&q=frost+%26+tomatoes',
      ),
    );
    expect(requested()).toContain('/api/admin/conversations?page=1&perPage=25&risk=high');
    expect(requested()).toContain('/api/admin/conversations?page=1&perPage=25&risk=high&fallback=true');
    // Typing alone does not search; Enter (or the Search button) does.
    expect(requested().filter((url) => url.includes('q='))).toHaveLength(1);
    expect(await within(panel).findByText('No conversations match.')).toBeInTheDocument();
  });

  it('"Correct this answer" opens the Training Center on the conversation, and the correction names it', async () => {
    api.route('GET /api/dexter/daily-tasks', []);
    api.route('GET /api/dexter/training-history', []);
    api.route('GET /api/dexter/test-results', []);
    api.route('GET /api/dexter/corrections', []);
    api.route('GET /api/dexter/instructions', []);
    api.route('POST /api/dexter/correct', {
      success: true,
      updated: false,
      correction: {
        id: 1,
        question: 'Do rabbits eat kale?',
        answer: 'Yes: fence your kale.',
        enabled: true,
        createdAt: '2025-06-15T00:00:00Z',
        updatedAt: '2025-06-15T00:00:00Z',
        source: 'conversation',
      },
    });
    const { user, panel } = await openConversations();
    const item = within(panel).getByText('Do rabbits eat kale?').closest('li')!;
    await user.click(within(item).getByRole('link', { name: 'Correct this answer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Training Center' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Corrections' })).toHaveAttribute('aria-selected', 'true');
    const corrections = screen.getByRole('tabpanel', { name: 'Corrections' });
    expect(within(corrections).getByText('Do rabbits eat kale?')).toBeInTheDocument();
    expect(within(corrections).getByLabelText('Incorrect response')).toHaveValue('No, never.');
    expect(within(corrections).queryByLabelText(/^Session ID/)).not.toBeInTheDocument();
    const message = within(corrections).getByLabelText(/^Correction message/);
    expect(message).toHaveFocus();

    await user.type(message, 'Yes: fence your kale.');
    await user.click(within(corrections).getByRole('button', { name: 'Send Correction' }));

    expect(await screen.findByText('Correction sent successfully!')).toBeInTheDocument();
    expect(api.calls('POST /api/dexter/correct')).toEqual([
      { conversationId: 7, incorrectResponse: 'No, never.', correctionMessage: 'Yes: fence your kale.' },
    ]);
    // The form is back to a general correction.
    expect(within(corrections).getByLabelText(/^Session ID/)).toHaveValue('');
  });
});
