/** How hard a challenge is (its badge colour follows it, seed 001 §9). */
export type ChallengeDifficulty = 'beginner' | 'intermediate' | 'expert';

/** How hard one question is; its points follow it (10, 20, 30). */
export type QuestionDifficulty = 'easy' | 'medium' | 'high';

/** One question as the browser gets it before submission: no answer key. */
export interface ChallengeQuestion {
  id: string;
  question: string;
  category: string;
  difficulty: QuestionDifficulty;
  points: number;
  options: string[];
}

/** A quiz challenge (seed 001 §3), from `GET /api/quiz/challenges` and `/daily-challenge`. */
export interface Challenge {
  id: string;
  title: string;
  description: string;
  difficulty: ChallengeDifficulty;
  /** A slug, e.g. "soil-health". */
  category: string;
  /** Seconds. */
  timeLimit: number;
  totalPoints: number;
  questions: ChallengeQuestion[];
}

/** One row of `GET /api/quiz/leaderboard` (top 100, most points first). */
export interface LeaderboardEntry {
  playerId: string;
  playerName: string;
  level: number;
  /** Badge slugs, e.g. "first-quiz". */
  badges: string[];
  totalPoints: number;
}

/** `GET /api/quiz/player/{id}`: a player who has submitted at least once. */
export interface Player {
  playerId: string;
  playerName: string;
  totalPoints: number;
  level: number;
  /** Points where the current level starts and where the next begins. */
  levelStart: number;
  nextLevelAt: number;
  badges: string[];
  streak: number;
  bestStreak: number;
  quizzesTaken: number;
  /** Ids of the challenges passed at least once. */
  passedChallenges: string[];
}

/** `POST /api/quiz/start-session`. */
export interface StartSessionRequest {
  playerId: string;
  challengeId: string;
  playerName: string;
}

/** The answer (201) to a start: the server's clock times the session. */
export interface QuizSession {
  sessionId: string;
  /** RFC 3339, the server's clock. */
  startTime: string;
  /** RFC 3339: when the time limit runs out by the server's clock. */
  endsAt: string;
  /** Seconds. */
  timeLimit: number;
}

/** One answer as sent: the option's index and the seconds spent on the question. */
export interface SubmittedAnswer {
  questionId: string;
  answer: number;
  timeSpent: number;
}

/** `POST /api/quiz/submit-session`; unanswered questions are left out of `answers`. */
export interface SubmitSessionRequest {
  sessionId: string;
  answers: SubmittedAnswer[];
  /** Seconds, the browser's own count (informational: the server's clock decides). */
  timeElapsed: number;
}

/** A question after submission: the player's answer, the right one and why. */
export interface QuestionReview {
  questionId: string;
  /** The chosen option, or null when left unanswered. */
  answer: number | null;
  correct: number;
  isCorrect: boolean;
  explanation: string;
}

/** The result of a submitted session (seed 001 §3, with what it did to the player). */
export interface QuizResult {
  /** Percent. */
  score: number;
  passed: boolean;
  pointsEarned: number;
  correctAnswers: number;
  totalQuestions: number;
  badgeEarned: string | null;
  /** Badge slugs earned by this result. */
  newAchievements: string[];
  feedback: string[];
  /** What went onto the total: a repeat adds only what beats the best on the challenge. */
  pointsAdded: number;
  totalPoints: number;
  level: number;
  elapsedSeconds: number;
  review: QuestionReview[];
}
