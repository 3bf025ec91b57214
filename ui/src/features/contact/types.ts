/** A message for the farm, as `POST /api/contact` takes it. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** The form's status (seed 001 §4): success clears itself after a few seconds. */
export type ContactStatus = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; message: string };
