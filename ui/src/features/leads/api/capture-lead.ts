import { apiRequest } from '@/lib/api';
import type { CaptureLeadResponse, Lead } from '../types';

/** `POST /api/capture-lead`: the 4 free guides, whose links are also emailed. */
export async function captureLead(lead: Lead): Promise<CaptureLeadResponse> {
  const res = await apiRequest('POST', '/api/capture-lead', lead);
  return (await res.json()) as CaptureLeadResponse;
}
