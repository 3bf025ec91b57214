import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/catalog';
import { headingSkips } from '@/test/headings';
import { jsonResponse, renderApp } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();
const openMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  openMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', openMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const guide = makeProduct({ id: 5, name: 'Seeds of Change', price: 'FREE', paymentType: 'free_download', downloadUrl: '/api/download/5' });

function serve(download: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/store/products/5') return jsonResponse(200, guide);
    if (url === '/api/store/products/6') return jsonResponse(200, makeProduct({ id: 6, name: 'Paid guide' }));
    if (url === '/api/download/5' && init?.method === 'HEAD') return download();
    return jsonResponse(404, { error: 'Product not found' });
  });
}

describe('Free download page', () => {
  it('opens the guide in a new tab with the busy state and the success toast', async () => {
    let release: (res: Response) => void = () => {};
    serve(() => undefined as never);
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, guide));
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    openMock.mockReturnValue({ opener: {} });
    const user = userEvent.setup();
    renderApp('/download-free?product=5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seeds of Change' })).toBeInTheDocument();
    expect(headingSkips()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Download Free' }));
    expect(screen.getByRole('button', { name: 'Opening...' })).toBeDisabled();

    release(new Response(null, { status: 200 }));
    expect(await screen.findByText('Opening Free Guide')).toBeInTheDocument();
    expect(screen.getByText('Seeds of Change is opening in a new tab.')).toBeInTheDocument();
    expect(openMock).toHaveBeenCalledWith('/api/download/5', '_blank');
    expect(screen.getByRole('button', { name: 'Download Free' })).toBeEnabled();
  });

  it('shows the download error toast when the guide cannot be reached', async () => {
    serve(() => new Response(null, { status: 404 }));
    const user = userEvent.setup();
    renderApp('/download-free?product=5');

    await user.click(await screen.findByRole('button', { name: 'Download Free' }));
    expect(await screen.findByText('Download Error')).toBeInTheDocument();
    expect(screen.getByText('Unable to access guide. Please try again.')).toBeInTheDocument();
    expect(openMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/download-free?product=99', 'Product not found'],
    ['/download-free?product=6', 'Not a free download'],
    ['/download-free?product=abc', 'No product chosen'],
  ])('%s says "%s" and links back to the store', async (route, title) => {
    serve(() => new Response(null, { status: 200 }));
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/country-store');
  });
});
