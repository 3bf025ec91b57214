/** The about page. */
export { default as AboutPage } from './about-page';
