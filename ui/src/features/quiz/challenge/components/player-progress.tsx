import { QueryState } from '@/components/query-state';
import { usePlayer } from '../api/quiz-challenge';
import type { Player } from '../types';
import { badgeLabel, levelBand, plural } from '../utils/labels';

/** "Level 4" in its colour band (seed 001 §9: up to 2, up to 5, above 5). */
export function LevelBadge({ level }: { level: number }) {
  return <span className={`quiz-level quiz-level--${levelBand(level)}`}>Level {level}</span>;
}

/** The player's progress once this device has a player id the server knows; until then (no id, or a 404), an invitation. */
export function PlayerProgress({ playerId }: { playerId: string | null }) {
  const player = usePlayer(playerId);
  const fresh = (
    <p className="quiz-muted">Finish a quiz to earn points, levels and badges, and to join the leaderboard.</p>
  );
  if (playerId === null) return fresh;
  return (
    <QueryState query={player} what="your progress">
      {(data) => (data === null ? fresh : <PlayerCard player={data} />)}
    </QueryState>
  );
}

function PlayerCard({ player }: { player: Player }) {
  const span = Math.max(1, player.nextLevelAt - player.levelStart);
  const into = Math.min(span, Math.max(0, player.totalPoints - player.levelStart));
  const percent = Math.round((into / span) * 100);
  const toGo = Math.max(0, player.nextLevelAt - player.totalPoints);
  return (
    <div className="quiz-player" aria-label={`Progress of ${player.playerName}`} role="group">
      <div className="quiz-player__head">
        <LevelBadge level={player.level} />
        <p className="quiz-player__points">
          <strong>{player.totalPoints.toLocaleString('en-US')}</strong> total points
        </p>
      </div>
      <div
        className="quiz-meter"
        role="progressbar"
        aria-label={`Progress to level ${player.level + 1}`}
        aria-valuemin={player.levelStart}
        aria-valuemax={player.nextLevelAt}
        aria-valuenow={Math.min(player.totalPoints, player.nextLevelAt)}
        aria-valuetext={`${player.totalPoints} of ${player.nextLevelAt} points`}
      >
        <span className={`quiz-meter__fill quiz-meter__fill--${levelBand(player.level)}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="quiz-muted quiz-player__next">
        {plural(toGo, 'point')} to level {player.level + 1}
      </p>
      <dl className="quiz-stats">
        <div>
          <dt>Streak</dt>
          <dd>{plural(player.streak, 'day')}</dd>
        </div>
        <div>
          <dt>Best streak</dt>
          <dd>{plural(player.bestStreak, 'day')}</dd>
        </div>
        <div>
          <dt>Quizzes taken</dt>
          <dd>{player.quizzesTaken}</dd>
        </div>
      </dl>
      <BadgeList badges={player.badges} label="Your badges" empty="No badges yet: your first quiz earns one." />
    </div>
  );
}

/** Badges by their readable names. */
export function BadgeList({ badges, label, empty }: { badges: string[]; label: string; empty?: string }) {
  if (badges.length === 0) return empty ? <p className="quiz-muted">{empty}</p> : null;
  return (
    <ul className="quiz-badges" aria-label={label}>
      {badges.map((slug) => (
        <li key={slug} className="quiz-badge">
          <span aria-hidden="true">★</span> {badgeLabel(slug)}
        </li>
      ))}
    </ul>
  );
}
