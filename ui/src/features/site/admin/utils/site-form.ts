/**
 * The site settings form: the checks made before sending, mirroring the server's rules
 * (src/site/mod.rs), and the payload built from the values as typed.
 */
import type { SiteSettings, SocialLink } from '../../types';

/** The settings that are numbers, typed as text in the form ('' = not set). */
export type SiteNumberField = 'latitude' | 'longitude' | 'activeGardens';

/** Every text field of the settings (everything but the social links, numbers and the unit). */
export type SiteTextField = Exclude<keyof SiteSettings, 'socialLinks' | SiteNumberField | 'temperatureUnit'>;

/** The settings as the form holds them: numbers as the text typed. */
export type SiteFormInput<Link extends SocialLink = SocialLink> = Omit<SiteSettings, SiteNumberField | 'socialLinks'> &
  Record<SiteNumberField, string> & { socialLinks: Link[] };

/** The stored settings as form values. */
export function toSiteFormInput(settings: SiteSettings): SiteFormInput {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    ...settings,
    latitude: text(settings.latitude),
    longitude: text(settings.longitude),
    activeGardens: text(settings.activeGardens),
  };
}

/** Ranges of the number fields, mirroring the server. */
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

/** '' → null; anything else → the number, or NaN when it is not one. */
function parseNumber(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) ? Number(t) : Number.NaN;
}

/**
 * Errors keyed by field: a text field's name, `socialLinks` for the list as a whole, or
 * `socialLinks.<index>.label` / `socialLinks.<index>.url` for one row.
 */
export type SiteFormErrors = Record<string, string>;

export const MAX_SOCIAL_LINKS = 12;
export const MAX_SOCIAL_LABEL_CHARS = 50;
const MAX_SOCIAL_URL_BYTES = 500;

/** Each text field's name in messages and its limit in characters, in form order. */
export const SITE_TEXT_FIELDS: readonly { key: SiteTextField; name: string; max: number }[] = [
  { key: 'organizationName', name: 'organisation name', max: 200 },
  { key: 'tagline', name: 'tagline', max: 200 },
  { key: 'description', name: 'description', max: 1000 },
  { key: 'email', name: 'email', max: 254 },
  { key: 'phone', name: 'phone', max: 50 },
  { key: 'location', name: 'location', max: 200 },
  { key: 'academyLabel', name: 'academy label', max: 100 },
  { key: 'academyUrl', name: 'academy link', max: 500 },
  { key: 'surveyUrl', name: 'survey link', max: 500 },
  { key: 'founderName', name: 'founder name', max: 200 },
  { key: 'founderTitle', name: 'founder title', max: 200 },
  { key: 'founderBio', name: 'founder biography', max: 5000 },
];

export function maxChars(key: SiteTextField): number {
  return SITE_TEXT_FIELDS.find((f) => f.key === key)?.max ?? 200;
}

/** Counts characters as the server does (Unicode scalar values, not UTF-16 units). */
function charCount(text: string): number {
  return [...text].length;
}

const hasAngleBrackets = (text: string) => /[<>]/.test(text);

/** An absolute http(s) URL with a host and no spaces (the server's `is_web_url`). */
export function isWebUrl(url: string): boolean {
  const rest = url.startsWith('https://') ? url.slice(8) : url.startsWith('http://') ? url.slice(7) : null;
  return rest !== null && rest !== '' && !rest.startsWith('/') && !/[\s\u0000-\u001f\u007f-\u009f]/.test(url);
}

