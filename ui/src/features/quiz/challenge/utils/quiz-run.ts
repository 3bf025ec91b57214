import type { SubmittedAnswer } from '../types';

/**
 * A quiz in progress: which question shows, the option chosen on each and the time spent on
 * each. A plain value changed only by `step`, so the rules are tested without a browser.
 */
export interface QuizRun {
  questionIds: readonly string[];
  optionCounts: readonly number[];
  index: number;
  /** Chosen option by question id. */
  choices: Readonly<Record<string, number>>;
  /** Milliseconds spent on each question before the current one was shown. */
  spentMs: Readonly<Record<string, number>>;
  /** When the current question was shown (ms since the epoch). */
  shownAt: number;
}

export type QuizInput = { type: 'choose'; option: number } | { type: 'next'; now: number };

export function startRun(questions: readonly { id: string; options: readonly string[] }[], now: number): QuizRun {
  return {
    questionIds: questions.map((q) => q.id),
    optionCounts: questions.map((q) => q.options.length),
    index: 0,
    choices: {},
    spentMs: {},
    shownAt: now,
  };
}

export const currentId = (run: QuizRun): string | undefined => run.questionIds[run.index];

/** The option chosen on the current question, or undefined. */
export const currentChoice = (run: QuizRun): number | undefined => {
  const id = currentId(run);
  return id === undefined ? undefined : run.choices[id];
};

export const isLastQuestion = (run: QuizRun): boolean => run.index >= run.questionIds.length - 1;

/**
 * Choosing sets (or changes) the current question's option; an option that doesn't exist is
 * ignored. Next moves on only once an option is chosen, and never past the last question
 * (that one is submitted instead).
 */
export function step(run: QuizRun, input: QuizInput): QuizRun {
  const id = currentId(run);
  if (id === undefined) return run;
  switch (input.type) {
    case 'choose': {
      const count = run.optionCounts[run.index] ?? 0;
      if (!Number.isInteger(input.option) || input.option < 0 || input.option >= count) return run;
      if (run.choices[id] === input.option) return run;
      return { ...run, choices: { ...run.choices, [id]: input.option } };
    }
    case 'next': {
      if (run.choices[id] === undefined || isLastQuestion(run)) return run;
      return { ...run, index: run.index + 1, spentMs: addSpent(run, id, input.now), shownAt: input.now };
    }
  }
}

function addSpent(run: QuizRun, id: string, now: number): Record<string, number> {
  return { ...run.spentMs, [id]: (run.spentMs[id] ?? 0) + Math.max(0, now - run.shownAt) };
}

/**
 * The answers to send at `now`: every chosen option, with the seconds spent on its question
 * (to a tenth); the question on screen counts until now. Unanswered questions are left out.
 */
export function answersToSubmit(run: QuizRun, now: number): SubmittedAnswer[] {
  const id = currentId(run);
  const spent = id === undefined ? run.spentMs : addSpent(run, id, now);
  return run.questionIds.flatMap((questionId) => {
    const answer = run.choices[questionId];
    if (answer === undefined) return [];
    return [{ questionId, answer, timeSpent: Math.round((spent[questionId] ?? 0) / 100) / 10 }];
  });
}

/** How many questions have an answer. */
export const answeredCount = (run: QuizRun): number => Object.keys(run.choices).length;
