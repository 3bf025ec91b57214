export { CourseAccessPage as default } from '@/features/courses';
