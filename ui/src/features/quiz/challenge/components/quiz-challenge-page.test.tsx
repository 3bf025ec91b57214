import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headingSkips } from '@/test/headings';
import { deferred, stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { Challenge, LeaderboardEntry, Player, QuizResult } from '../types';
import { PLAYER_ID_KEY, PLAYER_NAME_KEY } from '../utils/player-storage';
import QuizChallengePage from './quiz-challenge-page';

const CHALLENGES = 'GET /api/quiz/challenges';
const DAILY = 'GET /api/quiz/daily-challenge';
const LEADERBOARD = 'GET /api/quiz/leaderboard';
const START = 'POST /api/quiz/start-session';
const SUBMIT = 'POST /api/quiz/submit-session';
const player = (id: string) => `GET /api/quiz/player/${id}`;

const soil: Challenge = {
  id: 'soil-health-starter',
  title: 'Soil Health Starter',
  description: 'The basics of living soil.',
  difficulty: 'beginner',
  category: 'soil-health',
  timeLimit: 300,
  totalPoints: 40,
  questions: [
    { id: 'soil-1', question: 'What feeds soil life?', category: 'soil-health', difficulty: 'easy', points: 10, options: ['Compost', 'Salt', 'Plastic', 'Bleach'] },
    { id: 'soil-2', question: 'Which pH suits most vegetables?', category: 'soil-health', difficulty: 'medium', points: 20, options: ['4.0', '6.5', '9.0', '11.0'] },
    { id: 'soil-3', question: 'What does a cover crop do?', category: 'soil-health', difficulty: 'easy', points: 10, options: ['Protects soil', 'Sells well', 'Attracts deer', 'Nothing'] },
  ],
};
const ipm: Challenge = {
  id: 'ipm-masterclass',
  title: 'IPM Masterclass',
  description: 'Integrated pest management in depth.',
  difficulty: 'expert',
  category: 'pest-management',
  timeLimit: 600,
  totalPoints: 30,
  questions: [{ id: 'ipm-1', question: 'What comes first in IPM?', category: 'pest-management', difficulty: 'high', points: 30, options: ['Scouting', 'Spraying', 'Burning', 'Waiting'] }],
};

const AMA_ID = 'player-ama-123456';
const ama: Player = {
  playerId: AMA_ID,
  playerName: 'Ama',
  totalPoints: 300,
  level: 3,
  levelStart: 276,
  nextLevelAt: 479,
  badges: ['first-quiz', 'soil-health-master'],
  streak: 2,
  bestStreak: 4,
  quizzesTaken: 5,
  passedChallenges: ['soil-health-starter'],
};
const board: LeaderboardEntry[] = [
  { playerId: 'player-kofi-123456', playerName: 'Kofi', level: 6, badges: ['first-quiz', 'first-pass', 'perfect-score'], totalPoints: 900 },
  { playerId: AMA_ID, playerName: 'Ama', level: 3, badges: ['first-quiz', 'soil-health-master'], totalPoints: 300 },
];

const result: QuizResult = {
  score: 66,
  passed: false,
  pointsEarned: 30,
  correctAnswers: 2,
  totalQuestions: 3,
  badgeEarned: 'first-quiz',
  newAchievements: ['first-quiz'],
  feedback: ['You scored 66% (2 of 3 correct); 70% passes. The explanations below show where to look again.', 'You earned 30 points.'],
  pointsAdded: 30,
  totalPoints: 30,
  level: 1,
  elapsedSeconds: 42,
  review: [
    { questionId: 'soil-1', answer: 0, correct: 0, isCorrect: true, explanation: 'Compost feeds the soil food web.' },
    { questionId: 'soil-2', answer: 2, correct: 1, isCorrect: false, explanation: 'Most vegetables like slightly acid soil.' },
    { questionId: 'soil-3', answer: 0, correct: 0, isCorrect: true, explanation: 'Roots hold the soil.' },
  ],
};

/** A start answer whose window is `seconds` long, from now. */
function session(seconds = 300, sessionId = 'session-1') {
  const now = Date.now();
  return { sessionId, startTime: new Date(now).toISOString(), endsAt: new Date(now + seconds * 1000).toISOString(), timeLimit: seconds };
}

function renderPage(routes: Record<string, RouteAnswer> = {}, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const stub = stubFetchRoutes({
    [CHALLENGES]: [soil, ipm],
    [DAILY]: ipm,
    [LEADERBOARD]: board,
    [START]: () => jsonResponse(201, session()),
    [SUBMIT]: result,
    ...routes,
  });
  const user = userEvent.setup(options);
  renderWithProviders(<QuizChallengePage />, { route: '/quiz-challenge' });
  return { ...stub, user };
}

const startSoil = () => screen.findByRole('button', { name: 'Start Soil Health Starter' });
const nameField = () => screen.getByRole('textbox', { name: 'Your name' });
const nextButton = () => screen.getByRole('button', { name: 'Next Question' });

/** Types a name and starts the soil challenge; resolves once its first question shows. */
async function startQuiz(user: ReturnType<typeof userEvent.setup>, name = 'Ama') {
  await user.clear(nameField());
  await user.type(nameField(), name);
  await user.click(await startSoil());
  await screen.findByText('Question 1 of 3');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Quiz challenge: dashboard', () => {
  it('lists the challenges with difficulty, category, size, time and points, and features the daily one', async () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Agricultural Quiz Challenge' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'All challenges' });
    const soilCard = within(list).getByRole('article', { name: 'Soil Health Starter' });
    expect(soilCard).toHaveTextContent('Beginner');
    expect(soilCard).toHaveTextContent('Soil Health');
    expect(soilCard).toHaveTextContent('3 questions');
    expect(soilCard).toHaveTextContent('5 min');
    expect(soilCard).toHaveTextContent('40 points');
    expect(within(soilCard).getByText('Beginner')).toHaveClass('quiz-difficulty--beginner');
    expect(within(list).getByText('Expert')).toHaveClass('quiz-difficulty--expert');

    const daily = screen.getByRole('region', { name: 'Today’s Daily Challenge' });
    expect(await within(daily).findByRole('heading', { name: 'IPM Masterclass' })).toBeInTheDocument();
    expect(within(daily).getByRole('button', { name: 'Start the daily challenge: IPM Masterclass' })).toBeEnabled();
    expect(within(list).getByRole('article', { name: 'IPM Masterclass' })).toHaveTextContent('Today’s daily');

    // A new visitor has no player id yet: nothing is asked about a player.
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/quiz/player/'))).toEqual([]);
    expect(screen.getByText(/Finish a quiz to earn points/)).toBeInTheDocument();
    expect(headingSkips()).toEqual([]);
  });

  it('asks for a name before starting, and sends nothing without one', async () => {
    const { user, calls } = renderPage();
    await user.click(await startSoil());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name to start the quiz');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveFocus();
    await user.type(nameField(), '   ');
    await user.click(await startSoil());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name to start the quiz');
    expect(calls(START)).toHaveLength(0);

    await user.type(nameField(), 'Ama');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts a session with a new player id, the challenge and the trimmed name, and remembers the player', async () => {
    const { user, calls } = renderPage();
    await user.type(nameField(), '  Ama Mensah ');
    await user.click(await startSoil());
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();

    const [body] = calls(START);
    expect(body).toEqual({ playerId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), challengeId: 'soil-health-starter', playerName: 'Ama Mensah' });
    expect(window.localStorage.getItem(PLAYER_ID_KEY)).toBe(body.playerId);
    expect(window.localStorage.getItem(PLAYER_NAME_KEY)).toBe('Ama Mensah');
  });

  it("shows a returning player's progress, marks passed challenges and highlights them on the leaderboard", async () => {
    window.localStorage.setItem(PLAYER_ID_KEY, AMA_ID);
    window.localStorage.setItem(PLAYER_NAME_KEY, 'Ama');
    renderPage({ [player(AMA_ID)]: ama });
    expect(nameField()).toHaveValue('Ama');

    const progress = await screen.findByRole('group', { name: 'Progress of Ama' });
    expect(within(progress).getByText('Level 3')).toHaveClass('quiz-level--rising');
    expect(progress).toHaveTextContent('300 total points');
    expect(within(progress).getByRole('progressbar', { name: 'Progress to level 4' })).toHaveAttribute('aria-valuenow', '300');
    expect(progress).toHaveTextContent('179 points to level 4');
    expect(progress).toHaveTextContent('Streak2 days');
    expect(progress).toHaveTextContent('Best streak4 days');
    const badges = within(progress).getByRole('list', { name: 'Your badges' });
    expect(within(badges).getAllByRole('listitem').map((li) => li.textContent?.replace('★', '').trim())).toEqual([
      'First Quiz',
      'Soil Health Master',
    ]);

    const list = screen.getByRole('list', { name: 'All challenges' });
    expect(within(list).getByRole('article', { name: 'Soil Health Starter' })).toHaveTextContent('Passed');
    expect(within(list).getByRole('article', { name: 'IPM Masterclass' })).not.toHaveTextContent('Passed');

    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1Kofi.*Level 63900$/),
      expect.stringMatching(/^2AmaYou.*Level 32300$/),
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(within(rows[0]).queryByText('You')).not.toBeInTheDocument();
  });

  it('treats a player the server does not know yet as new, without an error', async () => {
    window.localStorage.setItem(PLAYER_ID_KEY, AMA_ID);
    const { calls } = renderPage({ [player(AMA_ID)]: () => jsonResponse(404, { error: 'There is no player with this id.' }) });
    expect(await screen.findByText(/Finish a quiz to earn points/)).toBeInTheDocument();
    expect(calls(player(AMA_ID))).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's name rule under the name field", async () => {
    const { user } = renderPage({
      [START]: () => jsonResponse(400, { error: 'Please choose another name: links and blocked words aren’t allowed in names.' }),
    });
    await user.type(nameField(), 'Casino King');
    await user.click(await startSoil());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose another name: links and blocked words aren’t allowed in names.');
    expect(nameField()).toHaveAccessibleDescription(/Please choose another name/);
    expect(screen.queryByText('Question 1 of 3')).not.toBeInTheDocument();
  });

  it('offers to play as a new player when the stored player belongs to another browser', async () => {
    window.localStorage.setItem(PLAYER_ID_KEY, AMA_ID);
    window.localStorage.setItem(PLAYER_NAME_KEY, 'Ama');
    const message = 'This player belongs to another browser. Clear the quiz’s saved name to play as a new player.';
    const { user, calls } = renderPage({ [player(AMA_ID)]: ama, [START]: () => jsonResponse(403, { error: message }) });
    await user.click(await startSoil());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Play as a new player' }));

    expect(window.localStorage.getItem(PLAYER_ID_KEY)).toBeNull();
    expect(window.localStorage.getItem(PLAYER_NAME_KEY)).toBeNull();
    expect(nameField()).toHaveValue('');
    expect(nameField()).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Progress of Ama' })).not.toBeInTheDocument();

    // The next start is a new player's.
    await user.type(nameField(), 'Ama');
    await user.click(await startSoil());
    await waitFor(() => expect(calls(START)).toHaveLength(2));
    expect(calls(START)[1].playerId).not.toBe(AMA_ID);
  });

  it('says when quizzes are started too quickly, beside the challenge', async () => {
    const { user } = renderPage({
      [START]: () => jsonResponse(429, { error: "You're starting quizzes quickly! Please wait a minute and try again." }),
    });
    await user.type(nameField(), 'Ama');
    await user.click(await startSoil());
    const card = screen.getByRole('list', { name: 'All challenges' }).querySelector('li') as HTMLElement;
    expect(await within(card).findByRole('alert')).toHaveTextContent('Please wait a minute');
  });

  it('shows the title even when every request fails', async () => {
    renderPage({
      [CHALLENGES]: () => jsonResponse(500, { error: 'Internal error (id 7).' }),
      [DAILY]: () => jsonResponse(500, { error: 'Internal error (id 7).' }),
      [LEADERBOARD]: () => jsonResponse(500, { error: 'Internal error (id 7).' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Agricultural Quiz Challenge' })).toBeInTheDocument();
    expect(await screen.findByText(/The challenges could not be loaded/)).toBeInTheDocument();
  });
});

describe('Quiz challenge: taking a quiz', () => {
  it('shows one question at a time, with Next disabled until an option is picked, and Submit Quiz on the last', async () => {
    const { user } = renderPage();
    await startQuiz(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Soil Health Starter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What feeds soil life?' })).toHaveFocus();
    expect(screen.getByText('Easy')).toBeInTheDocument();
    expect(screen.getByText(/10 points/)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Compost/ }));
    expect(screen.getByRole('radio', { name: /Compost/ })).toBeChecked();
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());

    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Which pH suits most vegetables?' })).toHaveFocus();
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /6\.5/ }));
    await user.click(nextButton());

    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Question' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
    expect(headingSkips()).toEqual([]);
  });

  it('picks with keys 1–4 and moves on with Enter', async () => {
    const { user, calls } = renderPage();
    await startQuiz(user);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    await user.keyboard('3');
    expect(screen.getByRole('radio', { name: /Plastic/ })).toBeChecked();
    await user.keyboard('1');
    expect(screen.getByRole('radio', { name: /Compost/ })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();

    await user.keyboard('2{Enter}');
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    // From a focused option too: Enter goes on rather than doing nothing.
    await user.click(screen.getByRole('radio', { name: /Protects soil/ }));
    await user.keyboard('4');
    expect(screen.getByRole('radio', { name: /Nothing/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Nothing/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('2 of 3 correct')).toBeInTheDocument();
    expect(calls(SUBMIT)).toHaveLength(1);
    expect(calls(SUBMIT)[0].answers.map((a: { answer: number }) => a.answer)).toEqual([0, 1, 3]);
  });

  it('leaves the keys alone on the dashboard, where they are typed into the name', async () => {
    const { user } = renderPage();
    await user.type(nameField(), 'Ama 2{Enter}');
    expect(nameField()).toHaveValue('Ama 2');
    expect(screen.queryByText('Question 1 of 3')).not.toBeInTheDocument();
  });

  it("submits the answers and shows the server's result, then refreshes the leaderboard and the player", async () => {
    const { user, calls, route } = renderPage();
    await startQuiz(user);
    const leaderboardCalls = calls(LEADERBOARD).length;
    await user.click(screen.getByRole('radio', { name: /Compost/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /9\.0/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Protects soil/ }));
    route(LEADERBOARD, [...board, { playerId: 'x', playerName: 'Ama', level: 1, badges: ['first-quiz'], totalPoints: 30 }]);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    const results = await screen.findByRole('region', { name: 'Results Soil Health Starter' });
    const [body] = calls(SUBMIT);
    expect(body).toEqual({
      sessionId: 'session-1',
      answers: [
        { questionId: 'soil-1', answer: 0, timeSpent: expect.any(Number) },
        { questionId: 'soil-2', answer: 2, timeSpent: expect.any(Number) },
        { questionId: 'soil-3', answer: 0, timeSpent: expect.any(Number) },
      ],
      timeElapsed: expect.any(Number),
    });

    expect(results).toHaveTextContent('66%');
    expect(results).toHaveTextContent('Not passed');
    expect(results).toHaveTextContent('2 of 3 correct');
    expect(results).toHaveTextContent('Points earned30');
    expect(results).toHaveTextContent('Added to your total30');
    expect(results).toHaveTextContent('Total points30');
    expect(results).toHaveTextContent('Level 1');
    expect(within(results).getByRole('list', { name: 'New badges' })).toHaveTextContent('First Quiz');
    expect(results).toHaveTextContent('You earned 30 points.');
    expect(results).not.toHaveTextContent('only the points that beat your best');

    const review = within(results).getAllByRole('listitem').filter((li) => li.classList.contains('quiz-review__item'));
    expect(review).toHaveLength(3);
    expect(review[1]).toHaveTextContent('Incorrect');
    expect(review[1]).toHaveTextContent('Your answer: 9.0');
    expect(review[1]).toHaveTextContent('Right answer: 6.5');
    expect(review[1]).toHaveTextContent('Most vegetables like slightly acid soil.');
    expect(review[0]).toHaveTextContent('Correct');
    expect(review[0]).not.toHaveTextContent('Right answer');

    // The leaderboard and the (now known) player are fetched again.
    await waitFor(() => expect(calls(LEADERBOARD).length).toBeGreaterThan(leaderboardCalls));
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it("shows a returning player's new totals after a submit", async () => {
    window.localStorage.setItem(PLAYER_ID_KEY, AMA_ID);
    window.localStorage.setItem(PLAYER_NAME_KEY, 'Ama');
    const { user, calls, route } = renderPage({ [player(AMA_ID)]: ama });
    expect(await screen.findByRole('group', { name: 'Progress of Ama' })).toHaveTextContent('300 total points');
    await user.click(await startSoil());
    await screen.findByText('Question 1 of 3');
    expect(calls(START)[0].playerId).toBe(AMA_ID);
    route(player(AMA_ID), { ...ama, totalPoints: 330, quizzesTaken: 6 });
    await user.keyboard('1{Enter}2{Enter}1{Enter}');
    await screen.findByRole('region', { name: 'Results Soil Health Starter' });
    await waitFor(() => expect(calls(player(AMA_ID))).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('group', { name: 'Progress of Ama' })).toHaveTextContent('330 total points');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('explains when a repeat adds only the points beyond the best', async () => {
    const { user } = renderPage({ [SUBMIT]: { ...result, pointsEarned: 40, pointsAdded: 10, newAchievements: [], badgeEarned: null } });
    await startQuiz(user);
    for (const option of [/Compost/, /6\.5/, /Protects soil/]) {
      await user.click(screen.getByRole('radio', { name: option }));
      await user.click(screen.getByRole('button', { name: /Next Question|Submit Quiz/ }));
    }
    const results = await screen.findByRole('region', { name: 'Results Soil Health Starter' });
    expect(results).toHaveTextContent('Points earned40');
    expect(results).toHaveTextContent('Added to your total10');
    expect(results).toHaveTextContent('only the points that beat your best on it are added');
    expect(within(results).queryByRole('list', { name: 'New badges' })).not.toBeInTheDocument();
  });

  it('sends the answers once, however often Submit is pressed', async () => {
    const held = deferred<Response>();
    const { user, calls } = renderPage({ [SUBMIT]: () => held.promise });
    await startQuiz(user);
    await user.keyboard('1{Enter}2{Enter}1');
    const submit = screen.getByRole('button', { name: 'Submit Quiz' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(screen.getByText('Submitting your answers…')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.click(submit);
    expect(calls(SUBMIT)).toHaveLength(1);
    await act(async () => held.resolve(jsonResponse(200, result)));
    expect(await screen.findByText('2 of 3 correct')).toBeInTheDocument();
  });

  it('says why a submit failed and sends the same answers again on Try again', async () => {
    const { user, calls, route } = renderPage({ [SUBMIT]: () => jsonResponse(503, { error: 'The server is busy.' }) });
    await startQuiz(user);
    await user.keyboard('1{Enter}2{Enter}1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be submitted. The server is busy.');
    route(SUBMIT, result);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 of 3 correct')).toBeInTheDocument();
    expect(calls(SUBMIT)).toHaveLength(2);
    expect(calls(SUBMIT)[1]).toEqual(calls(SUBMIT)[0]);
  });

  it('takes a 409 on Try again as counted, and goes back to the dashboard', async () => {
    const { user, route, calls } = renderPage({ [SUBMIT]: () => jsonResponse(503, { error: 'The server is busy.' }) });
    await startQuiz(user);
    await user.keyboard('1{Enter}2{Enter}1{Enter}');
    await screen.findByRole('alert');
    route(SUBMIT, () => jsonResponse(409, { error: 'This quiz session was already submitted.' }));
    const leaderboardReads = calls(LEADERBOARD).length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This quiz session was already submitted. Your result is on your dashboard.',
    );
    await waitFor(() => expect(calls(LEADERBOARD).length).toBeGreaterThan(leaderboardReads));
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await startSoil()).toBeInTheDocument();
  });

  it('goes back to the dashboard on Exit Quiz, sending nothing', async () => {
    const { user, calls } = renderPage();
    await startQuiz(user);
    await user.keyboard('1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));
    expect(await startSoil()).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(calls(SUBMIT)).toHaveLength(0);
  });

  it('starts a new session of the same challenge on Retake Quiz', async () => {
    let n = 0;
    const { user, calls } = renderPage({ [START]: () => jsonResponse(201, session(300, `session-${++n}`)) });
    await startQuiz(user);
    await user.keyboard('1{Enter}2{Enter}1{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Retake Quiz' }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(calls(START)).toHaveLength(2);
    expect(calls(START)[1]).toEqual(calls(START)[0]);
    expect(screen.getByRole('radio', { name: /Compost/ })).not.toBeChecked();
    await user.keyboard('1{Enter}2{Enter}1{Enter}');
    await screen.findByRole('button', { name: 'Retake Quiz' });
    expect(calls(SUBMIT)[1].sessionId).toBe('session-2');
  });
});

describe('Quiz challenge: the countdown', () => {
  it('counts down each second from the server’s window and turns urgent under 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPage({ [START]: () => jsonResponse(201, session(35)) }, { advanceTimers: vi.advanceTimersByTime });
    await startQuiz(user);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:35');
    expect(timer.parentElement).not.toHaveClass('quiz-timer--urgent');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:34');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(timer).toHaveTextContent('00:29');
    expect(timer.parentElement).toHaveClass('quiz-timer--urgent');
    expect(screen.getByText('Less than 30 seconds left.')).toBeInTheDocument();
  });

  it('submits what has been answered when it reaches zero, and shows the results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, calls } = renderPage({ [START]: () => jsonResponse(201, session(3)) }, { advanceTimers: vi.advanceTimersByTime });
    await startQuiz(user);
    await user.keyboard('1{Enter}');
    expect(calls(SUBMIT)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(3500));
    await waitFor(() => expect(calls(SUBMIT)).toHaveLength(1));
    expect(calls(SUBMIT)[0].answers).toEqual([{ questionId: 'soil-1', answer: 0, timeSpent: expect.any(Number) }]);
    expect(await screen.findByText('2 of 3 correct')).toBeInTheDocument();
  });
});
