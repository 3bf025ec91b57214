import { ordersExportUrl, useOrders } from '../api/get-orders';
import { formatDate, formatMoney } from '../utils/analytics';
import { QueryState } from './query-state';

/** Recent orders, newest first, with CSV and JSON export links. */
export function OrdersTab() {
  const orders = useOrders();
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
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">No orders yet</p>
          ) : (
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
                  {list.map((order) => (
                    <tr key={order.id}>
                      <td className="admin-table__mono">{order.orderId}</td>
                      <td>{order.productName}</td>
                      <td>{order.customerEmail}</td>
                      <td>{formatMoney(order.totalAmount)}</td>
                      <td>
                        <span className={`badge badge--${order.paymentStatus === 'paid' ? 'paid' : order.paymentStatus === 'failed' ? 'failed' : 'pending'}`}>
                          {order.paymentStatus}
                        </span>
                      </td>
                      <td>
                        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
