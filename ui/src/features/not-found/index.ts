/** The 404 page, part of the main bundle like the home page. */
export { NotFoundPage } from './not-found-page';
