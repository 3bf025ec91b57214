import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { hrefs, paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { TextField } from '@/components/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useCourseAccess, useIssueCertificate, useMarkLesson, type AccessProof } from '../api/courses';
import type { CourseAccess } from '../types';
import './courses.css';

/**
 * `/course-access?course=…` with `session_id` (back from Stripe) or `access` (the emailed
 * link): the course's lessons for their buyer. After a payment the address is swapped for
 * the lasting access link, so a bookmark keeps working.
 */
export default function CourseAccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const course = params.get('course')?.trim() || null;
  const proof: AccessProof = {
    sessionId: params.get('session_id') ?? undefined,
    access: params.get('access') ?? undefined,
  };
  const access = useCourseAccess(course, proof);
  const [current, setCurrent] = useState(0);
  usePageMeta({
    title: access.data?.title ?? 'Course Access',
    description: 'Your premium farming course: every lesson, open to the email address that enrolled, through your lifetime access link.',
  });

  const accessUrl = access.data?.accessUrl;
  useEffect(() => {
    if (accessUrl && !params.get('access')) void navigate(accessUrl, { replace: true });
  }, [accessUrl, params, navigate]);

  if (!course) return <Problem text="This link does not name a course." />;
  if (access.isPending) return <PageLoader />;
  if (access.isError) {
    const waiting = errorStatus(access.error) === 402;
    return (
      <Problem text={errorMessage(access.error)}>
        {waiting && (
          <button type="button" className="btn btn--secondary" onClick={() => void access.refetch()}>
            Check again
          </button>
        )}
      </Problem>
    );
  }
  const data = access.data;
  const lesson = data.lessons[current] ?? data.lessons[0];
  const done = new Set(data.progress.done);

  return (
    <div className="container section">
      <p className="eyebrow">Your course · enrolled as {data.email}</p>
      <h1>{data.title}</h1>
      <p>{data.description}</p>
      <p className="course-access__note">Bookmark this page: its address is your lifetime access link (we also emailed it).</p>
      <CourseProgressBar done={done.size} total={data.lessons.length} />
      <div className="course-lessons">
        <nav className="course-lessons__nav" aria-label="Lessons">
          <ol>
            {data.lessons.map((l, i) => (
              <li key={l.slug}>
                <button type="button" aria-current={i === current} onClick={() => setCurrent(i)}>
                  <span className="course-lessons__tick" aria-hidden="true">
                    {done.has(l.slug) ? '✓' : ''}
                  </span>
                  {i + 1}. {l.title}
                  {done.has(l.slug) && <span className="visually-hidden">, done</span>}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        {lesson && (
          <article className="course-lesson" aria-labelledby="lesson-title">
            <p className="eyebrow">
              Lesson {current + 1} of {data.lessons.length} · {lesson.minutes} min
            </p>
            <h2 id="lesson-title">{lesson.title}</h2>
            {/* Rendered on the server from the course's own Markdown, raw HTML dropped. */}
            <div dangerouslySetInnerHTML={{ __html: lesson.html }} />
            <LessonDone key={lesson.slug} course={data.id} proof={proof} slug={lesson.slug} done={done.has(lesson.slug)} />
            <div className="btn-row">
              {current > 0 && (
                <button type="button" className="btn btn--secondary" onClick={() => setCurrent(current - 1)}>
                  Previous lesson
                </button>
              )}
              {current < data.lessons.length - 1 && (
                <button type="button" className="btn btn--primary" onClick={() => setCurrent(current + 1)}>
                  Next lesson
                </button>
              )}
            </div>
          </article>
        )}
      </div>
      <CertificatePanel course={data} proof={proof} />
    </div>
  );
}

function CourseProgressBar({ done, total }: { done: number; total: number }) {
  return (
    <div className="course-progress">
      <label htmlFor="course-progress">
        {done} of {total} lessons done
      </label>
      <progress id="course-progress" max={total} value={done} />
    </div>
  );
}

/** The "finished this lesson" check box; the server keeps it against the order. */
function LessonDone({ course, proof, slug, done }: { course: string; proof: AccessProof; slug: string; done: boolean }) {
  const mark = useMarkLesson(course, proof);
  return (
    <div className="course-lesson__done">
      <label>
        <input
          type="checkbox"
          checked={done}
          disabled={mark.isPending}
          onChange={(e) => mark.mutate({ slug, done: e.target.checked })}
        />{' '}
        I have finished this lesson
      </label>
      {mark.isError && (
        <p role="alert" className="field__error">
          Your progress could not be saved: {errorMessage(mark.error)}
        </p>
      )}
    </div>
  );
}

/** The certificate: what is left to earn it, the form for the printed name, then the link to it. */
function CertificatePanel({ course, proof }: { course: CourseAccess; proof: AccessProof }) {
  const issue = useIssueCertificate(course.id, proof);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const total = course.lessons.length;
  const left = total - course.progress.done.length;
  const certificate = course.progress.certificate;
  const linkRef = useRef<HTMLAnchorElement>(null);

  // The form goes once the certificate is issued: the focus moves on to its link.
  useEffect(() => {
    if (issue.isSuccess) linkRef.current?.focus();
  }, [issue.isSuccess]);

  function focusName() {
    document.getElementById('certificate-name')?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Please enter the name to print on your certificate.');
      focusName();
      return;
    }
    setError(null);
    issue.mutate(name, { onError: focusName });
  }

  return (
    <section className="course-certificate" aria-labelledby="certificate-title">
      <h2 id="certificate-title">Certificate of completion</h2>
      {certificate ? (
        <>
          <p>
            Congratulations, {certificate.name}: you completed {certificate.courseTitle}. Your certificate's verification
            code is <strong>{certificate.code}</strong>.
          </p>
          <Link ref={linkRef} to={hrefs.certificate(certificate.code)} className="btn btn--primary">
            View and print your certificate
          </Link>
        </>
      ) : left > 0 ? (
        <p>
          Mark every lesson done to earn your certificate: {left} {left === 1 ? 'lesson' : 'lessons'} to go.
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Get your certificate">
          <p>You have finished every lesson. Enter your name as it should appear on the certificate; it can't be changed afterwards.</p>
          <TextField
            id="certificate-name"
            label="Name on the certificate"
            autoComplete="name"
            maxLength={80}
            value={name}
            onValueChange={setName}
            error={error ?? (issue.isError ? errorMessage(issue.error) : undefined)}
          />
          <button type="submit" className="btn btn--primary" disabled={issue.isPending}>
            {issue.isPending ? 'Issuing…' : 'Get my certificate'}
          </button>
        </form>
      )}
    </section>
  );
}

function Problem({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="container section narrow" role="alert">
      <h1>Course Access</h1>
      <p>{text}</p>
      <div className="btn-row">
        {children}
        <Link to={paths.courses} className="btn btn--primary">
          Back to Courses
        </Link>
      </div>
    </div>
  );
}
