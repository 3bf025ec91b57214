import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { headingSkips } from '@/test/headings';
import { renderApp } from '@/test/render';

afterEach(() => vi.unstubAllGlobals());

describe('Programs page', () => {
  it('shows the intro and each program as plain paragraphs, with a link to contact', async () => {
    stubFetchRoutes({
      'GET /api/programs': {
        intro: 'Everyone is welcome.\n\nAll programs are free.',
        programs: [
          { title: 'Youth garden', body: 'Saturdays, ages 10–16.\n\n<i>Bring gloves</i>.' },
          { title: 'Market stand', body: 'Sell what you grow.' },
        ],
      },
    });
    renderApp('/programs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Youth garden' })).toBeInTheDocument();
    expect(screen.getByText('Everyone is welcome.')).toBeInTheDocument();
    expect(screen.getByText('All programs are free.')).toBeInTheDocument();
    const youth = screen.getByRole('region', { name: 'Youth garden' });
    expect([...youth.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Saturdays, ages 10–16.', '<i>Bring gloves</i>.']);
    expect(youth.querySelector('i')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(headingSkips()).toEqual([]);
  });
});
