import { describe, expect, it } from 'vitest';
import { lengthHint, missingFieldsAlert, postFailureAlert, postRefusalReason } from './validation';

const httpError = (status: number, body: string) => new Error(`${status}: ${body}`);

describe('missingFieldsAlert', () => {
  it.each([
    ['comment', '', 'text', 'Please enter both your name and comment.'],
    ['comment', 'Ama', '   ', 'Please enter both your name and comment.'],
    ['reply', '  ', 'text', 'Please enter both your name and reply.'],
    ['reply', 'Ama', '\n', 'Please enter both your name and reply.'],
  ] as const)('%s with name %j and text %j: %s', (kind, name, content, alert) => {
    expect(missingFieldsAlert(kind, name, content)).toBe(alert);
  });

  it('is null when both are there', () => {
    expect(missingFieldsAlert('comment', ' Ama ', ' Hi ')).toBeNull();
    expect(missingFieldsAlert('reply', 'Ama', 'Hi')).toBeNull();
  });
});

describe('postFailureAlert', () => {
  it('uses the seed’s sentences for a comment', () => {
    expect(postFailureAlert('comment', httpError(500, '{"error":"Database down"}'))).toBe('Failed to add comment. Please try again.');
    expect(postFailureAlert('comment', httpError(400, '{"error":"Comments can be at most 2000 characters."}'))).toBe(
      'Failed to add comment. Please try again.',
    );
    expect(postFailureAlert('comment', new TypeError('Failed to fetch'))).toBe('Error adding comment. Please try again.');
  });

  it('keeps the seed’s alert for too many posts or a block, and gives the server’s reason beside it', () => {
    const slow = httpError(429, '{"error":"Slow down: two comments a minute."}');
    expect(postFailureAlert('comment', slow)).toBe('Failed to add comment. Please try again.');
    expect(postRefusalReason('comment', slow)).toBe('Slow down: two comments a minute.');
    expect(postRefusalReason('comment', httpError(403, '{"error":"You can\'t post comments here right now."}'))).toBe(
      "You can't post comments here right now.",
    );
    expect(postRefusalReason('comment', httpError(500, '{"error":"Database unavailable"}'))).toBeNull();
    expect(postRefusalReason('comment', httpError(429, ''))).toBeNull();
  });

  it('names the server’s reason for a reply', () => {
    expect(postFailureAlert('reply', httpError(404, '{"error":"There is no comment to reply to."}'))).toBe(
      'Failed to add reply: There is no comment to reply to.',
    );
    expect(postFailureAlert('reply', httpError(502, '<html>Bad gateway</html>'))).toBe('Failed to add reply: Please try again.');
    expect(postFailureAlert('reply', httpError(500, ''))).toBe('Failed to add reply: Please try again.');
    expect(postFailureAlert('reply', new TypeError('Failed to fetch'))).toBe(
      'Error adding reply. Please check your connection and try again.',
    );
  });
});

describe('lengthHint', () => {
  it('states the limit, and counts from 90% of it', () => {
    expect(lengthHint(0, 2000)).toBe('Up to 2,000 characters');
    expect(lengthHint(1799, 2000)).toBe('Up to 2,000 characters');
    expect(lengthHint(1800, 2000)).toBe('1,800 of 2,000 characters');
    expect(lengthHint(60, 60)).toBe('60 of 60 characters');
  });
});
