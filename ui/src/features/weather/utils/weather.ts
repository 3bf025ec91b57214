import type { WeatherReading } from '../types';

/** The attribution Open-Meteo's licence asks for, used when the server's is missing or not a web link. */
export const OPEN_METEO_ATTRIBUTION = { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' } as const;

/** Shown in place of the reading when there is none; never numbers we do not have. */
export const WEATHER_UNAVAILABLE = 'Live conditions are not available right now';

/** One line of the conditions card: what it is and its value with the unit. */
export interface WeatherRow {
  key: string;
  label: string;
  value: string;
}

const DEGREES = { fahrenheit: '°F', celsius: '°C' } as const;

function round(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** The reading's six values, each with the unit the server sent. */
export function weatherRows(reading: WeatherReading): WeatherRow[] {
  const degrees = DEGREES[reading.temperatureUnit] ?? '°';
  return [
    { key: 'temperature', label: 'Temperature', value: `${round(reading.temperature)}${degrees}` },
    { key: 'humidity', label: 'Humidity', value: `${round(reading.humidity)}%` },
    { key: 'soilTemperature', label: 'Soil temp', value: `${round(reading.soilTemperature)}${degrees}` },
    { key: 'uvIndex', label: 'UV index', value: round(reading.uvIndex, 1) },
    { key: 'windSpeed', label: 'Wind', value: `${round(reading.windSpeed)} ${reading.windSpeedUnit}` },
    { key: 'rainChance', label: 'Rain chance', value: `${round(reading.rainChance)}%` },
  ];
}

/** "2:00 PM" (or "Nov 23, 2:00 PM" on another day) in the reader's time zone. */
export function formatReadingTime(observedAt: string, now: Date = new Date()): string {
  const at = new Date(observedAt);
  if (Number.isNaN(at.getTime())) return observedAt;
  const sameDay = at.toDateString() === now.toDateString();
  return at.toLocaleString(
    'en-US',
    sameDay ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  );
}
