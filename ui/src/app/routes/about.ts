export { AboutPage as default } from '@/features/about';
