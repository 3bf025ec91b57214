import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type {
  CorrectResponse,
  CorrectionPayload,
  CorrectionUpdate,
  Correction,
  DailyTrainingResponse,
  Instruction,
  ReinforcePayload,
  TestPayload,
  TestResult,
  TrainPayload,
  TrainResponse,
} from '../types';
import { withNewestResult } from '../utils/forms';
import {
  CORRECTIONS_QUERY_KEY,
  INSTRUCTIONS_QUERY_KEY,
  TEST_RESULTS_QUERY_KEY,
  TRAINING_HISTORY_QUERY_KEY,
  TRAINING_MUTATION_KEY,
} from './query-keys';

async function postJson<T>(url: string, data?: unknown): Promise<T> {
  const res = await apiRequest('POST', url, data);
  return (await res.json()) as T;
}

export const executeDailyTraining = () => postJson<DailyTrainingResponse>('/api/dexter/daily-training');
export const sendTraining = (payload: TrainPayload) => postJson<TrainResponse>('/api/dexter/train', payload);
export const runTest = (payload: TestPayload) => postJson<TestResult>('/api/dexter/test', payload);
export const sendCorrection = (payload: CorrectionPayload) => postJson<CorrectResponse>('/api/dexter/correct', payload);
export const sendReinforcement = (payload: ReinforcePayload) => postJson<{ success: boolean }>('/api/dexter/reinforce', payload);

export async function updateCorrection({ id, change }: { id: number; change: CorrectionUpdate }): Promise<Correction> {
  const res = await apiRequest('PUT', `/api/dexter/corrections/${id}`, change);
  return (await res.json()) as Correction;
}

export async function deleteCorrection(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/dexter/corrections/${id}`);
}

export async function setInstructionActive({ id, active }: { id: number; active: boolean }): Promise<Instruction> {
  const res = await apiRequest('PUT', `/api/dexter/instructions/${id}`, { active });
  return (await res.json()) as Instruction;
}

export async function deleteInstruction(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/dexter/instructions/${id}`);
}

const invalidate = (queryClient: QueryClient, keys: readonly (readonly string[])[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** A Training Center request: part of the page's busy flag; refreshes `keys` once it succeeds. */
function useTrainingMutation<TArgs, TResult>(
  mutationFn: (args: TArgs) => Promise<TResult>,
  keys: readonly (readonly string[])[],
  onSuccess?: (queryClient: QueryClient, result: TResult) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TRAINING_MUTATION_KEY,
    mutationFn,
    onSuccess: (result) => {
      onSuccess?.(queryClient, result);
      return invalidate(queryClient, keys);
    },
  });
}

/** True while any Training Center request runs (seed 002 §4's busy flag). */
export function useTrainingBusy(): boolean {
  return useIsMutating({ mutationKey: TRAINING_MUTATION_KEY }) > 0;
}

export const useDailyTraining = () => useTrainingMutation(executeDailyTraining, [TRAINING_HISTORY_QUERY_KEY]);
export const useSendTraining = () => useTrainingMutation(sendTraining, [TRAINING_HISTORY_QUERY_KEY, INSTRUCTIONS_QUERY_KEY]);
/** The new result goes in front of the cached list (which keeps five); the history refreshes. */
export const useRunTest = () =>
  useTrainingMutation(runTest, [TRAINING_HISTORY_QUERY_KEY], (queryClient, result) =>
    queryClient.setQueryData<TestResult[]>(TEST_RESULTS_QUERY_KEY, (list) => withNewestResult(list, result)),
  );
export const useSendCorrection = () => useTrainingMutation(sendCorrection, [TRAINING_HISTORY_QUERY_KEY, CORRECTIONS_QUERY_KEY]);
export const useSendReinforcement = () => useTrainingMutation(sendReinforcement, [TRAINING_HISTORY_QUERY_KEY]);
export const useUpdateCorrection = () => useTrainingMutation(updateCorrection, [CORRECTIONS_QUERY_KEY]);
export const useDeleteCorrection = () => useTrainingMutation(deleteCorrection, [CORRECTIONS_QUERY_KEY]);
export const useSetInstructionActive = () => useTrainingMutation(setInstructionActive, [INSTRUCTIONS_QUERY_KEY]);
export const useDeleteInstruction = () => useTrainingMutation(deleteInstruction, [INSTRUCTIONS_QUERY_KEY]);
