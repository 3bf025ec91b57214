export { CommunityPage as default } from '@/features/community';
