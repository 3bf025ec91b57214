import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient as appQueryClient } from '@/lib/query-client';

// The toast region loads after the first paint: the home route's JavaScript has a budget,
// and a toast raised before it arrives waits in the toast store until it shows.
const Toaster = lazy(() => import('./toast/toaster').then((m) => ({ default: m.Toaster })));

/** App-wide providers: data fetching and the toast region. */
export function AppProvider({ children, client = appQueryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
