export { ComingSoonPage as default } from '@/features/placeholders';
