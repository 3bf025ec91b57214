import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';

/** Shown on a training page to anyone who is not signed in as an admin (or whose session ended). */
export function SignInPrompt({ what }: { what: string }) {
  return (
    <section className="card training-signin" aria-labelledby="training-signin-title">
      <h2 id="training-signin-title">Administrators only</h2>
      <p>
        Only the farm&apos;s administrators can {what}. Sign in with an administrator account to continue.
      </p>
      <Link to={paths.adminLogin} className="btn btn--primary">
        Sign in as an administrator
      </Link>
    </section>
  );
}
