/** The terms of use and the privacy policy. */
export { default as TermsPage } from './terms-page';
export { default as PrivacyPage } from './privacy-page';
