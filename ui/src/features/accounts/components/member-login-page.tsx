import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { toast } from '@/app/toast/use-toast';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useMemberLogin, useRegister } from '../api/auth-mutations';
import { useUser } from '../api/get-user';
import {
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  safeNext,
  validateRegistration,
  validateSignIn,
  type FieldErrors,
} from '../utils/validation';
import './accounts.css';

type Mode = 'signIn' | 'register';

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'signIn', label: 'Sign In' },
  { mode: 'register', label: 'Create Account' },
];

/** Member sign-in and registration (`/login?next=…`). */
export default function MemberLoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'register' ? 'register' : 'signIn');
  const tabRefs = useRef<Record<Mode, HTMLButtonElement | null>>({ signIn: null, register: null });
  const baseId = useId();
  const user = useUser();
  usePageMeta({
    title: mode === 'signIn' ? 'Sign In' : 'Create Account',
    description: "Sign in to your member account on the community farm's site, or create one with a username, email and password.",
  });

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const target: Mode =
      event.key === 'Home' ? 'signIn' : event.key === 'End' ? 'register' : mode === 'signIn' ? 'register' : 'signIn';
    setMode(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className="auth-page container">
      <section className="card auth-card" aria-labelledby={`${baseId}-title`}>
        <p className="eyebrow">Members</p>
        <h1 id={`${baseId}-title`}>{mode === 'signIn' ? 'Welcome back' : 'Join the community'}</h1>

        {user.data && (
          <p className="notice" role="note">
            You are signed in as <strong>{user.data.username}</strong>. <Link to={next}>Continue</Link>
          </p>
        )}

        <div className="auth-tabs" role="tablist" aria-label="Sign in or create an account">
          {MODES.map((item) => (
            <button
              key={item.mode}
              ref={(el) => {
                tabRefs.current[item.mode] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.mode}`}
              aria-selected={mode === item.mode}
              aria-controls={`${baseId}-panel`}
              tabIndex={mode === item.mode ? 0 : -1}
              className="auth-tab"
              onClick={() => setMode(item.mode)}
              onKeyDown={onTabKeyDown}
            >
              {item.label}
            </button>
          ))}
        </div>

        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${mode}`}>
          {mode === 'signIn' ? <SignInForm next={next} /> : <RegisterForm next={next} />}
        </div>

        <p className="auth-card__footer">
          Administrators sign in on the <Link to={paths.adminLogin}>admin login</Link> page.
        </p>
      </section>
    </div>
  );
}

function SignInForm({ next }: { next: string }) {
  const navigate = useNavigate();
  const login = useMemberLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'username' | 'password'>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (user) => {
          toast({ title: 'Signed in', description: `Welcome back, ${user.username}!` });
          navigate(next, { replace: true });
        },
      },
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {login.isError && (
        <p className="alert" role="alert">
          {errorMessage(login.error, 'Invalid username or password')}
        </p>
      )}
      <TextField
        id="signin-username"
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={errors.username}
        onValueChange={(username) => setValues({ ...values, username })}
      />
      <TextField
        id="signin-password"
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onValueChange={(password) => setValues({ ...values, password })}
      />
      <button type="submit" className="btn btn--primary" disabled={login.isPending}>
        {login.isPending ? 'Signing In…' : 'Sign In'}
      </button>
    </form>
  );
}

type RegisterField = 'username' | 'email' | 'password' | 'confirmPassword';

function RegisterForm({ next }: { next: string }) {
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<Record<RegisterField, string>>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(
      { username: values.username.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: (user) => {
          toast({ title: 'Account created', description: `Welcome, ${user.username}! You are signed in.` });
          navigate(next, { replace: true });
        },
      },
    );
  }

  function field(name: RegisterField, label: string, props: { type?: string; autoComplete: string; hint?: string }) {
    return (
      <TextField
        id={`register-${name}`}
        label={label}
        name={name}
        type={props.type}
        autoComplete={props.autoComplete}
        autoCapitalize={name === 'username' || name === 'email' ? 'none' : undefined}
        spellCheck={false}
        hint={props.hint}
        value={values[name]}
        error={errors[name]}
        onValueChange={(value) => setValues({ ...values, [name]: value })}
      />
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {register.isError && (
        <p className="alert" role="alert">
          {errorMessage(register.error, 'We could not create your account. Please try again.')}
        </p>
      )}
      {field('username', 'Username', {
        autoComplete: 'username',
        hint: `${USERNAME_MIN}–${USERNAME_MAX} characters: letters, digits, dots, underscores or hyphens.`,
      })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
      {field('password', 'Password', {
        type: 'password',
        autoComplete: 'new-password',
        hint: `At least ${PASSWORD_MIN} characters.`,
      })}
      {field('confirmPassword', 'Confirm password', { type: 'password', autoComplete: 'new-password' })}
      <button type="submit" className="btn btn--primary" disabled={register.isPending}>
        {register.isPending ? 'Creating Account…' : 'Create Account'}
      </button>
    </form>
  );
}
