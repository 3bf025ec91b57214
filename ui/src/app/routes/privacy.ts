export { PrivacyPage as default } from '@/features/legal';
