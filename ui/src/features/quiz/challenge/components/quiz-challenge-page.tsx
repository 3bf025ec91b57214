import { useEffect, useReducer, useRef, useState } from 'react';
import { errorMessage, errorStatus } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useStartSession } from '../api/quiz-challenge';
import type { Challenge, QuizResult, QuizSession } from '../types';
import { deadlineFrom } from '../utils/countdown';
import { clearPlayer, loadPlayer, nameError, newPlayerId, savePlayer, type StoredPlayer } from '../utils/player-storage';
import { QuizDashboard } from './quiz-dashboard';
import { QuizResults } from './quiz-results';
import { QuizRunner } from './quiz-runner';
import type { StartError } from './start-error';
import '../challenge.css';

/** The page's title (the router's tests look for it). */
export const QUIZ_CHALLENGE_TITLE = 'Agricultural Quiz Challenge';

type View =
  | { kind: 'dashboard' }
  | { kind: 'quiz'; challenge: Challenge; session: QuizSession; deadline: number; startedAt: number }
  | { kind: 'results'; challenge: Challenge; result: QuizResult };

/** Statuses of a refused start and where their message goes. */
function startErrorKind(status: number | undefined): StartError['kind'] {
  if (status === 400) return 'name';
  if (status === 403) return 'owner';
  return 'other';
}

/**
 * `/quiz-challenge` (seed 001 §2): three views — the dashboard, a quiz, its results. The player
 * is an id made on this device and a name, both kept in localStorage; the server times each
 * session and is the only judge.
 */
export default function QuizChallengePage() {
  usePageMeta({
    title: QUIZ_CHALLENGE_TITLE,
    description:
      'Timed farming quizzes on soil, crops, pests, water and backyard livestock: earn points, levels and badges, take the daily challenge and climb the leaderboard.',
  });
  const [player, setPlayer] = useState<StoredPlayer>(loadPlayer);
  const [name, setName] = useState(player.name);
  const [view, setView] = useState<View>({ kind: 'dashboard' });
  const [startError, setStartError] = useState<StartError | null>(null);
  const start = useStartSession();
  // A new player's id, made at the first Start and kept until a start succeeds (so a retry reuses it).
  const pendingId = useRef<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Back on the dashboard from a quiz or results, the focus goes to the top of the page; as a
  // new player, to the (empty) name field. Effects, so the element is on the page by then.
  const [returned, focusTitle] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (returned > 0) titleRef.current?.focus();
  }, [returned]);
  const [renamed, focusName] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (renamed > 0) nameRef.current?.focus();
  }, [renamed]);

  function toDashboard() {
    setView({ kind: 'dashboard' });
    setStartError(null);
    focusTitle();
  }

  function onNameChange(value: string) {
    setName(value);
    if (startError?.kind === 'name') setStartError(null);
  }

  function begin(challenge: Challenge, origin: StartError['origin']) {
    if (start.isPending) return;
    const problem = nameError(name);
    if (problem) {
      setStartError({ kind: 'name', message: problem, origin, challengeId: challenge.id });
      nameRef.current?.focus();
      return;
    }
    const playerName = name.trim();
    const playerId = player.id ?? (pendingId.current ??= newPlayerId());
    setStartError(null);
    start.mutate(
      { playerId, challengeId: challenge.id, playerName },
      {
        onSuccess: (session) => {
          const startedAt = Date.now();
          const me = { id: playerId, name: playerName };
          savePlayer(me);
          setPlayer(me);
          setName(playerName);
          pendingId.current = null;
          setView({ kind: 'quiz', challenge, session, startedAt, deadline: deadlineFrom(session, startedAt) });
        },
        onError: (err) => {
          const kind = startErrorKind(errorStatus(err));
          setStartError({ kind, message: errorMessage(err, 'The quiz could not start. Please try again.'), origin, challengeId: challenge.id });
          if (kind === 'name') nameRef.current?.focus();
        },
      },
    );
  }

  function playAsNewPlayer() {
    clearPlayer();
    pendingId.current = null;
    setPlayer({ id: null, name: '' });
    setName('');
    setStartError(null);
    setView({ kind: 'dashboard' });
    focusName();
  }

  const inQuiz = view.kind !== 'dashboard';
  return (
    <>
      <header className={`page-hero quiz-hero${inQuiz ? ' quiz-hero--compact' : ''}`}>
        <div className="container">
          <p className="eyebrow">Quiz challenge</p>
          <h1 ref={titleRef} tabIndex={-1} className="quiz-hero__title">
            {QUIZ_CHALLENGE_TITLE}
          </h1>
          {!inQuiz && (
            <p>
              Timed challenges on soil, crops, pests, water and backyard livestock. Pass with 70% to earn points, level up and
              collect badges — then see where you stand on the leaderboard.
            </p>
          )}
        </div>
      </header>
      <div className="section quiz-page">
        <div className="container">
          {view.kind === 'dashboard' && (
            <QuizDashboard
              name={name}
              onNameChange={onNameChange}
              nameRef={nameRef}
              playerId={player.id}
              startingId={start.isPending ? (start.variables?.challengeId ?? null) : null}
              startError={startError}
              onStart={begin}
              onNewPlayer={playAsNewPlayer}
            />
          )}
          {view.kind === 'quiz' && (
            <QuizRunner
              key={view.session.sessionId}
              challenge={view.challenge}
              session={view.session}
              deadline={view.deadline}
              startedAt={view.startedAt}
              onExit={toDashboard}
              onDone={(result) => setView({ kind: 'results', challenge: view.challenge, result })}
            />
          )}
          {view.kind === 'results' && (
            <QuizResults
              challenge={view.challenge}
              result={view.result}
              retaking={start.isPending}
              startError={startError?.origin === 'results' ? startError : null}
              onBack={toDashboard}
              onRetake={() => begin(view.challenge, 'results')}
              onNewPlayer={playAsNewPlayer}
            />
          )}
        </div>
      </div>
    </>
  );
}
