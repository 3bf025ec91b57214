import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { FarmPlan, FarmPlanStats } from '../types';

/** `POST /api/generate-farm-plan`: 201 with the stored plan; 400 names the field at fault. */
export async function generateFarmPlan(body: Record<string, unknown>): Promise<FarmPlan> {
  const res = await apiRequest('POST', '/api/generate-farm-plan', body);
  return (await res.json()) as FarmPlan;
}

export function useGenerateFarmPlan() {
  return useMutation({ mutationFn: generateFarmPlan });
}

export function farmPlanQueryOptions(id: string) {
  return { queryKey: ['/api/farm-plans', encodeURIComponent(id)] };
}

/** A stored plan, reopened from its link. */
export function useFarmPlan(id: string | undefined) {
  return useQuery<FarmPlan>({ ...farmPlanQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export function useFarmPlanStats() {
  return useQuery<FarmPlanStats>({ queryKey: ['/api/admin/farm-plans/stats'] });
}
