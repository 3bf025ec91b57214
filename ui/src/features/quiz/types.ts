/** The simple quiz of /courses (the server's src/quiz, seed 000 §3). */

/** A module's two gradient colours (CSS colours). */
export interface QuizColors {
  from: string;
  to: string;
}

/** The short teaching note shown with a module before it starts. */
export interface QuizInfoSection {
  title: string;
  content: string;
}

/** A question as visitors see it: no answer key, which only a judged answer reveals. */
export interface QuizQuestion {
  question: string;
  /** Exactly four options. */
  options: string[];
}

/** `GET /api/quiz/modules`: one of the three modules. */
export interface QuizModule {
  id: string;
  title: string;
  description: string;
  colors: QuizColors;
  infoSection: QuizInfoSection;
  questions: QuizQuestion[];
}

/** `POST /api/quiz/modules/{id}/answer` body. */
export interface AnswerQuestionRequest {
  questionIndex: number;
  answer: number;
}

/** The server's judgement of one answer. */
export interface JudgedAnswer {
  questionIndex: number;
  answer: number;
  /** Index of the right option. */
  correct: number;
  isCorrect: boolean;
  explanation: string;
}
