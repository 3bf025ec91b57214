/** Product status set by the store administrator; visitors only see `active`. */
export type ProductStatus = 'active' | 'inactive' | 'coming_soon';

/** How a product is obtained; picks the product's button. */
export type PaymentType = 'stripe' | 'external_link' | 'free_download' | 'coming_soon';

/** A store product (`/api/store/products`, `/api/admin/products`). */
export interface Product {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** The category's name. */
  category: string;
  status: ProductStatus;
  featured: boolean;
  /** "FREE", text containing "Coming Soon", or a number such as "39.99". */
  price: string;
  paymentType: PaymentType;
  externalLink: string | null;
  imageUrl: string | null;
  /** Items left; -1 means unlimited. */
  inventory: number;
  sortOrder: number;
  fileName: string | null;
  /** "/api/download/{id}" for free downloads that have something to download. */
  downloadUrl: string | null;
  /** Only in the admin list. */
  downloads?: number;
  createdAt: string;
  updatedAt: string;
}

/** A store category. */
export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
  productCount: number;
}
