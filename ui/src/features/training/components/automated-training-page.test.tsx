import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetchRoutes } from '@/test/fetch-routes';
import { createTestQueryClient, jsonResponse, renderApp } from '@/test/render';
import type { Assessment, SchedulerStatus } from '../types';

const admin = { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' };

const config = {
  enabled: false,
  dailyTrainingTime: '06:00',
  continuousMonitoring: true,
  bulkTrainingEnabled: true,
  trainingIntensity: 'moderate' as const,
  adaptiveTraining: true,
};

const metrics = {
  responseQuality: 8.4,
  memoryRetention: 6,
  featureSuggestions: 5.9,
  conversationalFlow: 8,
  lastAssessment: '2025-06-15T06:00:00Z',
};

const assessments: Assessment[] = [
  { at: '2025-06-14T06:00:00Z', responseQuality: 7.1, memoryRetention: 5, featureSuggestions: 5, conversationalFlow: 7.5, questions: 20, corrections: 1 },
  { at: '2025-06-15T06:00:00Z', ...metrics, questions: 20, corrections: 3 },
];

let status: SchedulerStatus;
let api: ReturnType<typeof stubFetchRoutes>;

beforeEach(() => {
  status = { config: { ...config }, metrics: null, nextRuns: { dailyTraining: null, assessment: null } };
  api = stubFetchRoutes({
    'GET /api/dexter/scheduler/status': () => jsonResponse(200, status),
    'GET /api/dexter/bulk-instructions': [
      { title: 'Warm greetings', instruction: 'Greet growers by their first name when you know it.' },
      { title: 'Short answers', instruction: 'Keep answers under 150 words.' },
    ],
    'GET /api/dexter/assessments': assessments,
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPage() {
  const user = userEvent.setup();
  renderApp('/automated-training', createTestQueryClient({ user: admin }));
  await screen.findByRole('heading', { name: 'Dashboard' });
  return user;
}

const banner = () => screen.getByRole('status', { name: 'Status message' });

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('Automated training: access', () => {
  it('offers the admin sign-in when the status call answers 401', async () => {
    api.route('GET /api/dexter/scheduler/status', () => jsonResponse(401, { error: 'Not signed in' }));
    renderApp('/automated-training', createTestQueryClient({ user: admin }));
    expect(await screen.findByRole('link', { name: 'Sign in as an administrator' })).toHaveAttribute('href', '/admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Automated Training' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('Automated training: dashboard', () => {
  it('shows the status, intensity and metrics cards with the four tabs', async () => {
    status.nextRuns = { dailyTraining: '2025-06-16T06:00:00', assessment: null };
    await renderPage();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dashboard', 'Configuration', 'Bulk Training', 'Performance']);
    const panel = screen.getByRole('tabpanel', { name: 'Dashboard' });
    const statusCard = within(panel).getByRole('article', { name: 'Status' });
    expect(statusCard).toHaveTextContent('Stopped');
    expect(statusCard).toHaveTextContent('06:00');
    expect(statusCard).toHaveTextContent('MonitoringActive');
    expect(within(panel).getByRole('article', { name: 'Intensity' })).toHaveTextContent('every 2 hours');
    expect(within(panel).getByRole('article', { name: 'Metrics' })).toHaveTextContent('No assessment has run yet.');
  });

  it('starts when stopped, stops when running, saying so in the banner and reloading the status', async () => {
    api.route('POST /api/dexter/scheduler/start', () => {
      status = { ...status, config: { ...status.config, enabled: true } };
      return jsonResponse(200, { success: true });
    });
    api.route('POST /api/dexter/scheduler/stop', () => {
      status = { ...status, config: { ...status.config, enabled: false } };
      return jsonResponse(200, { success: true });
    });
    const user = await renderPage();
    expect(screen.queryByRole('button', { name: 'Stop Training' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Training' }));
    expect(await within(banner()).findByText('Automated training started')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Stop Training' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Status' })).getByText('Running')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop Training' }));
    expect(await within(banner()).findByText('Automated training stopped')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start Training' })).toBeInTheDocument();
    expect(api.calls('POST /api/dexter/scheduler/start')).toHaveLength(1);
    expect(api.calls('POST /api/dexter/scheduler/stop')).toHaveLength(1);
  });

  it('says when starting fails, with the reason', async () => {
    api.route('POST /api/dexter/scheduler/start', () => jsonResponse(500, { error: 'The scheduler is not running.' }));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Start Training' }));
    expect(await within(banner()).findByText('Failed to start training.')).toBeInTheDocument();
    expect(within(banner()).getByText('The scheduler is not running.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Training' })).toBeEnabled();
  });

  it('says when stopping fails', async () => {
    status.config.enabled = true;
    api.route('POST /api/dexter/scheduler/stop', () => jsonResponse(500, { error: 'boom' }));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Stop Training' }));
    expect(await within(banner()).findByText('Failed to stop training.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop Training' })).toBeInTheDocument();
  });

  it('announces a running assessment, then its outcome', async () => {
    const run = deferred<Response>();
    api.route('POST /api/dexter/scheduler/assessment', () => run.promise);
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Run Assessment' }));
    expect(within(banner()).getByText('Running performance assessment...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Assessment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start Training' })).toBeDisabled();
    status.metrics = metrics;
    run.resolve(jsonResponse(200, { success: true, metrics }));
    expect(await within(banner()).findByText('Performance assessment completed')).toBeInTheDocument();
    expect(await within(screen.getByRole('article', { name: 'Metrics' })).findByText('8.4/10')).toBeInTheDocument();
  });
});

describe('Automated training: performance', () => {
  it('offers Run First Assessment when there are no metrics, and says when it fails', async () => {
    api.route('POST /api/dexter/scheduler/assessment', () => jsonResponse(500, { error: 'boom' }));
    const user = await renderPage();
    const panel = await openTab(user, 'Performance');
    expect(within(panel).queryByRole('meter')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Run First Assessment' }));
    expect(await within(banner()).findByText('Assessment failed. Please try again.')).toBeInTheDocument();
    expect(api.calls('POST /api/dexter/scheduler/assessment')).toHaveLength(1);
  });

  it('colours and labels each score: green from 80 %, yellow from 60 %, red below', async () => {
    status.metrics = metrics;
    const user = await renderPage();
    const panel = await openTab(user, 'Performance');
    expect(within(panel).queryByRole('button', { name: 'Run First Assessment' })).not.toBeInTheDocument();

    const card = (name: string) => within(panel).getByRole('article', { name });
    const bar = (name: string) => within(card(name)).getByRole('meter').firstElementChild;
    expect(card('Response Quality')).toHaveTextContent('8.4/10');
    expect(card('Response Quality')).toHaveTextContent('Excellent performance');
    expect(bar('Response Quality')).toHaveClass('metric-bar__fill--green');
    expect(bar('Response Quality')).toHaveStyle({ width: '84%' });
    expect(card('Conversational Flow')).toHaveTextContent('Excellent performance');
    expect(card('Memory Retention')).toHaveTextContent('Good performance');
    expect(bar('Memory Retention')).toHaveClass('metric-bar__fill--yellow');
    expect(card('Feature Suggestions')).toHaveTextContent('Needs improvement');
    expect(bar('Feature Suggestions')).toHaveClass('metric-bar__fill--red');
  });

  it('draws the trend of the stored assessments, with the same numbers in a table', async () => {
    status.metrics = metrics;
    const user = await renderPage();
    const panel = await openTab(user, 'Performance');
    const chart = await within(panel).findByRole('img', { name: /^Scores out of 10 over 2 assessments/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Response Quality 7.1 to 8.4'));
    expect(chart.querySelectorAll('polyline')).toHaveLength(4);
    const table = within(panel).getByRole('table', { name: 'Assessment scores, oldest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('7.15.05.07.5201');
    expect(rows[2]).toHaveTextContent('8.46.05.98.0203');
  });
});

describe('Automated training: configuration and bulk training', () => {
  it('saves all six fields and reports it', async () => {
    api.route('POST /api/dexter/scheduler/config', (init) => jsonResponse(200, { success: true, config: JSON.parse(String(init?.body)) }));
    const user = await renderPage();
    const panel = await openTab(user, 'Configuration');
    expect(within(panel).getByRole('switch', { name: 'Automated training' })).not.toBeChecked();
    await user.click(within(panel).getByRole('switch', { name: 'Automated training' }));
    await user.click(within(panel).getByRole('switch', { name: 'Adaptive training' }));
    fireEvent.change(within(panel).getByLabelText('Daily training time'), { target: { value: '05:30' } });
    await user.selectOptions(within(panel).getByLabelText('Training intensity'), 'bulk');
    expect(within(panel).getByText('Monitoring assesses Dexter Jr. every 30 minutes.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save Configuration' }));

    expect(await within(banner()).findByText('Configuration updated successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/dexter/scheduler/config')).toEqual([
      {
        enabled: true,
        dailyTrainingTime: '05:30',
        continuousMonitoring: true,
        bulkTrainingEnabled: true,
        trainingIntensity: 'bulk',
        adaptiveTraining: false,
      },
    ]);
  });

  it('checks the time before sending, and reports a refusal', async () => {
    api.route('POST /api/dexter/scheduler/config', () => jsonResponse(400, { error: 'trainingIntensity must be one of light, moderate, intensive, bulk' }));
    const user = await renderPage();
    const panel = await openTab(user, 'Configuration');
    fireEvent.change(within(panel).getByLabelText('Daily training time'), { target: { value: '' } });
    await user.click(within(panel).getByRole('button', { name: 'Save Configuration' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('HH:MM');
    expect(api.calls('POST /api/dexter/scheduler/config')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText('Daily training time'), { target: { value: '07:00' } });
    await user.click(within(panel).getByRole('button', { name: 'Save Configuration' }));
    expect(await within(banner()).findByText('Failed to update configuration')).toBeInTheDocument();
    expect(within(banner()).getByText(/trainingIntensity must be one of/)).toBeInTheDocument();
  });

  it('lists the bulk instructions and runs a bulk session', async () => {
    const run = deferred<Response>();
    api.route('POST /api/dexter/scheduler/bulk-training', () => run.promise);
    const user = await renderPage();
    const panel = await openTab(user, 'Bulk Training');
    expect(await within(panel).findByText('Warm greetings')).toBeInTheDocument();
    expect(within(panel).getByText('Keep answers under 150 words.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Start Bulk Training' }));
    expect(within(banner()).getByText('Starting bulk training session...')).toBeInTheDocument();
    run.resolve(jsonResponse(200, { success: true, instructions: 8 }));
    expect(
      await within(banner()).findByText(
        'Bulk training completed successfully! Dexter Jr. has been trained with accelerated learning.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Start Bulk Training' })).toBeEnabled());
  });

  it('says when bulk training fails', async () => {
    api.route('POST /api/dexter/scheduler/bulk-training', () => jsonResponse(500, { error: 'boom' }));
    const user = await renderPage();
    const panel = await openTab(user, 'Bulk Training');
    await user.click(within(panel).getByRole('button', { name: 'Start Bulk Training' }));
    expect(await within(banner()).findByText('Bulk training failed. Please try again.')).toBeInTheDocument();
  });
});
