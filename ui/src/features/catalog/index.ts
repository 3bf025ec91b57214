/** What other features may use from the catalog: its types and the store's query keys. */
export { STORE_PRODUCTS_QUERY_KEY } from './api/get-store-products';
export { STORE_CATEGORIES_QUERY_KEY } from './api/get-store-categories';
export { displayPrice } from './utils/store';
export type { Category, PaymentType, Product, ProductStatus } from './types';
