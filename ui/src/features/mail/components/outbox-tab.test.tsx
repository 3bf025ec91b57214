import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { OutboxTab } from './outbox-tab';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const waiting = {
  id: 3,
  to: 'buyer@example.org',
  subject: 'Your download: Grant Gold',
  text: 'Download your guide:\nhttps://farm.example.org/api/download/6?token=abc',
  status: 'unsent',
  attempts: 2,
  lastError: 'Connection refused',
  nextAttemptAt: '2026-11-21T10:05:00Z',
  createdAt: '2026-11-21T10:00:00Z',
  sentAt: null,
};

describe('Outbox tab', () => {
  it('explains that emails wait when SMTP is not set up', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { smtpConfigured: false, emails: [waiting] }));
    renderWithProviders(<OutboxTab />);
    expect(await screen.findByText('Your download: Grant Gold')).toBeInTheDocument();
    expect(screen.getByText(/Email sending is not set up/)).toBeInTheDocument();
    expect(screen.getByText('2 failed attempts: Connection refused')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    expect(screen.getByText(/api\/download\/6\?token=abc/)).toBeInTheDocument();
  });

  it('sends a waiting email now when SMTP is set up', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') return jsonResponse(200, waiting);
      return jsonResponse(200, { smtpConfigured: true, emails: [waiting] });
    });
    const user = userEvent.setup();
    renderWithProviders(<OutboxTab />);
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The email to buyer@example.org is being sent.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/outbox/3/send', expect.objectContaining({ method: 'POST' }));
  });
});
