import { useEffect, useRef, type RefObject } from 'react';
import { QueryState } from '@/components/query-state';
import { useChallenges, useDailyChallenge, usePlayer } from '../api/quiz-challenge';
import type { Challenge } from '../types';
import { MAX_PLAYER_NAME } from '../utils/player-storage';
import { ChallengeCard } from './challenge-card';
import { Leaderboard } from './leaderboard-table';
import { PlayerProgress } from './player-progress';
import { OwnerConflict, type StartError } from './start-error';

interface QuizDashboardProps {
  name: string;
  onNameChange: (name: string) => void;
  nameRef: RefObject<HTMLInputElement | null>;
  playerId: string | null;
  /** The challenge whose start is on its way, if any. */
  startingId: string | null;
  startError: StartError | null;
  onStart: (challenge: Challenge, origin: StartError['origin']) => void;
  onNewPlayer: () => void;
}

/**
 * The dashboard view: the player's name and progress, today's daily challenge, every
 * challenge with Start, and the leaderboard.
 */
export function QuizDashboard({ name, onNameChange, nameRef, playerId, startingId, startError, onStart, onNewPlayer }: QuizDashboardProps) {
  const challenges = useChallenges();
  const daily = useDailyChallenge();
  const player = usePlayer(playerId);
  const passed = new Set(player.data?.passedChallenges ?? []);
  const dailyId = daily.data?.id;

  const ownerButton = useRef<HTMLButtonElement>(null);
  const ownerMessage = startError?.kind === 'owner' ? startError.message : null;
  useEffect(() => {
    if (ownerMessage) ownerButton.current?.focus();
  }, [ownerMessage]);

  const nameError = startError?.kind === 'name' ? startError.message : undefined;
  const cardError = (challenge: Challenge, origin: StartError['origin']) =>
    startError?.kind === 'other' && startError.origin === origin && startError.challengeId === challenge.id ? startError.message : undefined;
  const card = (challenge: Challenge, origin: 'daily' | 'list') => (
    <ChallengeCard
      challenge={challenge}
      passed={passed.has(challenge.id)}
      daily={challenge.id === dailyId}
      featured={origin === 'daily'}
      starting={startingId === challenge.id}
      disabled={startingId !== null}
      error={cardError(challenge, origin)}
      onStart={() => onStart(challenge, origin)}
    />
  );

  return (
    <div className="quiz-dashboard">
      <section className="quiz-section quiz-you-panel card" aria-labelledby="quiz-player-title">
        <h2 id="quiz-player-title">Your progress</h2>
        <div className="quiz-you-panel__grid">
          <div className="field quiz-name">
            <label htmlFor="quiz-player-name">Your name</label>
            <span id="quiz-player-name-hint" className="field__hint">
              Shown on the leaderboard; kept on this device. Up to {MAX_PLAYER_NAME} characters.
            </span>
            <input
              ref={nameRef}
              id="quiz-player-name"
              className="input"
              type="text"
              autoComplete="nickname"
              maxLength={MAX_PLAYER_NAME}
              value={name}
              onChange={(event) => onNameChange(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? 'quiz-player-name-hint quiz-player-name-error' : 'quiz-player-name-hint'}
            />
            {nameError && (
              <span id="quiz-player-name-error" className="field__error" role="alert">
                {nameError}
              </span>
            )}
            {ownerMessage && <OwnerConflict message={ownerMessage} onNewPlayer={onNewPlayer} buttonRef={ownerButton} />}
          </div>
          <PlayerProgress playerId={playerId} />
        </div>
      </section>

      <section className="quiz-section" aria-labelledby="quiz-daily-title">
        <h2 id="quiz-daily-title">Today’s Daily Challenge</h2>
        <p className="quiz-muted">The same challenge for everyone today. Pass it today to earn the Daily Challenger badge.</p>
        <QueryState query={daily} what="daily challenge">
          {(challenge) => card(challenge, 'daily')}
        </QueryState>
      </section>

      <section className="quiz-section" aria-labelledby="quiz-challenges-title">
        <h2 id="quiz-challenges-title">Challenges</h2>
        <p className="quiz-muted">Answer 70% correctly to pass. Each correct answer earns its question’s points; a repeat adds only what beats your best.</p>
        <QueryState query={challenges} what="challenges">
          {(list) =>
            list.length === 0 ? (
              <p className="quiz-empty">No challenges are offered yet.</p>
            ) : (
              <ul className="quiz-grid" aria-label="All challenges">
                {list.map((challenge) => (
                  <li key={challenge.id}>{card(challenge, 'list')}</li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>

      <Leaderboard playerId={playerId} />
    </div>
  );
}
