import { queryOptions, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { apiRequest, errorStatus, throwIfResNotOk } from '@/lib/api';
import type { Challenge, LeaderboardEntry, Player, QuizResult, QuizSession, StartSessionRequest, SubmitSessionRequest } from '../types';

export const CHALLENGES_QUERY_KEY = ['/api/quiz/challenges'] as const;
export const DAILY_CHALLENGE_QUERY_KEY = ['/api/quiz/daily-challenge'] as const;
export const LEADERBOARD_QUERY_KEY = ['/api/quiz/leaderboard'] as const;
const PLAYER_PREFIX = '/api/quiz/player/';

/** `GET /api/quiz/challenges`: every challenge, questions without answer keys. */
export const getChallengesQueryOptions = () => queryOptions<Challenge[]>({ queryKey: CHALLENGES_QUERY_KEY });
export const useChallenges = () => useQuery(getChallengesQueryOptions());

/** `GET /api/quiz/daily-challenge`: today's challenge, the same for everyone. */
export const getDailyChallengeQueryOptions = () => queryOptions<Challenge>({ queryKey: DAILY_CHALLENGE_QUERY_KEY });
export const useDailyChallenge = () => useQuery(getDailyChallengeQueryOptions());

/** `GET /api/quiz/leaderboard`: the top 100, most points first. */
export const getLeaderboardQueryOptions = () => queryOptions<LeaderboardEntry[]>({ queryKey: LEADERBOARD_QUERY_KEY });
export const useLeaderboard = () => useQuery(getLeaderboardQueryOptions());

export const playerQueryKey = (playerId: string) => [`${PLAYER_PREFIX}${encodeURIComponent(playerId)}`] as const;

/** `GET /api/quiz/player/{id}`; a 404 is a player who has not submitted yet: null, not an error. */
async function getPlayer(playerId: string, signal?: AbortSignal): Promise<Player | null> {
  const res = await fetch(playerQueryKey(playerId)[0], { credentials: 'include', signal });
  if (res.status === 404) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as Player;
}

/** The player's progress, asked for only once this device has a player id (seed 001 §7). */
export function getPlayerQueryOptions(playerId: string | null) {
  return queryOptions({
    queryKey: playerQueryKey(playerId ?? ''),
    queryFn: ({ signal }) => getPlayer(playerId ?? '', signal),
    enabled: playerId !== null,
  });
}
export const usePlayer = (playerId: string | null) => useQuery(getPlayerQueryOptions(playerId));

/** Every player query (whoever plays on this device), for one invalidation after a change. */
export function isPlayerQuery(query: Query): boolean {
  const first = query.queryKey[0];
  return typeof first === 'string' && first.startsWith(PLAYER_PREFIX);
}

/** `POST /api/quiz/start-session` → 201 with the session the server times. */
export async function startSession(request: StartSessionRequest): Promise<QuizSession> {
  const res = await apiRequest('POST', '/api/quiz/start-session', request);
  return (await res.json()) as QuizSession;
}

export function useStartSession() {
  return useMutation({ mutationFn: startSession });
}

/** `POST /api/quiz/submit-session` → the result; a session is submitted once (a second try is a 409). */
export async function submitSession(request: SubmitSessionRequest): Promise<QuizResult> {
  const res = await apiRequest('POST', '/api/quiz/submit-session', request);
  return (await res.json()) as QuizResult;
}

/**
 * Submits, then fetches the leaderboard and the player again (seed 001 §7), at once rather than
 * when the dashboard is next shown, so it shows the new standings, not the old ones first.
 */
export function useSubmitSession() {
  const queryClient = useQueryClient();
  const refresh = () => {
    // Not awaited: the result shows while they load.
    void queryClient.invalidateQueries({ queryKey: LEADERBOARD_QUERY_KEY, refetchType: 'all' });
    void queryClient.invalidateQueries({ predicate: isPlayerQuery, refetchType: 'all' });
  };
  return useMutation({
    mutationFn: submitSession,
    onSuccess: refresh,
    // A 409: an earlier try was counted though its answer never arrived.
    onError: (err) => {
      if (errorStatus(err) === 409) refresh();
    },
  });
}
