export { ProgramsPage as default } from '@/features/community';
