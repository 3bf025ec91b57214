import { useState, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { TextAreaField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useCorrections } from '../api/get-training-center';
import { useDeleteCorrection, useTrainingBusy, useUpdateCorrection } from '../api/training-mutations';
import type { Correction } from '../types';
import { isFilled } from '../utils/forms';

export const DELETE_CORRECTION_CONFIRM = 'Delete this correction? Dexter Jr. will no longer give this answer.';

const SOURCE_LABELS: Record<string, string> = {
  session: 'From a training session',
  conversation: 'From a visitor conversation',
  general: 'General',
};

/** The approved answers Dexter Jr. gives for close questions: edit, switch off or delete each. */
export function StoredCorrections() {
  const corrections = useCorrections();
  return (
    <section className="training-subsection" aria-labelledby="stored-corrections-title">
      <h3 id="stored-corrections-title">Stored corrections</h3>
      <QueryState query={corrections} what="corrections">
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">No corrections yet.</p>
          ) : (
            <ul className="training-list" aria-label="Stored corrections">
              {list.map((correction) => (
                <CorrectionItem key={correction.id} correction={correction} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function CorrectionItem({ correction }: { correction: Correction }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateCorrection();
  const remove = useDeleteCorrection();
  const busy = useTrainingBusy();
  const name = `the correction for “${correction.question}”`;

  function onToggle() {
    update.mutate(
      { id: correction.id, change: { enabled: !correction.enabled } },
      {
        onSuccess: (saved) => toast({ title: saved.enabled ? 'Correction enabled' : 'Correction disabled' }),
        onError: (err) => toast({ title: 'Could not change the correction', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  }

  function onDelete() {
    if (!window.confirm(DELETE_CORRECTION_CONFIRM)) return;
    remove.mutate(correction.id, {
      onSuccess: () => toast({ title: 'Correction deleted' }),
      onError: (err) => toast({ title: 'Could not delete the correction', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  if (editing) {
    return (
      <li className="card training-item">
        <CorrectionEditor correction={correction} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className={`card training-item${correction.enabled ? '' : ' training-item--off'}`}>
      <p className="training-item__head">
        <strong>{correction.question}</strong>
        <span className={`badge badge--${correction.enabled ? 'active' : 'neutral'}`}>
          {correction.enabled ? 'Enabled' : 'Disabled'}
        </span>
        <span className="badge">{SOURCE_LABELS[correction.source] ?? correction.source}</span>
      </p>
      <p className="training-response">{correction.answer}</p>
      <p className="admin-muted">
        Updated <time dateTime={correction.updatedAt}>{formatDate(correction.updatedAt)}</time>
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" aria-label={`Edit ${name}`} disabled={busy} onClick={() => setEditing(true)}>
          Edit
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          aria-label={`${correction.enabled ? 'Disable' : 'Enable'} ${name}`}
          disabled={busy}
          onClick={onToggle}
        >
          {correction.enabled ? 'Disable' : 'Enable'}
        </button>
        <button type="button" className="btn btn--danger" aria-label={`Delete ${name}`} disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

function CorrectionEditor({ correction, onDone }: { correction: Correction; onDone: () => void }) {
  const [question, setQuestion] = useState(correction.question);
  const [answer, setAnswer] = useState(correction.answer);
  const update = useUpdateCorrection();
  const busy = useTrainingBusy();
  const valid = isFilled(question) && isFilled(answer);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    update.mutate(
      { id: correction.id, change: { question: question.trim(), answer: answer.trim() } },
      {
        onSuccess: () => {
          toast({ title: 'Correction saved' });
          onDone();
        },
        onError: (err) => toast({ title: 'Could not save the correction', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Edit correction">
      <TextAreaField
        id={`correction-${correction.id}-question`}
        label="Question"
        value={question}
        onValueChange={setQuestion}
        rows={2}
        autoFocus
        required
      />
      <TextAreaField id={`correction-${correction.id}-answer`} label="Answer" value={answer} onValueChange={setAnswer} rows={3} required />
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={busy || !valid}>
          Save
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
