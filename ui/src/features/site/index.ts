export { FALLBACK_SITE, SITE_QUERY_KEY, getSiteQueryOptions, isSafeExternalUrl, paragraphs, useSite } from './api/get-site';
export { useDocumentTitle } from './use-document-title';
export type { SiteSettings, SocialLink } from './types';
