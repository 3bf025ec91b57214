/** Whether others see a comment: "held" ones wait for a moderator and reach only their author. */
export type CommentStatus = 'visible' | 'held';

/** One comment of a day's Daily Farm Wisdom discussion, as `GET /api/comments/daily-farm-wisdom` lists it. */
export interface Comment {
  id: number;
  /** Plain text; shown as text, never as HTML (links stay text). */
  content: string;
  commenter_name: string;
  /** RFC 3339. */
  createdat: string;
  likes: number;
  /** The top-level comment this one replies to; null for a top-level comment. */
  parentid: number | null;
  /** This visitor likes it. */
  liked: boolean;
  status: CommentStatus;
  /** RFC 3339 instant until which this visitor may edit or delete it (their own comment); else null. */
  editableUntil: string | null;
  /** Its author deleted it but it has replies: content and name are empty. */
  deleted: boolean;
}

/** A top-level comment with its replies, assembled in the browser (seed 001 §3). */
export interface ThreadComment extends Comment {
  replies: Comment[];
}

/** One day that has a discussion, from `GET /api/comments/daily-farm-wisdom/days` (newest first). */
export interface CommentDay {
  /** `YYYY-MM-DD`, the farm's day. */
  date: string;
  comments: number;
}

export interface PostCommentRequest {
  content: string;
  commenterName: string;
  parentId?: number;
}

export interface PostCommentResponse {
  commentId: number;
  status: CommentStatus;
  editableUntil: string;
}

export interface LikeResponse {
  likes: number;
  liked: boolean;
}
