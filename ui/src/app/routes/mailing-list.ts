export { MailingListPage as default } from '@/features/mailing-list';
