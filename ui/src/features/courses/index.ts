/** Courses (the server's src/courses): the courses, course access and certificate pages, and one course. */
export { default as CoursesPage } from './components/courses-page';
export { default as CourseAccessPage } from './components/course-access-page';
export { default as CertificatePage } from './components/certificate-page';
export { useCourse } from './api/courses';
export { PREMIUM_COURSE_ID, type Course } from './types';
