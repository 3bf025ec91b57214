import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { AnswerQuestionRequest, JudgedAnswer, QuizModule } from '../types';

export const QUIZ_MODULES_QUERY_KEY = ['/api/quiz/modules'] as const;

/** `GET /api/quiz/modules`: the simple quiz's modules, questions without their answers. */
export function getQuizModulesQueryOptions() {
  return queryOptions<QuizModule[]>({ queryKey: QUIZ_MODULES_QUERY_KEY });
}
export const useQuizModules = () => useQuery(getQuizModulesQueryOptions());

/** The answer endpoint of one module. */
export const answerUrl = (moduleId: string) => `${QUIZ_MODULES_QUERY_KEY[0]}/${encodeURIComponent(moduleId)}/answer`;

/** `POST /api/quiz/modules/{id}/answer`: the server judges one answer and explains the right one. */
export async function answerQuestion({
  moduleId,
  ...request
}: AnswerQuestionRequest & { moduleId: string }): Promise<JudgedAnswer> {
  const res = await apiRequest('POST', answerUrl(moduleId), request);
  return (await res.json()) as JudgedAnswer;
}

export const useAnswerQuestion = () => useMutation({ mutationFn: answerQuestion });
