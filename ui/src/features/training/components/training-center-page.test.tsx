import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetchRoutes } from '@/test/fetch-routes';
import { createTestQueryClient, jsonResponse, renderApp } from '@/test/render';
import type { Correction, HistoryEntry, Instruction, TestResult } from '../types';

const admin = { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' };

const tasks = [
  { id: 'dt-1', title: 'Greet a new grower', category: 'Conversation', instruction: 'Say hello warmly.', expectedBehavior: 'A friendly greeting.' },
  { id: 'dt-2', title: 'Point to grants', category: 'Features', instruction: 'Mention the grant search.', expectedBehavior: 'Links the grant search.' },
];

const testResult = (n: number): TestResult => ({
  scenario: `Scenario ${n}`,
  expectedBehavior: n === 1 ? '' : `Expected ${n}`,
  actualResponse: `Answer ${n}`,
  emotion: 'happy',
  sessionId: `test-${n}`,
});

const historyEntry: HistoryEntry = {
  id: 3,
  taskType: 'correction',
  date: '2025-06-15T06:05:00',
  instructions: 'Tomatoes and frost',
  actualResponse: 'Tomatoes love frost.',
  correctionNeeded: true,
  correctionMessage: 'Tomatoes die in frost.',
  reinforcement: 'Check your frost dates.',
  passed: null,
  outcome: null,
  endedAt: null,
};

const correction: Correction = {
  id: 5,
  question: 'When do I plant garlic?',
  answer: 'In October.',
  enabled: true,
  createdAt: '2025-06-01T00:00:00Z',
  updatedAt: '2025-06-01T00:00:00Z',
  source: 'general',
};

const instruction: Instruction = {
  id: 8,
  text: 'Keep answers under 100 words.',
  kind: 'length',
  summary: 'Answers are at most 100 words.',
  appliesWithoutLlm: true,
  active: true,
  createdAt: '2025-06-01T00:00:00Z',
};

let api: ReturnType<typeof stubFetchRoutes>;

beforeEach(() => {
  api = stubFetchRoutes({
    'GET /api/dexter/daily-tasks': tasks,
    'GET /api/dexter/training-history': [],
    'GET /api/dexter/test-results': [testResult(2), testResult(1)],
    'GET /api/dexter/corrections': [correction],
    'GET /api/dexter/instructions': [instruction],
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderTrainingCenter() {
  const user = userEvent.setup();
  renderApp('/dexter-training', createTestQueryClient({ user: admin }));
  await screen.findByRole('tab', { name: 'Daily Training' });
  return user;
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return screen.getByRole('tabpanel', { name });
}

describe('Training Center: access', () => {
  it('offers the admin sign-in to a signed-out visitor instead of the tabs', async () => {
    api.route('GET /api/auth/user', () => jsonResponse(401, { error: 'Not signed in' }));
    renderApp('/dexter-training');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training Center' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as an administrator' })).toHaveAttribute('href', '/admin/login');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.calls('GET /api/dexter/daily-tasks')).toHaveLength(0);
  });

  it('offers the sign-in when the server refuses the session (403)', async () => {
    api.route('GET /api/dexter/daily-tasks', () => jsonResponse(403, { error: 'Admins only' }));
    renderApp('/dexter-training', createTestQueryClient({ user: admin }));
    expect(await screen.findByRole('link', { name: 'Sign in as an administrator' })).toBeInTheDocument();
  });
});

describe('Training Center: tabs', () => {
  it('has the five tabs, operable with the arrow keys', async () => {
    const user = await renderTrainingCenter();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Daily Training',
      'Custom Training',
      'Test & Evaluate',
      'Corrections',
      'Training History',
    ]);
    screen.getByRole('tab', { name: 'Daily Training' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Custom Training' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Custom Training' })).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Training History' })).toBeVisible();
  });
});

