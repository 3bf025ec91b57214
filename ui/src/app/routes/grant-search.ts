export { GrantSearchPage as default } from '@/features/grants';
