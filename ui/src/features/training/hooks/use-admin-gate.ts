import { useUser } from '@/features/accounts';

/** Who is looking at a training page: still unknown, an admin, or anyone else. */
export type AdminGate = 'loading' | 'admin' | 'not-admin';

/**
 * Both training pages are for admins only (DESIGN §5: `/api/dexter/*` needs an admin). Like
 * the admin dashboard this reads the signed-in user; unlike it, the page stays put and
 * offers the sign-in instead of redirecting, so the address keeps saying where you were.
 */
export function useAdminGate(): AdminGate {
  const user = useUser();
  if (user.isLoading) return 'loading';
  return user.data?.role === 'admin' ? 'admin' : 'not-admin';
}
