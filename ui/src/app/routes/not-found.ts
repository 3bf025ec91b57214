export { NotFoundPage as default } from '@/features/not-found';
