import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, testSite } from '@/test/render';
import indexHtml from '../../../index.html?raw';
import { pageTitle, usePageMeta, type PageMeta } from './use-page-meta';

const SITE_WIDE = 'Free farming guides and a friendly farm assistant from your community farm.';
let meta: HTMLMetaElement;

beforeEach(() => {
  // As index.html has it.
  meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = SITE_WIDE;
  document.head.append(meta);
});
afterEach(() => {
  meta.remove();
  document.title = '';
});

function renderPageMeta(initial: PageMeta) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook((props: PageMeta) => usePageMeta(props), { initialProps: initial, wrapper });
}

describe('usePageMeta', () => {
  it("sets the tab title with the organisation's name, and the description", () => {
    renderPageMeta({ title: 'Country Store', description: 'Farming guides to download.' });
    expect(document.title).toBe(`Country Store – ${testSite.organizationName}`);
    expect(meta.content).toBe('Farming guides to download.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('uses the organisation alone as the title of a page without one', () => {
    renderPageMeta({ description: 'The home page.' });
    expect(document.title).toBe(testSite.organizationName);
  });

  it('follows the page from one title and description to the next', () => {
    const { rerender } = renderPageMeta({ title: 'A', description: 'First page.' });
    rerender({ title: 'B', description: 'Second page.' });
    expect(meta.content).toBe('Second page.');
    expect(document.title).toBe(`B – ${testSite.organizationName}`);
  });

  it("keeps index.html's description for a page without one, and puts it back when a page leaves", () => {
    const { rerender, unmount } = renderPageMeta({ title: 'A', description: '  ' });
    expect(meta.content).toBe(SITE_WIDE);
    rerender({ title: 'A', description: 'A page.' });
    expect(meta.content).toBe('A page.');
    unmount();
    expect(meta.content).toBe(SITE_WIDE);

    // The next page starts from the site-wide text too, not from the last page's.
    const next = renderPageMeta({ title: 'B', description: '' });
    expect(meta.content).toBe(SITE_WIDE);
    next.unmount();
  });

  it('does nothing to the description when the page has no description tag', () => {
    meta.remove();
    renderPageMeta({ title: 'A', description: 'A page.' });
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.title).toBe(`A – ${testSite.organizationName}`);
  });
});

describe('pageTitle', () => {
  it('names the page, then the organisation', () => {
    expect(pageTitle('About Us', 'Farm')).toBe('About Us – Farm');
    expect(pageTitle(undefined, 'Farm')).toBe('Farm');
  });
});

describe('index.html', () => {
  it('has a site-wide description of a good length for search results', () => {
    const match = /<meta name="description" content="([^"]*)"/.exec(indexHtml);
    expect(match).not.toBeNull();
    expect(match![1].length).toBeGreaterThanOrEqual(50);
    expect(match![1].length).toBeLessThanOrEqual(160);
  });
});
