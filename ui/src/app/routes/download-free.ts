export { DownloadFreePage as default } from '@/features/catalog';
