import { useEffect, useRef } from 'react';
import type { Challenge, QuizResult } from '../types';
import { formatTimeLimit } from '../utils/labels';
import { BadgeList, LevelBadge } from './player-progress';
import { OwnerConflict, type StartError } from './start-error';

interface QuizResultsProps {
  challenge: Challenge;
  result: QuizResult;
  /** A retake's start request is on its way. */
  retaking: boolean;
  /** Why the last retake did not start. */
  startError: StartError | null;
  onBack: () => void;
  onRetake: () => void;
  onNewPlayer: () => void;
}

/**
 * The results view: the server's figures (score, pass, points, total, level), new badges, its
 * feedback, and every question with the answer given, the right one and why; then back to the
 * dashboard or the same challenge again.
 */
export function QuizResults({ challenge, result, retaking, startError, onBack, onRetake, onNewPlayer }: QuizResultsProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const questions = new Map(challenge.questions.map((q) => [q.id, q]));
  const repeat = result.pointsAdded < result.pointsEarned;

  return (
    <section ref={sectionRef} className="quiz-results card" aria-labelledby="quiz-results-eyebrow quiz-results-title">
      <p id="quiz-results-eyebrow" className="eyebrow">
        Results
      </p>
      <h2 id="quiz-results-title" ref={headingRef} tabIndex={-1}>
        {challenge.title}
      </h2>

      <div className={`quiz-verdict quiz-verdict--${result.passed ? 'passed' : 'failed'}`}>
        <p className="quiz-verdict__score">
          <span className="quiz-verdict__percent">{result.score}%</span>
          <span className="quiz-verdict__label">{result.passed ? 'Passed' : 'Not passed'}</span>
        </p>
        <p className="quiz-verdict__correct">
          {result.correctAnswers} of {result.totalQuestions} correct
        </p>
      </div>

      <dl className="quiz-figures">
        <div>
          <dt>Points earned</dt>
          <dd>{result.pointsEarned}</dd>
        </div>
        <div>
          <dt>Added to your total</dt>
          <dd>{result.pointsAdded}</dd>
        </div>
        <div>
          <dt>Total points</dt>
          <dd>{result.totalPoints.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Level</dt>
          <dd>
            <LevelBadge level={result.level} />
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatTimeLimit(result.elapsedSeconds)}</dd>
        </div>
      </dl>
      {repeat && (
        <p className="quiz-muted">
          You have played this challenge before: only the points that beat your best on it are added to your total.
        </p>
      )}

      {result.newAchievements.length > 0 && (
        <div className="quiz-results__part">
          <h3>New badges</h3>
          <BadgeList badges={result.newAchievements} label="New badges" />
        </div>
      )}

      {result.feedback.length > 0 && (
        <div className="quiz-results__part">
          <h3>How it went</h3>
          <ul className="quiz-feedback">
            {result.feedback.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="quiz-results__actions">
        {startError && (
          <div className="quiz-results__error">
            {startError.kind === 'owner' ? (
              <OwnerConflict message={startError.message} onNewPlayer={onNewPlayer} />
            ) : (
              <p className="alert" role="alert">
                {startError.message}
              </p>
            )}
          </div>
        )}
        <div className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={onBack}>
            Back to Dashboard
          </button>
          <button type="button" className="btn btn--primary" onClick={onRetake} disabled={retaking} aria-busy={retaking || undefined}>
            Retake Quiz
          </button>
        </div>
      </div>

      <div className="quiz-results__part">
        <h3>Review</h3>
        <ol className="quiz-review">
          {result.review.map((item, i) => {
            const question = questions.get(item.questionId);
            const chosen = item.answer === null ? null : (question?.options[item.answer] ?? `Option ${item.answer + 1}`);
            const right = question?.options[item.correct] ?? `Option ${item.correct + 1}`;
            const state = item.answer === null ? 'unanswered' : item.isCorrect ? 'correct' : 'wrong';
            return (
              <li key={item.questionId} className={`quiz-review__item quiz-review__item--${state}`}>
                <p className="quiz-review__question">
                  <span className="visually-hidden">Question {i + 1}: </span>
                  {question?.question ?? item.questionId}
                </p>
                <p className={`quiz-review__verdict quiz-review__verdict--${state}`}>
                  <span aria-hidden="true">{state === 'correct' ? '✓' : state === 'wrong' ? '✗' : '–'}</span>{' '}
                  {state === 'correct' ? 'Correct' : state === 'wrong' ? 'Incorrect' : 'Not answered'}
                </p>
                <p>
                  Your answer: <strong>{chosen ?? 'none'}</strong>
                </p>
                {!item.isCorrect && (
                  <p>
                    Right answer: <strong>{right}</strong>
                  </p>
                )}
                <p className="quiz-review__explanation">{item.explanation}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

