/** Checkout item (seed 002 §3). */
export interface CheckoutItem {
  bookId: number | string;
  title: string;
  price: string;
  isFree: boolean;
}

/** `GET /api/verify-payment/{sessionId}` (seed 002 §3, plus the course's access link). */
export interface PaymentVerification {
  success: boolean;
  title: string;
  downloadUrl: string | null;
  courseUrl: string | null;
  message: string;
}

/** Why a paid-download link was refused (`/download-success?link=…`). */
export type LinkProblem = 'expired' | 'used' | 'invalid';
