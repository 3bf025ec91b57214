import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Certificate, Course, CourseAccess, CourseProgress } from '../types';

export function useCourse(id: string | null) {
  return useQuery({ ...queryOptions<Course>({ queryKey: ['/api/courses', id ?? ''] }), enabled: Boolean(id) });
}

/** What proves a buyer: the Stripe session id they return with, or the emailed access link. */
export interface AccessProof {
  sessionId?: string;
  access?: string;
}

function accessQuery(course: string | null, proof: AccessProof): string {
  const query = new URLSearchParams();
  if (course) query.set('course', course);
  if (proof.access) query.set('access', proof.access);
  else if (proof.sessionId) query.set('session_id', proof.sessionId);
  return query.toString();
}

function accessKey(course: string | null, proof: AccessProof) {
  return [`/api/course-access?${accessQuery(course, proof)}`];
}

/** The course for its buyer, proven by the Stripe session id or the emailed access link. */
export function useCourseAccess(course: string | null, proof: AccessProof) {
  return useQuery({
    ...queryOptions<CourseAccess>({ queryKey: accessKey(course, proof) }),
    enabled: Boolean(course),
    retry: false,
  });
}

/** Keeps the course's cached copy in step with the server's progress. */
function useSetProgress(course: string, proof: AccessProof) {
  const queryClient = useQueryClient();
  return (progress: CourseProgress) =>
    queryClient.setQueryData<CourseAccess>(accessKey(course, proof), (data) => data && { ...data, progress });
}

/** `PUT /api/course-access/lessons/{slug}`: marks a lesson done or not done. */
export function useMarkLesson(course: string, proof: AccessProof) {
  const setProgress = useSetProgress(course, proof);
  return useMutation({
    mutationFn: async ({ slug, done }: { slug: string; done: boolean }) => {
      const url = `/api/course-access/lessons/${encodeURIComponent(slug)}?${accessQuery(course, proof)}`;
      return (await (await apiRequest('PUT', url, { done })).json()) as CourseProgress;
    },
    onSuccess: setProgress,
  });
}

/** `POST /api/course-access/certificate`: the certificate, once every lesson is done. */
export function useIssueCertificate(course: string, proof: AccessProof) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const url = `/api/course-access/certificate?${accessQuery(course, proof)}`;
      return (await (await apiRequest('POST', url, { name })).json()) as Certificate;
    },
    onSuccess: (certificate) =>
      queryClient.setQueryData<CourseAccess>(
        accessKey(course, proof),
        (data) => data && { ...data, progress: { ...data.progress, certificate } },
      ),
  });
}

/** `GET /api/certificates/{code}`: public verification. */
export function useCertificate(code: string) {
  return useQuery({
    ...queryOptions<Certificate>({ queryKey: [`/api/certificates/${encodeURIComponent(code)}`] }),
    retry: false,
  });
}
