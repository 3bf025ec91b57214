/** Accounts (the server's src/accounts): the sign-in pages and the signed-in user. */
export { default as AdminLoginPage } from './components/admin-login-page';
export { default as MemberLoginPage } from './components/member-login-page';
export { default as AccountPage } from './components/account-page';
export { USER_QUERY_KEY, useUser } from './api/get-user';
export { useLogout } from './api/auth-mutations';
export type { User } from './types';
