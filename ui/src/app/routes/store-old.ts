export { GuidesPage as default } from '@/features/catalog';
