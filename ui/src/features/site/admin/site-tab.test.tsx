import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, renderApp, testSite } from '@/test/render';
import type { SiteSettings } from '../types';

const fetchMock = vi.fn<typeof fetch>();
const admin = { id: 1, username: 'ada', email: 'a@x.test', role: 'admin' };

const stored: SiteSettings = {
  ...testSite,
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/farm' }],
  academyUrl: 'https://academy.example',
};

let saved: SiteSettings = stored;
let putAnswer: { status: number; body: unknown } | null = null;

function puts() {
  return fetchMock.mock.calls.filter(([u, init]) => String(u) === '/api/admin/site' && init?.method === 'PUT');
}

beforeEach(() => {
  saved = stored;
  putAnswer = null;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/site' && method === 'GET') return jsonResponse(200, saved);
    if (url === '/api/admin/site' && method === 'PUT') {
      if (putAnswer) return jsonResponse(putAnswer.status, putAnswer.body);
      saved = JSON.parse(String(init?.body)) as SiteSettings;
      return jsonResponse(200, saved);
    }
    if (url === '/api/site') return jsonResponse(200, saved);
    if (url === '/api/admin/products' || url === '/api/admin/categories') return jsonResponse(200, []);
    return jsonResponse(404, { error: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSiteTab() {
  const user = userEvent.setup();
  renderApp('/admin/dashboard', createTestQueryClient({ user: admin }));
  await user.click(await screen.findByRole('tab', { name: 'Site' }));
  const form = await screen.findByRole('form', { name: 'Site settings' });
  return { user, form };
}

describe('Admin dashboard: site settings', () => {
  it('comes after Analytics and loads the stored settings', async () => {
    const { form } = await openSiteTab();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(-9)).toEqual(['Analytics', 'Conversations', 'Outbox', 'Site', 'Community', 'Quiz', 'Farm plans', 'Grants', 'Inbox']);
    expect(within(form).getByLabelText('Organisation name')).toHaveValue('Test Community Farm');
    expect(within(form).getByLabelText('Founder biography')).toHaveValue('First paragraph.\n\nSecond paragraph.');
    expect(within(form).getByLabelText('Link 1 label')).toHaveValue('Facebook');
  });

  it('sends the exact settings, shows the toast and updates the header at once', async () => {
    const { user, form } = await openSiteTab();
    const name = within(form).getByLabelText('Organisation name');
    await user.clear(name);
    await user.type(name, '  Riverside Farm ');
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'team@riverside.example');

    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(within(form).getByLabelText('Link 2 label')).toHaveFocus();
    await user.type(within(form).getByLabelText('Link 2 label'), 'Instagram');
    await user.type(within(form).getByLabelText('Link 2 web address'), 'https://instagram.com/riverside');
    // A blank row is not sent.
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    await user.click(within(form).getByRole('button', { name: /^Remove link 1/ }));
    expect(within(form).getByRole('button', { name: 'Add link' })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();

    expect(puts()).toHaveLength(1);
    expect(JSON.parse(String(puts()[0][1]?.body))).toEqual({
      organizationName: 'Riverside Farm',
      tagline: testSite.tagline,
      description: testSite.description,
      email: 'team@riverside.example',
      phone: testSite.phone,
      location: testSite.location,
      socialLinks: [{ label: 'Instagram', url: 'https://instagram.com/riverside' }],
      academyUrl: 'https://academy.example',
      academyLabel: testSite.academyLabel,
      surveyUrl: testSite.surveyUrl,
      founderName: testSite.founderName,
      founderTitle: testSite.founderTitle,
      founderBio: testSite.founderBio,
      latitude: null,
      longitude: null,
      temperatureUnit: 'fahrenheit',
      activeGardens: null,
    });
    // The form shows what was saved; the public header follows.
    expect(within(form).getByLabelText('Organisation name')).toHaveValue('Riverside Farm');
    expect(within(form).queryByLabelText('Link 2 label')).not.toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Riverside Farm')).toBeInTheDocument();
  });

  it('shows an invalid email inline and sends nothing', async () => {
    const { user, form } = await openSiteTab();
    const email = within(form).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByText('Please enter a valid email address, like name@example.org.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(puts()).toHaveLength(0);

    // Fixing it clears the message as you type.
    await user.clear(email);
    expect(within(form).queryByText(/valid email address/)).not.toBeInTheDocument();
  });

  it('edits the location, unit and gardens, and checks the latitude before sending', async () => {
    const { user, form } = await openSiteTab();
    const latitude = within(form).getByLabelText('Latitude');
    expect(latitude).toHaveAttribute('type', 'number');
    await user.type(latitude, '95');
    await user.type(within(form).getByLabelText('Longitude'), '-80.8431');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByText('Enter a latitude between -90 and 90, or leave it empty.')).toBeInTheDocument();
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(latitude).toHaveFocus();
    expect(puts()).toHaveLength(0);

    await user.clear(latitude);
    await user.type(latitude, '35.2271');
    await user.selectOptions(within(form).getByLabelText('Temperature unit'), 'celsius');
    await user.type(within(form).getByLabelText('Active gardens'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
    expect(JSON.parse(String(puts()[0][1]?.body))).toMatchObject({
      latitude: 35.2271,
      longitude: -80.8431,
      temperatureUnit: 'celsius',
      activeGardens: 12,
    });
    expect(within(form).getByLabelText('Latitude')).toHaveValue(35.2271);
  });

  it("shows the server's reason when it refuses the settings", async () => {
    putAnswer = { status: 400, body: { error: 'The tagline can have at most 200 characters.' } };
    const { user, form } = await openSiteTab();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save site settings')).toBeInTheDocument();
    expect(screen.getByText('The tagline can have at most 200 characters.')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
  });
});
