export { ChatLauncher as default } from '@/features/assistant';
