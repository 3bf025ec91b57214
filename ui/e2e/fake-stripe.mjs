// A fake Stripe for the browser journeys (not a test file itself): the Checkout Session
// endpoints farmstand calls (form-encoded, Bearer key, JSON objects with every field the
// client requires) and a hosted "payment page" that pays, delivers the signed
// checkout.session.completed webhook to the site, and redirects back as Stripe does.

import { createHmac } from 'node:crypto';
import http from 'node:http';

export const SECRET_KEY = 'sk_test_e2e_fake';
export const WEBHOOK_SECRET = 'whsec_e2e_fake';

/** Starts the fake; `siteUrl()` tells it where to deliver webhooks once the site is up. */
export async function startFakeStripe() {
  const sessions = new Map();
  let next = 0;
  let siteUrl = null;
  const webhooks = [];

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://fake');
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const authorized = req.headers.authorization === `Bearer ${SECRET_KEY}`;
    if (url.pathname === '/v1/checkout/sessions' && req.method === 'POST') {
      if (!authorized) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const form = new URLSearchParams(await readBody(req));
      const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const metadata = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      const id = `cs_test_e2e${++next}`;
      const now = Math.floor(Date.now() / 1000);
      const session = {
        id, object: 'checkout.session', amount_subtotal: amount, amount_total: amount,
        automatic_tax: { enabled: false, liability: null, provider: null, status: null },
        cancel_url: form.get('cancel_url'), created: now, currency: 'usd', custom_fields: [],
        custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
        customer_details: null, customer_email: form.get('customer_email'), expires_at: now + 86400,
        livemode: false, metadata, mode: 'payment', payment_method_types: ['card'], payment_status: 'unpaid',
        shipping_options: [], status: 'open', success_url: form.get('success_url'),
        url: `http://127.0.0.1:${server.address().port}/pay/${id}`,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (get && req.method === 'GET') {
      if (!authorized) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const session = sessions.get(get[1]);
      return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${get[1]}'` } });
    }
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pay && req.method === 'GET') {
      const session = sessions.get(pay[1]);
      if (!session) return send(404, { error: { message: 'no such session' } });
      Object.assign(session, {
        payment_status: 'paid',
        status: 'complete',
        customer_details: { email: 'buyer@example.org', name: 'Test Buyer', phone: null, tax_exempt: 'none', tax_ids: [] },
      });
      webhooks.push(await deliver(siteUrl, session));
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return res.end();
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    base: `http://127.0.0.1:${server.address().port}`,
    /** Where webhooks go (the site's base URL). */
    setSite(url) {
      siteUrl = url;
    },
    /** HTTP statuses of the webhooks delivered so far. */
    webhooks,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** POSTs a checkout.session.completed event signed as Stripe signs it; resolves to the status. */
async function deliver(siteUrl, session) {
  if (!siteUrl) return 0;
  const timestamp = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: `evt_${session.id}`, object: 'event', type: 'checkout.session.completed', created: timestamp,
    livemode: false, data: { object: session },
  });
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex');
  const res = await fetch(`${siteUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
    body,
  });
  return res.status;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
