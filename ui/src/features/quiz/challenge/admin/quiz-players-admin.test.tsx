import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { createTestQueryClient, jsonResponse, renderApp, renderWithProviders } from '@/test/render';
import type { LeaderboardEntry } from '../types';
import { QuizPlayersAdmin } from './quiz-players-admin';

const LEADERBOARD = 'GET /api/quiz/leaderboard';
const kofi: LeaderboardEntry = { playerId: 'player-kofi-1234', playerName: 'Kofi', level: 6, badges: ['first-quiz', 'soil-health-master'], totalPoints: 900 };
const spam: LeaderboardEntry = { playerId: 'player-spam-1234', playerName: 'Rude Name', level: 1, badges: [], totalPoints: 10 };

afterEach(() => vi.unstubAllGlobals());

function renderAdmin(routes: Record<string, RouteAnswer> = {}) {
  const stub = stubFetchRoutes({ [LEADERBOARD]: [kofi, spam], ...routes });
  const user = userEvent.setup();
  renderWithProviders(<QuizPlayersAdmin />);
  return { ...stub, user };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Admin: quiz players', () => {
  it('lists the leaderboard with rank, level, points and badges', async () => {
    renderAdmin();
    expect(await screen.findByRole('table', { name: 'Quiz players' })).toBeInTheDocument();
    expect(rowOf('Kofi')).toHaveTextContent('1Kofi6900First Quiz, Soil Health Master');
    expect(rowOf('Rude Name')).toHaveTextContent('2Rude Name110—');
  });

  it('removes a player after confirming, then shows the leaderboard without them', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, calls, route } = renderAdmin({
      'DELETE /api/admin/quiz/players/player-spam-1234': () => {
        route(LEADERBOARD, [kofi]);
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Rude Name' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Remove Rude Name (10 points) from the quiz?'));
    expect(calls('DELETE /api/admin/quiz/players/player-spam-1234')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Rude Name' })).not.toBeInTheDocument());
    expect(rowOf('Kofi')).toBeInTheDocument();
    expect(await screen.findByText('Rude Name is no longer on the leaderboard.')).toBeInTheDocument();
  });

  it('sends nothing when the removal is cancelled', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, fetchMock } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Remove Kofi' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
    expect(rowOf('Kofi')).toBeInTheDocument();
  });

  it('says why a removal failed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAdmin({
      'DELETE /api/admin/quiz/players/player-kofi-1234': () => jsonResponse(404, { error: 'There is no player with this id.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Kofi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kofi could not be removed. There is no player with this id.');
  });

  it('is the Quiz tab of the admin dashboard, between Community and Farm plans', async () => {
    stubFetchRoutes({ [LEADERBOARD]: [], 'GET /api/admin/products': [] });
    const user = userEvent.setup();
    renderApp('/admin/dashboard', createTestQueryClient({ user: { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' } }));
    await user.click(await screen.findByRole('tab', { name: 'Quiz' }));
    const tabs = screen.getByRole('tablist', { name: 'Dashboard sections' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent).slice(-5, -2)).toEqual(['Community', 'Quiz', 'Farm plans']);
    expect(screen.getByRole('heading', { level: 2, name: 'Quiz players' })).toBeInTheDocument();
    expect(await screen.findByText('No one has finished a quiz yet.')).toBeInTheDocument();
  });
});
