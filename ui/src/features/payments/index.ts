/** Payments (the server's src/payments): the checkout pages and the download page after paying. */
export { default as CheckoutPage } from './components/checkout-page';
export { default as PremiumCheckoutPage } from './components/premium-checkout-page';
export { default as DownloadSuccessPage } from './components/download-success-page';
