export { MemberLoginPage as default } from '@/features/accounts';
