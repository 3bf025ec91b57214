import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { headingSkips } from '@/test/headings';
import { jsonResponse, renderWithProviders } from '@/test/render';
import type { AnswerQuestionRequest, QuizModule } from '../types';
import { SimpleQuiz } from './simple-quiz';

const MODULES = 'GET /api/quiz/modules';
const answerKey = (id: string) => `POST /api/quiz/modules/${id}/answer`;

function makeModule(id: string, title: string, from: string): QuizModule {
  return {
    id,
    title,
    description: `${title}: what every new grower should know.`,
    colors: { from, to: '#1b5e20' },
    infoSection: { title: `${title} in a nutshell`, content: `A short lesson about ${title.toLowerCase()}.` },
    questions: Array.from({ length: 10 }, (_, q) => ({
      question: `${title} question ${q + 1}?`,
      options: [0, 1, 2, 3].map((o) => `${title} q${q + 1} option ${String.fromCharCode(65 + o)}`),
    })),
  };
}

const gardening = makeModule('basic-gardening', 'Basic Gardening', '#2e7d32');
const soil = makeModule('soil-basics', 'Soil Basics', '#795548');
const care = makeModule('plant-care', 'Plant Care', '#00695c');
/** The right option of each Basic Gardening question, known only to the (stubbed) server. */
const KEY = [3, 2, 1, 1, 0, 3, 1, 2, 0, 2];

/** The server's judge: right or wrong by KEY, with an explanation naming the question. */
function judge(init: RequestInit | undefined) {
  const { questionIndex, answer } = JSON.parse(String(init?.body)) as AnswerQuestionRequest;
  const correct = KEY[questionIndex];
  return jsonResponse(200, {
    questionIndex,
    answer,
    correct,
    isCorrect: answer === correct,
    explanation: `Explanation ${questionIndex + 1}: option ${correct + 1} is right.`,
  });
}

