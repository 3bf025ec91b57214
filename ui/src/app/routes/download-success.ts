export { DownloadSuccessPage as default } from '@/features/payments';
