/**
 * Site settings (the server's src/site): the public settings every page reads, the page
 * title and description hook, and the admin's settings screen.
 */
export { FALLBACK_SITE, SITE_QUERY_KEY, getSiteQueryOptions, isSafeExternalUrl, paragraphs, useSite } from './api/get-site';
export { usePageMeta, type PageMeta } from './use-page-meta';
export { SiteTab } from './admin/site-tab';
export { isWebUrl } from './admin/utils/site-form';
export type { SiteSettings, SocialLink, TemperatureUnit } from './types';
