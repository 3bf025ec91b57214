import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { renderApp } from '@/test/render';

afterEach(() => vi.unstubAllGlobals());

describe('/mailing-list', () => {
  it.each([
    ['confirmed', "You're subscribed! Thanks for joining our mailing list."],
    ['unsubscribed', "You're unsubscribed. You won't get any more emails from our mailing list."],
    ['invalid', 'This link is not valid or has expired. Sign up again from the home page.'],
    ['', 'This link is not valid or has expired. Sign up again from the home page.'],
  ])('status=%s says what happened, with a way home', async (status, sentence) => {
    stubFetchRoutes();
    renderApp(status ? `/mailing-list?status=${status}` : '/mailing-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailing List' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(sentence);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // The title is set in an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Mailing List – Test Community Farm'));
  });
});
