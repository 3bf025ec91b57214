import type { Challenge } from '../types';
import { DIFFICULTY_LABELS, categoryLabel, formatTimeLimit, plural } from '../utils/labels';

/** The difficulty as a coloured badge, with its name (colour is never the only cue). */
export function DifficultyBadge({ difficulty }: { difficulty: Challenge['difficulty'] }) {
  return <span className={`quiz-difficulty quiz-difficulty--${difficulty}`}>{DIFFICULTY_LABELS[difficulty]}</span>;
}

interface ChallengeCardProps {
  challenge: Challenge;
  /** The player has passed it before. */
  passed: boolean;
  /** It is today's daily challenge. */
  daily: boolean;
  /** The featured copy at the top of the dashboard. */
  featured?: boolean;
  /** Its start request is on its way. */
  starting: boolean;
  /** Another start is on its way. */
  disabled: boolean;
  /** Why the last start from this card failed. */
  error?: string;
  onStart: () => void;
}

/**
 * One challenge: what it covers, how hard and long it is, what it is worth, whether the
 * player has passed it, and Start.
 */
export function ChallengeCard({ challenge, passed, daily, featured = false, starting, disabled, error, onStart }: ChallengeCardProps) {
  const titleId = `${featured ? 'daily' : 'challenge'}-${challenge.id}-title`;
  return (
    <article className={`card quiz-card${featured ? ' quiz-card--featured' : ''}`} aria-labelledby={titleId}>
      <div className="quiz-card__tags">
        <DifficultyBadge difficulty={challenge.difficulty} />
        <span className="quiz-tag">{categoryLabel(challenge.category)}</span>
        {daily && !featured && <span className="quiz-tag quiz-tag--daily">Today’s daily</span>}
      </div>
      <h3 id={titleId}>{challenge.title}</h3>
      <p className="quiz-card__description">{challenge.description}</p>
      <ul className="quiz-card__facts" aria-label="About this challenge">
        <li>{plural(challenge.questions.length, 'question')}</li>
        <li>{formatTimeLimit(challenge.timeLimit)}</li>
        <li>{plural(challenge.totalPoints, 'point')}</li>
      </ul>
      <div className="quiz-card__footer">
        {passed ? (
          <p className="quiz-card__passed">
            <span aria-hidden="true">✓</span> Passed
          </p>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="btn btn--primary"
          onClick={onStart}
          disabled={disabled}
          aria-busy={starting || undefined}
          aria-label={`${starting ? 'Starting' : 'Start'} ${featured ? 'the daily challenge: ' : ''}${challenge.title}`}
        >
          {starting ? 'Starting…' : 'Start'}
        </button>
      </div>
      {error && (
        <p className="alert quiz-card__error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
