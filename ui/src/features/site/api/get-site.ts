import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../types';

/** Shown while the settings load (or if they cannot be loaded). */
export const FALLBACK_SITE: SiteSettings = {
  organizationName: 'Community Farm',
  tagline: 'Your community farm assistant',
  description: 'Free farming education, guides and community programmes from your local community farm.',
  email: '',
  phone: '',
  location: '',
  socialLinks: [],
  academyUrl: '',
  academyLabel: '',
  surveyUrl: '',
  founderName: '',
  founderTitle: '',
  founderBio: '',
  latitude: null,
  longitude: null,
  temperatureUnit: 'fahrenheit',
  activeGardens: null,
};

export const SITE_QUERY_KEY = ['/api/site'] as const;

export function getSiteQueryOptions() {
  return queryOptions<SiteSettings>({ queryKey: SITE_QUERY_KEY });
}

/** Site settings, with fallbacks while loading. */
export function useSite() {
  const query = useQuery(getSiteQueryOptions());
  return { site: query.data ?? FALLBACK_SITE, isLoading: query.isLoading, isError: query.isError };
}

/** Splits a text into paragraphs on blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** True for an http(s) URL that can be linked safely. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
