import { useState, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { TextAreaField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { useTestResults } from '../api/get-training-center';
import { useRunTest, useSendReinforcement, useTrainingBusy } from '../api/training-mutations';
import type { TestResult } from '../types';
import { buildTestPayload, canRunTest } from '../utils/forms';
import { REINFORCEMENT_SENT } from './custom-training-tab';

/**
 * Test & Evaluate (seed 002 §2): ask a scenario, compare the answer with what was expected,
 * and reinforce or correct it. The five newest results are listed.
 */
export function TestEvaluateTab({ onCorrect }: { onCorrect: (sessionId: string, incorrectResponse: string) => void }) {
  const [scenario, setScenario] = useState('');
  const [expectedBehavior, setExpectedBehavior] = useState('');
  const results = useTestResults();
  const test = useRunTest();
  const reinforce = useSendReinforcement();
  const busy = useTrainingBusy();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canRunTest(scenario) || busy) return;
    test.mutate(buildTestPayload({ scenario, expectedBehavior }), {
      onError: (err) => {
        console.error('Test failed', err);
        toast({ title: 'Test failed', description: errorMessage(err), variant: 'destructive' });
      },
    });
  }

  function onGood(result: TestResult) {
    reinforce.mutate(
      { goodResponse: result.actualResponse, sessionId: result.sessionId },
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
    <section aria-labelledby="test-title">
      <h2 id="test-title">Test &amp; Evaluate</h2>
      <form className="card form" onSubmit={onSubmit} noValidate aria-label="New test">
        <TextAreaField
          id="test-scenario"
          label="Scenario"
          hint="Required. What a visitor might ask."
          value={scenario}
          onValueChange={setScenario}
          rows={3}
          required
        />
        <TextAreaField
          id="test-expected"
          label="Expected behaviour (optional)"
          value={expectedBehavior}
          onValueChange={setExpectedBehavior}
          rows={2}
        />
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy || !canRunTest(scenario)}>
            Test Response
          </button>
        </div>
      </form>

      <h3>Recent results</h3>
      <QueryState query={results} what="test results">
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">No tests yet.</p>
          ) : (
            <ul className="training-list" aria-label="Recent test results">
              {list.map((result, i) => {
                const scenarioId = `test-result-${i}-scenario`;
                return (
                  <li key={`${result.sessionId}-${i}`} className="card training-item">
                    <dl className="training-fields">
                      <dt>Scenario</dt>
                      <dd id={scenarioId}>{result.scenario}</dd>
                      <dt>Expected</dt>
                      <dd>{result.expectedBehavior || <span className="admin-muted">Not given</span>}</dd>
                      <dt>Actual response</dt>
                      <dd className="training-response">{result.actualResponse}</dd>
                      <dt>Emotion</dt>
                      <dd>{result.emotion}</dd>
                    </dl>
                    <div className="btn-row">
                      <button
                        type="button"
                        className="btn btn--primary"
                        disabled={busy}
                        aria-describedby={scenarioId}
                        onClick={() => onGood(result)}
                      >
                        Good Response
                      </button>
                      <button
                        type="button"
                        className="btn btn--secondary"
                        disabled={busy}
                        aria-describedby={scenarioId}
                        onClick={() => onCorrect(result.sessionId, result.actualResponse)}
                      >
                        Needs Correction
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
