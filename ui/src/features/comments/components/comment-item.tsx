import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDeleteComment, useEditComment, useLikeComment } from '../api/comment-mutations';
import type { Comment, PostCommentResponse } from '../types';
import { editWindowText, isEditable } from '../utils/edit-window';
import { MAX_COMMENT_CHARS } from '../utils/validation';
import { CommentForm } from './comment-form';
import { LengthHint } from './length-hint';

/** What the discussion tells the visitor after their own change (its live region). */
export const HELD_NOTICE = 'Thanks! Your comment will appear once a moderator has approved it.';

interface CommentItemProps {
  comment: Comment;
  replies?: Comment[];
  /** The query key of the list this comment is in (likes and edits update it in place). */
  listKey: readonly string[];
  now: Date;
  /** The comment whose reply form is open (one at a time, seed 001 §4). */
  replyingTo: number | null;
  setReplyingTo: (id: number | null) => void;
  onNotice: (text: string) => void;
}

/** One comment with its like, reply, edit and delete actions, and below it its replies. */
export function CommentItem({ comment, replies = [], listKey, now, replyingTo, setReplyingTo, onNotice }: CommentItemProps) {
  const isReply = comment.parentid !== null;
  const replyOpen = replyingTo === comment.id;
  const replyButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(replyOpen);

  // Closing the reply form (Cancel, or after posting) puts focus back on its Reply button.
  useEffect(() => {
    if (wasOpen.current && !replyOpen) replyButton.current?.focus();
    wasOpen.current = replyOpen;
  }, [replyOpen]);

  function onReplied(result: PostCommentResponse) {
    setReplyingTo(null);
    onNotice(result.status === 'held' ? HELD_NOTICE : 'Your reply was posted.');
  }

  const shared = { listKey, now, replyingTo, setReplyingTo, onNotice };
  return (
    <li className={isReply ? 'comment comment--reply' : 'comment'}>
      {comment.deleted ? (
        <p className="comment__deleted">This comment was deleted.</p>
      ) : (
        <CommentBody comment={comment} listKey={listKey} now={now} onNotice={onNotice}>
          {!isReply && comment.status === 'visible' && (
            <button
              ref={replyButton}
              type="button"
              className="comment__action"
              aria-expanded={replyOpen}
              onClick={() => setReplyingTo(replyOpen ? null : comment.id)}
            >
              Reply <span className="visually-hidden">to {comment.commenter_name}</span>
            </button>
          )}
        </CommentBody>
      )}
      {replyOpen && (
        <CommentForm
          kind="reply"
          parentId={comment.id}
          label={`Reply to ${comment.commenter_name}`}
          onPosted={onReplied}
          onCancel={() => setReplyingTo(null)}
        />
      )}
      {replies.length > 0 && (
        <ol className="comment__replies" aria-label={comment.deleted ? 'Replies' : `Replies to ${comment.commenter_name}`}>
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} {...shared} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** Name, time, text (as plain text), the held notice and the actions of a comment. */
function CommentBody({
  comment,
  listKey,
  now,
  onNotice,
  children,
}: Pick<CommentItemProps, 'comment' | 'listKey' | 'now' | 'onNotice'> & { children?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState('');
  const remove = useDeleteComment();
  const editable = isEditable(comment.editableUntil, now);

  function onDelete() {
    if (remove.isPending || !window.confirm('Delete your comment? This cannot be undone.')) return;
    setFailure('');
    remove.mutate(comment.id, {
      onSuccess: () => onNotice('Your comment was deleted.'),
      onError: (err) => setFailure(errorMessage(err, 'Your comment could not be deleted. Please try again.')),
    });
  }

  return (
    <article className="comment__body" aria-label={`Comment by ${comment.commenter_name}`}>
      <p className="comment__meta">
        <span className="comment__name">{comment.commenter_name}</span>{' '}
        <time dateTime={comment.createdat}>{formatDateTime(comment.createdat)}</time>
      </p>
      {comment.status === 'held' && (
        <p className="comment__held">Waiting for a moderator: only you can see this until it is approved.</p>
      )}
      {editing ? (
        <EditForm
          comment={comment}
          listKey={listKey}
          onDone={(updated) => {
            setEditing(false);
            if (updated) onNotice(updated.status === 'held' ? HELD_NOTICE : 'Your change was saved.');
          }}
        />
      ) : (
        <p className="comment__text">{comment.content}</p>
      )}
      {editable && !editing && <p className="comment__window">{editWindowText(comment.editableUntil, now)}</p>}
      {failure && (
        <p className="comment__error" role="alert">
          {failure}
        </p>
      )}
      <div className="comment__actions">
        {comment.status === 'visible' && <LikeButton comment={comment} listKey={listKey} />}
        {children}
        {editable && !editing && (
          <>
            <button type="button" className="comment__action" onClick={() => setEditing(true)}>
              Edit <span className="visually-hidden">your comment</span>
            </button>
            <button type="button" className="comment__action" aria-disabled={remove.isPending || undefined} onClick={onDelete}>
              Delete <span className="visually-hidden">your comment</span>
            </button>
          </>
        )}
      </div>
    </article>
  );
}

/** A toggle: pressed when this visitor likes the comment; the count is the server's. */
function LikeButton({ comment, listKey }: { comment: Comment; listKey: readonly string[] }) {
  const like = useLikeComment(listKey);
  const count = `${comment.likes} ${comment.likes === 1 ? 'like' : 'likes'}`;
  return (
    <button
      type="button"
      className="comment__action comment__like"
      aria-pressed={comment.liked}
      aria-disabled={like.isPending || undefined}
      aria-label={`Like, ${count}`}
      onClick={() => {
        if (!like.isPending) like.mutate(comment.id);
      }}
    >
      <span aria-hidden="true">
        {comment.liked ? '♥' : '♡'} {comment.likes}
      </span>
    </button>
  );
}

/** Edits the text in place; `onDone(updated)` after saving, `onDone(null)` on Cancel. */
function EditForm({
  comment,
  listKey,
  onDone,
}: {
  comment: Comment;
  listKey: readonly string[];
  onDone: (updated: Comment | null) => void;
}) {
  const id = useId();
  const [content, setContent] = useState(comment.content);
  const edit = useEditComment(listKey);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (edit.isPending || !content.trim()) return;
    edit.mutate({ id: comment.id, content: content.trim() }, { onSuccess: onDone });
  }

  return (
    <form className="comment-form comment-form--edit" aria-label="Edit your comment" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-content`}>Your comment</label>
        <textarea
          id={`${id}-content`}
          className="input"
          rows={3}
          maxLength={MAX_COMMENT_CHARS}
          aria-describedby={`${id}-hint`}
          autoFocus
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <LengthHint id={`${id}-hint`} length={content.length} max={MAX_COMMENT_CHARS} />
      </div>
      {edit.isError && (
        <p className="comment__error" role="alert">
          {errorMessage(edit.error, 'Your change could not be saved. Please try again.')}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={edit.isPending || !content.trim()}>
          {edit.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
