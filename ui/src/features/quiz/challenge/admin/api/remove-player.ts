import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { LEADERBOARD_QUERY_KEY, isPlayerQuery } from '../../api/quiz-challenge';

/** `DELETE /api/admin/quiz/players/{id}` → 204 (admins only): the player and their progress go. */
export async function removePlayer(playerId: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/quiz/players/${encodeURIComponent(playerId)}`);
}

export function useRemovePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlayer,
    // Refetched whether or not it worked: a 404 means the player was removed already.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEADERBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ predicate: isPlayerQuery }),
      ]),
  });
}
