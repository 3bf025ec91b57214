import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { toast } from '@/app/toast/use-toast';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useAdminLogin } from '../api/auth-mutations';
import { useAdminStatus } from '../api/get-admin-status';
import './accounts.css';

export const ADMIN_ADD_COMMAND = 'farmstand admin add --username <name>';

/** Administrator sign-in (seed 002 §2, §5, §8). No default credentials anywhere. */
export default function AdminLoginPage() {
  usePageMeta({
    title: 'Admin Login',
    description: "Sign-in for the farm's administrators, who manage the store, orders and site settings.",
  });
  const navigate = useNavigate();
  const login = useAdminLogin();
  const adminStatus = useAdminStatus();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast({ title: 'Error', description: 'Please enter both username and password', variant: 'destructive' });
      return;
    }
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard!' });
          navigate(paths.adminDashboard);
        },
        onError: (err) => {
          toast({
            title: 'Login Failed',
            description: errorMessage(err, 'Invalid username or password'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <div className="auth-page container">
      <section className="card auth-card" aria-labelledby="admin-login-title">
        <p className="eyebrow">Administrators</p>
        <h1 id="admin-login-title">Admin Login</h1>
        <p className="auth-card__intro">Sign in to manage the store, orders and the farm assistant’s training.</p>

        {adminStatus.data?.adminExists === false && (
          <div className="notice" role="note">
            <p>No administrator account exists yet. On the server, run:</p>
            <pre className="code-block">
              <code>{ADMIN_ADD_COMMAND}</code>
            </pre>
          </div>
        )}

        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField
            id="admin-username"
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onValueChange={setUsername}
          />
          <TextField
            id="admin-password"
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
          <button type="submit" className="btn btn--primary" disabled={login.isPending}>
            {login.isPending ? 'Signing In…' : 'Sign In'}
          </button>
        </form>
      </section>
    </div>
  );
}
