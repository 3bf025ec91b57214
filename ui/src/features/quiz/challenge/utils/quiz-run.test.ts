import { describe, expect, it } from 'vitest';
import { answeredCount, answersToSubmit, currentChoice, isLastQuestion, startRun, step } from './quiz-run';

const questions = ['q1', 'q2', 'q3'].map((id) => ({ id, options: ['a', 'b', 'c', 'd'] }));

describe('a quiz in progress', () => {
  it('moves on only once an option is chosen, and never past the last question', () => {
    let run = startRun(questions, 0);
    expect(step(run, { type: 'next', now: 1000 })).toBe(run);
    run = step(run, { type: 'choose', option: 2 });
    expect(currentChoice(run)).toBe(2);
    run = step(run, { type: 'next', now: 1000 });
    expect(run.index).toBe(1);
    expect(currentChoice(run)).toBeUndefined();
    run = step(step(run, { type: 'choose', option: 0 }), { type: 'next', now: 2000 });
    expect(isLastQuestion(run)).toBe(true);
    run = step(run, { type: 'choose', option: 1 });
    expect(step(run, { type: 'next', now: 3000 })).toBe(run);
    expect(answeredCount(run)).toBe(3);
  });

  it('ignores options that do not exist', () => {
    const run = startRun(questions, 0);
    expect(step(run, { type: 'choose', option: 4 })).toBe(run);
    expect(step(run, { type: 'choose', option: -1 })).toBe(run);
  });

  it('sends the chosen answers with the seconds spent on each, leaving out the unanswered', () => {
    let run = startRun(questions, 10_000);
    run = step(run, { type: 'choose', option: 3 });
    run = step(run, { type: 'next', now: 14_250 });
    run = step(run, { type: 'choose', option: 1 });
    run = step(run, { type: 'next', now: 20_000 });
    // Time runs out on the third question, unanswered.
    expect(answersToSubmit(run, 25_000)).toEqual([
      { questionId: 'q1', answer: 3, timeSpent: 4.3 },
      { questionId: 'q2', answer: 1, timeSpent: 5.8 },
    ]);
    // The question on screen counts until the submit.
    run = step(run, { type: 'choose', option: 0 });
    expect(answersToSubmit(run, 27_000)[2]).toEqual({ questionId: 'q3', answer: 0, timeSpent: 7 });
  });
});
