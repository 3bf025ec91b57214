import { describe, expect, it } from 'vitest';
import { messagesLabel, messagesSummary, replyHref, replySubject } from './messages';

describe('messages', () => {
  it('writes the reply subject with the organisation, or "us" without one', () => {
    expect(replySubject('Riverside Farm')).toBe('Re: your message to Riverside Farm');
    expect(replySubject('  ')).toBe('Re: your message to us');
    expect(replySubject(undefined)).toBe('Re: your message to us');
  });

  it('builds a mailto link that keeps the @ and escapes the rest', () => {
    expect(replyHref('ama@example.org', 'Re: your message to us')).toBe('mailto:ama@example.org?subject=Re%3A%20your%20message%20to%20us');
    expect(replyHref('a&b?c@example.org', 'Hi & bye')).toBe('mailto:a%26b%3Fc@example.org?subject=Hi%20%26%20bye');
  });

  it('counts unread messages in the tab label and the summary', () => {
    expect(messagesLabel(2)).toBe('Messages (2)');
    expect(messagesLabel(0)).toBe('Messages');
    expect(messagesLabel(undefined)).toBe('Messages');
    expect(messagesSummary(3, 1)).toBe('3 messages, 1 unread.');
    expect(messagesSummary(1, 0)).toBe('1 message, all read.');
  });
});
