import { apiRequest } from '@/lib/api';
import type { ContactMessage } from '../types';

/** `POST /api/contact`: 201 `{"success": true}`; a 400 or 429 carries a sentence for the visitor. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await apiRequest('POST', '/api/contact', message);
}
