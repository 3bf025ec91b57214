/** A message sent through the contact form (`GET /api/admin/messages`). */
export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  /** Plain text, exactly as written: never rendered as HTML. */
  message: string;
  createdAt: string;
  read: boolean;
}

/** `GET /api/admin/messages`: every message, newest first, and how many are unread. */
export interface AdminMessages {
  messages: AdminMessage[];
  total: number;
  unread: number;
}
