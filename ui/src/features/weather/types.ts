/** `GET /api/weather/current`: the latest reading from Open-Meteo for the farm's location. */
export interface WeatherReading {
  temperature: number;
  /** Percent. */
  humidity: number;
  soilTemperature: number;
  uvIndex: number;
  windSpeed: number;
  /** Percent chance of rain. */
  rainChance: number;
  temperatureUnit: 'fahrenheit' | 'celsius';
  windSpeedUnit: 'mph' | 'km/h';
  /** RFC 3339 instant the reading is for. */
  observedAt: string;
  /** True when this is the last good reading and the provider has failed since. */
  stale: boolean;
  attribution: { text: string; url: string };
}
