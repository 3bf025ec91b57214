import { QueryState } from '@/components/query-state';
import { useLeaderboard } from '../api/quiz-challenge';
import { LevelBadge } from './player-progress';

/**
 * The leaderboard as the server orders it (most points first), every entry it returns; the
 * player on this device is marked "You".
 */
export function Leaderboard({ playerId }: { playerId: string | null }) {
  const leaderboard = useLeaderboard();
  return (
    <section className="quiz-section" aria-labelledby="quiz-leaderboard-title">
      <h2 id="quiz-leaderboard-title">Leaderboard</h2>
      <QueryState query={leaderboard} what="leaderboard">
        {(entries) =>
          entries.length === 0 ? (
            <p className="quiz-empty">No one is on the leaderboard yet. Finish a quiz to be the first!</p>
          ) : (
            <div className="quiz-table-scroll">
              <table className="quiz-table" aria-labelledby="quiz-leaderboard-title">
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <th scope="col">Player</th>
                    <th scope="col">Level</th>
                    <th scope="col" className="quiz-table__badges">
                      Badges
                    </th>
                    <th scope="col" className="quiz-table__num">
                      Points
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry, i) => {
                    const you = entry.playerId === playerId;
                    return (
                      <tr key={entry.playerId} className={you ? 'quiz-table__you' : undefined} aria-current={you ? 'true' : undefined}>
                        <td>{i + 1}</td>
                        <th scope="row" className="quiz-table__name">
                          {entry.playerName}
                          {you && <span className="quiz-you">You</span>}
                        </th>
                        <td>
                          <LevelBadge level={entry.level} />
                        </td>
                        <td className="quiz-table__badges">{entry.badges.length}</td>
                        <td className="quiz-table__num">{entry.totalPoints.toLocaleString('en-US')}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
