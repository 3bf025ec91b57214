import { QueryState } from '@/components/query-state';
import { useAnalytics } from '../api/get-analytics';
import { formatMoney } from '../utils/analytics';
import { RevenueChart } from './revenue-chart';
import '@/components/admin.css';
import './orders.css';

/** Revenue overview, revenue by day and the product overview; refreshed every minute. */
export function AnalyticsTab() {
  const analytics = useAnalytics();
  return (
    <QueryState query={analytics} what="analytics">
      {(a) => (
        <div className="admin-analytics">
          <section className="card" aria-labelledby="revenue-title">
            <h2 id="revenue-title">Revenue Overview</h2>
            <dl className="admin-figures">
              <div>
                <dt>Total revenue</dt>
                <dd>{formatMoney(a.totalRevenue)}</dd>
              </div>
              <div>
                <dt>Paid orders</dt>
                <dd>{a.paidOrders}</dd>
              </div>
              <div>
                <dt>Average order value</dt>
                <dd>{formatMoney(a.averageOrderValue)}</dd>
              </div>
            </dl>
            <h3>Revenue by day (last 30 days)</h3>
            <RevenueChart days={a.revenueByDay} />
          </section>

          <section className="card" aria-labelledby="product-overview-title">
            <h2 id="product-overview-title">Product Overview</h2>
            <p className="admin-muted">
              {a.activeProducts} of {a.totalProducts} products active.
            </p>
            {a.products.length === 0 ? (
              <p className="admin-empty">No products yet.</p>
            ) : (
              <div className="table-scroll">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Product</th>
                      <th scope="col">Downloads</th>
                      <th scope="col">Paid orders</th>
                    </tr>
                  </thead>
                  <tbody>
                    {a.products.map((p) => (
                      <tr key={p.id}>
                        <td>{p.name}</td>
                        <td>{p.downloads}</td>
                        <td>{p.paidOrders}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
