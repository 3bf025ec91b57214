import { errorMessage } from '@/lib/api';
import { useAnalytics } from '../api/get-analytics';
import { formatMoney, ordersDetail } from '../utils/analytics';
import './orders.css';

/** The four headline numbers (seed 002 §2), from the analytics query. */
export function StatCards() {
  const analytics = useAnalytics();
  const a = analytics.data;
  const value = (n: string | number | undefined) => (a ? n : '…');
  return (
    <section className="stat-cards" aria-label="Store at a glance" aria-busy={analytics.isLoading}>
      <div className="card stat-card">
        <h2 className="stat-card__label">Total Products</h2>
        <p className="stat-card__value">{value(a?.totalProducts)}</p>
        <p className="stat-card__detail">{a ? `${a.activeProducts} active` : '\u00a0'}</p>
      </div>
      <div className="card stat-card">
        <h2 className="stat-card__label">Total Orders</h2>
        <p className="stat-card__value">{value(a?.totalOrders)}</p>
        <p className="stat-card__detail">{a ? ordersDetail(a) : '\u00a0'}</p>
      </div>
      <div className="card stat-card">
        <h2 className="stat-card__label">Total Revenue</h2>
        <p className="stat-card__value">{value(a && formatMoney(a.totalRevenue))}</p>
        <p className="stat-card__detail">From paid orders</p>
      </div>
      <div className="card stat-card">
        <h2 className="stat-card__label">Categories</h2>
        <p className="stat-card__value">{value(a?.totalCategories)}</p>
        <p className="stat-card__detail">Product categories</p>
      </div>
      {analytics.isError && (
        <p className="alert stat-cards__error" role="alert">
          The numbers could not be loaded: {errorMessage(analytics.error)}
        </p>
      )}
    </section>
  );
}
