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
}

/** The seeded premium course. */
export const PREMIUM_COURSE_ID = 'premium-farming-course';
