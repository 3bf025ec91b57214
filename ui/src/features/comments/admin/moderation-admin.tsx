import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { TextAreaField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { formatDateTime, formatDay } from '@/lib/format';
import {
  useAdminComments,
  useBlockAuthor,
  useBlocklist,
  useCommentBlocks,
  useDeleteComment,
  useModerateComment,
  useSaveBlocklist,
  useUnblock,
} from './api/comments-admin';
import type { AdminComment, AdminCommentsPage, ModerationStatus } from './types';
import {
  MODERATION_STATUSES,
  blocklistError,
  blocklistText,
  formatTime,
  likesLabel,
  pageCount,
  parseBlocklist,
  reasonLabel,
  statusFilterLabel,
} from './utils/moderation';
import '@/components/admin.css';
import './comments-admin.css';

/** What an empty filter says. */
const EMPTY: Record<ModerationStatus, string> = {
  held: 'Nothing is waiting for a moderator.',
  visible: 'No comments are shown on the site yet.',
  hidden: 'No comments are hidden.',
};

/**
 * The Daily Farm Wisdom discussion's moderation: comments by status (held, visible, hidden)
 * with approve, hide, delete and block; below, the blocklist and the blocked visitors.
 */
export function ModerationAdmin() {
  return (
    <section aria-labelledby="moderation-title" className="admin-subsection moderation-admin">
      <div className="admin-section-head">
        <h3 id="moderation-title">Moderation</h3>
      </div>
      <p className="admin-muted">
        Comments on the Daily Farm Wisdom discussion. A comment with a link or a word from the blocklist is held: only
        its author sees it until you approve it.
      </p>
      <CommentsModeration />
      <BlocklistEditor />
      <CommentBlocks />
    </section>
  );
}

function CommentsModeration() {
  const [status, setStatus] = useState<ModerationStatus>('held');
  const [page, setPage] = useState(1);
  const comments = useAdminComments(status, page);

  // The counts stay on the filter while another status loads.
  const [counts, setCounts] = useState<AdminCommentsPage['counts']>();
  if (comments.data && comments.data.counts !== counts) setCounts(comments.data.counts);

  // Comments leave a filter when moderated: never sit past the last page.
  const total = comments.data?.total;
  const perPage = comments.data?.perPage;
  useEffect(() => {
    if (total === undefined || perPage === undefined) return;
    const last = pageCount(total, perPage);
    if (page > last) setPage(last);
  }, [total, perPage, page]);

  function choose(next: ModerationStatus) {
    setStatus(next);
    setPage(1);
  }

  return (
    <>
      <div className="btn-row moderation-filter" role="group" aria-label="Show comments">
        {MODERATION_STATUSES.map((option) => (
          <button
            key={option.id}
            type="button"
            className={`btn ${option.id === status ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={option.id === status}
            onClick={() => choose(option.id)}
          >
            {statusFilterLabel(option.label, counts?.[option.id])}
          </button>
        ))}
      </div>
      <QueryState query={comments} what="comments">
        {(data) =>
          data.comments.length === 0 ? (
            <p className="admin-empty">{EMPTY[status]}</p>
          ) : (
            <>
              <ul className="admin-item-list" aria-label={`${MODERATION_STATUSES.find((s) => s.id === status)?.label} comments`}>
                {data.comments.map((comment) => (
                  <CommentItem key={comment.id} comment={comment} />
                ))}
              </ul>
              {data.total > data.perPage && (
                <Pager page={page} pages={pageCount(data.total, data.perPage)} busy={comments.isPlaceholderData} onPage={setPage} />
              )}
            </>
          )
        }
      </QueryState>
    </>
  );
}

/** One comment: who, when, what (as plain text), why it was held, and the moderator's actions. */
function CommentItem({ comment }: { comment: AdminComment }) {
  const moderate = useModerateComment();
  const remove = useDeleteComment();
  const block = useBlockAuthor();
  const name = comment.commenterName;
  const reason = reasonLabel(comment.reason);
  const blocked = comment.blocked || block.isSuccess;
  // Each block has its own button: a visitor block can still be raised to an address block.
  const blockedVisitor = (comment.blockedVisitor ?? comment.blocked) || (block.isSuccess && block.variables?.scope === 'visitor');
  const blockedAddress = (comment.blockedAddress ?? false) || (block.isSuccess && block.variables?.scope === 'address');
  const busy = moderate.isPending || remove.isPending || block.isPending;
  const failed = (title: string) => (err: unknown) => toast({ title, description: errorMessage(err), variant: 'destructive' });

  function onModerate(action: 'approve' | 'hide') {
    moderate.mutate(
      { id: comment.id, action },
      {
        onSuccess: () =>
          action === 'approve'
            ? toast({ title: 'Comment approved', description: `${name}’s comment is shown on the site.` })
            : toast({ title: 'Comment hidden', description: `${name}’s comment is no longer shown on the site.` }),
        onError: failed(action === 'approve' ? 'Failed to approve the comment' : 'Failed to hide the comment'),
      },
    );
  }

  function onDelete() {
    if (!window.confirm(`Delete this comment by ${name}? Its replies are deleted with it. This cannot be undone.`)) return;
    remove.mutate(comment.id, {
      onSuccess: () => toast({ title: 'Comment deleted', description: `${name}’s comment was deleted.` }),
      onError: failed('Failed to delete the comment'),
    });
  }

  function onBlock(scope: 'visitor' | 'address') {
    const question =
      scope === 'visitor'
        ? `Block ${comment.author}? They will no longer be able to post comments from this browser, and their held comments will be hidden. (Someone who clears their cookies can come back: block the address to stop that.)`
        : `Block the network address of ${comment.author} for 30 days? Everyone posting from it (a school or a phone network may share one) will be unable to comment, and held comments from it will be hidden.`;
    if (!window.confirm(question)) return;
    block.mutate(
      { id: comment.id, scope },
      {
        onSuccess: () =>
          toast({
            title: scope === 'visitor' ? 'Author blocked' : 'Address blocked',
            description:
              scope === 'visitor'
                ? `${comment.author} can no longer post comments; their held comments are hidden.`
                : `Nobody can post from ${comment.author}'s address for 30 days; held comments from it are hidden.`,
          }),
        onError: failed('Failed to block'),
      },
    );
  }

  return (
    <li className="card admin-item moderation-comment">
      <div>
        <p className="moderation-comment__meta">
          <strong>{name}</strong> · <time dateTime={comment.day}>{formatDay(comment.day)}</time> ·{' '}
          <time dateTime={comment.createdAt}>{formatTime(comment.createdAt)}</time>
        </p>
        {(reason || comment.parentId !== null || blocked) && (
          <p className="moderation-comment__badges">
            {reason && <span className="badge badge--pending moderation-comment__reason">{reason}</span>}
            {comment.parentId !== null && <span className="badge badge--neutral">Reply</span>}
            {blocked && <span className="badge badge--failed">Blocked</span>}
          </p>
        )}
        <p className="moderation-comment__text">{comment.content}</p>
        <p className="admin-muted">
          {likesLabel(comment.likes)} · {comment.author}
        </p>
      </div>
      <div className="btn-row">
        {comment.status !== 'visible' && (
          <button type="button" className="btn btn--primary" aria-label={`Approve comment by ${name}`} disabled={busy} onClick={() => onModerate('approve')}>
            Approve
          </button>
        )}
        {comment.status !== 'hidden' && (
          <button type="button" className="btn btn--secondary" aria-label={`Hide comment by ${name}`} disabled={busy} onClick={() => onModerate('hide')}>
            Hide
          </button>
        )}
        <button type="button" className="btn btn--danger" aria-label={`Delete comment by ${name}`} disabled={busy} onClick={onDelete}>
          Delete
        </button>
        {!blockedVisitor && (
          <button type="button" className="btn btn--danger" aria-label={`Block author of the comment by ${name}`} disabled={busy} onClick={() => onBlock('visitor')}>
            Block author
          </button>
        )}
        {!blockedAddress && (
          <button
            type="button"
            className="btn btn--danger"
            aria-label={`Block the address of the comment by ${name}`}
            disabled={busy}
            onClick={() => onBlock('address')}
          >
            Block address (30 days)
          </button>
        )}
      </div>
    </li>
  );
}

/** "Page X of Y" with Previous and Next (disabled at the ends). */
function Pager({ page, pages, busy, onPage }: { page: number; pages: number; busy: boolean; onPage: (page: number) => void }) {
  return (
    <nav className="moderation-pager" aria-label="Comment pages" aria-busy={busy}>
      <p className="admin-muted">
        Page {page} of {pages}
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className="btn btn--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

/** The words that hold a comment for review, one per line. */
function BlocklistEditor() {
  const blocklist = useBlocklist();
  return (
    <section aria-labelledby="moderation-blocklist-title" className="moderation-admin__part">
      <h4 id="moderation-blocklist-title">Blocklist</h4>
      <QueryState query={blocklist} what="blocklist">
        {(data) => <BlocklistForm initial={data.words} />}
      </QueryState>
    </section>
  );
}

function BlocklistForm({ initial }: { initial: string[] }) {
  const [text, setText] = useState(() => blocklistText(initial));
  const [saved, setSaved] = useState<string[]>(initial);
  const [justSaved, setJustSaved] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const save = useSaveBlocklist();
  const dirty = blocklistText(parseBlocklist(text)) !== blocklistText(saved);

  function onChange(value: string) {
    setText(value);
    setJustSaved(false);
    setFieldError(undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(undefined);
    const words = parseBlocklist(text);
    const problem = blocklistError(words);
    setFieldError(problem ?? undefined);
    if (problem) return;
    save.mutate(words, {
      onSuccess: (stored) => {
        setSaved(stored.words);
        setText(blocklistText(stored.words));
        setJustSaved(true);
      },
      onError: (err) => setServerError(errorMessage(err)),
    });
  }

  const count = saved.length === 1 ? '1 word' : `${saved.length} words`;
  const state = save.isPending
    ? 'Saving…'
    : dirty
      ? 'Unsaved changes.'
      : `${justSaved ? 'Saved. ' : ''}${saved.length === 0 ? 'The blocklist is empty.' : `The blocklist has ${count}.`}`;

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Blocklist" aria-busy={save.isPending}>
      <TextAreaField
        id="comment-blocklist"
        label="Blocked words"
        hint="One word per line. A comment containing one of them is held until you approve it. Capitals and repeats do not matter."
        rows={6}
        value={text}
        onValueChange={onChange}
        error={fieldError}
        spellCheck={false}
      />
      {serverError && (
        <p className="alert" role="alert">
          {serverError}
        </p>
      )}
      <div className="btn-row moderation-blocklist__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save blocklist'}
        </button>
        <p className="admin-muted" role="status">
          {state}
        </p>
      </div>
    </form>
  );
}

/** Visitors blocked from posting, with Unblock. */
function CommentBlocks() {
  const blocks = useCommentBlocks();
  const unblock = useUnblock();

  function onUnblock(id: number, label: string) {
    unblock.mutate(id, {
      onSuccess: () => toast({ title: 'Unblocked', description: `${label} can post comments again.` }),
      onError: (err) => toast({ title: 'Failed to unblock', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby="moderation-blocks-title" className="moderation-admin__part">
      <h4 id="moderation-blocks-title">Blocked visitors</h4>
      <QueryState query={blocks} what="blocked visitors">
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">No one is blocked.</p>
          ) : (
            <ul className="admin-item-list" aria-label="Blocked visitors">
              {list.map((item) => (
                <li key={item.id} className="card admin-item">
                  <div>
                    <p>
                      <strong>{item.label}</strong>
                    </p>
                    <p className="admin-muted">
                      Blocked <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                    </p>
                    {item.note && <p className="moderation-comment__text">“{item.note}”</p>}
                  </div>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    aria-label={`Unblock ${item.label}`}
                    disabled={unblock.isPending && unblock.variables === item.id}
                    onClick={() => onUnblock(item.id, item.label)}
                  >
                    Unblock
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
