import { describe, expect, it } from 'vitest';
import { testSite } from '@/test/render';
import type { SiteSettings } from '../../types';
import { buildSitePayload, hasSiteErrors, isValidEmail, isWebUrl, toSiteFormInput, validateSiteForm } from './site-form';

const settings: SiteSettings = {
  ...testSite,
  academyUrl: 'https://academy.example',
  surveyUrl: 'http://survey.example/form?x=1',
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/farm' }],
};
const valid = toSiteFormInput(settings);

describe('validateSiteForm', () => {
  it('accepts complete settings, and empty optional fields', () => {
    expect(validateSiteForm(valid)).toEqual({});
    const minimal = toSiteFormInput({
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
      latitude: null,
      longitude: null,
      temperatureUnit: 'celsius',
      activeGardens: null,
    });
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

describe('location and weather', () => {
  it('accepts latitudes from -90 to 90 and longitudes from -180 to 180', () => {
    for (const [latitude, longitude] of [
      ['-90', '-180'],
      ['90', '180'],
      ['0', '0'],
      [' 35.2271 ', '-80.8431'],
    ]) {
      expect(validateSiteForm({ ...valid, latitude, longitude })).toEqual({});
    }
    expect(buildSitePayload({ ...valid, latitude: ' 35.2271 ', longitude: '-80.8431' })).toMatchObject({
      latitude: 35.2271,
      longitude: -80.8431,
    });
  });

  it('refuses a latitude outside -90..90 or not a number', () => {
    const message = 'Enter a latitude between -90 and 90, or leave it empty.';
    for (const latitude of ['90.01', '-90.5', '120', 'north', '1e3']) {
      expect(validateSiteForm({ ...valid, latitude, longitude: '10' })).toEqual({ latitude: message });
    }
  });

  it('refuses a longitude outside -180..180', () => {
    expect(validateSiteForm({ ...valid, latitude: '10', longitude: '180.5' })).toEqual({
      longitude: 'Enter a longitude between -180 and 180, or leave it empty.',
    });
  });

  it('sends empty coordinates as null, and wants both or neither', () => {
    expect(buildSitePayload({ ...valid, latitude: ' ', longitude: '' })).toMatchObject({ latitude: null, longitude: null });
    expect(validateSiteForm({ ...valid, latitude: '10', longitude: '' })).toEqual({
      longitude: 'Enter both the latitude and the longitude, or neither.',
    });
  });

  it('takes a whole number of active gardens, 0 or more, or nothing', () => {
    expect(validateSiteForm({ ...valid, activeGardens: '0' })).toEqual({});
    expect(buildSitePayload({ ...valid, activeGardens: '127' }).activeGardens).toBe(127);
    expect(buildSitePayload({ ...valid, activeGardens: '' }).activeGardens).toBeNull();
    for (const activeGardens of ['-1', '2.5', 'many']) {
      expect(validateSiteForm({ ...valid, activeGardens }).activeGardens).toBe(
        'Enter a whole number of gardens, 0 or more, or leave it empty.',
      );
    }
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
      ...settings,
      organizationName: 'Farm',
      founderBio: 'Bio',
      socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/farm' }],
    });
  });

  it('sends exactly the fields the server accepts', () => {
    expect(Object.keys(buildSitePayload(valid)).sort()).toEqual(Object.keys(testSite).sort());
  });
});
