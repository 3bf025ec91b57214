import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { LEADERBOARD_QUERY_KEY, isPlayerQuery } from '../../api/quiz-challenge';
import type { LeaderboardEntry } from '../../types';

/** `DELETE /api/admin/quiz/players/{id}` → 204 (admins only): the player and their progress go. */
export async function removePlayer(playerId: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/quiz/players/${encodeURIComponent(playerId)}`);
}

/**
 * Removes a player. The outcome handlers live here rather than on each `mutate`, which only
 * reports the latest call: removing two players in quick succession still reports both.
 */
export function useRemovePlayer(handlers: {
  onSuccess: (entry: LeaderboardEntry) => void;
  onError: (err: unknown, entry: LeaderboardEntry) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: LeaderboardEntry) => removePlayer(entry.playerId),
    onSuccess: (_, entry) => handlers.onSuccess(entry),
    onError: (err, entry) => handlers.onError(err, entry),
    // Refetched whether or not it worked: a 404 means the player was removed already.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEADERBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ predicate: isPlayerQuery }),
      ]),
  });
}
