import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headingSkips } from '@/test/headings';
import { jsonResponse, renderApp } from '@/test/render';
import { hrefs, paths } from './paths';

/** The site-wide description, as index.html has it; every page replaces it with its own. */
const SITE_WIDE = 'The site-wide description.';
let description: HTMLMetaElement;

beforeEach(() => {
  description = document.createElement('meta');
  description.name = 'description';
  description.content = SITE_WIDE;
  document.head.append(description);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/admin-status') return jsonResponse(200, { adminExists: true });
      if (url === '/api/blog-posts/no-such-post') return jsonResponse(404, { error: 'No such post.' });
      return jsonResponse(401, { error: 'Not signed in' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  description.remove();
});

describe('router', () => {
  it('renders "Page Not Found" with a link home for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // The description is set in a passive effect, which can run just after the heading is committed.
    await waitFor(() => expect(description.content).toMatch(/no page at this address/));
  });

  it("renders the home page at /, described by the organisation's own description", () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Test Community Farm' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet Dexter Jr.' })).toBeInTheDocument();
    expect(description.content).toBe('Growing food and neighbours together.');
    expect(document.title).toBe('Test Community Farm');
  });

  // Every route of seed 002's table (and the extra ones) has a page with its own title and description.
  it.each([
    [paths.about, 'About Test Community Farm'],
    [paths.farmPlan, 'Start My Farm Plan'],
    [paths.freeGuides, 'Free Farming Guides'],
    [paths.grantSearch, 'Grant Search'],
    [paths.training, 'Training Center'],
    [paths.automatedTraining, 'Automated Training'],
    [paths.store, 'Country Store'],
    [paths.storeOld, 'Country Store Guides'],
    [paths.checkout, 'Country Store'],
    [paths.premiumCheckout, 'Payment Error'],
    [paths.downloadSuccess, 'Payment Verification Failed'],
    [paths.courses, 'Simple Farming Quiz'],
    [paths.quizChallenge, 'Agricultural Quiz Challenge'],
    [paths.communityGriot, 'Community Griot'],
    [paths.communityBlog, 'Farming Wisdom Blog'],
    [hrefs.blogPost('no-such-post'), 'Post not found'],
    [paths.contact, 'Contact Us'],
    [paths.security, 'How we keep you and the farm assistant safe'],
    [paths.adminLogin, 'Admin Login'],
    [paths.terms, 'Terms of Use'],
    [paths.privacy, 'Privacy Policy'],
    [paths.login, 'Welcome back'],
    [paths.programs, 'Programs'],
    [paths.courseAccess, 'Course Access'],
    [hrefs.certificate('ABCD-EFGH-JKMN'), 'Certificate of Completion'],
    [paths.downloadFree, 'No product chosen'],
    [paths.mailingList, 'Mailing List'],
  ])('%s shows "%s"', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    // The page's effects may run just after the heading first paints.
    await waitFor(() => expect(description.content).not.toBe(SITE_WIDE));
    expect(description.content.length).toBeGreaterThan(40);
    expect(headingSkips()).toEqual([]);
    await waitFor(() => expect(document.title).toMatch(/ – Test Community Farm$/));
  });

  it('asks a signed-out visitor to sign in on /grant-search', async () => {
    renderApp(paths.grantSearch);
    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In to Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search Grants' })).not.toBeInTheDocument();
  });

  it('dates the legal pages June 15, 2025', async () => {
    renderApp(paths.privacy);
    expect(await screen.findByText('Last updated: June 15, 2025')).toBeInTheDocument();
    expect(screen.getByText(/argon2id hash/)).toBeInTheDocument();
    expect(screen.getAllByText(/up to 90 days/).length).toBeGreaterThan(0);
  });

  it('scrolls to the top when the path changes', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await user.click(screen.getAllByRole('link', { name: 'Terms of Use' })[0]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await user.click(screen.getAllByRole('link', { name: 'Privacy Policy' })[0]);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('renders the footer with contact details and the copyright line', () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'hello@farm.test' })).toHaveAttribute('href', 'mailto:hello@farm.test');
    expect(screen.getByRole('link', { name: '(555) 010-0142' })).toHaveAttribute('href', 'tel:5550100142');
    expect(screen.getByText('© 2025 Test Community Farm. All rights reserved.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    for (const [name, href] of [
      ['Programs', '/programs'],
      ['Courses', '/courses'],
      ['Terms of Use', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Security', '/security'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
