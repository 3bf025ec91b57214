export { FreeGuidesPage as default } from '@/features/leads';
