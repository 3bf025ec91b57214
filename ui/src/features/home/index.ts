/** The home page, part of the main bundle (the first page most visitors see). */
export { HomePage } from './home-page';
