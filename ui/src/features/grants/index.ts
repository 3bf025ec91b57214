/** Grant search (the server's src/grants): the members' search and application tracker. */
export { default as GrantSearchPage } from './components/grant-search-page';
export { GrantsAdmin } from './admin/grants-admin';
