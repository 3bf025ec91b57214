import type { PaymentType, ProductStatus } from '../types';

/** The body of `POST /api/admin/products` and `PUT /api/admin/products/{id}`. */
export interface ProductPayload {
  name: string;
  description: string;
  price: string;
  /** A category name. */
  category: string;
  status: ProductStatus;
  paymentType: PaymentType;
  externalLink: string | null;
  inventory: number;
  featured: boolean;
  sortOrder: number;
}

/** The body of `POST /api/admin/categories` and `PUT /api/admin/categories/{id}`. */
export interface CategoryPayload {
  name: string;
  description: string;
}
