import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Assessment, BulkInstruction, Metrics, SchedulerConfig, SchedulerStatus } from '../types';
import {
  ASSESSMENTS_QUERY_KEY,
  BULK_INSTRUCTIONS_QUERY_KEY,
  INSTRUCTIONS_QUERY_KEY,
  SCHEDULER_MUTATION_KEY,
  SCHEDULER_STATUS_QUERY_KEY,
  TRAINING_HISTORY_QUERY_KEY,
} from './query-keys';

/** `GET /api/dexter/scheduler/status`: config, metrics (null before the first assessment), next runs. */
export function getSchedulerStatusQueryOptions() {
  return queryOptions<SchedulerStatus>({ queryKey: SCHEDULER_STATUS_QUERY_KEY });
}
export const useSchedulerStatus = () => useQuery(getSchedulerStatusQueryOptions());

/** `GET /api/dexter/bulk-instructions`: the 8 behavioural instructions bulk training sends. */
export function getBulkInstructionsQueryOptions() {
  return queryOptions<BulkInstruction[]>({ queryKey: BULK_INSTRUCTIONS_QUERY_KEY });
}
export const useBulkInstructions = () => useQuery(getBulkInstructionsQueryOptions());

/** `GET /api/dexter/assessments`: the last 30, oldest first. */
export function getAssessmentsQueryOptions() {
  return queryOptions<Assessment[]>({ queryKey: ASSESSMENTS_QUERY_KEY });
}
export const useAssessments = () => useQuery(getAssessmentsQueryOptions());

async function post<T>(url: string, data?: unknown): Promise<T> {
  const res = await apiRequest('POST', url, data);
  return (await res.json()) as T;
}

export const saveSchedulerConfig = (config: SchedulerConfig) =>
  post<{ success: boolean; config: SchedulerConfig }>('/api/dexter/scheduler/config', config);
export const startScheduler = () => post<{ success: boolean }>('/api/dexter/scheduler/start');
export const stopScheduler = () => post<{ success: boolean }>('/api/dexter/scheduler/stop');
export const runBulkTraining = () => post<{ success: boolean; instructions: number }>('/api/dexter/scheduler/bulk-training');
export const runAssessment = () => post<{ success: boolean; metrics: Metrics }>('/api/dexter/scheduler/assessment');

/**
 * A scheduler action. Whatever its outcome the status is reloaded (seed 002 §4), with the
 * other lists the action may have changed.
 */
function useSchedulerMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>, extraKeys: readonly (readonly string[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SCHEDULER_MUTATION_KEY,
    mutationFn,
    onSettled: () =>
      Promise.all(
        [SCHEDULER_STATUS_QUERY_KEY, ...extraKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** True while any scheduler action runs. */
export function useSchedulerBusy(): boolean {
  return useIsMutating({ mutationKey: SCHEDULER_MUTATION_KEY }) > 0;
}

export const useSaveSchedulerConfig = () => useSchedulerMutation(saveSchedulerConfig);
export const useStartScheduler = () => useSchedulerMutation(startScheduler);
export const useStopScheduler = () => useSchedulerMutation(stopScheduler);
export const useBulkTraining = () => useSchedulerMutation(runBulkTraining, [INSTRUCTIONS_QUERY_KEY, TRAINING_HISTORY_QUERY_KEY]);
export const useRunAssessment = () => useSchedulerMutation(runAssessment, [ASSESSMENTS_QUERY_KEY, TRAINING_HISTORY_QUERY_KEY]);
