import { useState } from 'react';
import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import { useLeaderboard } from '../api/quiz-challenge';
import type { LeaderboardEntry } from '../types';
import { badgeLabel } from '../utils/labels';
import { useRemovePlayer } from './api/remove-player';
import '@/components/admin.css';

/**
 * The dashboard's Quiz tab: the quiz challenge's leaderboard (its top 100) with Remove on
 * each player, for a name that should not be shown or a test entry. Removing deletes the
 * player's progress; the same browser can start again as a new player.
 */
export function QuizPlayersAdmin() {
  const leaderboard = useLeaderboard();
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useRemovePlayer({
    onSuccess: (entry) => toast({ title: 'Player removed', description: `${entry.playerName} is no longer on the leaderboard.` }),
    onError: (err, entry) => setFailure(`${entry.playerName} could not be removed. ${errorMessage(err)}`),
  });

  function onRemove(entry: LeaderboardEntry) {
    const points = entry.totalPoints === 1 ? '1 point' : `${entry.totalPoints} points`;
    if (!window.confirm(`Remove ${entry.playerName} (${points}) from the quiz? Their points, level and badges are deleted. This cannot be undone.`)) {
      return;
    }
    setFailure(null);
    remove.mutate(entry);
  }

  return (
    <section aria-labelledby="quiz-admin-title" className="quiz-admin">
      <div className="admin-section-head">
        <h2 id="quiz-admin-title">Quiz players</h2>
      </div>
      <p className="admin-muted">
        The Agricultural Quiz Challenge’s leaderboard, most points first (the top 100). Remove a player whose name should
        not be shown: their points, level and badges are deleted.
      </p>
      {failure && (
        <p className="alert" role="alert">
          {failure}
        </p>
      )}
      <QueryState query={leaderboard} what="quiz players">
        {(entries) =>
          entries.length === 0 ? (
            <p className="admin-empty">No one has finished a quiz yet.</p>
          ) : (
            <div className="table-scroll">
              <table className="admin-table" aria-labelledby="quiz-admin-title">
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <th scope="col">Player</th>
                    <th scope="col">Level</th>
                    <th scope="col">Points</th>
                    <th scope="col">Badges</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry, i) => (
                    <tr key={entry.playerId}>
                      <td>{i + 1}</td>
                      <td>
                        <strong>{entry.playerName}</strong>
                      </td>
                      <td>{entry.level}</td>
                      <td>{entry.totalPoints.toLocaleString('en-US')}</td>
                      <td>{entry.badges.length === 0 ? '—' : entry.badges.map(badgeLabel).join(', ')}</td>
                      <td>
                        <button
                          type="button"
                          className="btn btn--danger"
                          aria-label={`Remove ${entry.playerName}`}
                          disabled={remove.isPending && remove.variables?.playerId === entry.playerId}
                          onClick={() => onRemove(entry)}
                        >
                          Remove
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
