/** A lesson in a course outline. */
export interface Lesson {
  slug: string;
  title: string;
  summary: string;
  minutes: number;
}

/** `GET /api/courses/{id}` (seed 002 §7). */
export interface Course {
  id: string;
  title: string;
  description: string;
  /** The catalog's price text, e.g. "79.99". */
  price: string;
  includes: string[];
  lessons: Lesson[];
  totalMinutes: number;
}

/** `GET /api/course-access`: the whole course for its buyer. */
export interface CourseAccess {
  id: string;
  title: string;
  description: string;
  includes: string[];
  email: string;
  /** The lasting link to bookmark (also emailed). */
  accessUrl: string;
  lessons: (Lesson & { html: string })[];
  progress: CourseProgress;
}

/** A certificate of completion, as printed and as `GET /api/certificates/{code}` verifies it. */
export interface Certificate {
  /** `XXXX-XXXX-XXXX`. */
  code: string;
  name: string;
  courseId: string;
  courseTitle: string;
  /** RFC 3339. */
  issuedAt: string;
  /** The public page that shows and verifies it. */
  url: string;
}

/** The buyer's progress: lessons marked done (slugs, in course order), and the certificate once issued. */
export interface CourseProgress {
  done: string[];
  certificate: Certificate | null;
}

/** The seeded premium course. */
export const PREMIUM_COURSE_ID = 'premium-farming-course';
