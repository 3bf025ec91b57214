import { lazy } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/home/home-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import type { ComingSoonKey } from '@/features/placeholders/coming-soon-pages';
import { Layout } from './layout';
import { paths } from './paths';

// Home and 404 ship with the main bundle; every other page loads on demand.
const AboutPage = lazy(() => import('@/features/about/about-page'));
const TermsPage = lazy(() => import('@/features/legal/terms-page'));
const PrivacyPage = lazy(() => import('@/features/legal/privacy-page'));
const SecurityPage = lazy(() => import('@/features/security/security-page'));
const AdminLoginPage = lazy(() => import('@/features/accounts/components/admin-login-page'));
const AdminDashboardPage = lazy(() => import('@/features/admin/components/admin-dashboard-page'));
const StorePage = lazy(() => import('@/features/catalog/components/store-page'));
const GuidesPage = lazy(() => import('@/features/catalog/components/guides-page'));
const DownloadFreePage = lazy(() => import('@/features/catalog/components/download-free-page'));
const MemberLoginPage = lazy(() => import('@/features/accounts/components/member-login-page'));
const CheckoutPage = lazy(() => import('@/features/payments/components/checkout-page'));
const PremiumCheckoutPage = lazy(() => import('@/features/payments/components/premium-checkout-page'));
const DownloadSuccessPage = lazy(() => import('@/features/payments/components/download-success-page'));
const CoursesPage = lazy(() => import('@/features/courses/components/courses-page'));
const CourseAccessPage = lazy(() => import('@/features/courses/components/course-access-page'));
const ComingSoonPage = lazy(() => import('@/features/placeholders/coming-soon'));

/** Pages whose real screens arrive with later work: one shared "coming soon" notice. */
const comingSoonRoutes: [string, ComingSoonKey][] = [
  [paths.farmPlan, 'farmPlan'],
  [paths.freeGuides, 'freeGuides'],
  [paths.grantSearch, 'grantSearch'],
  [paths.training, 'training'],
  [paths.automatedTraining, 'automatedTraining'],
  [paths.quizChallenge, 'quizChallenge'],
  [paths.communityGriot, 'communityGriot'],
  [paths.contact, 'contact'],
  [paths.programs, 'programs'],
];

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
      ...comingSoonRoutes.map(([path, key]) => ({ path, element: <ComingSoonPage page={key} /> })),
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
