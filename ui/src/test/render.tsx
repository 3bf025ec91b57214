import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { Toaster } from '@/app/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import type { SiteSettings } from '@/features/site';

export const testSite: SiteSettings = {
  organizationName: 'Test Community Farm',
  tagline: 'Dexter Jr., your community farm assistant',
  description: 'Growing food and neighbours together.',
  email: 'hello@farm.test',
  phone: '(555) 010-0142',
  location: '1 Garden Row',
  socialLinks: [],
  academyUrl: '',
  academyLabel: 'Join the AI Farming Academy',
  surveyUrl: '',
  founderName: 'Ada Grower',
  founderTitle: 'Farmer',
  founderBio: 'First paragraph.\n\nSecond paragraph.',
  latitude: null,
  longitude: null,
  temperatureUnit: 'fahrenheit',
  activeGardens: null,
};

/** A query client whose cache already holds the site settings (and optionally the user). */
export function createTestQueryClient(options: { site?: SiteSettings; user?: unknown } = {}) {
  const client = createQueryClient();
  client.setQueryData(['/api/site'], options.site ?? testSite);
  if (options.user !== undefined) client.setQueryData(['/api/auth/user'], options.user);
  return client;
}

/** Renders `ui` inside the app's providers and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', client = createTestQueryClient() }: { route?: string; client?: ReturnType<typeof createQueryClient> } = {},
) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

/** Renders the whole app (layout and every route) at `route`. */
export function renderApp(route = '/', client = createTestQueryClient()) {
  return renderWithProviders(<AppRoutes />, { route, client });
}

/** A fetch stub answering JSON by "METHOD path". Unknown requests fail the test loudly. */
export function jsonResponse(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