describe('Training Center: Daily Training', () => {
  it('lists the tasks, shows Training in Progress... while busy, then the alert with N and each result', async () => {
    const run = deferred<Response>();
    api.route('POST /api/dexter/daily-training', () => run.promise);
    const user = await renderTrainingCenter();
    const panel = screen.getByRole('tabpanel', { name: 'Daily Training' });
    expect(await within(panel).findByText('Greet a new grower')).toBeInTheDocument();
    expect(within(panel).getByText('Features')).toBeInTheDocument();
    expect(within(panel).getByText('Mention the grant search.')).toBeInTheDocument();
    expect(within(panel).getByText('Links the grant search.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Execute Daily Training' }));
    const busy = within(panel).getByRole('button', { name: 'Training in Progress...' });
    expect(busy).toBeDisabled();

    run.resolve(
      jsonResponse(200, {
        success: true,
        results: [
          { taskId: 'dt-1', title: 'Greet a new grower', passed: true, response: 'Hello, neighbour!', emotion: 'happy' },
          { taskId: 'dt-2', title: 'Point to grants', passed: false, response: 'Try the library.', emotion: 'thinking' },
        ],
      }),
    );
    expect(await screen.findByText('Daily training completed! Executed 2 training tasks.')).toBeInTheDocument();
    const results = within(panel).getByRole('region', { name: 'Results of the last run' });
    expect(within(results).getByText('1 of 2 tasks passed.')).toBeInTheDocument();
    expect(within(results).getByText('Hello, neighbour!').closest('li')).toHaveTextContent('Passed');
    expect(within(results).getByText('Try the library.').closest('li')).toHaveTextContent('Failed');
    expect(within(panel).getByRole('button', { name: 'Execute Daily Training' })).toBeEnabled();
  });

  it('alerts when the daily training fails', async () => {
    api.route('POST /api/dexter/daily-training', () => jsonResponse(500, { error: 'boom' }));
    const user = await renderTrainingCenter();
    await user.click(screen.getByRole('button', { name: 'Execute Daily Training' }));
    expect(await screen.findByText('Daily training failed. Please try again.')).toBeInTheDocument();
  });
});

