import { useState, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { TextAreaField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { useSendReinforcement, useSendTraining, useTrainingBusy } from '../api/training-mutations';
import type { TrainResponse } from '../types';
import { buildTrainPayload, canSendInstruction } from '../utils/forms';

export const REINFORCEMENT_SENT = 'Positive reinforcement sent!';
export const LLM_ONLY_NOTE = 'This instruction takes effect only when an LLM is connected.';

/**
 * Custom Training (seed 002 §2): send one instruction, see Dexter Jr.'s answer and the rule
 * it became, then correct or reinforce that answer.
 */
export function CustomTrainingTab({
  latest,
  onLatest,
  onCorrect,
}: {
  /** The last answer, kept by the page while its tabs change. */
  latest: TrainResponse | null;
  onLatest: (response: TrainResponse) => void;
  /** Opens the Corrections tab prefilled with a session and its answer. */
  onCorrect: (sessionId: string, incorrectResponse: string) => void;
}) {
  const [instruction, setInstruction] = useState('');
  const [expectedResponse, setExpectedResponse] = useState('');
  const train = useSendTraining();
  const reinforce = useSendReinforcement();
  const busy = useTrainingBusy();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSendInstruction(instruction) || busy) return;
    train.mutate(buildTrainPayload({ instruction, expectedResponse }), {
      onSuccess: (response) => {
        onLatest(response);
        setInstruction('');
        setExpectedResponse('');
      },
      onError: (err) => {
        console.error('Custom training failed', err);
        toast({ title: 'Training failed', description: errorMessage(err), variant: 'destructive' });
      },
    });
  }

  function onReinforce(response: TrainResponse) {
    reinforce.mutate(
      { goodResponse: response.response, sessionId: response.sessionId },
      {
        onSuccess: () => toast({ title: REINFORCEMENT_SENT }),
        onError: (err) => {
          console.error('Reinforcement failed', err);
          toast({ title: 'Reinforcement failed', description: errorMessage(err), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <section aria-labelledby="custom-title">
      <h2 id="custom-title">Custom Training</h2>
      <form className="card form" onSubmit={onSubmit} noValidate aria-label="New training instruction">
        <TextAreaField
          id="custom-instruction"
          label="Training instruction"
          hint="Required. For example: Always mention the grant search when someone asks about funding."
          value={instruction}
          onValueChange={setInstruction}
          rows={3}
          required
        />
        <TextAreaField
          id="custom-expected"
          label="Expected response (optional)"
          value={expectedResponse}
          onValueChange={setExpectedResponse}
          rows={2}
        />
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy || !canSendInstruction(instruction)}>
            Send Training Instruction
          </button>
        </div>
      </form>

      {latest && (
        <section className="card training-latest" aria-labelledby="custom-latest-title">
          <h3 id="custom-latest-title">Latest response</h3>
          <p className="training-response">{latest.response}</p>
          <p className="admin-muted">
            Emotion: <span className="badge">{latest.emotion}</span>
          </p>
          <p>
            <strong>Rule:</strong> {latest.rule.summary}
          </p>
          {!latest.rule.appliesWithoutLlm && (
            <p className="notice training-note" role="note">
              {LLM_ONLY_NOTE}
            </p>
          )}
          <div className="btn-row">
            <button
              type="button"
              className="btn btn--secondary"
              disabled={busy}
              onClick={() => onCorrect(latest.sessionId, latest.response)}
            >
              Send Correction
            </button>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onReinforce(latest)}>
              Reinforce Positive
            </button>
          </div>
        </section>
      )}
    </section>
  );
}
