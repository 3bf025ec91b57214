/**
 * Every route path and in-app link in one place (seed 002 §2 route table, plus /login,
 * /programs, /course-access, /certificates/:code, /download-free and /mailing-list). Components never hand-write path strings.
 */
export const paths = {
  home: '/',
  about: '/about',
  farmPlan: '/start-my-farm-plan',
  /** A stored plan, reopened or shared by its link. */
  farmPlanShared: '/start-my-farm-plan/:id',
  freeGuides: '/free-guides',
  grantSearch: '/grant-search',
  training: '/dexter-training',
  automatedTraining: '/automated-training',
  store: '/country-store',
  storeOld: '/country-store-old',
  checkout: '/checkout',
  premiumCheckout: '/premium-checkout',
  downloadSuccess: '/download-success',
  courses: '/courses',
  quizChallenge: '/quiz-challenge',
  communityGriot: '/community-griot',
  farmTetris: '/farm-tetris',
  communityBlog: '/community-griot/blog',
  communityBlogPost: '/community-griot/blog/:slug',
  contact: '/contact',
  security: '/security',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  terms: '/terms',
  privacy: '/privacy',
  login: '/login',
  account: '/account',
  programs: '/programs',
  courseAccess: '/course-access',
  certificate: '/certificates/:code',
  downloadFree: '/download-free',
  mailingList: '/mailing-list',
  notFound: '*',
} as const;

export type PathKey = keyof typeof paths;

/** Id of the home page's assistant section ("Meet Dexter Jr."). */
export const ASSISTANT_SECTION_ID = 'assistant';

/** Links that are more than a bare path. */
export const hrefs = {
  /** The assistant section on the home page. */
  assistant: `${paths.home}#${ASSISTANT_SECTION_ID}`,
  /** Member sign-in, returning to `next` afterwards. */
  login: (next?: string) => (next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login),
  /** One post of the Community Griot's blog. */
  blogPost: (slug: string) => `${paths.communityBlog}/${encodeURIComponent(slug)}`,
  /** A course certificate's public page, which also verifies it. */
  certificate: (code: string) => `/certificates/${encodeURIComponent(code)}`,
} as const;

/** The header menu, in order (seed 000 §2). */
export const headerMenuLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Start My Farm Plan', to: paths.farmPlan },
  { label: 'Simple Quiz', to: paths.courses },
  { label: 'Community Griot', to: paths.communityGriot },
  { label: 'Contact', to: paths.contact },
] as const;

/** Footer quick links. */
export const footerQuickLinks = [
  { label: 'Programs', to: paths.programs },
  { label: 'Courses', to: paths.courses },
  { label: 'Community Griot', to: paths.communityGriot },
  { label: 'Contact', to: paths.contact },
] as const;

/** Footer legal links. */
export const footerLegalLinks = [
  { label: 'Terms of Use', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Security', to: paths.security },
] as const;
