import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { FarmPlan } from '../types';
import FarmPlanPage from './farm-plan-page';

const GENERATE = 'POST /api/generate-farm-plan';

const plan: FarmPlan = {
  id: 'abcdefghijklmnop',
  createdAt: '2026-11-25T10:00:00Z',
  location: 'Macon, Georgia',
  experience: 'beginner',
  crops: ['leafy-greens'],
  budget: 'minimal',
  timePerWeek: 2,
  customMessage: 'Welcome, grower in Macon, Georgia!',
  weeklyPlans: [1, 2, 3, 4].map((week) => ({
    week,
    title: `Title ${week}`,
    startDate: '2026-11-25',
    endDate: '2026-12-01',
    minutes: 75,
    tasks: [`Task of week ${week} (75 min)`],
    dexterTips: [`Tip of week ${week}`],
    schedule: [{ date: '2026-11-25', minutes: 75, kind: 'prepare', crop: null, text: `Task of week ${week}` }],
  })),
  season: { lastFrostDate: '2027-04-15', firstFallFrostDate: '2027-10-14', hemisphere: 'north', source: 'assumed', note: 'I assumed a last spring frost around April 15.' },
  cropPlans: [
    {
      group: 'leafy-greens', groupLabel: 'Leafy Greens', slug: 'lettuce', name: 'Leaf lettuce', method: 'direct', squareFeet: 32, plants: 128, bedCapacity: 128,
      plantsPerSquareFoot: 4, inRowInches: 6, betweenRowsInches: 12, sowingDepthInches: 0.25, seeds: 256, seedToBuy: 'one packet covers it (256 seeds)',
      daysToMaturity: '40–55 days from sowing', waterGallonsPerWeek: 20, timing: 'sow outdoors from Mar 18 to Apr 28', successionDays: null, container: null, harvest: 'Pick outer leaves.',
    },
  ],
  laterGroups: [],
  beds: 1,
  supplies: ['Seed packets'],
  startDate: '2026-11-25',
  links: { share: 'http://farm.test/start-my-farm-plan/abcdefghijklmnop', text: '/api/farm-plans/abcdefghijklmnop/plan.txt', calendar: '/api/farm-plans/abcdefghijklmnop/plan.ics', print: '/api/farm-plans/abcdefghijklmnop/print' },
};

afterEach(() => vi.unstubAllGlobals());

function renderWizard(routes: Record<string, RouteAnswer> = {}) {
  const stub = stubFetchRoutes({ [GENERATE]: () => jsonResponse(201, plan), ...routes });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/start-my-farm-plan" element={<FarmPlanPage />} />
      <Route path="/start-my-farm-plan/:id" element={<FarmPlanPage />} />
    </Routes>,
    { route: '/start-my-farm-plan' },
  );
  return { ...stub, user };
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Location/), 'Macon, Georgia');
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: /Beginner/ }));
  await user.click(next());
  await user.click(screen.getByRole('checkbox', { name: 'Leafy Greens' }));
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: /Minimal/ }));
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: '2-3 hours' }));
}

describe('Start My Farm Plan', () => {
  it('walks five steps with Next disabled until each is filled, and Previous going back', async () => {
    const { user } = renderWizard();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('20%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Location/), 'Macon');
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How much growing experience do you have?' })).toHaveFocus();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/^Location/)).toHaveValue('Macon');
  });

  it('sends the answers and shows the plan with its downloads; Create Another Plan starts over', async () => {
    const { user, calls } = renderWizard();
    await fillAll(user);
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate My Plan' }));
    expect(await screen.findByRole('heading', { name: 'Your 4-Week Farm Plan' })).toBeInTheDocument();
    expect(calls(GENERATE)).toEqual([{ location: 'Macon, Georgia', experience: 'beginner', crops: ['leafy-greens'], budget: 'minimal', timePerWeek: 2 }]);
    expect(screen.getByRole('link', { name: 'Download Plan' })).toHaveAttribute('href', plan.links.text);
    expect(screen.getByRole('link', { name: 'Add to Calendar (.ics)' })).toHaveAttribute('href', plan.links.calendar);
    const week1 = screen.getByRole('heading', { name: 'Week 1: Title 1' }).closest('li')!;
    expect(within(week1).getByText(/Task of week 1/)).toBeInTheDocument();
    expect(within(week1).getByText('Tip of week 1')).toBeInTheDocument();
    expect(screen.getByText(/128 plants in 32 sq ft/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Another Plan' }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Location/)).toHaveValue('');
  });

  it('stays on step 5 and says why when the plan cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWizard({ [GENERATE]: () => jsonResponse(429, { error: 'You have made a lot of plans in the last hour!' }) });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Generate My Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have made a lot of plans in the last hour!');
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate My Plan' })).toBeEnabled();
  });
});
