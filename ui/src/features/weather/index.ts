/** Weather (the server's src/weather): the Community Griot's Live Growing Conditions card. */
export { WeatherCard } from './components/weather-card';
export { WEATHER_UNAVAILABLE, OPEN_METEO_ATTRIBUTION } from './utils/weather';
export type { WeatherReading } from './types';
