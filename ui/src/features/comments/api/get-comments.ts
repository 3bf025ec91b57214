import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import { plainText } from '@/lib/plain-text';
import type { Comment, CommentDay } from '../types';

/** Today's discussion (the farm's day); also the prefix of every discussion query's key. */
export const COMMENTS_QUERY_KEY = ['/api/comments/daily-farm-wisdom'] as const;
export const COMMENT_DAYS_QUERY_KEY = [`${COMMENTS_QUERY_KEY[0]}/days`] as const;

/** The key (the URL the default query function GETs) of one day's list; null is today. */
export function commentsQueryKey(day: string | null): readonly string[] {
  return day === null ? COMMENTS_QUERY_KEY : [`${COMMENTS_QUERY_KEY[0]}?date=${encodeURIComponent(day)}`];
}

/** `GET /api/comments/daily-farm-wisdom?date=`: a day's comments, flat and oldest first. */
export function getCommentsQueryOptions(day: string | null) {
  return queryOptions<Comment[]>({ queryKey: commentsQueryKey(day), select: decodeComments });
}
export const useComments = (day: string | null) => useQuery(getCommentsQueryOptions(day));

/** The list as shown: names and texts as the visitors typed them (the cache keeps the server's copy). */
function decodeComments(list: Comment[]): Comment[] {
  return list.map((c) => ({ ...c, content: plainText(c.content), commenter_name: plainText(c.commenter_name) }));
}

/** `GET /api/comments/daily-farm-wisdom/days`: today first, then earlier days with comments. */
export function getCommentDaysQueryOptions() {
  return queryOptions<CommentDay[]>({ queryKey: COMMENT_DAYS_QUERY_KEY });
}
export const useCommentDays = () => useQuery(getCommentDaysQueryOptions());

/** Every discussion query (each day's list and the days), for one invalidation after a change. */
export function isDiscussionQuery(query: Query): boolean {
  const first = query.queryKey[0];
  return typeof first === 'string' && first.startsWith(COMMENTS_QUERY_KEY[0]);
}
