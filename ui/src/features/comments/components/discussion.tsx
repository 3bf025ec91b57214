import { useId, useMemo, useState } from 'react';
import { formatDay, formatLongDay } from '@/lib/format';
import { commentsQueryKey, useCommentDays, useComments } from '../api/get-comments';
import { useClock } from '../hooks/use-clock';
import type { CommentDay, PostCommentResponse } from '../types';
import { buildThread } from '../utils/thread';
import { CommentForm } from './comment-form';
import { CommentItem, HELD_NOTICE } from './comment-item';
import './discussion.css';

/**
 * The Daily Farm Wisdom discussion (seed 001 §2–§5): today's thread with its comment form,
 * earlier days to browse (closed to new comments, open to replies and likes), likes, one
 * reply form at a time, and Edit and Delete on the visitor's own comments while their
 * window lasts. Everything visitors wrote is shown as plain text.
 */
export function Discussion() {
  const titleId = useId();
  const [day, setDay] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const days = useCommentDays();
  const comments = useComments(day);
  const listKey = commentsQueryKey(day);
  const thread = useMemo(() => buildThread(comments.data ?? []), [comments.data]);
  const now = useClock(Boolean(comments.data?.some((comment) => comment.editableUntil)));

  function showDay(value: string | null) {
    setDay(value);
    setReplyingTo(null);
    setNotice('');
  }

  function onPosted(result: PostCommentResponse) {
    setNotice(result.status === 'held' ? HELD_NOTICE : 'Your comment was posted.');
  }

  return (
    <div className="discussion" role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{day === null ? 'Today’s discussion' : `Discussion of ${formatLongDay(day)}`}</h3>
      {days.data && days.data.length > 1 && <DayPicker days={days.data} day={day} onChange={showDay} />}

      {day === null ? (
        <CommentForm kind="comment" label="Add a comment" onPosted={onPosted} />
      ) : (
        <p className="discussion__closed">
          This day’s discussion is closed to new comments; you can still reply and like.{' '}
          <button type="button" className="discussion__link" onClick={() => showDay(null)}>
            Back to today’s discussion
          </button>
        </p>
      )}

      <p className="discussion__notice" role="status">
        {notice}
      </p>

      {comments.isLoading ? (
        <p className="card__status">Loading the discussion…</p>
      ) : comments.data === undefined ? (
        <div className="card__status discussion__unavailable">
          <p>The discussion could not be loaded right now.</p>
          <button type="button" className="btn btn--secondary" onClick={() => void comments.refetch()}>
            Try again
          </button>
        </div>
      ) : thread.length === 0 ? (
        <p className="card__status">No comments yet. Be the first to share what you’re growing!</p>
      ) : (
        <ol className="discussion__list" aria-label="Comments">
          {thread.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              replies={comment.replies}
              listKey={listKey}
              now={now}
              replyingTo={replyingTo}
              setReplyingTo={setReplyingTo}
              onNotice={setNotice}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

/** Today and the earlier days that have comments (the server's list, newest first). */
function DayPicker({ days, day, onChange }: { days: CommentDay[]; day: string | null; onChange: (day: string | null) => void }) {
  const id = useId();
  const today = days[0].date;
  return (
    <div className="field discussion__days">
      <label htmlFor={id}>Show the discussion of</label>
      <select
        id={id}
        className="input"
        value={day ?? today}
        onChange={(event) => onChange(event.target.value === today ? null : event.target.value)}
      >
        {days.map((option, i) => (
          <option key={option.date} value={option.date}>
            {i === 0 ? 'Today' : formatDay(option.date)} ({option.comments} {option.comments === 1 ? 'comment' : 'comments'})
          </option>
        ))}
      </select>
    </div>
  );
}
