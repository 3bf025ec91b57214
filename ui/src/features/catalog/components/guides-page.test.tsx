import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/catalog';
import { createTestQueryClient, jsonResponse, renderApp, testSite } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();
const openMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  openMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', openMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/store/products') {
      return jsonResponse(200, [makeProduct({ slug: 'sustainable-food', name: 'Sustainable Food Systems', price: 'FREE' })]);
    }
    if (url.startsWith('/api/download/') && init?.method === 'HEAD') return new Response(null, { status: 200 });
    return jsonResponse(401, { error: 'Not signed in' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Guides page', () => {
  it('shows premium guides as Coming Soon and teacher guides as Temporarily Unavailable', async () => {
    renderApp('/country-store-old');
    expect(await screen.findByText('country-store')).toBeInTheDocument();

    const premium = screen.getByRole('region', { name: 'Premium Guides' });
    expect(within(premium).getAllByText('$39.99')).toHaveLength(4);
    const comingSoon = within(premium).getAllByRole('button', { name: 'Coming Soon' });
    expect(comingSoon).toHaveLength(4);
    comingSoon.forEach((b) => expect(b).toBeDisabled());

    const teacher = screen.getByRole('region', { name: 'Teacher & Student Guides' });
    expect(within(teacher).getAllByText('$19.99')).toHaveLength(2);
    within(teacher)
      .getAllByRole('button', { name: 'Temporarily Unavailable' })
      .forEach((b) => expect(b).toBeDisabled());

    // Titles come from the store when it lists the guide.
    expect(await screen.findByRole('heading', { name: 'Sustainable Food Systems' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /survey/ })).not.toBeInTheDocument();
  });

  it('opens a free guide by slug in a new tab', async () => {
    openMock.mockReturnValue({ opener: {} });
    const user = userEvent.setup();
    renderApp('/country-store-old');

    await screen.findByText('country-store');
    const free = screen.getByRole('region', { name: 'Free Guides' });
    expect(within(free).getAllByRole('button', { name: /^Download Free/ })).toHaveLength(4);
    await user.click(within(free).getByRole('button', { name: 'Download Free: Growing Minds' }));

    expect(await screen.findByText('Growing Minds is opening in a new tab.')).toBeInTheDocument();
    expect(openMock).toHaveBeenCalledWith('/api/download/growing-minds', '_blank');
  });

  it('links the survey from the site settings', async () => {
    const client = createTestQueryClient({ site: { ...testSite, surveyUrl: 'https://forms.example/survey' } });
    renderApp('/country-store-old', client);
    const link = await screen.findByRole('link', { name: /Take the survey/ });
    expect(link).toHaveAttribute('href', 'https://forms.example/survey');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
