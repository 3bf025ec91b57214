import { describe, expect, it } from 'vitest';
import { testSite } from '@/test/render';
import type { SiteSettings } from '../../types';
import { buildSitePayload, hasSiteErrors, isValidEmail, isWebUrl, validateSiteForm } from './site-form';

const valid: SiteSettings = {
  ...testSite,
  academyUrl: 'https://academy.example',
  surveyUrl: 'http://survey.example/form?x=1',
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/farm' }],
};

describe('validateSiteForm', () => {
  it('accepts complete settings, and empty optional fields', () => {
    expect(validateSiteForm(valid)).toEqual({});
    const minimal: SiteSettings = {
      organizationName: 'Farm',
      tagline: '',
      description: '',
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
    };
    expect(hasSiteErrors(validateSiteForm(minimal))).toBe(false);
  });

  it('requires the organisation name (spaces do not count)', () => {
    expect(validateSiteForm({ ...valid, organizationName: '   ' })).toEqual({
      organizationName: 'The organisation name is required.',
    });
  });

  it('limits lengths per field, counting characters after trimming', () => {
    expect(validateSiteForm({ ...valid, tagline: 'a'.repeat(200) })).toEqual({});
    expect(validateSiteForm({ ...valid, tagline: ` ${'a'.repeat(200)} ` })).toEqual({});
    expect(validateSiteForm({ ...valid, tagline: 'a'.repeat(201) }).tagline).toBe('The tagline can have at most 200 characters.');
    expect(validateSiteForm({ ...valid, description: 'a'.repeat(1000) })).toEqual({});
    expect(validateSiteForm({ ...valid, description: 'a'.repeat(1001) }).description).toMatch(/at most 1000/);
    expect(validateSiteForm({ ...valid, founderBio: 'a'.repeat(5000) })).toEqual({});
    expect(validateSiteForm({ ...valid, founderBio: 'a'.repeat(5001) }).founderBio).toMatch(/at most 5000/);
    // An emoji is one character to the server, two UTF-16 units to JavaScript.
    expect(validateSiteForm({ ...valid, founderName: '🌱'.repeat(200) })).toEqual({});
  });

  it("refuses '<' and '>' in any field", () => {
    expect(validateSiteForm({ ...valid, founderBio: 'Hi <b>there</b>' }).founderBio).toBe(
      "The founder biography cannot contain '<' or '>'.",
    );
    expect(validateSiteForm({ ...valid, phone: '555 > 1' }).phone).toMatch(/'<' or '>'/);
    expect(validateSiteForm({ ...valid, socialLinks: [{ label: '<X>', url: 'https://x.example' }] })['socialLinks.0.label']).toMatch(
      /'<' or '>'/,
    );
  });

  it('accepts an empty email or a valid one, and refuses anything else', () => {
    expect(validateSiteForm({ ...valid, email: '' })).toEqual({});
    expect(validateSiteForm({ ...valid, email: ' hello@farm.example ' })).toEqual({});
    expect(validateSiteForm({ ...valid, email: 'not-an-email' }).email).toBe(
      'Please enter a valid email address, like name@example.org.',
    );
  });

  it('accepts empty or http(s) academy and survey links', () => {
    expect(validateSiteForm({ ...valid, academyUrl: '', surveyUrl: '' })).toEqual({});
    expect(validateSiteForm({ ...valid, academyUrl: 'javascript:alert(1)' }).academyUrl).toMatch(/https:\/\//);
    expect(validateSiteForm({ ...valid, surveyUrl: 'academy.example' }).surveyUrl).toMatch(/https:\/\//);
  });

  it('checks each social link row, by its index as shown', () => {
    const errors = validateSiteForm({
      ...valid,
      socialLinks: [
        { label: 'Facebook', url: 'https://facebook.com/farm' },
        { label: '', url: '' },
        { label: '', url: 'https://x.example' },
        { label: 'L'.repeat(51), url: 'ftp://x.example' },
        { label: 'Mail', url: '' },
      ],
    });
    expect(errors).toEqual({
      'socialLinks.2.label': 'Enter a label for this link.',
      'socialLinks.3.label': 'A label can have at most 50 characters.',
      'socialLinks.3.url': 'Enter a web address starting with https:// or http://.',
      'socialLinks.4.url': 'Enter the web address for this link.',
    });
  });

  it('allows at most 12 social links', () => {
    const link = { label: 'Site', url: 'https://x.example' };
    expect(validateSiteForm({ ...valid, socialLinks: Array(12).fill(link) })).toEqual({});
    expect(validateSiteForm({ ...valid, socialLinks: Array(13).fill(link) }).socialLinks).toBe('At most 12 social links, please.');
    // Blank rows are not sent, so they do not count.
    expect(validateSiteForm({ ...valid, socialLinks: [...Array(12).fill(link), { label: ' ', url: '' }] })).toEqual({});
  });
});

describe('isWebUrl and isValidEmail mirror the server', () => {
  it.each([
    ['https://example.org', true],
    ['http://example.org/path?q=1', true],
    ['https://', false],
    ['https:///path', false],
    ['https://exa mple.org', false],
    ['HTTPS://example.org', false],
    ['mailto:a@b.org', false],
    ['', false],
  ])('isWebUrl(%j) is %s', (url, ok) => {
    expect(isWebUrl(url)).toBe(ok);
  });

  it.each([
    ['a@b.org', true],
    ['first.last+tag@sub.example.org', true],
    ['@b.org', false],
    ['a@b', false],
    ['a@.b.org', false],
    ['a@b.org.', false],
    ['a@b@c.org', false],
    ['a b@c.org', false],
    ['"a"@c.org', false],
  ])('isValidEmail(%j) is %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('buildSitePayload', () => {
  it('trims every field, drops blank link rows and extra row fields', () => {
    const rows = [
      { key: 1, label: ' Facebook ', url: ' https://facebook.com/farm ' },
      { key: 2, label: '  ', url: '' },
    ];
    expect(buildSitePayload({ ...valid, organizationName: '  Farm  ', founderBio: '\nBio\n', socialLinks: rows })).toEqual({
      ...valid,
      organizationName: 'Farm',
      founderBio: 'Bio',
      socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/farm' }],
    });
  });

  it('sends exactly the fields the server accepts', () => {
    expect(Object.keys(buildSitePayload(valid)).sort()).toEqual(Object.keys(testSite).sort());
  });
});
