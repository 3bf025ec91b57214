import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Correction, DailyTask, HistoryEntry, Instruction, TestResult } from '../types';
import {
  CORRECTIONS_QUERY_KEY,
  DAILY_TASKS_QUERY_KEY,
  INSTRUCTIONS_QUERY_KEY,
  TEST_RESULTS_QUERY_KEY,
  TRAINING_HISTORY_QUERY_KEY,
} from './query-keys';

/** `GET /api/dexter/daily-tasks`: the tasks a daily run goes through. */
export function getDailyTasksQueryOptions() {
  return queryOptions<DailyTask[]>({ queryKey: DAILY_TASKS_QUERY_KEY });
}
export const useDailyTasks = () => useQuery(getDailyTasksQueryOptions());

/** `GET /api/dexter/training-history`: newest first, at most 100. */
export function getTrainingHistoryQueryOptions() {
  return queryOptions<HistoryEntry[]>({ queryKey: TRAINING_HISTORY_QUERY_KEY });
}
export const useTrainingHistory = () => useQuery(getTrainingHistoryQueryOptions());

/** `GET /api/dexter/test-results`: the five newest, newest first. */
export function getTestResultsQueryOptions() {
  return queryOptions<TestResult[]>({ queryKey: TEST_RESULTS_QUERY_KEY });
}
export const useTestResults = () => useQuery(getTestResultsQueryOptions());

/** `GET /api/dexter/corrections`: the approved answers, newest first. */
export function getCorrectionsQueryOptions() {
  return queryOptions<Correction[]>({ queryKey: CORRECTIONS_QUERY_KEY });
}
export const useCorrections = () => useQuery(getCorrectionsQueryOptions());

/** `GET /api/dexter/instructions`: the behaviour rules from Custom and Bulk Training. */
export function getInstructionsQueryOptions() {
  return queryOptions<Instruction[]>({ queryKey: INSTRUCTIONS_QUERY_KEY });
}
export const useInstructions = () => useQuery(getInstructionsQueryOptions());
