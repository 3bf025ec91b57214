import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course, CourseAccess } from '../types';

export function useCourse(id: string | null) {
  return useQuery({ ...queryOptions<Course>({ queryKey: ['/api/courses', id ?? ''] }), enabled: Boolean(id) });
}

/** The course for its buyer, proven by the Stripe session id or the emailed access link. */
export function useCourseAccess(course: string | null, proof: { sessionId?: string; access?: string }) {
  const query = new URLSearchParams();
  if (course) query.set('course', course);
  if (proof.access) query.set('access', proof.access);
  else if (proof.sessionId) query.set('session_id', proof.sessionId);
  return useQuery({
    ...queryOptions<CourseAccess>({ queryKey: [`/api/course-access?${query.toString()}`] }),
    enabled: Boolean(course),
    retry: false,
  });
}
