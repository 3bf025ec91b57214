import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeatherReading } from '../types';

export const CURRENT_WEATHER_QUERY_KEY = ['/api/weather/current'] as const;

/** Seed 001 §9: the conditions are fetched again every 30 minutes while the page is open. */
export const WEATHER_REFRESH_MS = 30 * 60 * 1000;

/** `GET /api/weather/current`; 503 when no location is set or there is no reading at all. */
export function getCurrentWeatherQueryOptions() {
  return queryOptions<WeatherReading>({ queryKey: CURRENT_WEATHER_QUERY_KEY, refetchInterval: WEATHER_REFRESH_MS });
}

/**
 * The farm's conditions, asked for only once the site has a location: without one the
 * answer is known (nothing to show), and a 503 on every hub visit would only fill consoles.
 */
export const useCurrentWeather = (located: boolean) => useQuery({ ...getCurrentWeatherQueryOptions(), enabled: located });
