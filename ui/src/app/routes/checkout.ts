export { CheckoutPage as default } from '@/features/payments';
