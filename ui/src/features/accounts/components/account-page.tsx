import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { hrefs, paths } from '@/app/paths';
import { TextField } from '@/components/text-field';
import { apiRequest, errorMessage } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useLogout } from '../api/auth-mutations';
import { USER_QUERY_KEY, useUser } from '../api/get-user';
import './accounts.css';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/**
 * Your account (members): change the password (other devices are signed out), download
 * everything kept with the account as JSON, or delete the account and its grant applications.
 */
export default function AccountPage() {
  usePageMeta({ title: 'Your Account', description: 'Change your password, download your data or delete your account.' });
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [pwStatus, setPwStatus] = useState<Status>({ kind: 'idle' });
  const [deletePassword, setDeletePassword] = useState('');
  const [sure, setSure] = useState(false);
  const [deleteStatus, setDeleteStatus] = useState<Status>({ kind: 'idle' });

  if (user.isLoading) return <p className="container section">Loading…</p>;
  if (!user.data) {
    return (
      <div className="container section">
        <h1>Your Account</h1>
        <p>
          Please <Link to={hrefs.login(paths.account)}>sign in</Link> to manage your account.
        </p>
      </div>
    );
  }

  async function changePassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPwStatus({ kind: 'busy' });
    try {
      await apiRequest('POST', '/api/auth/password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setPwStatus({ kind: 'done', message: 'Your password is changed. Other devices are signed out.' });
    } catch (err) {
      setPwStatus({ kind: 'error', message: errorMessage(err, 'Your password could not be changed.') });
    }
  }

  async function deleteAccount(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDeleteStatus({ kind: 'busy' });
    try {
      await apiRequest('DELETE', '/api/auth/account', { password: deletePassword });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      navigate(paths.home, { replace: true });
    } catch (err) {
      setDeleteStatus({ kind: 'error', message: errorMessage(err, 'Your account could not be deleted.') });
    }
  }

  return (
    <>
      <header className="page-hero">
        <div className="container">
          <h1>Your Account</h1>
          <p>
            Signed in as <strong>{user.data.username}</strong>
            {user.data.email ? ` (${user.data.email})` : ''}.
          </p>
          <button
            type="button"
            className="btn"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSuccess: () => navigate(paths.home, { replace: true }) })}
          >
            {logout.isPending ? 'Signing Out…' : 'Sign Out'}
          </button>
          {logout.isError && <p role="alert">{errorMessage(logout.error, 'You could not be signed out. Please try again.')}</p>}
        </div>
      </header>
      <div className="container section account-page">
        <section className="card" aria-labelledby="account-password-title">
          <h2 id="account-password-title">Change your password</h2>
          <form className="form" onSubmit={changePassword}>
            <TextField id="account-current" label="Current password" type="password" autoComplete="current-password" value={current} onValueChange={setCurrent} />
            <TextField id="account-new" label="New password" hint="At least 10 characters." type="password" autoComplete="new-password" value={next} onValueChange={setNext} />
            <button type="submit" className="btn btn--primary" disabled={pwStatus.kind === 'busy' || !current || !next}>
              Change Password
            </button>
            <div aria-live="polite">{pwStatus.kind === 'done' && <p className="notice">{pwStatus.message}</p>}</div>
            {pwStatus.kind === 'error' && (
              <p className="alert" role="alert">
                {pwStatus.message}
              </p>
            )}
          </form>
        </section>

        <section className="card" aria-labelledby="account-data-title">
          <h2 id="account-data-title">Your data</h2>
          <p>Download everything we keep with your account: your name, email and grant applications with their notes.</p>
          <a className="btn btn--secondary" href="/api/auth/export" download>
            Download My Data (JSON)
          </a>
        </section>

        <section className="card" aria-labelledby="account-delete-title">
          <h2 id="account-delete-title">Delete your account</h2>
          <p>This deletes your account and your tracked grant applications at once. It cannot be undone.</p>
          <form className="form" onSubmit={deleteAccount}>
            <TextField id="account-delete-password" label="Your password" type="password" autoComplete="current-password" value={deletePassword} onValueChange={setDeletePassword} />
            <label className="account-confirm">
              <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} /> I understand this cannot be undone
            </label>
            <button type="submit" className="btn btn--earth" disabled={!sure || !deletePassword || deleteStatus.kind === 'busy'}>
              Delete My Account
            </button>
            {deleteStatus.kind === 'error' && (
              <p className="alert" role="alert">
                {deleteStatus.message}
              </p>
            )}
          </form>
        </section>
      </div>
    </>
  );
}
