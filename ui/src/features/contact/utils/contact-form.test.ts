import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL, MISSING_FIELDS, trimContact, validateContact } from './contact-form';

const valid = { name: 'Ama', email: 'ama@example.org', message: 'Can we visit on Saturday?' };

describe('validateContact', () => {
  it.each([
    ['name', { ...valid, name: '' }],
    ['email', { ...valid, email: '   ' }],
    ['message', { ...valid, message: '\n\t' }],
  ])('asks for every field when the %s is empty', (_, values) => {
    expect(validateContact(values)).toBe(MISSING_FIELDS);
    expect(MISSING_FIELDS).toBe('Please fill out all fields before submitting.');
  });

  it.each(['ama', 'ama@example', 'ama @example.org', '@example.org'])('refuses the email %j', (email) => {
    expect(validateContact({ ...valid, email })).toBe(INVALID_EMAIL);
  });

  it('accepts a complete message, spaces around the fields allowed', () => {
    expect(validateContact(valid)).toBeNull();
    expect(validateContact({ name: ' Ama ', email: ' ama@example.org ', message: ' Hi ' })).toBeNull();
  });

  it('trims what is sent', () => {
    expect(trimContact({ name: ' Ama ', email: ' ama@example.org\n', message: '  Hi there ' })).toEqual({
      name: 'Ama',
      email: 'ama@example.org',
      message: 'Hi there',
    });
  });
});
