/** Pages whose real screens arrive with later work: one shared "coming soon" page and their texts. */
export { default as ComingSoonPage } from './coming-soon';
export { comingSoonPages, type ComingSoonKey } from './coming-soon-pages';
