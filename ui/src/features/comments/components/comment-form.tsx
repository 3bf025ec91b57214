import { useId, useState, type FormEvent } from 'react';
import { usePostComment } from '../api/comment-mutations';
import type { PostCommentResponse } from '../types';
import { loadCommenterName, saveCommenterName } from '../utils/commenter-name';
import { MAX_COMMENT_CHARS, MAX_NAME_CHARS, missingFieldsAlert, postFailureAlert, postRefusalReason, type CommentKind } from '../utils/validation';
import { LengthHint } from './length-hint';

interface CommentFormProps {
  kind: CommentKind;
  /** The top-level comment a reply answers. */
  parentId?: number;
  /** Names the form for screen readers: "Add a comment", "Reply to Ama". */
  label: string;
  onPosted: (result: PostCommentResponse) => void;
  /** Shown as a Cancel button (the reply form). */
  onCancel?: () => void;
}

/**
 * Name and text, for a comment or a reply (seed 001 §5). The button stays disabled while a
 * field is empty or the post is on its way; a name or text of only spaces gets the seed's
 * alert. The name is remembered in this browser for next time.
 */
export function CommentForm({ kind, parentId, label, onPosted, onCancel }: CommentFormProps) {
  const id = useId();
  const [name, setName] = useState(loadCommenterName);
  const [content, setContent] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const post = usePostComment();
  const isReply = kind === 'reply';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (post.isPending) return;
    const missing = missingFieldsAlert(kind, name, content);
    if (missing) {
      window.alert(missing);
      return;
    }
    setRefusal(null);
    post.mutate(
      { content: content.trim(), commenterName: name.trim(), ...(parentId === undefined ? {} : { parentId }) },
      {
        onSuccess: (result) => {
          saveCommenterName(name);
          setContent('');
          onPosted(result);
        },
        onError: (err) => {
          setRefusal(postRefusalReason(kind, err));
          window.alert(postFailureAlert(kind, err));
        },
      },
    );
  }

  return (
    <form className={isReply ? 'comment-form comment-form--reply' : 'comment-form'} aria-label={label} onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          className="input"
          name="commenterName"
          autoComplete="name"
          maxLength={MAX_NAME_CHARS}
          aria-describedby={`${id}-name-hint`}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <LengthHint id={`${id}-name-hint`} length={name.length} max={MAX_NAME_CHARS} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>{isReply ? 'Your reply' : 'Your comment'}</label>
        <textarea
          id={`${id}-content`}
          className="input"
          name="content"
          rows={isReply ? 2 : 3}
          maxLength={MAX_COMMENT_CHARS}
          aria-describedby={`${id}-content-hint`}
          autoFocus={isReply}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <LengthHint id={`${id}-content-hint`} length={content.length} max={MAX_COMMENT_CHARS} />
      </div>
      {/* Always there, so screen readers announce the reason when it is filled in. */}
      <p className="field__hint" aria-live="polite">
        {refusal}
      </p>
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={post.isPending || !name || !content}>
          {post.isPending ? 'Posting…' : isReply ? 'Post Reply' : 'Post Comment'}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
