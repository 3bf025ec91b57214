import { isSafeExternalUrl, useSite } from '@/features/site';
import { useCurrentWeather } from '../api/get-current-weather';
import type { WeatherReading } from '../types';
import { OPEN_METEO_ATTRIBUTION, WEATHER_UNAVAILABLE, formatReadingTime, weatherRows } from '../utils/weather';
import './weather.css';

/**
 * Live Growing Conditions (seed 001 §2; DESIGN §10a): the farm's weather from Open-Meteo, with
 * its attribution beside it. Refetched every 30 minutes. A reading kept from before the
 * provider failed says when it was taken; with no reading at all the card says so — it never
 * shows numbers it does not have.
 */
export function WeatherCard() {
  const { site, isLoading: siteLoading } = useSite();
  const weather = useCurrentWeather(site.latitude != null && site.longitude != null);
  return (
    <section className="card weather" aria-labelledby="weather-title">
      <h2 id="weather-title">Live Growing Conditions</h2>
      {weather.data ? (
        // A failed refetch keeps the last reading: it is shown as stale, with its time.
        <Reading reading={weather.data} stale={weather.data.stale || weather.isError} />
      ) : weather.isLoading || siteLoading ? (
        <p className="card__status" role="status">
          Checking the latest conditions…
        </p>
      ) : (
        <p className="card__status weather__unavailable">{WEATHER_UNAVAILABLE}</p>
      )}
    </section>
  );
}

function Reading({ reading, stale }: { reading: WeatherReading; stale: boolean }) {
  const attribution =
    reading.attribution && isSafeExternalUrl(reading.attribution.url) && reading.attribution.text
      ? reading.attribution
      : OPEN_METEO_ATTRIBUTION;
  const time = formatReadingTime(reading.observedAt);
  return (
    <>
      <dl className="weather__grid">
        {weatherRows(reading).map((row) => (
          <div key={row.key} className="weather__item">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="weather__meta">
        {stale ? (
          <span className="weather__stale">
            Last reading at <time dateTime={reading.observedAt}>{time}</time>
          </span>
        ) : (
          <span>
            Reading for <time dateTime={reading.observedAt}>{time}</time>
          </span>
        )}
        <span aria-hidden="true"> · </span>
        <a href={attribution.url} target="_blank" rel="noopener noreferrer">
          {attribution.text}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}
