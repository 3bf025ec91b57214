import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './components/footer';
import { Header } from './components/header';
import { PageLoader } from './components/page-loader';
import { RouteErrorBoundary } from './components/route-error';
import { ScrollToTop } from './components/scroll-to-top';
import { paths } from './paths';

export const MAIN_CONTENT_ID = 'main-content';

// The launcher is on every page but home, so the home route does not carry its code.
const ChatLauncher = lazy(() => import('./routes/chat-launcher'));

/** The shell around every page: skip link, fixed header, main content, footer, and the chat launcher. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      {pathname !== paths.home && (
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
      )}
    </>
  );
}
