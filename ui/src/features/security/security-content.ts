/** What the server actually does to protect visitors (DESIGN §4, §5, §7). */

export const protectionSystems = [
  {
    title: 'Password protection',
    body: 'Passwords are stored only as argon2id hashes, a slow one-way function built to resist guessing. Nobody at the farm can read your password, and there are no default accounts: the first administrator is created on the server itself.',
  },
  {
    title: 'Secure sessions',
    body: 'Signing in sets a random session token in an HttpOnly, SameSite=Lax cookie that page scripts cannot read. The server keeps only a hash of the token with an expiry time, issues a new token at every sign-in and deletes it when you sign out.',
  },
  {
    title: 'Request forgery protection',
    body: 'Every request that changes something (signing in, posting, buying, training) must come from our own pages: the server checks its Origin and refuses requests sent from other sites.',
  },
  {
    title: 'Sign-in throttling',
    body: 'Repeated failed sign-ins for a username or from one address lead to a temporary block, which makes guessing passwords impractical. The message tells you when you can try again.',
  },
  {
    title: 'Browser hardening',
    body: 'A strict Content-Security-Policy lets pages load scripts, styles and images only from our own site, pages cannot be framed by other sites, and further security headers stop content-type guessing and limit referrer information. Request sizes are limited too.',
  },
  {
    title: 'Owner-only operations',
    body: 'Administrator accounts, backups and content updates are managed on the server itself, through a command-line tool that talks to the running site over a private channel only the server’s owner account can open. Every change is written to disk before the site confirms it.',
  },
] as const;

export const protectedTopics = [
  'The assistant’s own instructions, configuration and training data',
  'Other visitors’ conversations, accounts and email addresses',
  'Administrator tools: training, scheduling, products and orders',
  'Prices and payments: prices always come from the server’s own catalogue, never from the browser',
  'Session tokens: the server stores only a hash of each one, so even a copy of the database cannot be used to sign in',
] as const;

export const blockedPatterns = [
  'Attempts to override the assistant’s instructions, such as “ignore your previous instructions”',
  'Requests to reveal the system prompt, hidden rules or configuration',
  'Role-play that tries to make the assistant act as an administrator or as an unrestricted system',
  'HTML and script tags (removed before the message is processed)',
  'Invisible control characters (filtered out)',
  'Messages longer than 2,000 characters',
  'Abusive, hateful or threatening language',
] as const;

export const riskLevels = [
  { level: 'Low', meaning: 'An ordinary question. Answered normally.' },
  { level: 'Medium', meaning: 'Something unusual, such as a suspicious phrase or rude words. Answered normally; markup is always removed first.' },
  { level: 'High', meaning: 'Looks like an attempt to manipulate the assistant. Answered only from our own knowledge base, never passed to an AI model, and logged for administrators.' },
  { level: 'Critical', meaning: 'A clear attack or abuse. Refused politely and logged.' },
] as const;

export const defenceLayers = [
  {
    title: '1. In your browser',
    body: 'Content-Security-Policy, frame blocking and other security headers limit what any page of ours can load or do.',
  },
  {
    title: '2. At the front door',
    body: 'Origin checks, request size limits, sign-in throttling and per-visitor rate limits stop forged, oversized and flooding requests before they reach the application.',
  },
  {
    title: '3. Identity and roles',
    body: 'Secure sessions decide who you are; roles decide what you may do. Training tools, scheduling, products and orders are for administrators only.',
  },
  {
    title: '4. Data and payments',
    body: 'Passwords are hashed with argon2id and session tokens are stored only as hashes. Card details go straight to Stripe and never touch our server, and prices come only from our catalogue.',
  },
] as const;

export const safeUsageTips = [
  'Use a unique password of at least 10 characters for your account; a password manager helps.',
  'Sign out when you use a shared or public computer.',
  'Do not share personal details (addresses, phone numbers, health or financial information) in the assistant chat.',
  'Check that the address bar shows our site before you sign in or pay. We will never ask for your password by email.',
  'Treat the assistant’s answers as education, not professional advice, and double-check anything important.',
  'If something looks wrong, or you think you have found a security problem, email us; please do not test it on the live site.',
] as const;
