/**
 * The catalog (the server's src/catalog): the store pages, what other features may use of the
 * store (types, query keys, one product, the free-download actions) and the admin's products
 * and categories screens.
 */
export { default as StorePage } from './components/store-page';
export { default as GuidesPage } from './components/guides-page';
export { default as DownloadFreePage } from './components/download-free-page';
export { DownloadFreeActions } from './components/download-free-actions';
export { ProductsTab } from './admin/products-tab';
export { CategoriesTab } from './admin/categories-tab';
export { STORE_PRODUCTS_QUERY_KEY } from './api/get-store-products';
export { STORE_CATEGORIES_QUERY_KEY } from './api/get-store-categories';
export { useStoreProduct } from './api/get-store-product';
export { displayPrice } from './utils/store';
export type { Category, PaymentType, Product, ProductStatus } from './types';
