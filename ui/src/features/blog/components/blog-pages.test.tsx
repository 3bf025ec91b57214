import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { headingSkips } from '@/test/headings';
import { jsonResponse, renderApp } from '@/test/render';

afterEach(() => vi.unstubAllGlobals());

const post = {
  id: 7,
  slug: 'mulch-before-the-heat',
  title: 'Mulch before the heat',
  content: 'First paragraph.\n\n<b>hi</b> and <script>alert(1)</script>\nstill the second.\n\n\nThird paragraph.',
  tips: ['Water first', 'Keep it off stems'],
  date: '2026-11-23',
};

describe('Blog post page', () => {
  it('renders the text as plain paragraphs split on blank lines, markup shown as text', async () => {
    stubFetchRoutes({ 'GET /api/blog-posts/mulch-before-the-heat': post });
    renderApp('/community-griot/blog/mulch-before-the-heat');
    const article = await screen.findByRole('article', { name: 'Mulch before the heat' });
    const body = article.querySelector('.blog-post__body')!;
    const paragraphs = [...body.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['First paragraph.', '<b>hi</b> and <script>alert(1)</script>\nstill the second.', 'Third paragraph.']);
    expect(within(article).getByText(/<b>hi<\/b>/)).toBeInTheDocument();
    expect(body.querySelector('b, script')).toBeNull();
    expect(within(article).getByText('Monday, November 23, 2026')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Tips' })).toBeInTheDocument();
    expect(within(article).getAllByRole('listitem').map((li) => li.textContent)).toEqual(post.tips);
    expect(within(article).getByRole('link', { name: '← All blog posts' })).toHaveAttribute('href', '/community-griot/blog');
    // The title is set in an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Mulch before the heat – Test Community Farm'));
    expect(headingSkips()).toEqual([]);
  });

  it('says the post was not found for an unknown slug', async () => {
    stubFetchRoutes({ 'GET /api/blog-posts/nope': () => jsonResponse(404, { error: 'No such post.' }) });
    renderApp('/community-griot/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all blog posts' })).toHaveAttribute('href', '/community-griot/blog');
  });

  it('offers another try when the post cannot be loaded for another reason', async () => {
    stubFetchRoutes({ 'GET /api/blog-posts/soon': () => jsonResponse(500, { error: 'Down' }) });
    renderApp('/community-griot/blog/soon');
    expect(await screen.findByRole('heading', { level: 1, name: 'This post could not be loaded' })).toBeInTheDocument();
  });
});

describe('Blog index', () => {
  it('lists every post with its date and excerpt, linking to each', async () => {
    stubFetchRoutes({
      'GET /api/blog-posts': {
        posts: [
          { id: 7, slug: 'mulch-before-the-heat', title: 'Mulch before the heat', excerpt: 'Mulch keeps…', date: '2026-11-30' },
          { id: 2, slug: 'water-deeply', title: 'Water deeply', excerpt: 'Roots go…', date: null },
        ],
      },
    });
    renderApp('/community-griot/blog');
    expect(await screen.findByRole('link', { name: 'Mulch before the heat' })).toHaveAttribute(
      'href',
      '/community-griot/blog/mulch-before-the-heat',
    );
    expect(screen.getByRole('link', { name: 'Water deeply' })).toHaveAttribute('href', '/community-griot/blog/water-deeply');
    expect(screen.getByText('Nov 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('Roots go…')).toBeInTheDocument();
    expect(headingSkips()).toEqual([]);
  });
});