describe('Training Center: Custom Training', () => {
  it('needs an instruction, sends it, clears the inputs, shows the answer and refreshes the history', async () => {
    api.route('POST /api/dexter/train', {
      success: true,
      sessionId: 'sess-9',
      response: 'I will point growers to the grant search.',
      emotion: 'celebrating',
      rule: { id: 4, kind: 'llm-only', summary: 'Speak like a pirate (LLM only).', appliesWithoutLlm: false },
    });
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Custom Training');
    const send = within(panel).getByRole('button', { name: 'Send Training Instruction' });
    expect(send).toBeDisabled();
    await user.type(within(panel).getByLabelText(/^Training instruction/), '   ');
    expect(send).toBeDisabled();

    await user.type(within(panel).getByLabelText(/^Training instruction/), 'Mention the grant search');
    await user.type(within(panel).getByLabelText('Expected response (optional)'), 'A link');
    expect(send).toBeEnabled();
    const historyBefore = api.calls('GET /api/dexter/training-history').length;
    await user.click(send);

    expect(await within(panel).findByText('I will point growers to the grant search.')).toBeInTheDocument();
    expect(api.calls('POST /api/dexter/train')).toEqual([{ instruction: 'Mention the grant search', expectedResponse: 'A link' }]);
    expect(within(panel).getByText('celebrating')).toBeInTheDocument();
    expect(within(panel).getByText('Speak like a pirate (LLM only).')).toBeInTheDocument();
    expect(within(panel).getByText('This instruction takes effect only when an LLM is connected.')).toBeInTheDocument();
    expect(within(panel).getByLabelText(/^Training instruction/)).toHaveValue('');
    expect(within(panel).getByLabelText('Expected response (optional)')).toHaveValue('');
    await waitFor(() => expect(api.calls('GET /api/dexter/training-history').length).toBeGreaterThan(historyBefore));
  });

  it('Send Correction opens the Corrections tab with the session and the answer filled in', async () => {
    api.route('POST /api/dexter/train', {
      success: true,
      sessionId: 'sess-9',
      response: 'Tomatoes love frost.',
      emotion: 'happy',
      rule: { id: 4, kind: 'length', summary: 'Short answers.', appliesWithoutLlm: true },
    });
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Custom Training');
    await user.type(within(panel).getByLabelText(/^Training instruction/), 'Talk about tomatoes');
    await user.click(within(panel).getByRole('button', { name: 'Send Training Instruction' }));
    await within(panel).findByText('Tomatoes love frost.');
    expect(within(panel).queryByText('This instruction takes effect only when an LLM is connected.')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Send Correction' }));

    expect(screen.getByRole('tab', { name: 'Corrections' })).toHaveAttribute('aria-selected', 'true');
    const corrections = screen.getByRole('tabpanel', { name: 'Corrections' });
    expect(within(corrections).getByLabelText(/^Session ID/)).toHaveValue('sess-9');
    expect(within(corrections).getByLabelText('Incorrect response')).toHaveValue('Tomatoes love frost.');
    expect(within(corrections).getByLabelText(/^Correction message/)).toHaveFocus();
  });

  it('Reinforce Positive sends the answer and its session', async () => {
    api.route('POST /api/dexter/train', {
      success: true,
      sessionId: 'sess-9',
      response: 'Mulch keeps the soil moist.',
      emotion: 'happy',
      rule: { id: 4, kind: 'include', summary: 'Mentions mulch.', appliesWithoutLlm: true },
    });
    api.route('POST /api/dexter/reinforce', { success: true });
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Custom Training');
    await user.type(within(panel).getByLabelText(/^Training instruction/), 'Mention mulch');
    await user.click(within(panel).getByRole('button', { name: 'Send Training Instruction' }));
    await user.click(await within(panel).findByRole('button', { name: 'Reinforce Positive' }));
    expect(await screen.findByText('Positive reinforcement sent!')).toBeInTheDocument();
    expect(api.calls('POST /api/dexter/reinforce')).toEqual([{ goodResponse: 'Mulch keeps the soil moist.', sessionId: 'sess-9' }]);
  });
});

describe('Training Center: Test & Evaluate', () => {
  it('needs a scenario, puts the new result first and keeps five', async () => {
    api.route('GET /api/dexter/test-results', [5, 4, 3, 2, 1].map(testResult));
    api.route('POST /api/dexter/test', testResult(6));
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Test & Evaluate');
    const list = await within(panel).findByRole('list', { name: 'Recent test results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    const button = within(panel).getByRole('button', { name: 'Test Response' });
    expect(button).toBeDisabled();
    await user.type(within(panel).getByLabelText(/^Scenario/), '  ');
    expect(button).toBeDisabled();
    await user.type(within(panel).getByLabelText(/^Scenario/), 'How deep for garlic?');
    await user.click(button);

    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Scenario 6'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).queryByText('Scenario 1')).not.toBeInTheDocument();
    expect(api.calls('POST /api/dexter/test')).toEqual([{ scenario: 'How deep for garlic?' }]);
  });

  it('Good Response reinforces; Needs Correction fills in the Corrections form', async () => {
    api.route('POST /api/dexter/reinforce', { success: true });
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Test & Evaluate');
    const first = (await within(panel).findByText('Answer 2')).closest('li')!;

    await user.click(within(first).getByRole('button', { name: 'Good Response' }));
    expect(await screen.findByText('Positive reinforcement sent!')).toBeInTheDocument();
    expect(api.calls('POST /api/dexter/reinforce')).toEqual([{ goodResponse: 'Answer 2', sessionId: 'test-2' }]);

    await user.click(within(first).getByRole('button', { name: 'Needs Correction' }));
    const corrections = screen.getByRole('tabpanel', { name: 'Corrections' });
    expect(within(corrections).getByLabelText(/^Session ID/)).toHaveValue('test-2');
    expect(within(corrections).getByLabelText('Incorrect response')).toHaveValue('Answer 2');
  });
});

describe('Training Center: Corrections', () => {
  it('needs a correction message, and a question for a general correction; then clears and refreshes', async () => {
    api.route('POST /api/dexter/correct', { success: true, updated: false, correction: { ...correction, id: 6 } });
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Corrections');
    const send = within(panel).getByRole('button', { name: 'Send Correction' });
    expect(send).toBeDisabled();

    await user.type(within(panel).getByLabelText(/^Correction message/), 'Plant garlic in October.');
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('A general correction needs the question it answers.');
    await user.type(within(panel).getByLabelText(/^Question this answers/), 'When do I plant garlic?');
    expect(send).toBeEnabled();

    // A session id makes it a session's correction: the question field goes away.
    await user.type(within(panel).getByLabelText(/^Session ID/), 'sess-1');
    expect(within(panel).queryByLabelText(/^Question this answers/)).not.toBeInTheDocument();
    await user.clear(within(panel).getByLabelText(/^Session ID/));

    const historyBefore = api.calls('GET /api/dexter/training-history').length;
    const correctionsBefore = api.calls('GET /api/dexter/corrections').length;
    await user.click(send);

    expect(await screen.findByText('Correction sent successfully!')).toBeInTheDocument();
    expect(api.calls('POST /api/dexter/correct')).toEqual([
      { question: 'When do I plant garlic?', correctionMessage: 'Plant garlic in October.' },
    ]);
    expect(within(panel).getByLabelText(/^Correction message/)).toHaveValue('');
    expect(within(panel).getByLabelText(/^Question this answers/)).toHaveValue('');
    await waitFor(() => expect(api.calls('GET /api/dexter/training-history').length).toBeGreaterThan(historyBefore));
    expect(api.calls('GET /api/dexter/corrections').length).toBeGreaterThan(correctionsBefore);
  });

  it("shows the server's reason when a session is unknown", async () => {
    api.route('POST /api/dexter/correct', () => jsonResponse(404, { error: 'No training session with that id.' }));
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Corrections');
    await user.type(within(panel).getByLabelText(/^Session ID/), 'nope');
    await user.type(within(panel).getByLabelText(/^Correction message/), 'Better answer');
    await user.click(within(panel).getByRole('button', { name: 'Send Correction' }));
    expect(await screen.findByText('No training session with that id.')).toBeInTheDocument();
    expect(within(panel).getByLabelText(/^Correction message/)).toHaveValue('Better answer');
  });

  it('edits, disables and (after confirming) deletes a stored correction', async () => {
    api.route('PUT /api/dexter/corrections/5', (init) =>
      jsonResponse(200, { ...correction, ...JSON.parse(String(init?.body)) }),
    );
    api.route('DELETE /api/dexter/corrections/5', { success: true });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Corrections');
    const list = await within(panel).findByRole('list', { name: 'Stored corrections' });
    expect(within(list).getByText('In October.')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /^Edit the correction for/ }));
    await user.clear(within(list).getByLabelText('Answer'));
    await user.type(within(list).getByLabelText('Answer'), 'In mid-October.');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correction saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/dexter/corrections/5')[0]).toEqual({ question: 'When do I plant garlic?', answer: 'In mid-October.' });

    await user.click(await within(list).findByRole('button', { name: /^Disable the correction for/ }));
    expect(await screen.findByText('Correction disabled')).toBeInTheDocument();
    expect(api.calls('PUT /api/dexter/corrections/5')[1]).toEqual({ enabled: false });

    await user.click(within(list).getByRole('button', { name: /^Delete the correction for/ }));
    expect(confirm).toHaveBeenCalled();
    expect(api.calls('DELETE /api/dexter/corrections/5')).toHaveLength(0);
    confirm.mockReturnValue(true);
    await user.click(within(list).getByRole('button', { name: /^Delete the correction for/ }));
    expect(await screen.findByText('Correction deleted')).toBeInTheDocument();
    expect(api.calls('DELETE /api/dexter/corrections/5')).toHaveLength(1);
  });

  it('deactivates an instruction', async () => {
    api.route('PUT /api/dexter/instructions/8', { ...instruction, active: false });
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Corrections');
    const list = await within(panel).findByRole('list', { name: 'Instructions' });
    expect(within(list).getByText('Answers are at most 100 words.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Deactivate the instruction/ }));
    expect(await screen.findByText('Instruction deactivated')).toBeInTheDocument();
    expect(api.calls('PUT /api/dexter/instructions/8')).toEqual([{ active: false }]);
  });
});

describe('Training Center: Training History', () => {
  it('says when there is no history yet', async () => {
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Training History');
    expect(await within(panel).findByText('No training history available yet.')).toBeInTheDocument();
  });

  it('shows each entry, with the correction and reinforcement where one was needed, and refreshes', async () => {
    api.route('GET /api/dexter/training-history', [historyEntry]);
    const user = await renderTrainingCenter();
    const panel = await openTab(user, 'Training History');
    const entry = (await within(panel).findByText('Tomatoes love frost.')).closest('li')!;
    expect(entry).toHaveTextContent('correction');
    expect(entry).toHaveTextContent('Jun 15, 2025, 6:05 AM');
    expect(entry).toHaveTextContent('Tomatoes and frost');
    expect(entry).toHaveTextContent('Tomatoes die in frost.');
    expect(entry).toHaveTextContent('Check your frost dates.');

    const before = api.calls('GET /api/dexter/training-history').length;
    await user.click(within(panel).getByRole('button', { name: 'Refresh History' }));
    await waitFor(() => expect(api.calls('GET /api/dexter/training-history').length).toBe(before + 1));
  });
});
