export { BlogPostPage as default } from '@/features/blog';
