/** Quizzes (the server's src/quiz): the simple quiz of /courses and the quiz challenge. */
export { SimpleQuiz } from './components/simple-quiz';
export { default as QuizChallengePage } from './challenge/components/quiz-challenge-page';
// The quiz challenge's admin screen (the dashboard's Quiz tab).
export { QuizPlayersAdmin } from './challenge/admin/quiz-players-admin';
