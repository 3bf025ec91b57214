/** The mailing-list sign-up, loaded after the page shows: it sits at the foot of the home page,
 * and the home route's JavaScript has a budget (package.json's "sideEffects" lets the bundler
 * take only the form from the mailing-list feature). */
export { SubscribeForm as default } from '@/features/mailing-list';
