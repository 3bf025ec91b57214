export { AdminLoginPage as default } from '@/features/accounts';
