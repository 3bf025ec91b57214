import { TIME_OF_DAY_TEXT, timeOfDay } from '../utils/time-of-day';
import './almanac.css';

/** The live time-of-day band (seed 001 §2), by the reader's clock; the page reads the clock every minute. */
export function TimeOfDayIndicator({ now }: { now: Date }) {
  const band = timeOfDay(now.getHours());
  const { label, hint } = TIME_OF_DAY_TEXT[band];
  const time = now.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return (
    <section className={`card time-of-day time-of-day--${band}`} aria-labelledby="time-of-day-title">
      <h2 id="time-of-day-title" className="time-of-day__title">
        Right now on the farm
      </h2>
      <p className="time-of-day__band" data-band={band}>
        <span className="time-of-day__label">{label}</span>
        <span className="time-of-day__time">
          <time dateTime={now.toISOString()}>{time}</time> your time
        </span>
      </p>
      <p className="time-of-day__hint">{hint}</p>
    </section>
  );
}
