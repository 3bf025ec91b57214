/**
 * Client-side checks mirroring the server's account rules, so people see mistakes before
 * a request. The server checks again; its message wins when they disagree.
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 10;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateUsername(username: string): string | null {
  const value = username.trim();
  if (!value) return 'Enter a username.';
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) {
    return `Usernames are ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`;
  }
  if (!USERNAME_PATTERN.test(value)) {
    return 'Use only letters, digits, dots (.), underscores (_) and hyphens (-).';
  }
  return null;
}

export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(value)) return 'Enter a valid email address, like name@example.org.';
  return null;
}

export function validatePassword(password: string): string | null {
  if (!password) return 'Enter a password.';
  if (password.length < PASSWORD_MIN) return `Passwords need at least ${PASSWORD_MIN} characters.`;
  return null;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateSignIn(values: { username: string; password: string }): FieldErrors<'username' | 'password'> {
  const errors: FieldErrors<'username' | 'password'> = {};
  if (!values.username.trim()) errors.username = 'Enter your username.';
  if (!values.password) errors.password = 'Enter your password.';
  return errors;
}

export function validateRegistration(values: {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}): FieldErrors<'username' | 'email' | 'password' | 'confirmPassword'> {
  const errors: FieldErrors<'username' | 'email' | 'password' | 'confirmPassword'> = {};
  const username = validateUsername(values.username);
  if (username) errors.username = username;
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const password = validatePassword(values.password);
  if (password) errors.password = password;
  if (!password && values.confirmPassword !== values.password) errors.confirmPassword = 'The passwords do not match.';
  return errors;
}

/**
 * The `next` target after sign-in: only a same-site path ("/…", never "//…" or "/\…"),
 * else the home page.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters and whitespace tricks (e.g. "/\t/evil.example") are refused.
  if (/[\u0000-\u001f\u007f\s]/.test(next)) return fallback;
  return next;
}
