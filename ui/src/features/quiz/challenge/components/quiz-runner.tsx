import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { errorMessage, errorStatus } from '@/lib/api';
import { useSubmitSession } from '../api/quiz-challenge';
import { useCountdown } from '../hooks/use-countdown';
import type { Challenge, QuizResult, QuizSession, SubmitSessionRequest } from '../types';
import { URGENT_SECONDS, formatCountdown, timeWarning } from '../utils/countdown';
import { QUESTION_DIFFICULTY_LABELS, plural } from '../utils/labels';
import { isTypingTarget } from '../../utils/quiz-keys';
import { answersToSubmit, currentChoice, isLastQuestion, startRun, step } from '../utils/quiz-run';

interface QuizRunnerProps {
  challenge: Challenge;
  session: QuizSession;
  /** When time runs out, on this browser's clock (ms since the epoch). */
  deadline: number;
  /** When the session arrived (ms since the epoch). */
  startedAt: number;
  onExit: () => void;
  onDone: (result: QuizResult) => void;
}

/**
 * The quiz view: one question at a time with its options as a radio group; keys 1–4 choose
 * and Enter moves on; Next Question (Submit Quiz on the last) once an option is chosen; the
 * countdown, which submits what has been answered when it reaches zero. A failed submit says
 * why and can be tried again with the same answers.
 */
export function QuizRunner({ challenge, session, deadline, startedAt, onExit, onDone }: QuizRunnerProps) {
  const [run, dispatch] = useReducer(step, challenge.questions, (questions) => startRun(questions, startedAt));
  const submit = useSubmitSession();
  const [sent, setSent] = useState<{ request: SubmitSessionRequest; timedOut: boolean } | null>(null);
  const sentRef = useRef(false);
  const left = useCountdown(deadline);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const optionsRef = useRef<HTMLFieldSetElement>(null);

  const question = challenge.questions[run.index];
  const choice = currentChoice(run);
  const last = isLastQuestion(run);
  const locked = sent !== null;

  const send = useCallback(
    (timedOut: boolean) => {
      if (sentRef.current) return;
      sentRef.current = true;
      const now = Date.now();
      const request: SubmitSessionRequest = {
        sessionId: session.sessionId,
        answers: answersToSubmit(run, now),
        timeElapsed: Math.max(0, Math.round((now - startedAt) / 1000)),
      };
      setSent({ request, timedOut });
      submit.mutate(request, { onSuccess: onDone });
    },
    [run, session.sessionId, startedAt, submit, onDone],
  );

  function retry() {
    if (sent && !submit.isPending) submit.mutate(sent.request, { onSuccess: onDone });
  }

  const advance = useCallback(() => {
    if (locked || choice === undefined) return;
    if (last) send(false);
    else dispatch({ type: 'next', now: Date.now() });
  }, [locked, choice, last, send]);

  // Time's up: what has been answered goes in.
  useEffect(() => {
    if (left === 0) send(true);
  }, [left, send]);

  // Each new question (and the first) takes the focus, so it is read out and keys apply to it;
  // the card's top (timer and count) comes into view below the fixed header.
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [run.index]);

  // 1–4 choose, Enter moves on; never while typing, and never instead of a button's own Enter.
  useEffect(() => {
    if (locked) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (isTypingTarget(target)) return;
      // A key pressed on the header's menu or the chat launcher is not an answer.
      if (target && target !== document.body && !sectionRef.current?.contains(target)) return;
      if (/^[1-9]$/.test(event.key)) {
        const option = Number(event.key) - 1;
        if (!question || option >= question.options.length) return;
        event.preventDefault();
        dispatch({ type: 'choose', option });
        // Keep the radio group's focus on the chosen option when it is in the group.
        const radios = optionsRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
        if (radios && target instanceof HTMLInputElement && target.type === 'radio') radios[option]?.focus();
        return;
      }
      if (event.key === 'Enter') {
        if (target?.closest('button, a[href], summary, [role="button"]')) return;
        event.preventDefault();
        advance();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [locked, question, advance]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    advance();
  }

  if (!question) return null;
  const urgent = left <= URGENT_SECONDS;
  const warning = timeWarning(left);
  const total = challenge.questions.length;
  const progress = Math.round((run.index / total) * 100);

  return (
    <section ref={sectionRef} className="quiz-run card" aria-labelledby="quiz-run-title">
      <div className="quiz-run__head">
        <h2 id="quiz-run-title">{challenge.title}</h2>
        <p className={`quiz-timer${urgent ? ' quiz-timer--urgent' : ''}`}>
          <span className="quiz-timer__label">Time left</span>{' '}
          <span role="timer" className="quiz-timer__value">
            {formatCountdown(left)}
          </span>
        </p>
        <p className="visually-hidden" role="status">
          {warning ?? ''}
        </p>
      </div>

      <div className="quiz-run__meta">
        <p className="quiz-run__count">
          Question {run.index + 1} of {total}
        </p>
        <p className="quiz-run__worth">
          <span className={`quiz-qdiff quiz-qdiff--${question.difficulty}`}>{QUESTION_DIFFICULTY_LABELS[question.difficulty]}</span>{' '}
          {plural(question.points, 'point')}
        </p>
      </div>
      <div className="quiz-progress" aria-hidden="true">
        <span className="quiz-progress__fill" style={{ width: `${progress}%` }} />
      </div>

      <form className="quiz-question" onSubmit={onSubmit} aria-busy={submit.isPending || undefined} noValidate>
        <fieldset ref={optionsRef} className="quiz-options" disabled={locked}>
          <legend className="quiz-options__legend">
            <h3 ref={headingRef} tabIndex={-1} className="quiz-question__text">
              {question.question}
            </h3>
          </legend>
          {question.options.map((option, i) => (
            <label key={i} className="quiz-option">
              <input
                type="radio"
                name={`quiz-${question.id}`}
                value={i}
                checked={choice === i}
                onChange={() => dispatch({ type: 'choose', option: i })}
              />
              <span className="quiz-option__key" aria-hidden="true">
                {i + 1}
              </span>
              <span className="quiz-option__text">{option}</span>
            </label>
          ))}
        </fieldset>
        <p className="quiz-hint quiz-muted">
          Keys 1–{question.options.length} choose an answer; Enter goes on.
        </p>

        <div className="quiz-run__actions">
          <button type="button" className="btn btn--secondary" onClick={onExit}>
            Exit Quiz
          </button>
          <button type="submit" className="btn btn--primary" disabled={choice === undefined || locked}>
            {last ? 'Submit Quiz' : 'Next Question'}
          </button>
        </div>
        {sent && (
          <div className="quiz-run__status">
            {submit.isError && errorStatus(submit.error) === 409 ? (
              // The first try reached the server but its answer was lost: the result counts.
              <div className="alert quiz-alert" role="alert">
                <p>{errorMessage(submit.error)} Your result is on your dashboard.</p>
                <button type="button" className="btn btn--secondary" onClick={onExit}>
                  Back to Dashboard
                </button>
              </div>
            ) : submit.isError ? (
              <div className="alert quiz-alert" role="alert">
                <p>
                  {sent.timedOut ? 'Time is up, but your answers' : 'Your answers'} could not be submitted. {errorMessage(submit.error)}
                </p>
                <button type="button" className="btn btn--secondary" onClick={retry} disabled={submit.isPending}>
                  Try again
                </button>
              </div>
            ) : (
              <p className="notice" role="status">
                {sent.timedOut ? 'Time is up! Submitting your answers…' : 'Submitting your answers…'}
              </p>
            )}
          </div>
        )}

      </form>
    </section>
  );
}
