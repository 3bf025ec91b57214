import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { errorMessage, errorStatus } from '@/lib/api';
import { usePageMeta } from '@/features/site';
import { useCourseAccess } from '../api/courses';
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
  const access = useCourseAccess(course, {
    sessionId: params.get('session_id') ?? undefined,
    access: params.get('access') ?? undefined,
  });
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

  return (
    <div className="container section">
      <p className="eyebrow">Your course · enrolled as {data.email}</p>
      <h1>{data.title}</h1>
      <p>{data.description}</p>
      <p className="course-access__note">Bookmark this page: its address is your lifetime access link (we also emailed it).</p>
      <div className="course-lessons">
        <nav className="course-lessons__nav" aria-label="Lessons">
          <ol>
            {data.lessons.map((l, i) => (
              <li key={l.slug}>
                <button type="button" aria-current={i === current} onClick={() => setCurrent(i)}>
                  {i + 1}. {l.title}
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
    </div>
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
