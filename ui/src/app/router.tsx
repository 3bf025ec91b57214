import { lazy } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/home';
import { Layout } from './layout';
import { paths } from './paths';

// Home ships with the main bundle; every other page, the 404 included, loads on demand. Each lazy page has
// a module in ./routes that re-exports it from its feature's index: one chunk per page, while
// features stay behind their index (package.json's "sideEffects" lets the bundler take only
// the page from the index). The dashboard composes several features' admin screens.
const NotFoundPage = lazy(() => import('./routes/not-found'));
const AboutPage = lazy(() => import('./routes/about'));
const TermsPage = lazy(() => import('./routes/terms'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const SecurityPage = lazy(() => import('./routes/security'));
const AdminLoginPage = lazy(() => import('./routes/admin-login'));
const AdminDashboardPage = lazy(() => import('./dashboard/dashboard-page'));
const StorePage = lazy(() => import('./routes/store'));
const GuidesPage = lazy(() => import('./routes/store-old'));
const DownloadFreePage = lazy(() => import('./routes/download-free'));
const MemberLoginPage = lazy(() => import('./routes/login'));
const CheckoutPage = lazy(() => import('./routes/checkout'));
const PremiumCheckoutPage = lazy(() => import('./routes/premium-checkout'));
const DownloadSuccessPage = lazy(() => import('./routes/download-success'));
const CoursesPage = lazy(() => import('./routes/courses'));
const CourseAccessPage = lazy(() => import('./routes/course-access'));
const CertificatePage = lazy(() => import('./routes/certificate'));
const TrainingCenterPage = lazy(() => import('./routes/training'));
const AutomatedTrainingPage = lazy(() => import('./routes/automated-training'));
const CommunityPage = lazy(() => import('./routes/community'));
const BlogIndexPage = lazy(() => import('./routes/community-blog'));
const BlogPostPage = lazy(() => import('./routes/community-blog-post'));
const ProgramsPage = lazy(() => import('./routes/programs'));
const ContactPage = lazy(() => import('./routes/contact'));
const FreeGuidesPage = lazy(() => import('./routes/free-guides'));
const MailingListPage = lazy(() => import('./routes/mailing-list'));
const QuizChallengePage = lazy(() => import('./routes/quiz-challenge'));
const FarmPlanPage = lazy(() => import('./routes/farm-plan'));
const GrantSearchPage = lazy(() => import('./routes/grant-search'));
const AccountPage = lazy(() => import('./routes/account'));
const FarmTetrisPage = lazy(() => import('./routes/farm-tetris'));

/** Every route of the site, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.security, element: <SecurityPage /> },
      { path: paths.adminLogin, element: <AdminLoginPage /> },
      { path: paths.adminDashboard, element: <AdminDashboardPage /> },
      { path: paths.login, element: <MemberLoginPage /> },
      { path: paths.store, element: <StorePage /> },
      { path: paths.storeOld, element: <GuidesPage /> },
      { path: paths.downloadFree, element: <DownloadFreePage /> },
      { path: paths.checkout, element: <CheckoutPage /> },
      { path: paths.premiumCheckout, element: <PremiumCheckoutPage /> },
      { path: paths.downloadSuccess, element: <DownloadSuccessPage /> },
      { path: paths.courses, element: <CoursesPage /> },
      { path: paths.courseAccess, element: <CourseAccessPage /> },
      { path: paths.certificate, element: <CertificatePage /> },
      { path: paths.training, element: <TrainingCenterPage /> },
      { path: paths.automatedTraining, element: <AutomatedTrainingPage /> },
      { path: paths.communityGriot, element: <CommunityPage /> },
      { path: paths.communityBlog, element: <BlogIndexPage /> },
      { path: paths.communityBlogPost, element: <BlogPostPage /> },
      { path: paths.programs, element: <ProgramsPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.freeGuides, element: <FreeGuidesPage /> },
      { path: paths.mailingList, element: <MailingListPage /> },
      { path: paths.quizChallenge, element: <QuizChallengePage /> },
      { path: paths.farmPlan, element: <FarmPlanPage /> },
      { path: paths.farmPlanShared, element: <FarmPlanPage /> },
      { path: paths.grantSearch, element: <GrantSearchPage /> },
      { path: paths.account, element: <AccountPage /> },
      { path: paths.farmTetris, element: <FarmTetrisPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
    ],
  },
];

/**
 * Renders the route matching the current location. Declarative routing (not a data router)
 * keeps the home route's JavaScript within its 100 KB budget; pages load their own data.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
