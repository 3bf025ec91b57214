import { describe, expect, it } from 'vitest';
import type { JudgedAnswer } from '../types';
import { canChoose, canGoNext, initialQuizState, isLastQuestion, quizReducer, type QuizAction, type QuizState } from './quiz-state';

const run = (actions: QuizAction[], from: QuizState = initialQuizState) => actions.reduce(quizReducer, from);

const judged = (round: number, questionIndex: number, answer: number, correct: number): QuizAction => ({
  type: 'judged',
  round,
  result: { questionIndex, answer, correct, isCorrect: answer === correct, explanation: `Why ${questionIndex}` } satisfies JudgedAnswer,
});

const started = run([{ type: 'start', moduleId: 'soil-basics', questionCount: 3 }]);
const round = started.round;

/** Answers every question of a 3-question quiz: `right` of them correctly, from the first. */
function playThrough(right: number): QuizState {
  let state = started;
  for (let q = 0; q < 3; q++) {
    state = run([{ type: 'choose', answer: 1 }, judged(round, q, 1, q < right ? 1 : 2), { type: 'next' }], state);
  }
  return state;
}

describe('quizReducer', () => {
  it('starts at the first question with nothing chosen and a score of 0', () => {
    expect(started).toMatchObject({ view: 'question', moduleId: 'soil-basics', index: 0, selected: null, score: 0, answers: [] });
    expect(canGoNext(started)).toBe(false);
  });

  it('holds a choice while the server judges, then records the judgement and locks it', () => {
    const waiting = run([{ type: 'choose', answer: 2 }], started);
    expect(waiting).toMatchObject({ selected: 2, pending: true });
    expect(canChoose(waiting, 1)).toBe(false);
    expect(canGoNext(waiting)).toBe(false);

    const right = run([judged(round, 0, 2, 2)], waiting);
    expect(right).toMatchObject({ selected: 2, pending: false, score: 1 });
    expect(right.view === 'question' && right.judgement).toMatchObject({ selectedAnswer: 2, correct: 2, isCorrect: true });
    expect(canGoNext(right)).toBe(true);
    // Locked: another choice changes nothing.
    expect(run([{ type: 'choose', answer: 0 }], right)).toBe(right);
  });

  it('adds nothing to the score for a wrong answer', () => {
    expect(run([{ type: 'choose', answer: 0 }, judged(round, 0, 0, 3)], started)).toMatchObject({ score: 0 });
  });

  it('lets the visitor choose again after a failed request, keeping what they had', () => {
    const first = run([{ type: 'choose', answer: 1 }, judged(round, 0, 1, 1), { type: 'next' }], started);
    const failed = run([{ type: 'choose', answer: 3 }, { type: 'failed', round, message: 'Offline.' }], first);
    expect(failed).toMatchObject({ index: 1, selected: null, pending: false, error: 'Offline.', score: 1 });
    expect(canChoose(failed, 3)).toBe(true);
    expect(run([{ type: 'choose', answer: 3 }], failed)).toMatchObject({ selected: 3, pending: true, error: null });
  });

  it('refuses Next before a judgement, and options outside 0–3', () => {
    expect(run([{ type: 'next' }], started)).toBe(started);
    expect(run([{ type: 'choose', answer: 4 }], started)).toBe(started);
    expect(run([{ type: 'choose', answer: -1 }], started)).toBe(started);
  });

  it('moves on question by question and finishes after the last', () => {
    const second = run([{ type: 'choose', answer: 1 }, judged(round, 0, 1, 1), { type: 'next' }], started);
    expect(second).toMatchObject({ view: 'question', index: 1, selected: null, judgement: null });
    expect(isLastQuestion(second)).toBe(false);
    const results = playThrough(2);
    expect(results).toMatchObject({ view: 'results', score: 2, questionCount: 3 });
    expect(results.view === 'results' && results.answers.map((a) => a.isCorrect)).toEqual([true, true, false]);
  });

  it('drops a judgement for another round or question', () => {
    const waiting = run([{ type: 'choose', answer: 1 }], started);
    expect(run([judged(round - 1, 0, 1, 1)], waiting)).toBe(waiting);
    expect(run([judged(round, 1, 1, 1)], waiting)).toBe(waiting);
    expect(run([{ type: 'failed', round: round - 1, message: 'x' }], waiting)).toBe(waiting);
  });

  it('Exit Quiz returns to the list, and a late answer of that attempt is dropped', () => {
    const waiting = run([{ type: 'choose', answer: 1 }], started);
    const list = run([{ type: 'exit' }], waiting);
    expect(list).toEqual({ view: 'list', round: round + 1 });
    const again = run([{ type: 'start', moduleId: 'soil-basics', questionCount: 3 }, { type: 'choose', answer: 0 }], list);
    expect(run([judged(round, 0, 1, 1)], again)).toBe(again);
  });

  it('Retake restarts the same module from nothing; Try Another returns to the list', () => {
    const results = playThrough(3);
    expect(run([{ type: 'retake' }], results)).toMatchObject({
      view: 'question',
      moduleId: 'soil-basics',
      index: 0,
      score: 0,
      answers: [],
    });
    expect(run([{ type: 'tryAnother' }], results)).toMatchObject({ view: 'list' });
  });
});
