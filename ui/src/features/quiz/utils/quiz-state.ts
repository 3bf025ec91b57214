import type { JudgedAnswer } from '../types';

/** Every question has this many options (seed 000 §3). */
export const OPTION_COUNT = 4;

/** A judged answer (seed 000 §3's answer record, with what the server revealed about it). */
export interface AnswerRecord {
  questionIndex: number;
  selectedAnswer: number;
  isCorrect: boolean;
  /** The right option, revealed by the server with its judgement. */
  correct: number;
  explanation: string;
}

/** What one attempt at a module carries from question to question. */
interface Attempt {
  /** Counts starts and exits, so a judgement arriving after the visitor left is dropped. */
  round: number;
  moduleId: string;
  questionCount: number;
  answers: AnswerRecord[];
  /** One per correct answer, as the server judged it. */
  score: number;
}

/**
 * The simple quiz (seed 000 §4): the module list, then a question (index from 0, an option
 * chosen or none), then the results.
 */
export type QuizState =
  | { view: 'list'; round: number }
  | (Attempt & {
      view: 'question';
      index: number;
      /** The option chosen: waiting for the server's judgement, or judged. */
      selected: number | null;
      pending: boolean;
      /** This question's judgement once the server has given it; the choice is then locked. */
      judgement: AnswerRecord | null;
      /** Why the last choice could not be judged; the visitor may choose again. */
      error: string | null;
    })
  | (Attempt & { view: 'results' });

export type QuizAction =
  | { type: 'start'; moduleId: string; questionCount: number }
  | { type: 'choose'; answer: number }
  | { type: 'judged'; round: number; result: JudgedAnswer }
  | { type: 'failed'; round: number; message: string }
  | { type: 'next' }
  | { type: 'exit' }
  | { type: 'retake' }
  | { type: 'tryAnother' };

export const initialQuizState: QuizState = { view: 'list', round: 0 };

function firstQuestion(round: number, moduleId: string, questionCount: number): QuizState {
  return {
    view: 'question',
    round,
    moduleId,
    questionCount,
    index: 0,
    selected: null,
    pending: false,
    judgement: null,
    error: null,
    answers: [],
    score: 0,
  };
}

/** Whether `answer` may be chosen now: a question is shown, not judged, not waiting for the server. */
export function canChoose(state: QuizState, answer: number): boolean {
  return (
    state.view === 'question' &&
    !state.pending &&
    state.judgement === null &&
    Number.isInteger(answer) &&
    answer >= 0 &&
    answer < OPTION_COUNT
  );
}

/** Next (or Finish Quiz) is allowed once the shown question's answer is judged (seed 000 §5). */
export function canGoNext(state: QuizState): boolean {
  return state.view === 'question' && state.judgement !== null;
}

/** Whether the shown question is the module's last (its Next reads Finish Quiz). */
export function isLastQuestion(state: QuizState): boolean {
  return state.view === 'question' && state.index === state.questionCount - 1;
}

/** The quiz's one transition function; an action that does not apply leaves the state as it is. */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'start':
      if (state.view !== 'list' || action.questionCount <= 0) return state;
      return firstQuestion(state.round + 1, action.moduleId, action.questionCount);

    case 'choose':
      if (state.view !== 'question' || !canChoose(state, action.answer)) return state;
      return { ...state, selected: action.answer, pending: true, error: null };

    case 'judged': {
      if (state.view !== 'question' || !state.pending || action.round !== state.round) return state;
      const { result } = action;
      if (result.questionIndex !== state.index) return state;
      const record: AnswerRecord = {
        questionIndex: result.questionIndex,
        selectedAnswer: result.answer,
        isCorrect: result.isCorrect,
        correct: result.correct,
        explanation: result.explanation,
      };
      return {
        ...state,
        selected: result.answer,
        pending: false,
        judgement: record,
        answers: [...state.answers, record],
        score: state.score + (result.isCorrect ? 1 : 0),
      };
    }

    case 'failed':
      if (state.view !== 'question' || !state.pending || action.round !== state.round) return state;
      return { ...state, selected: null, pending: false, error: action.message };

    case 'next': {
      if (state.view !== 'question' || !canGoNext(state)) return state;
      const { round, moduleId, questionCount, answers, score } = state;
      if (isLastQuestion(state)) return { view: 'results', round, moduleId, questionCount, answers, score };
      return { ...state, index: state.index + 1, selected: null, pending: false, judgement: null, error: null };
    }

    case 'exit':
      if (state.view !== 'question') return state;
      return { view: 'list', round: state.round + 1 };

    case 'retake':
      if (state.view !== 'results') return state;
      return firstQuestion(state.round + 1, state.moduleId, state.questionCount);

    case 'tryAnother':
      if (state.view !== 'results') return state;
      return { view: 'list', round: state.round + 1 };
  }
}
