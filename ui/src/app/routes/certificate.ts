export { CertificatePage as default } from '@/features/courses';
