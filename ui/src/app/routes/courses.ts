export { CoursesPage as default } from '@/features/courses';
