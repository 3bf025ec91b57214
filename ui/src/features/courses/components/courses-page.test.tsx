import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { headingSkips } from '@/test/headings';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { Course } from '../types';
import CoursesPage from './courses-page';

const course: Course = {
  id: 'premium-farming-course',
  title: 'Premium Farming Course',
  description: 'From healthy soil to a profitable harvest.',
  price: '79.99',
  includes: ['Lifetime access'],
  lessons: [{ slug: 'soil', title: 'Healthy soil', summary: 'Start underground.', minutes: 20 }],
  totalMinutes: 20,
};

const gardening = {
  id: 'basic-gardening',
  title: 'Basic Gardening',
  description: 'First-season essentials.',
  colors: { from: '#2e7d32', to: '#1b5e20' },
  infoSection: { title: 'Sun, timing and seeds', content: 'Most vegetables need 6 hours of sun.' },
  questions: Array.from({ length: 10 }, (_, q) => ({
    question: `Gardening question ${q + 1}?`,
    options: ['One', 'Two', 'Three', 'Four'].map((o) => `${o} (${q + 1})`),
  })),
};

const ANSWER = 'POST /api/quiz/modules/basic-gardening/answer';

function renderPage() {
  const stub = stubFetchRoutes({
    'GET /api/courses/premium-farming-course': course,
    'GET /api/quiz/modules': [gardening],
    [ANSWER]: (init) => {
      const { questionIndex, answer } = JSON.parse(String(init?.body)) as { questionIndex: number; answer: number };
      return jsonResponse(200, { questionIndex, answer, correct: 0, isCorrect: answer === 0, explanation: 'Because.' });
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<CoursesPage />, { route: '/courses' });
  return { ...stub, user };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/courses', () => {
  it('shows the Simple Farming Quiz with the premium course offer below it', async () => {
    renderPage();
    const h1 = screen.getByRole('heading', { level: 1, name: 'Simple Farming Quiz' });
    const start = await screen.findByRole('button', { name: 'Start Basic Gardening' });
    const offer = await screen.findByRole('heading', { level: 2, name: 'Premium Farming Course' });
    expect(h1.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(start.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('This part of the site is being built and will open soon.')).not.toBeInTheDocument();
    expect(headingSkips()).toEqual([]);
  });

  it('leaves the quiz keys alone while the visitor types in the enrol email field', async () => {
    const { user, calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start Basic Gardening' }));
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();

    const email = await screen.findByLabelText('Your email');
    await user.click(email);
    await user.keyboard('1234');
    expect(email).toHaveValue('1234');
    expect(calls(ANSWER)).toHaveLength(0);
    const options = within(screen.getByRole('group', { name: 'Gardening question 1?' })).getAllByRole('button');
    expect(options.every((o) => o.getAttribute('aria-pressed') === 'false')).toBe(true);

    // Outside the field, the keys choose again.
    await user.click(screen.getByRole('heading', { level: 3, name: 'Gardening question 1?' }));
    await user.keyboard('1');
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(calls(ANSWER)).toEqual([{ questionIndex: 0, answer: 0 }]);
  });
});
