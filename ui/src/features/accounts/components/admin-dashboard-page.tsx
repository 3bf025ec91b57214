import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { toast } from '@/app/toast/use-toast';
import { ComingSoon } from '@/components/coming-soon';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/features/site';
import { useLogout } from '../api/auth-mutations';
import { useUser } from '../api/get-user';
import './accounts.css';

/** Admin dashboard: signed-out visitors go to the admin login; the store tools come later. */
export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const navigate = useNavigate();
  const user = useUser();
  const logout = useLogout();

  if (user.isLoading) return <PageLoader />;
  if (!user.data || user.data.role !== 'admin') return <Navigate to={paths.adminLogin} replace />;

  function onSignOut() {
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Signed out', description: 'You have been signed out.' });
        navigate(paths.adminLogin, { replace: true });
      },
      onError: (err) => toast({ title: 'Sign out failed', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <div className="container section">
      <div className="admin-welcome">
        <div>
          <h1>Welcome back, {user.data.username}</h1>
          <p>Admin dashboard</p>
        </div>
        <button type="button" className="btn" onClick={onSignOut} disabled={logout.isPending}>
          {logout.isPending ? 'Signing Out…' : 'Sign Out'}
        </button>
      </div>
      <ComingSoon
        level={2}
        title="Store tools"
        description="Manage products, categories and orders and follow sales analytics from here."
      />
    </div>
  );
}
