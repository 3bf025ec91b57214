export { PremiumCheckoutPage as default } from '@/features/payments';
