import type { PaymentType, ProductStatus } from '@/features/catalog';

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

export interface CategoryPayload {
  name: string;
  description: string;
}

export type PaymentStatus = 'paid' | 'pending' | 'failed';

/** One order from `GET /api/admin/orders`. */
export interface Order {
  id: number;
  orderId: string;
  customerEmail: string;
  paymentStatus: PaymentStatus | string;
  /** Dollars. */
  totalAmount: number;
  quantity: number;
  paymentMethod: string;
  productId: number;
  productName: string;
  /** RFC 3339. */
  createdAt: string;
}

export interface RevenueDay {
  /** YYYY-MM-DD */
  date: string;
  revenue: number;
}

export interface ProductStats {
  id: number;
  name: string;
  downloads: number;
  paidOrders: number;
}

/** `GET /api/admin/analytics`. */
export interface Analytics {
  totalProducts: number;
  activeProducts: number;
  totalOrders: number;
  paidOrders: number;
  pendingOrders: number;
  totalRevenue: number;
  totalCategories: number;
  averageOrderValue: number;
  /** The last 30 days, every day present. */
  revenueByDay: RevenueDay[];
  products: ProductStats[];
}

/** An email in the outbox (`GET /api/admin/outbox`). */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: 'unsent' | 'sent';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface Outbox {
  smtpConfigured: boolean;
  emails: OutboxEmail[];
}