function renderQuiz(routes: Record<string, RouteAnswer> = {}) {
  const stub = stubFetchRoutes({
    [MODULES]: [gardening, soil, care],
    [answerKey('basic-gardening')]: judge,
    [answerKey('soil-basics')]: judge,
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(<SimpleQuiz />);
  return { ...stub, user };
}

const options = () => within(screen.getByRole('group')).getAllByRole('button');
const nextButton = () => screen.getByRole('button', { name: /^(Next|Finish Quiz)$/ });

async function start(user: ReturnType<typeof userEvent.setup>, title = 'Basic Gardening') {
  await user.click(await screen.findByRole('button', { name: `Start ${title}` }));
  await screen.findByText('Question 1 of 10');
}

/** Answers the shown question with option `index` (0–3) by mouse and waits for the judgement. */
async function answer(user: ReturnType<typeof userEvent.setup>, index: number) {
  await user.click(options()[index]);
  await screen.findByText(/^Explanation \d+:/);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Simple Farming Quiz', () => {
  it('lists the three modules with their teaching note, question count and a Start button', async () => {
    renderQuiz();
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a quiz' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Basic Gardening',
      'Soil Basics',
      'Plant Care',
    ]);
    const first = screen.getByRole('article', { name: 'Basic Gardening' });
    expect(first).toHaveTextContent('Basic Gardening: what every new grower should know.');
    expect(first).toHaveTextContent('Basic Gardening in a nutshell');
    expect(first).toHaveTextContent('A short lesson about basic gardening.');
    expect(first).toHaveTextContent('10 questions');
    expect(within(first).getByRole('button', { name: 'Start Basic Gardening' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Start / })).toHaveLength(3);
    expect(headingSkips()).toEqual([]);
    // The list takes no focus of its own when the page opens.
    expect(document.body).toHaveFocus();
  });

  it('says when the quizzes are loading, and offers a retry when they cannot be loaded', async () => {
    const first = deferred<Response>();
    const { user, route } = renderQuiz({ [MODULES]: () => first.promise });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the quizzes…');
    first.resolve(jsonResponse(500, { error: 'The quiz content could not be read.' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The quizzes could not be loaded: The quiz content could not be read.',
    );
    route(MODULES, [gardening, soil, care]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start Plant Care' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the first question with Next disabled until an option is chosen and judged', async () => {
    const { user } = renderQuiz();
    await start(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Gardening' })).toBeInTheDocument();
    const question = screen.getByRole('heading', { level: 3, name: 'Basic Gardening question 1?' });
    expect(question).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute('aria-valuenow', '0');
    expect(options()).toHaveLength(4);
    options().forEach((option, i) => {
      expect(option).toHaveAccessibleName(`Basic Gardening q1 option ${'ABCD'[i]}`);
      expect(option).toHaveAttribute('aria-keyshortcuts', String(i + 1));
    });
    expect(options().every((o) => o.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(nextButton()).toHaveTextContent('Next');
    expect(nextButton()).toBeDisabled();
  });

  it('sends the choice to the server, then marks right and wrong, explains, and locks the choice', async () => {
    const held = deferred<Response>();
    const { user, calls, route } = renderQuiz({ [answerKey('basic-gardening')]: () => held.promise });
    await start(user);

    await user.click(options()[1]);
    expect(calls(answerKey('basic-gardening'))).toEqual([{ questionIndex: 0, answer: 1 }]);
    // While the server judges: the choice shows, the others wait, Next stays disabled.
    expect(options()[1]).toHaveAttribute('aria-pressed', 'true');
    expect(options()[1]).toHaveAccessibleName('Basic Gardening q1 option B, Checking…');
    expect(nextButton()).toBeDisabled();
    await user.click(options()[2]);
    expect(calls(answerKey('basic-gardening'))).toHaveLength(1);

    held.resolve(
      jsonResponse(200, { questionIndex: 0, answer: 1, correct: 3, isCorrect: false, explanation: 'Tomatoes need full sun.' }),
    );
    const feedback = await screen.findByText('Tomatoes need full sun.');
    expect(feedback.closest('[role="status"]')).toHaveTextContent(
      'Not quite. The right answer is “Basic Gardening q1 option D”.',
    );
    expect(options()[1]).toHaveAccessibleName('Basic Gardening q1 option B, Your answer');
    expect(options()[3]).toHaveAccessibleName('Basic Gardening q1 option D, Right answer');
    expect(screen.getByText(/^Score:/)).toHaveTextContent('Score: 0');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(nextButton()).toBeEnabled();

    // One answer per question: another choice sends nothing and changes nothing.
    route(answerKey('basic-gardening'), judge);
    await user.click(options()[3]);
    expect(calls(answerKey('basic-gardening'))).toHaveLength(1);
    expect(options()[1]).toHaveAttribute('aria-pressed', 'true');
    expect(options()[3]).toHaveAttribute('aria-pressed', 'false');

    await user.click(nextButton());
    expect(screen.getByText('Question 2 of 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Basic Gardening question 2?' })).toHaveFocus();
    expect(nextButton()).toBeDisabled();
    expect(screen.queryByText('Tomatoes need full sun.')).not.toBeInTheDocument();
  });

  it('counts a right answer and says so', async () => {
    const { user } = renderQuiz();
    await start(user);
    await answer(user, KEY[0]);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText(/^Score:/)).toHaveTextContent('Score: 1');
  });

  it('ignores keys pressed on a control outside the quiz, such as the site menu', async () => {
    const { user, calls } = renderQuiz();
    const outside = document.createElement('button');
    outside.textContent = 'Menu';
    document.body.append(outside);
    try {
      await start(user);
      outside.focus();
      await user.keyboard('2');
      expect(calls(answerKey('basic-gardening'))).toHaveLength(0);
      expect(nextButton()).toBeDisabled();
    } finally {
      outside.remove();
    }
  });

  it('takes keys 1–4 to choose and Enter to go on, and Enter only once the answer is judged', async () => {
    const { user, calls } = renderQuiz();
    await start(user);

    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();

    await user.keyboard('4');
    expect(calls(answerKey('basic-gardening'))).toEqual([{ questionIndex: 0, answer: 3 }]);
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(options()[3]).toHaveAttribute('aria-pressed', 'true');
    // A second number changes nothing once judged.
    await user.keyboard('1');
    expect(calls(answerKey('basic-gardening'))).toHaveLength(1);

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Question 2 of 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Basic Gardening question 2?' })).toHaveFocus();

    await user.keyboard('1');
    await screen.findByText('Explanation 2: option 3 is right.');
    expect(calls(answerKey('basic-gardening'))).toEqual([
      { questionIndex: 0, answer: 3 },
      { questionIndex: 1, answer: 0 },
    ]);
    // Enter on a focused, judged option goes on too, once: it does not also press the option,
    // which would be the next question's by the time a browser clicks it.
    options()[0].focus();
    expect(fireEvent.keyDown(options()[0], { key: 'Enter' })).toBe(false);
    expect(await screen.findByText('Question 3 of 10')).toBeInTheDocument();
    expect(calls(answerKey('basic-gardening'))).toHaveLength(2);
  });

  it('ignores number keys with a modifier held, and Enter on Exit Quiz only exits', async () => {
    const { user, calls } = renderQuiz();
    await start(user);
    await user.keyboard('{Control>}2{/Control}{Alt>}2{/Alt}{Meta>}2{/Meta}');
    expect(calls(answerKey('basic-gardening'))).toHaveLength(0);
    expect(options().every((o) => o.getAttribute('aria-pressed') === 'false')).toBe(true);

    await user.keyboard('1');
    await screen.findByText(/^Explanation 1:/);
    screen.getByRole('button', { name: 'Exit Quiz' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Choose a quiz' })).toHaveFocus();
  });

  it('reads Finish Quiz on the last question and shows the score, message and stars', async () => {
    const { user } = renderQuiz();
    await start(user);
    for (let q = 0; q < 10; q++) {
      expect(screen.getByText(`Question ${q + 1} of 10`)).toBeInTheDocument();
      expect(nextButton()).toHaveTextContent(q === 9 ? 'Finish Quiz' : 'Next');
      // Right on the first eight, wrong on the last two.
      await answer(user, q < 8 ? KEY[q] : (KEY[q] + 1) % 4);
      await user.click(nextButton());
    }

    const heading = await screen.findByRole('heading', { level: 2, name: 'You scored 8 out of 10' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Excellent work!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    // The review lists every answer, with the right one where the visitor missed it.
    const review = screen.getAllByRole('listitem');
    expect(review).toHaveLength(10);
    expect(review[0]).toHaveTextContent('Your answer: Basic Gardening q1 option D (right)');
    expect(review[9]).toHaveTextContent('Your answer: Basic Gardening q10 option D (wrong)');
    expect(review[9]).toHaveTextContent('Right answer: Basic Gardening q10 option C');
    expect(headingSkips()).toEqual([]);
  });

  it('Retake This Quiz restarts the same module, Try Another Quiz returns to the list', async () => {
    const { user } = renderQuiz();
    await start(user);
    for (let q = 0; q < 10; q++) {
      await answer(user, 0);
      await user.click(nextButton());
    }
    expect(await screen.findByRole('heading', { name: 'You scored 2 out of 10' })).toBeInTheDocument();
    expect(screen.getByText('Keep learning!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 out of 5 stars' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retake This Quiz' }));
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Basic Gardening question 1?' })).toHaveFocus();
    expect(screen.getByText(/^Score:/)).toHaveTextContent('Score: 0');
    expect(nextButton()).toBeDisabled();

    for (let q = 0; q < 10; q++) {
      await answer(user, KEY[q]);
      await user.click(nextButton());
    }
    expect(await screen.findByRole('heading', { name: 'You scored 10 out of 10' })).toBeInTheDocument();
    expect(screen.getByText('Perfect!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Another Quiz' }));
    expect(screen.getByRole('heading', { name: 'Choose a quiz' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Start / })).toHaveLength(3);

    await start(user, 'Soil Basics');
    expect(screen.getByRole('heading', { level: 3, name: 'Soil Basics question 1?' })).toBeInTheDocument();
  });

  it('Exit Quiz returns to the list and a new start begins afresh', async () => {
    const { user } = renderQuiz();
    await start(user);
    await answer(user, KEY[0]);
    await user.click(nextButton());
    await answer(user, KEY[1]);
    expect(screen.getByText(/^Score:/)).toHaveTextContent('Score: 2');

    await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));
    expect(screen.getByRole('heading', { name: 'Choose a quiz' })).toHaveFocus();
    expect(screen.queryByText(/^Question \d+ of 10$/)).not.toBeInTheDocument();

    await start(user);
    expect(screen.getByText(/^Score:/)).toHaveTextContent('Score: 0');
    expect(screen.queryByText(/^Explanation/)).not.toBeInTheDocument();
    expect(options().every((o) => o.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('drops a judgement that arrives after the visitor left the quiz', async () => {
    const stale = deferred<Response>();
    const fresh = deferred<Response>();
    const { user, route } = renderQuiz({ [answerKey('basic-gardening')]: () => stale.promise });
    await start(user);
    await user.click(options()[KEY[0]]);
    await user.click(screen.getByRole('button', { name: 'Exit Quiz' }));

    route(answerKey('basic-gardening'), () => fresh.promise);
    await start(user);
    await user.click(options()[0]);
    // The first attempt's (right) answer comes back late: it must not count for the new attempt.
    stale.resolve(judge({ body: JSON.stringify({ questionIndex: 0, answer: KEY[0] }) }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();
    expect(options()[0]).toHaveAccessibleName('Basic Gardening q1 option A, Checking…');

    fresh.resolve(judge({ body: JSON.stringify({ questionIndex: 0, answer: 0 }) }));
    expect(await screen.findByText(/^Not quite\./)).toBeInTheDocument();
    expect(screen.getByText(/^Score:/)).toHaveTextContent('Score: 0');
    expect(options()[0]).toHaveAccessibleName('Basic Gardening q1 option A, Your answer');
  });

  it('says when an answer cannot be checked and lets the visitor choose again, keeping the score', async () => {
    const { user, route, calls } = renderQuiz();
    await start(user);
    await answer(user, KEY[0]);
    await user.click(nextButton());

    route(answerKey('basic-gardening'), () => jsonResponse(503, { error: 'The farm server is busy.' }));
    await user.click(options()[2]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be checked: The farm server is busy. Please choose again.',
    );
    expect(options().every((o) => o.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText('Question 2 of 10')).toBeInTheDocument();
    expect(screen.getByText(/^Score:/)).toHaveTextContent('Score: 1');

    route(answerKey('basic-gardening'), judge);
    await user.keyboard('3');
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText(/^Score:/)).toHaveTextContent('Score: 2');
    expect(calls(answerKey('basic-gardening')).slice(1)).toEqual([
      { questionIndex: 1, answer: 2 },
      { questionIndex: 1, answer: 2 },
    ]);
  });
});
