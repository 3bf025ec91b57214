import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { correctionLinkState } from '@/features/training';
import { useConversations } from './api/get-conversations';
import type { Conversation, RiskLevel } from './types';
import {
  NO_FILTERS,
  RATING_FILTERS,
  RISK_LEVELS,
  pageCount,
  pager,
  ratingLabel,
  riskTone,
  type ConversationFilters,
  type RatingFilter,
} from './utils/conversation-filters';
import '@/components/admin.css';
import './conversations.css';

/**
 * Conversation review (DESIGN §8): what visitors asked and what Dexter Jr. answered,
 * thumbs-down first, filtered by risk, fallback, rating and text. "Correct this answer"
 * opens the Training Center's Corrections tab on that conversation.
 */
export function ConversationsTab() {
  const [filters, setFilters] = useState<ConversationFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const conversations = useConversations(filters, page);

  // Conversations expire (the retention limit): never sit past the last page.
  const total = conversations.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total);
    if (page > last) setPage(last);
  }, [total, page]);

  function apply(change: Partial<ConversationFilters>) {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ q: search });
  }

  return (
    <section aria-labelledby="conversations-title">
      <div className="admin-section-head">
        <h2 id="conversations-title">Conversations</h2>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={conversations.isFetching}
          onClick={() => void conversations.refetch()}
        >
          Refresh
        </button>
      </div>
      <p className="admin-muted">
        What visitors asked and what Dexter Jr. answered. Answers visitors marked as unhelpful come first.
      </p>

      <form className="card conversation-filters" role="search" aria-label="Filter conversations" onSubmit={onSearch}>
        <div className="field">
          <label htmlFor="conversation-risk">Risk level</label>
          <select
            id="conversation-risk"
            className="input"
            value={filters.risk}
            onChange={(e) => apply({ risk: e.target.value as '' | RiskLevel })}
          >
            <option value="">Any risk</option>
            {RISK_LEVELS.map((risk) => (
              <option key={risk} value={risk}>
                {risk[0].toUpperCase() + risk.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="conversation-rating">Rating</label>
          <select
            id="conversation-rating"
            className="input"
            value={filters.rating}
            onChange={(e) => apply({ rating: e.target.value as RatingFilter })}
          >
            {RATING_FILTERS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <label className="conversation-filters__fallback">
          <input type="checkbox" checked={filters.fallbackOnly} onChange={(e) => apply({ fallbackOnly: e.target.checked })} />
          Answered by a fallback
        </label>
        <div className="field conversation-filters__search">
          <label htmlFor="conversation-q">Search</label>
          <div className="conversation-filters__search-row">
            <input
              id="conversation-q"
              className="input"
              type="search"
              value={search}
              placeholder="Words in the question or answer"
              onChange={(e) => setSearch(e.target.value)}
            />
            <button type="submit" className="btn btn--primary">
              Search
            </button>
          </div>
        </div>
      </form>

      <QueryState query={conversations} what="conversations">
        {(data) =>
          data.conversations.length === 0 ? (
            <p className="admin-empty">No conversations match.</p>
          ) : (
            <>
              <ul className="conversation-list" aria-label="Conversations" aria-busy={conversations.isPlaceholderData}>
                {data.conversations.map((c) => (
                  <ConversationItem key={c.id} conversation={c} />
                ))}
              </ul>
              <Pager page={page} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function ConversationItem({ conversation: c }: { conversation: Conversation }) {
  const questionId = `conversation-${c.id}-message`;
  return (
    <li className={`card conversation${c.rating === 'down' ? ' conversation--down' : ''}`}>
      <p className="conversation__meta">
        <time dateTime={c.at}>{formatDateTime(c.at)}</time>
        <span className={`badge badge--${riskTone(c.risk)}`}>Risk: {c.risk}</span>
        <span className={`badge badge--${c.rating === 'down' ? 'failed' : c.rating === 'up' ? 'paid' : 'neutral'}`}>
          {ratingLabel(c.rating)}
        </span>
        {c.fallback && <span className="badge badge--pending">Fallback</span>}
        <span className="admin-muted">Answered by {c.source}</span>
      </p>
      <dl className="conversation__text">
        <dt>Visitor</dt>
        <dd id={questionId}>{c.message}</dd>
        <dt>Dexter Jr.</dt>
        <dd>{c.reply}</dd>
      </dl>
      <div>
        <Link
          className="btn btn--secondary"
          to={paths.training}
          state={correctionLinkState({ conversationId: c.id, question: c.message, incorrectResponse: c.reply })}
          aria-describedby={questionId}
        >
          Correct this answer
        </Link>
      </div>
    </li>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { label, count, hasPrevious, hasNext } = pager(page, total);
  return (
    <nav className="admin-pager" aria-label="Conversation pages">
      <p className="admin-pager__status">
        {count} · {label}
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className="btn btn--secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
