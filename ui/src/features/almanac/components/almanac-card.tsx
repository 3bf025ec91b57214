import { formatDate, formatLongDay } from '@/lib/format';
import { useAlmanac } from '../api/get-almanac';
import type { Almanac } from '../types';
import './almanac.css';

/** Today's Almanac (seed 001 §2): the date, the moon, planting by the moon (as a tradition) and the month's tasks. */
export function AlmanacCard({ day }: { day: string }) {
  const almanac = useAlmanac(day);
  return (
    <section className="card almanac" aria-labelledby="almanac-title">
      <h2 id="almanac-title">Today’s Almanac</h2>
      {almanac.isLoading ? (
        <p className="card__status" role="status">
          Reading the almanac…
        </p>
      ) : almanac.data ? (
        <AlmanacBody almanac={almanac.data} />
      ) : (
        <div className="card__status">
          <p>The almanac could not be loaded right now.</p>
          <button type="button" className="btn btn--secondary" onClick={() => void almanac.refetch()}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}

function AlmanacBody({ almanac }: { almanac: Almanac }) {
  const moon = almanac.moonPhase;
  return (
    <>
      <p className="almanac__date">
        <time dateTime={almanac.date}>{formatLongDay(almanac.date)}</time>
      </p>
      <div className="almanac__moon">
        <p className="almanac__phase">
          <strong>{moon.name}</strong>
          <span className="almanac__illumination"> · {moon.illumination.toFixed(1)}% illuminated</span>
        </p>
        <dl className="almanac__next">
          <div>
            <dt>Next full moon</dt>
            <dd>
              <time dateTime={moon.nextFullMoon}>{formatDate(moon.nextFullMoon)}</time>
            </dd>
          </div>
          <div>
            <dt>Next new moon</dt>
            <dd>
              <time dateTime={moon.nextNewMoon}>{formatDate(moon.nextNewMoon)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <h3>Planting by the moon</h3>
      <p>{almanac.plantingAdvice}</p>
      <p className="almanac__note">{almanac.traditionNote}</p>
      {almanac.seasonalTasks.length > 0 && (
        <>
          <h3>
            Tasks for {almanac.month} <span className="almanac__hemisphere">({almanac.hemisphere} hemisphere)</span>
          </h3>
          <ul className="almanac__tasks">
            {almanac.seasonalTasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
