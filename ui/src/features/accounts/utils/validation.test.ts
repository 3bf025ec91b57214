import { describe, expect, it } from 'vitest';
import { safeNext, validateEmail, validatePassword, validateRegistration, validateSignIn, validateUsername } from './validation';

describe('account validation', () => {
  it.each([
    ['ab', /3 to 32/],
    ['a'.repeat(33), /3 to 32/],
    ['bad name', /letters, digits/],
    ['üser', /letters, digits/],
    ['', /Enter a username/],
  ])('rejects username %j', (value, message) => {
    expect(validateUsername(value)).toMatch(message);
  });

  it.each(['abc', 'farm.hand_01-x', 'a'.repeat(32)])('accepts username %j', (value) => {
    expect(validateUsername(value)).toBeNull();
  });

  it('requires a plausible email', () => {
    expect(validateEmail('')).toMatch(/Enter your email/);
    expect(validateEmail('no-at-sign')).toMatch(/valid email/);
    expect(validateEmail('grower@farm.example')).toBeNull();
  });

  it('requires passwords of at least 10 characters', () => {
    expect(validatePassword('123456789')).toMatch(/at least 10/);
    expect(validatePassword('1234567890')).toBeNull();
  });

  it('checks the registration form as a whole', () => {
    expect(
      validateRegistration({ username: 'grower', email: 'g@farm.example', password: 'long enough pw', confirmPassword: 'other' }),
    ).toEqual({ confirmPassword: 'The passwords do not match.' });
    expect(
      validateRegistration({ username: 'grower', email: 'g@farm.example', password: 'long enough pw', confirmPassword: 'long enough pw' }),
    ).toEqual({});
  });

  it('needs both sign-in fields', () => {
    expect(validateSignIn({ username: ' ', password: '' })).toEqual({
      username: 'Enter your username.',
      password: 'Enter your password.',
    });
  });
});

describe('safeNext', () => {
  it.each([
    ['/courses', '/courses'],
    ['/grant-search?x=1#top', '/grant-search?x=1#top'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeNext(input)).toBe(expected);
  });
});
