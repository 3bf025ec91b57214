import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { paragraphs, usePageMeta, useSite } from '@/features/site';
import { usePrograms } from '../api/get-community';
import './community.css';

/** Programs (the footer's /programs link): the intro and each program, as plain-text paragraphs, and a way to get in touch. */
export default function ProgramsPage() {
  const { site } = useSite();
  usePageMeta({
    title: 'Programs',
    description: `Workshops, youth programmes and community garden projects you can join at ${site.organizationName}, and how to get involved.`,
  });
  const programs = usePrograms();

  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Get involved</p>
          <h1>Programs</h1>
          {programs.data &&
            paragraphs(programs.data.intro).map((text, i) => (
              <p key={i} className="programs__intro">
                {text}
              </p>
            ))}
        </div>
      </header>
      <div className="section">
        <div className="container narrow">
          {programs.isLoading ? (
            <p className="card__status" role="status">
              Loading the programs…
            </p>
          ) : !programs.data ? (
            <div className="card__status hub-unavailable" role="alert">
              <p>The programs could not be loaded right now.</p>
              <button type="button" className="btn btn--secondary" onClick={() => void programs.refetch()}>
                Try again
              </button>
            </div>
          ) : programs.data.programs.length === 0 ? (
            <p className="card__status">New programs are being planned. Get in touch to hear about them first.</p>
          ) : (
            <div className="programs__list">
              {programs.data.programs.map((program, i) => (
                <section key={i} className="card programs__item" aria-labelledby={`program-${i}`}>
                  <h2 id={`program-${i}`}>{program.title}</h2>
                  {paragraphs(program.body).map((text, j) => (
                    <p key={j}>{text}</p>
                  ))}
                </section>
              ))}
            </div>
          )}
          <div className="card programs__contact">
            <h2>Want to join or learn more?</h2>
            <p>Tell us which program interests you and we will be in touch.</p>
            <Link to={paths.contact} className="btn btn--primary">
              Contact us
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
