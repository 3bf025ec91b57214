/** A confirmed subscriber (`GET /api/admin/subscribers`). */
export interface Subscriber {
  id: number;
  email: string;
  /** When they signed up. */
  createdAt: string;
  /** When they clicked the confirmation link. */
  confirmedAt: string | null;
}

/** `GET /api/admin/subscribers`: the confirmed list, and how many sign-ups still wait for confirmation. */
export interface AdminSubscribers {
  subscribers: Subscriber[];
  total: number;
  pending: number;
}
