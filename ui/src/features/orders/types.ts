/**
 * Where an order's payment stands. `expired`: an abandoned checkout whose Stripe session
 * expired before it was paid.
 */
export type PaymentStatus = 'paid' | 'pending' | 'failed' | 'expired';

/** One order from `GET /api/admin/orders`. */
export interface Order {
  id: number;
  orderId: string;
  customerEmail: string;
  /** A status this UI does not know yet is shown as it comes. */
  paymentStatus: PaymentStatus | (string & {});
  /** Dollars. */
  totalAmount: number;
  quantity: number;
  paymentMethod: string;
  productId: number;
  productName: string;
  /** RFC 3339. */
  createdAt: string;
}

/** `GET /api/admin/orders?page=N&perPage=M`: one page of orders, newest first. */
export interface OrdersPage {
  orders: Order[];
  /** Every order, on all pages. */
  total: number;
  /** From 1. */
  page: number;
  perPage: number;
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
  /** Awaiting payment; expired checkouts are not counted here. */
  pendingOrders: number;
  /** Abandoned checkouts whose payment session expired. */
  expiredOrders: number;
  totalRevenue: number;
  totalCategories: number;
  averageOrderValue: number;
  /** The last 30 days, every day present. */
  revenueByDay: RevenueDay[];
  products: ProductStats[];
}
