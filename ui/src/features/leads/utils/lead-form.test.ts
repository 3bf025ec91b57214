import { describe, expect, it } from 'vitest';
import { isGuideUrl, leadFailureAlert, leadRefusalReason, trimLead, validateLead } from './lead-form';

describe('validateLead', () => {
  it.each([
    [{ firstName: '', email: 'ama@example.org' }],
    [{ firstName: 'Ama', email: '  ' }],
    [{ firstName: ' ', email: '' }],
  ])('asks for both fields: %j', (lead) => {
    expect(validateLead(lead)).toBe('Please fill in all fields');
  });

  it.each(['ama', 'ama@example', 'ama@@example.org', 'a ma@example.org', 'ama@exa mple.org', 'ama.example.org'])(
    'refuses %j',
    (email) => {
      expect(validateLead({ firstName: 'Ama', email })).toBe('Please enter a valid email address');
    },
  );

  it('accepts a first name and an email with an @ and a dot', () => {
    expect(validateLead({ firstName: 'Ama', email: 'ama@example.org' })).toBeNull();
    expect(validateLead({ firstName: ' Ama ', email: ' a.b@c.co ' })).toBeNull();
    expect(trimLead({ firstName: ' Ama ', email: ' a.b@c.co ' })).toEqual({ firstName: 'Ama', email: 'a.b@c.co' });
  });
});

describe('leadFailureAlert', () => {
  it('says something went wrong (the seed’s sentence), or the server’s validation sentence for a 400', () => {
    expect(leadFailureAlert(new Error('500: {"error":"Mail queue down"}'))).toBe('Something went wrong. Please try again.');
    expect(leadFailureAlert(new TypeError('Failed to fetch'))).toBe('Something went wrong. Please try again.');
    const flood = new Error('429: {"error":"Too many requests for this address today."}');
    expect(leadFailureAlert(flood)).toBe('Something went wrong. Please try again.');
    expect(leadRefusalReason(flood)).toBe('Too many requests for this address today.');
    expect(leadRefusalReason(new Error('500: {"error":"Mail queue down"}'))).toBeNull();
    expect(leadFailureAlert(new Error('400: {"error":"First names can be at most 60 characters."}'))).toBe(
      'First names can be at most 60 characters.',
    );
  });
});

describe('isGuideUrl', () => {
  it('allows this site’s paths and http(s) links only', () => {
    expect(isGuideUrl('/api/download/seeds-of-change')).toBe(true);
    expect(isGuideUrl('https://cdn.example/guide.pdf')).toBe(true);
    expect(isGuideUrl('//evil.example/x')).toBe(false);
    expect(isGuideUrl('/\\evil.example')).toBe(false);
    expect(isGuideUrl('javascript:alert(1)')).toBe(false);
    expect(isGuideUrl('')).toBe(false);
  });
});
