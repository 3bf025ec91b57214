//! Orders in redb: the only code that opens the orders tables. The `_in` functions work
//! inside a caller's write transaction, so a payment can settle an order, record the
//! Stripe event and queue the receipt atomically.

use redb::WriteTransaction;

use super::model::{Order, PaymentStatus};
use crate::db::tables::{ORDERS, ORDERS_BY_REF, ORDERS_PENDING};
use crate::db::{Db, DbResult, key, now_unix, sequences};

/// What a new order records; the id and timestamp are assigned here.
pub struct NewOrder {
    /// The payment reference (Checkout Session or PaymentIntent id), unique per order.
    pub order_id: String,
    pub customer_email: String,
    pub payment_status: PaymentStatus,
    pub total_cents: i64,
    pub quantity: u32,
    pub payment_method: String,
    pub product_id: u64,
    pub product_name: String,
    pub product_slug: String,
}

pub fn create_order(db: &Db, new: NewOrder) -> DbResult<Order> {
    let tx = db.begin_write()?;
    let order = create_order_in(&tx, new)?;
    tx.commit()?;
    Ok(order)
}

/// Inserts the order and indexes it by its payment reference.
pub fn create_order_in(tx: &WriteTransaction, new: NewOrder) -> DbResult<Order> {
    let now = now_unix();
    let order = Order {
        id: sequences::next_id(tx, "orders")?,
        order_id: new.order_id,
        customer_email: new.customer_email,
        payment_status: new.payment_status,
        total_cents: new.total_cents,
        quantity: new.quantity,
        payment_method: new.payment_method,
        product_id: new.product_id,
        product_name: new.product_name,
        created_at: now,
        product_slug: new.product_slug,
        paid_at: (new.payment_status == PaymentStatus::Paid).then_some(now),
        link_issued_at: (new.payment_status == PaymentStatus::Paid).then_some(now),
        link_downloads: 0,
        link_renewals: vec![],
    };
    ORDERS.write(tx)?.put(&key::id(order.id), &order)?;
    ORDERS_BY_REF.write(tx)?.put(order.order_id.as_bytes(), &order.id)?;
    index_pending(tx, &order)?;
    Ok(order)
}

pub fn find_by_ref(db: &Db, reference: &str) -> DbResult<Option<Order>> {
    let tx = db.begin_read()?;
    let Some(id) = ORDERS_BY_REF.read(&tx)?.get::<u64>(reference.as_bytes())? else {
        return Ok(None);
    };
    ORDERS.read(&tx)?.get(&key::id(id))
}

pub fn find_by_ref_in(tx: &WriteTransaction, reference: &str) -> DbResult<Option<Order>> {
    let Some(id) = ORDERS_BY_REF.write(tx)?.get::<u64>(reference.as_bytes())? else {
        return Ok(None);
    };
    ORDERS.write(tx)?.get(&key::id(id))
}

pub fn get(db: &Db, id: u64) -> DbResult<Option<Order>> {
    let tx = db.begin_read()?;
    ORDERS.read(&tx)?.get(&key::id(id))
}

pub fn get_in(tx: &WriteTransaction, id: u64) -> DbResult<Option<Order>> {
    ORDERS.write(tx)?.get(&key::id(id))
}

/// Stores a changed order (its id and reference never change).
pub fn save_in(tx: &WriteTransaction, order: &Order) -> DbResult<()> {
    ORDERS.write(tx)?.put(&key::id(order.id), order)?;
    index_pending(tx, order)
}

/// Keeps the pending-orders index in step with the order's state.
fn index_pending(tx: &WriteTransaction, order: &Order) -> DbResult<()> {
    let mut pending = ORDERS_PENDING.write(tx)?;
    let k = key::at(order.created_at, order.id);
    if order.payment_status == PaymentStatus::Pending {
        pending.put_key(&k)
    } else {
        pending.remove(&k).map(|_| ())
    }
}

/// Up to `limit` pending orders created before `cutoff`, oldest first.
pub fn pending_before_in(tx: &WriteTransaction, cutoff: i64, limit: usize) -> DbResult<Vec<Order>> {
    let ids: Vec<u64> = {
        let pending = ORDERS_PENDING.write(tx)?;
        pending
            .keys(&[])?
            .into_iter()
            .filter_map(|k| key::at_from(&k))
            .take_while(|(created, _)| *created < cutoff)
            .take(limit)
            .map(|(_, id)| id)
            .collect()
    };
    let orders = ORDERS.write(tx)?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(order) = orders.get::<Order>(&key::id(id))? {
            out.push(order);
        }
    }
    Ok(out)
}

/// One page of orders, newest first (ids grow with creation time), and how many there are.
pub fn page(db: &Db, page: usize, per_page: usize) -> DbResult<(Vec<Order>, u64)> {
    let tx = db.begin_read()?;
    let table = ORDERS.read(&tx)?;
    let skip = page.saturating_sub(1).saturating_mul(per_page);
    Ok((table.page_from_end(skip, per_page)?, table.len()?))
}

/// Orders created at or after `since` (all when `None`), newest first.
pub fn list_orders(db: &Db, since: Option<i64>) -> DbResult<Vec<Order>> {
    let tx = db.begin_read()?;
    let mut orders: Vec<Order> = ORDERS
        .read(&tx)?
        .scan::<Order>(&[])?
        .into_iter()
        .map(|(_, o)| o)
        .filter(|o| since.is_none_or(|s| o.created_at >= s))
        .collect();
    orders.sort_by(|a, b| b.created_at.cmp(&a.created_at).then(b.id.cmp(&a.id)));
    Ok(orders)
}
