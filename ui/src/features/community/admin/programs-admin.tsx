import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { TextAreaField, TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import type { Programs } from '../types';
import { useAdminPrograms, useSavePrograms } from './api/community-admin';
import { buildProgramsPayload, hasErrors, validatePrograms, type FormErrors, type ProgramRow } from './utils/community-forms';

/** The /programs page's text: the intro and the list of programs (title and body), saved together. */
export function ProgramsAdmin() {
  const programs = useAdminPrograms();
  return (
    <section aria-labelledby="admin-programs-title" className="admin-subsection">
      <div className="admin-section-head">
        <h3 id="admin-programs-title">Programs</h3>
      </div>
      <p className="admin-muted">Shown on the Programs page (the footer’s Programs link). Plain text; leave a blank line between paragraphs.</p>
      <QueryState query={programs} what="programs">
        {(stored) => <ProgramsForm initial={stored} />}
      </QueryState>
    </section>
  );
}

function ProgramsForm({ initial }: { initial: Programs }) {
  const nextKey = useRef(0);
  const toRows = (list: Programs['programs']): ProgramRow[] => list.map((p) => ({ ...p, key: nextKey.current++ }));
  const [intro, setIntro] = useState(initial.intro);
  const [rows, setRows] = useState<ProgramRow[]>(() => toRows(initial.programs));
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [newKey, setNewKey] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSavePrograms();

  function updateRows(next: ProgramRow[]) {
    setRows(next);
    if (submitted) setErrors(validatePrograms(next));
  }

  function setRow(index: number, change: Partial<ProgramRow>) {
    updateRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  }

  function addRow() {
    const key = nextKey.current++;
    setNewKey(key);
    updateRows([...rows, { key, title: '', body: '' }]);
  }

  function removeRow(index: number) {
    updateRows(rows.filter((_, i) => i !== index));
    addRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    const found = validatePrograms(rows);
    setErrors(found);
    if (hasErrors(found)) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(buildProgramsPayload(intro, rows), {
      onSuccess: (saved) => {
        toast({ title: 'Programs saved', description: 'The Programs page now shows the new text.' });
        setIntro(saved.intro);
        setRows(toRows(saved.programs));
        setSubmitted(false);
        setErrors({});
      },
      onError: (err) => {
        const message = errorMessage(err);
        setServerError(message);
        toast({ title: 'Failed to save the programs', description: message, variant: 'destructive' });
      },
    });
  }

  return (
    <form ref={formRef} className="form card" onSubmit={onSubmit} noValidate aria-label="Programs page" aria-busy={save.isPending}>
      <TextAreaField id="programs-intro" label="Introduction" rows={4} value={intro} onValueChange={setIntro} />
      {rows.length === 0 ? (
        <p className="admin-muted">No programs listed.</p>
      ) : (
        <ol className="admin-item-list programs-admin__list">
          {rows.map((row, index) => (
            <li key={row.key} className="programs-admin__row">
              <TextField
                id={`program-${row.key}-title`}
                label={`Program ${index + 1} title`}
                value={row.title}
                onValueChange={(title) => setRow(index, { title })}
                error={errors[`programs.${index}.title`]}
                autoFocus={row.key === newKey}
              />
              <TextAreaField
                id={`program-${row.key}-body`}
                label={`Program ${index + 1} description`}
                rows={4}
                value={row.body}
                onValueChange={(body) => setRow(index, { body })}
              />
              <div>
                <button
                  type="button"
                  className="btn btn--danger"
                  onClick={() => removeRow(index)}
                  aria-label={`Remove program ${index + 1}${row.title.trim() ? ` (${row.title.trim()})` : ''}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {serverError && (
        <p className="alert" role="alert">
          {serverError}
        </p>
      )}
      <div className="btn-row">
        <button ref={addRef} type="button" className="btn btn--secondary" onClick={addRow}>
          Add program
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save programs'}
        </button>
      </div>
    </form>
  );
}
