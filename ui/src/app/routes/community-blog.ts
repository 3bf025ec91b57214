export { BlogIndexPage as default } from '@/features/blog';
