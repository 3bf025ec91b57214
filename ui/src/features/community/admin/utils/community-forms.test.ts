import { describe, expect, it } from 'vitest';
import { buildLinkPayload, buildProgramsPayload, validateLinkForm, validatePrograms, type LinkFormValues } from './community-forms';

const link: LinkFormValues = { title: 'SARE grants', url: 'https://www.sare.org/grants/', description: 'Farmer grants', type: 'funding' };

describe('link forms', () => {
  it('accepts a titled http(s) link', () => {
    expect(validateLinkForm('resources', link)).toEqual({});
    expect(validateLinkForm('videos', { ...link, url: 'http://example.org/v', type: '' })).toEqual({});
  });

  it('requires the title and the web address', () => {
    expect(validateLinkForm('game-links', { ...link, title: '  ', url: '' })).toEqual({
      title: 'The title is required.',
      url: 'The web address is required.',
    });
    expect(validateLinkForm('videos', { ...link, title: 'a'.repeat(201) }).title).toMatch(/at most 200/);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.org', 'example.org', '//example.org'])(
    'refuses %s',
    (url) => {
      expect(validateLinkForm('videos', { ...link, url }).url).toBe('Enter a web address starting with https:// or http://.');
    },
  );

  it('asks resources for their type, and sends it only for them', () => {
    expect(validateLinkForm('resources', { ...link, type: '' }).type).toBe('Choose the kind of resource.');
    expect(validateLinkForm('game-links', { ...link, type: '' })).toEqual({});
    expect(buildLinkPayload('resources', { ...link, title: ' SARE ' })).toEqual({
      title: 'SARE',
      url: 'https://www.sare.org/grants/',
      description: 'Farmer grants',
      type: 'funding',
    });
    expect(buildLinkPayload('videos', link)).not.toHaveProperty('type');
  });
});

describe('programs form', () => {
  it('drops blank rows and trims', () => {
    expect(
      buildProgramsPayload(' Intro ', [
        { title: ' Youth garden ', body: ' Saturdays. ' },
        { title: ' ', body: '' },
      ]),
    ).toEqual({ intro: 'Intro', programs: [{ title: 'Youth garden', body: 'Saturdays.' }] });
  });

  it('wants a title on each row with text', () => {
    expect(validatePrograms([{ title: 'A', body: '' }, { title: '', body: '' }, { title: '', body: 'Body' }])).toEqual({
      'programs.2.title': 'The title is required.',
    });
  });
});
