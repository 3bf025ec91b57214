import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { SimpleQuiz } from '@/features/quiz';
import { usePageMeta } from '@/features/site';
import { useCourse } from '../api/courses';
import { PREMIUM_COURSE_ID } from '../types';
import './courses.css';

const QUIZ_TITLE = 'Simple Farming Quiz';
const QUIZ_INTRO =
  'Test what you know about basic gardening, soil and plant care with short ten-question quizzes and instant feedback.';

/** `/courses` (the menu's "Simple Quiz"): the Simple Farming Quiz, then the premium course with its enrolment form. */
export default function CoursesPage() {
  usePageMeta({
    title: QUIZ_TITLE,
    description:
      'Take a ten-question farming quiz on basic gardening, soil or plant care: each answer is checked at once and explained, and you finish with a score and a star rating. Then go further with the premium farming course.',
  });
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Learn by doing</p>
          <h1>{QUIZ_TITLE}</h1>
          <p>{QUIZ_INTRO}</p>
        </div>
      </header>
      <SimpleQuiz />
      <PremiumCourse />
    </>
  );
}

function PremiumCourse() {
  const course = useCourse(PREMIUM_COURSE_ID);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (course.isPending) return <PageLoader />;
  if (course.isError) {
    return (
      <div className="container section narrow">
        <p role="alert">The premium course could not be loaded: {errorMessage(course.error)}</p>
      </div>
    );
  }
  const c = course.data;

  function enroll(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError('Please enter a valid email address; your course link is sent there.');
      return;
    }
    void navigate(`${paths.premiumCheckout}?course=${encodeURIComponent(c.id)}&email=${encodeURIComponent(address)}`);
  }

  return (
    <section className="container section course-offer" aria-labelledby="course-title">
      <div>
        <p className="eyebrow">Premium course</p>
        <h2 id="course-title">{c.title}</h2>
        <p>{c.description}</p>
        <ul className="course-offer__includes">
          {c.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>What you will learn</h3>
        <ol className="course-offer__lessons">
          {c.lessons.map((lesson) => (
            <li key={lesson.slug}>
              <strong>{lesson.title}</strong> <span className="course-offer__minutes">{lesson.minutes} min</span>
              <p>{lesson.summary}</p>
            </li>
          ))}
        </ol>
      </div>
      <form className="course-offer__form" onSubmit={enroll} noValidate aria-label="Enroll in the premium course">
        <p className="course-offer__price">${Number(c.price).toFixed(2)}</p>
        <p>One payment, lifetime access.</p>
        <TextField
          id="enroll-email"
          label="Your email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={error ?? undefined}
        />
        <button type="submit" className="btn btn--primary">
          Enroll
        </button>
      </form>
    </section>
  );
}
