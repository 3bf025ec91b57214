import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/catalog';
import { headingSkips } from '@/test/headings';
import { jsonResponse, renderApp } from '@/test/render';
import { browser } from '../api/payments';

const fetchMock = vi.fn<typeof fetch>();
const openMock = vi.fn();
let assignMock: ReturnType<typeof vi.spyOn>;

type Route = (init?: RequestInit) => Response | Promise<Response>;
function serve(routes: Record<string, Route>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === 'GET /api/store/products') return jsonResponse(200, []);
    if (key === 'GET /api/store/categories') return jsonResponse(200, []);
    return jsonResponse(404, { error: `unexpected ${key}` });
  });
}

const course = {
  id: 'premium-farming-course',
  title: 'Premium Farming Course',
  description: 'Eight lessons from soil to market.',
  price: '79.99',
  includes: ['Lifetime access', 'Certificate of completion', 'AI support'],
  lessons: [{ slug: 'soil', title: 'Soil first', summary: 'Know your soil.', minutes: 45 }],
  totalMinutes: 45,
};

beforeEach(() => {
  fetchMock.mockReset();
  openMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', openMock);
  assignMock = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  assignMock.mockRestore();
});

describe('Checkout page', () => {
  it('sends a visitor without a product back to the store with Invalid Request', async () => {
    serve({});
    renderApp('/checkout');
    expect(await screen.findByText('Invalid Request')).toBeInTheDocument();
    expect(screen.getByText('No product selected for checkout.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Country Store' })).toBeInTheDocument();
  });

  it('shows a paid guide and pays through Stripe with the catalog item', async () => {
    let sent: unknown;
    serve({
      'GET /api/store/products/6': () => jsonResponse(200, makeProduct({ id: 6, name: 'Grant Gold', price: '39.99' })),
      'GET /api/payments/status': () => jsonResponse(200, { enabled: true }),
      'POST /api/stripe/create-checkout': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { url: 'https://checkout.stripe.test/c/pay/cs_1', sessionId: 'cs_1' });
      },
    });
    const user = userEvent.setup();
    renderApp('/checkout?product=6');

    expect(await screen.findByRole('heading', { level: 1, name: 'Grant Gold' })).toBeInTheDocument();
    expect(screen.getByText('Digital Download')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $39.99' }));
    await waitFor(() => expect(assignMock).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(sent).toEqual({ bookId: 6, title: 'Grant Gold', price: '39.99', userId: 'guest' });
    expect(screen.getByRole('button', { name: 'Opening secure checkout…' })).toBeDisabled();
  });

  it('says so when payments are not set up, and shows a failed setup inline', async () => {
    serve({
      'GET /api/store/products/6': () => jsonResponse(200, makeProduct({ id: 6, name: 'Grant Gold' })),
      'GET /api/payments/status': () => jsonResponse(200, { enabled: false }),
    });
    renderApp('/checkout?product=6');
    expect(await screen.findByText('Payments are not set up yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $39.99' })).toBeDisabled();
  });

  it('shows the provider message when the checkout cannot start', async () => {
    serve({
      'GET /api/store/products/6': () => jsonResponse(200, makeProduct({ id: 6, name: 'Grant Gold' })),
      'GET /api/payments/status': () => jsonResponse(200, { enabled: true }),
      'POST /api/stripe/create-checkout': () => jsonResponse(502, { error: 'The payment provider could not be reached.' }),
    });
    const user = userEvent.setup();
    renderApp('/checkout?product=6');
    await user.click(await screen.findByRole('button', { name: 'Pay $39.99' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment provider could not be reached.');
    expect(screen.getByRole('button', { name: 'Pay $39.99' })).toBeEnabled();
    expect(assignMock).not.toHaveBeenCalled();
  });

  it('offers a free item as a Free Download', async () => {
    serve({
      'GET /api/store/products/5': () =>
        jsonResponse(200, makeProduct({ id: 5, name: 'Seeds of Change', price: 'FREE', paymentType: 'free_download' })),
    });
    renderApp('/checkout?product=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Free' })).toBeInTheDocument();
  });
});

