import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CONNECTION_FAILURE, FALLBACK_GROUPS } from '../utils/fallback';
import ChatWidget, { GREETING, QUICK_PROMPTS } from './chat-widget';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const log = () => screen.getByRole('log');
const input = () => screen.getByLabelText('Ask Dexter Jr. a question');

function replyWith(response: string, emotion = 'happy') {
  fetchMock.mockImplementation(async () => jsonResponse(200, { response, emotion }));
}

describe('Chat widget', () => {
  it('starts with one greeting, a neutral mood and no way to send nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
    expect(screen.getByText('ready to help')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input(), '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends on Enter, waits at least 800 ms with everything disabled, then shows the reply and mood', async () => {
    replyWith('Add lime to raise the pH toward 6.5.', 'thinking');
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    const started = performance.now();
    await user.type(input(), 'My soil pH is 5.2, what now?{Enter}');

    expect(within(log()).getByText('My soil pH is 5.2, what now?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Dexter Jr. is typing…');
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    for (const q of QUICK_PROMPTS) expect(screen.getByRole('button', { name: q.label })).toBeDisabled();

    expect(await within(log()).findByText('Add lime to raise the pH toward 6.5.')).toBeInTheDocument();
    expect(performance.now() - started).toBeGreaterThanOrEqual(780);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(screen.getByText('thinking')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/farmer-bean-response');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'My soil pH is 5.2, what now?' });
  });

  it('sends the full grant-help prompt from the Grant Writing button', async () => {
    replyWith('Start with a clear need statement.', 'happy');
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.click(screen.getByRole('button', { name: 'Grant Writing' }));
    const prompt = QUICK_PROMPTS[0].prompt;
    expect(within(log()).getByText(prompt)).toBeInTheDocument();
    expect(await within(log()).findByText('Start with a clear need statement.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ message: prompt });
    expect(screen.getByText('happy')).toBeInTheDocument();
  });

  it('falls back to the local keyword reply when the server fails, and finally to the failure text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'boom' }));
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.type(input(), 'How do I improve my soil?{Enter}');
    const soil = FALLBACK_GROUPS.find((g) => g.keywords.includes('soil'))!.reply;
    expect(await within(log()).findByText(soil)).toBeInTheDocument();
    await user.type(input(), 'Tell me a joke{Enter}');
    expect(await within(log()).findByText(CONNECTION_FAILURE)).toBeInTheDocument();
  });

  it("shows the server's sentence when a message is refused", async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { error: "Whoa, that's a lot of questions at once! Please wait a minute." }));
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.type(input(), 'Another one{Enter}');
    expect(await within(log()).findByText("Whoa, that's a lot of questions at once! Please wait a minute.")).toBeInTheDocument();
    await waitFor(() => expect(input()).toBeEnabled());
  });

  it('lets the visitor rate a stored reply once, showing the choice', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/farmer-bean-response'
        ? jsonResponse(200, { response: 'Plant garlic in October.', emotion: 'happy', conversationId: 12 })
        : jsonResponse(200, { success: true }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    // The greeting is not a stored reply: nothing to rate.
    expect(screen.queryByRole('button', { name: 'This answer helped' })).not.toBeInTheDocument();

    await user.type(input(), 'When do I plant garlic?{Enter}');
    await within(log()).findByText('Plant garlic in October.');
    const helped = screen.getByRole('button', { name: 'This answer helped' });
    const notHelped = screen.getByRole('button', { name: 'This answer did not help' });
    expect(helped).toHaveAttribute('aria-pressed', 'false');

    await user.click(notHelped);

    expect(await screen.findByText('Thanks for your feedback!')).toBeInTheDocument();
    expect(notHelped).toHaveAttribute('aria-pressed', 'true');
    expect(helped).toHaveAttribute('aria-pressed', 'false');
    expect(helped).toBeDisabled();
    expect(notHelped).toBeDisabled();
    const rating = fetchMock.mock.calls.filter(([url]) => url === '/api/farmer-bean-response/12/rating');
    expect(rating).toHaveLength(1);
    expect(rating[0][1]?.method).toBe('POST');
    expect(JSON.parse(String(rating[0][1]?.body))).toEqual({ rating: 'down' });
  });

  it('marks a reply rated when the server says it already was (409)', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/farmer-bean-response'
        ? jsonResponse(200, { response: 'Mulch in spring.', emotion: 'happy', conversationId: 3 })
        : jsonResponse(409, { error: 'You have already rated this answer.' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.type(input(), 'When do I mulch?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'This answer helped' }));
    expect(await screen.findByText('You already rated this answer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This answer helped' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'This answer did not help' })).toBeDisabled();
  });

  it('keeps the buttons when a rating could not be saved', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/farmer-bean-response'
        ? jsonResponse(200, { response: 'Water deeply.', emotion: 'happy', conversationId: 4 })
        : jsonResponse(500, { error: 'boom' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.type(input(), 'How should I water?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'This answer helped' }));
    expect(await screen.findByText('Your rating could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This answer helped' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'This answer helped' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no rating for a local fallback reply', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithProviders(<ChatWidget />);
    await user.type(input(), 'How do I improve my soil?{Enter}');
    const soil = FALLBACK_GROUPS.find((g) => g.keywords.includes('soil'))!.reply;
    expect(await within(log()).findByText(soil)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Rate this answer' })).not.toBeInTheDocument();
  });
});
