export { QuizChallengePage as default } from '@/features/quiz';
