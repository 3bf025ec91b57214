import { useEffect, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/format';
import { ordersExportUrl, useOrders } from '../api/get-orders';
import type { Order } from '../types';
import { formatMoney } from '../utils/analytics';
import { ORDERS_PER_PAGE, ordersCount, pageCount, pager, paymentStatusBadge } from '../utils/orders-list';
import '@/components/admin.css';
import './orders.css';

/** Recent orders, newest first, one page at a time, with CSV and JSON export links. */
export function OrdersTab() {
  const [page, setPage] = useState(1);
  const orders = useOrders(page, ORDERS_PER_PAGE);

  // Orders can disappear (a database restored from a backup): never sit past the last page.
  const total = orders.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total, ORDERS_PER_PAGE);
    if (page > last) setPage(last);
  }, [total, page]);

  return (
    <section aria-labelledby="orders-title">
      <div className="admin-section-head">
        <h2 id="orders-title">Recent Orders</h2>
        <div className="btn-row">
          <a className="btn btn--secondary" href={ordersExportUrl('csv')} download>
            Export CSV
          </a>
          <a className="btn btn--secondary" href={ordersExportUrl('json')} download>
            Export JSON
          </a>
        </div>
      </div>
      <QueryState query={orders} what="orders">
        {(data) =>
          data.total === 0 && data.orders.length === 0 ? (
            <p className="admin-empty">No orders yet</p>
          ) : (
            <>
              <OrdersTable orders={data.orders} />
              <Pager page={page} total={data.total} busy={orders.isPlaceholderData} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Product</th>
            <th scope="col">Email</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const badge = paymentStatusBadge(order.paymentStatus);
            return (
              <tr key={order.id}>
                <td className="admin-table__mono">{order.orderId}</td>
                <td>{order.productName}</td>
                <td>{order.customerEmail}</td>
                <td>{formatMoney(order.totalAmount)}</td>
                <td>
                  <span className={`badge badge--${badge.tone}`}>{badge.label}</span>
                </td>
                <td>
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface PagerProps {
  page: number;
  total: number;
  /** True while the shown rows are still the previous page's. */
  busy: boolean;
  onPage: (page: number) => void;
}

/** "N orders · Page X of Y" with Previous and Next (disabled at the ends). */
function Pager({ page, total, busy, onPage }: PagerProps) {
  const { label, hasPrevious, hasNext } = pager(page, total, ORDERS_PER_PAGE);
  return (
    <nav className="admin-pager" aria-label="Orders pages" aria-busy={busy}>
      <p className="admin-pager__status">
        <span>{ordersCount(total)}</span> · <span>{label}</span>
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className="btn btn--secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
