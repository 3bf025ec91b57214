import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { createTestQueryClient, jsonResponse, renderWithProviders } from '@/test/render';
import type { GrantApplication, GrantMatch } from '../types';
import GrantSearchPage from './grant-search-page';

afterEach(() => vi.unstubAllGlobals());

const member = { id: 7, username: 'ama', email: 'ama@example.org', role: 'member' };

function match(id: string, score: number): GrantMatch {
  return {
    grant: {
      id, title: `Program ${id}`, agency: 'USDA', amount: '$1,000 – $5,000', deadline: 'Closes usually in March.', description: 'Funds things.',
      website: `https://example.org/${id}`, kind: 'grant', awardMin: 1000, awardMax: 5000, applicants: '', match: 'None', regionLabel: null,
      figuresYear: 2025, source: 'seed', checkNotice: 'Figures change every year: check the current notice before applying.',
    },
    matchScore: score,
    reasons: ['✓ Open to every farmer'],
    criteria: [
      { criterion: 'farmerType', met: true, points: 25, maxPoints: 25, text: 'Open to every farmer.' },
      { criterion: 'projectFocus', met: false, points: 0, maxPoints: 25, text: 'Focuses on education rather than water.' },
    ],
    applicationTips: ['Tip one.', 'Tip two.', 'Tip three.', 'Tip four.'],
    deadlineStatus: 'open',
    deadlineDate: '2027-03-31',
    trackedStatus: null,
  };
}

function application(id: number): GrantApplication {
  return {
    id, grantId: `g${id}`, grantTitle: `Tracked ${id}`, status: 'researching', notes: [{ date: '2026-11-25', text: 'Started tracking on November 25, 2026.' }],
    lastUpdated: '2026-11-25T10:00:00Z', createdAt: '2026-11-25T10:00:00Z', nextStatuses: ['preparing', 'withdrawn'], deadline: null, deadlineStatus: null, deadlineDate: null, website: null,
  };
}

describe('Grant Search', () => {
  it('asks a signed-out visitor to sign in and sends them to /api/login with a return path', async () => {
    stubFetchRoutes({});
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<GrantSearchPage />, { route: '/grant-search', client: createTestQueryClient({ user: null }) });
    expect(screen.getByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    expect(assign).toHaveBeenCalledWith('/api/login?next=/grant-search');
  });

  it('searches with the chosen filters, shows reasons and three tips, tracks, and lists five applications and "and n more"', async () => {
    const history = [1, 2, 3, 4, 5, 6, 7].map(application);
    const { calls, route } = stubFetchRoutes({
      'POST /api/grants/search': { totalResults: 2, matches: [match('a', 90), match('b', 60)] },
      'GET /api/grants/application-history': history,
      'POST /api/grants/track-application': () => jsonResponse(201, { application: application(8), applications: [application(8), ...history] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<GrantSearchPage />, { route: '/grant-search', client: createTestQueryClient({ user: member }) });
    expect(await screen.findByRole('heading', { name: '2 programs match' })).toBeInTheDocument();
    expect(calls('POST /api/grants/search')[0]).toEqual({});

    await user.selectOptions(screen.getByLabelText('Farm type'), 'urban');
    await user.type(screen.getByLabelText(/^Location/), 'Macon, GA');
    await user.click(screen.getByRole('button', { name: 'Search Grants' }));
    expect(calls('POST /api/grants/search')[1]).toEqual({ farmType: 'urban', location: 'Macon, GA' });

    const card = screen.getByRole('article', { name: 'Program a' });
    expect(within(card).getByLabelText('Match score 90 out of 100')).toBeInTheDocument();
    expect(within(card).getByText(/Focuses on education rather than water/)).toBeInTheDocument();
    expect(within(card).getByText('Tip three.')).toBeInTheDocument();
    expect(within(card).queryByText('Tip four.')).not.toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Your Applications' });
    expect(await within(panel).findByText('Tracked 5')).toBeInTheDocument();
    expect(within(panel).queryByText('Tracked 6')).not.toBeInTheDocument();
    expect(within(panel).getByText(/and 2 more/)).toBeInTheDocument();

    route('GET /api/grants/application-history', [application(8), ...history]);
    await user.click(within(card).getByRole('button', { name: 'Track Application' }));
    expect(await within(card).findByRole('button', { name: 'Tracking: Researching' })).toBeDisabled();
    const sent = calls('POST /api/grants/track-application')[0];
    expect(sent).toMatchObject({ grantId: 'a', grantTitle: 'Program a', status: 'researching' });
    expect(sent.notes).toMatch(/^Started tracking on /);
    expect(await within(panel).findByText(/and 3 more/)).toBeInTheDocument();
  });
});
