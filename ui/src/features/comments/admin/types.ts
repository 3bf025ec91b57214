/** Where a comment stands in moderation: shown, waiting for a moderator, or taken down. */
export type ModerationStatus = 'held' | 'visible' | 'hidden';

/** One comment as the moderator sees it (`GET /api/admin/comments`). */
export interface AdminComment {
  id: number;
  /** The discussion's day, `YYYY-MM-DD` (the farm's day). */
  day: string;
  /** Plain text, exactly as written: never rendered as HTML. */
  content: string;
  commenterName: string;
  createdAt: string;
  likes: number;
  /** The comment this one replies to, or null for a top-level comment. */
  parentId: number | null;
  status: ModerationStatus;
  /** Why it was held: "link", "blocklist: <word>", or null. */
  reason: string | null;
  /** An anonymous label for the visitor who wrote it ("visitor 3f2a…"). */
  author: string;
  /** The author is blocked from posting (as a visitor, or at their address). */
  blocked: boolean;
  blockedVisitor?: boolean;
  blockedAddress?: boolean;
}

/** `GET /api/admin/comments?status=…&page=…`: one page of one status, and the count of each status. */
export interface AdminCommentsPage {
  comments: AdminComment[];
  page: number;
  perPage: number;
  total: number;
  counts: Record<ModerationStatus, number>;
}

/** A blocked visitor (`GET /api/admin/comment-blocks`). */
export interface CommentBlock {
  id: number;
  /** "visitor 3f2a… and their address". */
  label: string;
  createdAt: string;
  /** The first words of the comment that led to the block. */
  note: string;
}

/** `GET` and `PUT /api/admin/comment-blocklist`: words that hold a comment for review. */
export interface Blocklist {
  words: string[];
}
