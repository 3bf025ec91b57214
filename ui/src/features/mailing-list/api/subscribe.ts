import { apiRequest } from '@/lib/api';

/**
 * `POST /api/subscribe`: 202 with the sentence to show (the same whether the address is new,
 * pending or confirmed). NOTE: the home page (main bundle) uses this, so it stays tiny.
 */
export async function subscribe(email: string): Promise<string> {
  const res = await apiRequest('POST', '/api/subscribe', { email });
  return ((await res.json()) as { message: string }).message;
}