describe('Download success page', () => {
  it('needs a payment session', async () => {
    serve({});
    renderApp('/download-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('No payment session found')).toBeInTheDocument();
  });

  it('verifies, then opens the download with the session id', async () => {
    serve({
      'GET /api/verify-payment/cs_1': () =>
        jsonResponse(200, { success: true, title: 'Grant Gold', downloadUrl: '/api/download/6?token=abc', courseUrl: null, message: 'Payment confirmed.' }),
    });
    openMock.mockReturnValue({ opener: {} });
    const user = userEvent.setup();
    renderApp('/download-success?session_id=cs_1');
    expect(screen.getByText('Verifying your payment…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grant Gold' })).toBeInTheDocument();
    expect(screen.getByText('Payment Successful!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download Your Guide Now' }));
    expect(openMock).toHaveBeenCalledWith('/api/download/6?token=abc&session_id=cs_1', '_blank');
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/country-store');
  });

  it('shows the server message when the payment is not confirmed', async () => {
    serve({
      'GET /api/verify-payment/cs_2': () =>
        jsonResponse(200, { success: false, title: 'Grant Gold', downloadUrl: null, courseUrl: null, message: 'Your payment has not been completed yet.' }),
    });
    renderApp('/download-success?session_id=cs_2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your payment has not been completed yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('offers a fresh link by email after a used-up link', async () => {
    let sent: unknown;
    serve({
      'GET /api/verify-payment/cs_1': () =>
        jsonResponse(200, { success: true, title: 'Grant Gold', downloadUrl: '/api/download/6?token=abc', courseUrl: null, message: 'Payment confirmed.' }),
      'POST /api/download-links': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { message: 'If that is the email address you paid with, a fresh download link is on its way to it.' });
      },
    });
    const user = userEvent.setup();
    renderApp('/download-success?session_id=cs_1&link=used');
    expect(await screen.findByText(/used 5 times/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Your Guide Now' })).not.toBeInTheDocument();
    const field = screen.getByLabelText('Email address you paid with');
    await user.click(screen.getByRole('button', { name: 'Email me a fresh link' }));
    expect(screen.getByText('Please enter the email address you paid with.')).toBeInTheDocument();
    await user.type(field, 'buyer@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a fresh link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(sent).toEqual({ sessionId: 'cs_1', email: 'buyer@example.org' });
  });

  it('after a fresh link was emailed: shows the message and the form, no download button', async () => {
    const emailed = 'A fresh download link was emailed to you. Use the link in that email to download your guide.';
    serve({
      'GET /api/verify-payment/cs_3': () =>
        jsonResponse(200, { success: true, title: 'Grant Gold', downloadUrl: null, courseUrl: null, message: emailed }),
    });
    renderApp('/download-success?session_id=cs_3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grant Gold' })).toBeInTheDocument();
    expect(screen.getByText(emailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Your Guide Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Your Course' })).not.toBeInTheDocument();
    // The form is open, not hidden behind its summary.
    expect(screen.getByLabelText('Email address you paid with')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Email me a fresh link' })).toBeVisible();
  });

  it("shows the server's reason when too many fresh links were asked for", async () => {
    const limit = 'You have asked for 3 new links for this order today. Please use the newest one, or try again tomorrow.';
    serve({
      'GET /api/verify-payment/cs_1': () =>
        jsonResponse(200, { success: true, title: 'Grant Gold', downloadUrl: null, courseUrl: null, message: 'A fresh link was emailed.' }),
      'POST /api/download-links': () => jsonResponse(429, { error: limit }),
    });
    const user = userEvent.setup();
    renderApp('/download-success?session_id=cs_1');
    await user.type(await screen.findByLabelText('Email address you paid with'), 'buyer@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a fresh link' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address you paid with')).toHaveAccessibleDescription(limit);
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });

  it('offers no fresh download link for a course', async () => {
    serve({
      'GET /api/verify-payment/cs_4': () =>
        jsonResponse(200, { success: true, title: 'Premium Farming Course', downloadUrl: null, courseUrl: '/course-access?course=premium-farming-course&session_id=cs_4', message: 'Payment confirmed.' }),
    });
    renderApp('/download-success?session_id=cs_4');
    expect(await screen.findByRole('link', { name: 'Open Your Course' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address you paid with')).not.toBeInTheDocument();
  });
});

describe('Premium checkout and the courses page', () => {
  it('needs the course and the email', async () => {
    serve({});
    renderApp('/premium-checkout?course=premium-farming-course');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByText('Missing course or email information. Please go back and try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  });

  it('summarises the course and pays for it with the email', async () => {
    let sent: unknown;
    serve({
      'GET /api/courses/premium-farming-course': () => jsonResponse(200, course),
      'GET /api/payments/status': () => jsonResponse(200, { enabled: true }),
      'POST /api/stripe/create-checkout': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(200, { url: 'https://checkout.stripe.test/cs_9', sessionId: 'cs_9' });
      },
    });
    const user = userEvent.setup();
    renderApp('/premium-checkout?course=premium-farming-course&email=learner%40example.org');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Farming Course' })).toBeInTheDocument();
    expect(screen.getByText('learner@example.org')).toBeInTheDocument();
    expect(screen.getByText('Certificate of completion')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $79.99' }));
    await waitFor(() => expect(assignMock).toHaveBeenCalledWith('https://checkout.stripe.test/cs_9'));
    expect(sent).toEqual({ courseId: 'premium-farming-course', email: 'learner@example.org' });
  });

  it('enrols from /courses with a checked email', async () => {
    serve({
      'GET /api/courses/premium-farming-course': () => jsonResponse(200, course),
      'GET /api/payments/status': () => jsonResponse(200, { enabled: true }),
    });
    const user = userEvent.setup();
    renderApp('/courses');
    const form = await screen.findByRole('form', { name: 'Enroll in the premium course' });
    expect(within(form).getByText('$79.99')).toBeInTheDocument();
    expect(headingSkips()).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Enroll' }));
    expect(within(form).getByText(/valid email address/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Your email'), 'learner@example.org');
    await user.click(within(form).getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Farming Course' })).toBeInTheDocument();
    expect(screen.getByText('learner@example.org')).toBeInTheDocument();
  });
});
