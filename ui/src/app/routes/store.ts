export { StorePage as default } from '@/features/catalog';
