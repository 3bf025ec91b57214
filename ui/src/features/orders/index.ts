/** Orders (the server's src/orders): the admin's orders list with its exports, the analytics and the stat cards. */
export { OrdersTab } from './components/orders-tab';
export { AnalyticsTab } from './components/analytics-tab';
export { StatCards } from './components/stat-cards';
export { ADMIN_ANALYTICS_QUERY_KEY, ADMIN_ORDERS_QUERY_KEY } from './api/query-keys';
export type { Analytics, Order, OrdersPage, PaymentStatus } from './types';