/** One `@`, a non-empty local part, a dotted domain, no spaces (the server's `Email::parse`). */
export function isValidEmail(email: string): boolean {
  if (new TextEncoder().encode(email).length > 254 || /[\s\u0000-\u001f\u007f-\u009f<>",]/.test(email)) return false;
  const at = email.indexOf('@');
  if (at <= 0) return false;
  const domain = email.slice(at + 1);
  return !domain.includes('@') && domain.includes('.') && !domain.startsWith('.') && !domain.endsWith('.');
}

/**
 * What is sent: every text trimmed, and link rows trimmed with wholly blank rows left out
 * (an empty row is an unfinished "Add link", not a link).
 */
export function buildSitePayload(values: SiteFormInput): SiteSettings {
  // Built field by field so nothing else (such as a row's React key) is sent: the server
  // rejects unknown fields.
  const t = (key: SiteTextField) => values[key].trim();
  return {
    organizationName: t('organizationName'),
    tagline: t('tagline'),
    description: t('description'),
    email: t('email'),
    phone: t('phone'),
    location: t('location'),
    socialLinks: values.socialLinks
      .map((link): SocialLink => ({ label: link.label.trim(), url: link.url.trim() }))
      .filter((link) => link.label || link.url),
    academyUrl: t('academyUrl'),
    academyLabel: t('academyLabel'),
    surveyUrl: t('surveyUrl'),
    founderName: t('founderName'),
    founderTitle: t('founderTitle'),
    founderBio: t('founderBio'),
    latitude: parseNumber(values.latitude),
    longitude: parseNumber(values.longitude),
    temperatureUnit: values.temperatureUnit,
    activeGardens: parseNumber(values.activeGardens),
  };
}

const WEB_ADDRESS = 'Enter a web address starting with https:// or http://.';

/** Checks the values (after trimming, as the server does); an empty object means valid. */
export function validateSiteForm(values: SiteFormInput): SiteFormErrors {
  const s = buildSitePayload(values);
  const errors: SiteFormErrors = {};
  for (const { key, name, max } of SITE_TEXT_FIELDS) {
    const value = s[key];
    if (charCount(value) > max) errors[key] = `The ${name} can have at most ${max} characters.`;
    else if (hasAngleBrackets(value)) errors[key] = `The ${name} cannot contain '<' or '>'.`;
  }
  if (!s.organizationName && !errors.organizationName) errors.organizationName = 'The organisation name is required.';
  if (s.email && !errors.email && !isValidEmail(s.email)) {
    errors.email = 'Please enter a valid email address, like name@example.org.';
  }
  for (const key of ['academyUrl', 'surveyUrl'] as const) {
    if (s[key] && !errors[key] && !isWebUrl(s[key])) errors[key] = WEB_ADDRESS;
  }

  for (const [key, name, { min, max }] of [
    ['latitude', 'latitude', LATITUDE_RANGE],
    ['longitude', 'longitude', LONGITUDE_RANGE],
  ] as const) {
    const n = s[key];
    if (n !== null && !(Number.isFinite(n) && n >= min && n <= max)) {
      errors[key] = `Enter a ${name} between ${min} and ${max}, or leave it empty.`;
    }
  }
  if ((s.latitude === null) !== (s.longitude === null) && !errors.latitude && !errors.longitude) {
    errors[s.latitude === null ? 'latitude' : 'longitude'] = 'Enter both the latitude and the longitude, or neither.';
  }
  if (s.activeGardens !== null && !(Number.isInteger(s.activeGardens) && s.activeGardens >= 0)) {
    errors.activeGardens = 'Enter a whole number of gardens, 0 or more, or leave it empty.';
  }

  if (s.socialLinks.length > MAX_SOCIAL_LINKS) errors.socialLinks = `At most ${MAX_SOCIAL_LINKS} social links, please.`;
  // Row indexes refer to the rows as shown, blank rows included.
  values.socialLinks.forEach((row, index) => {
    const label = row.label.trim();
    const url = row.url.trim();
    if (!label && !url) return;
    if (!label) errors[`socialLinks.${index}.label`] = 'Enter a label for this link.';
    else if (charCount(label) > MAX_SOCIAL_LABEL_CHARS) {
      errors[`socialLinks.${index}.label`] = `A label can have at most ${MAX_SOCIAL_LABEL_CHARS} characters.`;
    } else if (hasAngleBrackets(label)) errors[`socialLinks.${index}.label`] = "A label cannot contain '<' or '>'.";
    if (!url) errors[`socialLinks.${index}.url`] = 'Enter the web address for this link.';
    else if (hasAngleBrackets(url)) errors[`socialLinks.${index}.url`] = "A web address cannot contain '<' or '>'.";
    else if (!isWebUrl(url) || new TextEncoder().encode(url).length > MAX_SOCIAL_URL_BYTES) {
      errors[`socialLinks.${index}.url`] = WEB_ADDRESS;
    }
  });
  return errors;
}

export function hasSiteErrors(errors: SiteFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
