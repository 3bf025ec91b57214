import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { createTestQueryClient, jsonResponse, renderWithProviders, testSite } from '@/test/render';
import { wisdomTeasers } from './home-content';
import { HomePage } from './home-page';

const recent = ['mulch-before-the-heat', 'water-deeply', 'feed-the-soil', 'save-your-seed', 'sow-a-cover-crop'].map((slug, i) => ({
  id: i + 1,
  slug,
  title: `Post ${i + 1}`,
  excerpt: `Excerpt ${i + 1}`,
  day: `2026-11-${String(23 - i).padStart(2, '0')}`,
}));

// The blog is down unless a test says otherwise: the built-in teasers show.
beforeEach(() => {
  stubFetchRoutes({ 'GET /api/blog-posts/recent': () => jsonResponse(500, { error: 'Down' }) });
});
afterEach(() => vi.unstubAllGlobals());

function wisdomLinks() {
  const wisdom = screen.getByRole('heading', { name: 'Daily Farming Wisdom' }).closest('section')!;
  return within(wisdom).getAllByRole('link');
}

describe('Home page', () => {
  it('shows the sections in order', () => {
    renderWithProviders(<HomePage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Shortcuts',
      'Learning Platform',
      'Daily Farming Wisdom',
      'Meet Dexter Jr.',
      'What we offer',
      'About Test Community Farm',
      'Stay in the loop',
    ]);
    const banner = screen.getByRole('img', { name: /rows of crops/i });
    expect(banner).toHaveAttribute('src', '/banner.svg');
    expect(banner).toHaveAttribute('width', '1200');
    expect(banner).toHaveAttribute('height', '400');
  });

  it('links the shortcuts, learning cards and blog teasers', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: /Recipe Generator/ })).toHaveAttribute('href', '/community-griot');
    expect(screen.getByRole('link', { name: /Interactive Quizzes/ })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: /Create Your Farm Plan.*4-week/ })).toHaveAttribute('href', '/courses');
    const teasers = wisdomLinks();
    expect(teasers).toHaveLength(5);
    teasers.forEach((link) => expect(link).toHaveAttribute('href', '/community-griot'));
    expect(screen.getByRole('link', { name: 'Learn more about us' })).toHaveAttribute('href', '/about');
    for (const title of ['Grant Writing Expert', 'Advanced Farm Tools', 'Educational Mission']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('links the five latest daily posts once they load', async () => {
    stubFetchRoutes({ 'GET /api/blog-posts/recent': { posts: recent } });
    renderWithProviders(<HomePage />);
    // The built-in teasers hold the place while the posts load.
    expect(wisdomLinks()[0]).toHaveTextContent(wisdomTeasers[0].title);
    expect(await screen.findByRole('link', { name: /Post 1/ })).toBeInTheDocument();
    const links = wisdomLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(recent.map((post) => `/community-griot/blog/${post.slug}`));
    expect(links[0]).toHaveTextContent('Post 1Excerpt 1');
  });

  it('keeps the built-in teasers when the latest posts cannot be loaded', async () => {
    const { fetchMock } = stubFetchRoutes({ 'GET /api/blog-posts/recent': () => jsonResponse(503, { error: 'Down' }) });
    renderWithProviders(<HomePage />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(wisdomLinks().map((link) => link.textContent)).toEqual(wisdomTeasers.map((t) => t.title + t.blurb));
    wisdomLinks().forEach((link) => expect(link).toHaveAttribute('href', '/community-griot'));
  });

  it('scrolls to the assistant section for "Let’s Write a Grant"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const section = document.getElementById('assistant')!;
    expect(section).toContainElement(screen.getByRole('heading', { name: 'Meet Dexter Jr.' }));

    await user.click(screen.getByRole('button', { name: /Let’s Write a Grant/ }));

    expect(section.scrollIntoView).toHaveBeenCalled();
    expect(section).toHaveFocus();
  });

  it('hides the academy button when no academy link is configured', () => {
    renderWithProviders(<HomePage />);
    expect(screen.queryByRole('link', { name: /Academy/i })).not.toBeInTheDocument();
  });

  it('shows the academy button in a new tab when configured', () => {
    const client = createTestQueryClient({ site: { ...testSite, academyUrl: 'https://academy.example/join' } });
    renderWithProviders(<HomePage />, { client });
    const link = screen.getByRole('link', { name: /Join the AI Farming Academy/ });
    expect(link).toHaveAttribute('href', 'https://academy.example/join');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('says honestly that mailing-list sign-ups are not open yet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');

    await user.type(input, 'grower@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Sign-ups open soon')).toBeInTheDocument();
    expect(screen.getByText(/not saved.*hello@farm\.test/)).toBeInTheDocument();
  });
});
