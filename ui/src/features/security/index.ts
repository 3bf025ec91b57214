/** The security page. */
export { default as SecurityPage } from './security-page';
