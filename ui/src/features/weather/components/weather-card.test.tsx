import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { createTestQueryClient, jsonResponse, renderWithProviders, testSite } from '@/test/render';
import { getCurrentWeatherQueryOptions, WEATHER_REFRESH_MS } from '../api/get-current-weather';
import type { WeatherReading } from '../types';
import { WeatherCard } from './weather-card';

const reading: WeatherReading = {
  temperature: 54.3,
  humidity: 71,
  soilTemperature: 48.2,
  uvIndex: 2.1,
  windSpeed: 8.4,
  rainChance: 20,
  temperatureUnit: 'fahrenheit',
  windSpeedUnit: 'mph',
  observedAt: '2026-11-23T14:00:00Z',
  stale: false,
  attribution: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
};

afterEach(() => vi.unstubAllGlobals());

/** The card on a site whose admin has set the farm's location. */
function renderLocated() {
  return renderWithProviders(<WeatherCard />, {
    client: createTestQueryClient({ site: { ...testSite, latitude: 40.71, longitude: -74.01 } }),
  });
}

function card() {
  return screen.getByRole('region', { name: 'Live Growing Conditions' });
}

function expectAttribution() {
  const link = within(card()).getByRole('link', { name: /Weather data by Open-Meteo\.com/ });
  expect(link).toHaveAttribute('href', 'https://open-meteo.com/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

describe('Live Growing Conditions', () => {
  it('shows the six values with their units and the attribution beside them', async () => {
    stubFetchRoutes({ 'GET /api/weather/current': reading });
    renderLocated();
    expect(await within(card()).findByText('54°F')).toBeInTheDocument();
    const values = Object.fromEntries(
      within(card())
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({
      Temperature: '54°F',
      Humidity: '71%',
      'Soil temp': '48°F',
      'UV index': '2.1',
      Wind: '8 mph',
      'Rain chance': '20%',
    });
    expect(within(card()).queryByText(/Last reading at/)).not.toBeInTheDocument();
    expectAttribution();
  });

  it('uses the units the server sends', async () => {
    stubFetchRoutes({ 'GET /api/weather/current': { ...reading, temperatureUnit: 'celsius', windSpeedUnit: 'km/h', temperature: 12.4 } });
    renderLocated();
    expect(await within(card()).findByText('12°C')).toBeInTheDocument();
    expect(within(card()).getByText('8 km/h')).toBeInTheDocument();
  });

  it('says when a stale reading was taken, in local time', async () => {
    stubFetchRoutes({ 'GET /api/weather/current': { ...reading, stale: true } });
    renderLocated();
    const local = new Date(reading.observedAt).toLocaleString('en-US', { hour: 'numeric', minute: '2-digit' });
    const stale = await within(card()).findByText(/Last reading at/);
    expect(stale.textContent).toContain(local);
    expect(within(card()).getByText('54°F')).toBeInTheDocument();
    expectAttribution();
  });

  it('says exactly that live conditions are not available when the call fails, with no numbers', async () => {
    stubFetchRoutes({
      'GET /api/weather/current': () => jsonResponse(503, { error: 'Live conditions are not available right now.' }),
    });
    renderLocated();
    expect(await within(card()).findByText('Live conditions are not available right now')).toBeInTheDocument();
    expect(card().textContent).not.toMatch(/\d/);
    expect(within(card()).queryByRole('term')).not.toBeInTheDocument();
  });

  it('asks nothing while the farm has no location, and says conditions are not available', async () => {
    const { fetchMock } = stubFetchRoutes({ 'GET /api/weather/current': reading });
    renderWithProviders(<WeatherCard />);
    expect(await within(card()).findByText('Live conditions are not available right now')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refetches every 30 minutes', () => {
    expect(WEATHER_REFRESH_MS).toBe(1_800_000);
    expect(getCurrentWeatherQueryOptions().refetchInterval).toBe(WEATHER_REFRESH_MS);
  });
});
