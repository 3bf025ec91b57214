import { useEffect, useRef, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { TextAreaField, TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { useSendCorrection, useTrainingBusy } from '../api/training-mutations';
import {
  EMPTY_CORRECTION_DRAFT,
  buildCorrectionPayload,
  correctionProblem,
  correctionTarget,
  type CorrectionDraft,
} from '../utils/forms';
import { InstructionList } from './instruction-list';
import { StoredCorrections } from './stored-corrections';

export const CORRECTION_SENT = 'Correction sent successfully!';

/**
 * Corrections (seed 002 §2): correct a training session's answer, a visitor conversation's
 * reply (from conversation review) or, with no session, any question. Below the form: the
 * stored approved answers and the behaviour rules.
 */
export function CorrectionsTab({
  draft,
  onDraftChange,
  focusRequest,
}: {
  /** The form, kept by the page so other tabs can prefill it. */
  draft: CorrectionDraft;
  onDraftChange: (draft: CorrectionDraft) => void;
  /** Bumped when another tab prefilled the form: the correction message gets the focus. */
  focusRequest: number;
}) {
  const correct = useSendCorrection();
  const busy = useTrainingBusy();
  const formRef = useRef<HTMLFormElement>(null);
  const target = correctionTarget(draft);
  const problem = correctionProblem(draft);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('#correction-message')?.focus();
  }, [focusRequest]);

  const set = (key: keyof CorrectionDraft) => (value: string) => onDraftChange({ ...draft, [key]: value });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = buildCorrectionPayload(draft);
    if (!payload || busy) return;
    correct.mutate(payload, {
      onSuccess: (result) => {
        toast({
          title: CORRECTION_SENT,
          description: result.updated ? 'It replaced the approved answer to a close question.' : undefined,
        });
        onDraftChange(EMPTY_CORRECTION_DRAFT);
      },
      onError: (err) => {
        console.error('Correction failed', err);
        toast({ title: 'Correction failed', description: errorMessage(err), variant: 'destructive' });
      },
    });
  }

  return (
    <section aria-labelledby="corrections-title">
      <h2 id="corrections-title">Corrections</h2>
      <form ref={formRef} className="card form" onSubmit={onSubmit} noValidate aria-label="New correction">
        {target === 'conversation' ? (
          <div className="notice training-conversation" role="note">
            <p>
              <strong>Correcting a visitor conversation</strong> (#{draft.conversationId})
            </p>
            <p>
              Question: <q>{draft.question}</q>
            </p>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => onDraftChange({ ...draft, conversationId: null, question: '' })}
            >
              Correct something else
            </button>
          </div>
        ) : (
          <>
            <TextField
              id="correction-session"
              label="Session ID (optional)"
              hint="Leave blank for a general correction."
              value={draft.sessionId}
              onValueChange={set('sessionId')}
              autoComplete="off"
              spellCheck={false}
            />
            {target === 'general' && (
              <TextAreaField
                id="correction-question"
                label="Question this answers"
                hint="Required for a general correction."
                value={draft.question}
                onValueChange={set('question')}
                rows={2}
                required
              />
            )}
          </>
        )}
        <TextAreaField
          id="correction-incorrect"
          label="Incorrect response"
          value={draft.incorrectResponse}
          onValueChange={set('incorrectResponse')}
          rows={3}
        />
        <TextAreaField
          id="correction-message"
          label="Correction message"
          hint="Required. The answer Dexter Jr. should give."
          value={draft.correctionMessage}
          onValueChange={set('correctionMessage')}
          rows={3}
          required
        />
        <TextAreaField
          id="correction-reinforcement"
          label="Reinforcement (optional)"
          value={draft.reinforcement}
          onValueChange={set('reinforcement')}
          rows={2}
        />
        <div className="training-submit">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={busy || problem !== null}
            aria-describedby={problem ? 'correction-problem' : undefined}
          >
            Send Correction
          </button>
          {problem && (
            <span id="correction-problem" className="admin-muted">
              {problem}
            </span>
          )}
        </div>
      </form>

      <StoredCorrections />
      <InstructionList />
    </section>
  );
}
