import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetchRoutes } from '@/test/fetch-routes';
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

  it('links the shortcuts, learning cards and blog teasers', async () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: /Recipe Generator/ })).toHaveAttribute('href', '/community-griot');
    expect(screen.getByRole('link', { name: /Interactive Quizzes/ })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: /Create Your Farm Plan.*4-week/ })).toHaveAttribute('href', '/courses');
    const teasers = wisdomLinks();
    expect(teasers).toHaveLength(5);
    teasers.forEach((link) => expect(link).toHaveAttribute('href', '/community-griot'));
    expect(screen.getByRole('link', { name: 'Learn more about us' })).toHaveAttribute('href', '/about');
    // The feature panels load after the page shows (they are below the fold).
    for (const title of ['Grant Writing Expert', 'Advanced Farm Tools', 'Educational Mission']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
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

  it('subscribes to the mailing list and announces the server’s answer', async () => {
    const message = 'Almost there! Check your inbox for a link to confirm your subscription.';
    const answer = deferred<Response>();
    const { route, calls } = stubFetchRoutes({ 'GET /api/blog-posts/recent': () => jsonResponse(500, { error: 'Down' }) });
    route('POST /api/subscribe', () => answer.promise);
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const input = await screen.findByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');

    await user.type(input, ' grower@example.org ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    expect(calls('POST /api/subscribe')).toEqual([{ email: 'grower@example.org' }]);
    answer.resolve(jsonResponse(202, { message }));

    const newsletter = screen.getByRole('heading', { name: 'Stay in the loop' }).closest('section')!;
    // The status line is a live region that is always there, empty until the answer lands.
    await waitFor(() => expect(within(newsletter).getByRole('status')).toHaveTextContent(message));
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each([
    ['a refused address', () => jsonResponse(400, { error: 'Please enter a valid email address, like name@example.org.' }), 'Please enter a valid email address, like name@example.org.'],
    ['too many sign-ups', () => jsonResponse(429, { error: 'Too many sign-ups from here. Please try again in a minute.' }), 'Too many sign-ups from here. Please try again in a minute.'],
  ])('shows the server’s reason for %s and keeps the address', async (_, answer, reason) => {
    const { route } = stubFetchRoutes({ 'GET /api/blog-posts/recent': () => jsonResponse(500, { error: 'Down' }) });
    route('POST /api/subscribe', answer);
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    await user.type(await screen.findByLabelText('Email address'), 'grower@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const newsletter = screen.getByRole('heading', { name: 'Stay in the loop' }).closest('section')!;
    await waitFor(() => expect(within(newsletter).getByRole('status')).toHaveTextContent(reason));
    expect(screen.getByLabelText('Email address')).toHaveValue('grower@example.org');
  });
});
