import { useEffect } from 'react';
import { useSite } from './api/get-site';

export interface PageMeta {
  /** The page's own title; the tab reads "<title> – <organisation>", or the organisation alone without one. */
  title?: string;
  /**
   * One or two true sentences about the page for search results and link previews (about
   * 50–160 characters). Empty: the site-wide description from index.html.
   */
  description: string;
}

/** The browser tab title for a page. */
export function pageTitle(title: string | undefined, organizationName: string): string {
  return title ? `${title} – ${organizationName}` : organizationName;
}

/** Each description tag's content as index.html had it, before any page changed it. */
const siteWide = new WeakMap<HTMLMetaElement, string>();

/**
 * Sets the page's tab title and its `<meta name="description">`; every route calls it once.
 * When the page leaves, the description goes back to index.html's site-wide one.
 */
export function usePageMeta({ title, description }: PageMeta) {
  const { site } = useSite();
  useEffect(() => {
    document.title = pageTitle(title, site.organizationName);
  }, [title, site.organizationName]);
  useEffect(() => {
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const fallback = siteWide.get(meta) ?? meta.content;
    siteWide.set(meta, fallback);
    meta.content = description.trim() || fallback;
    return () => {
      meta.content = fallback;
    };
  }, [description]);
}
