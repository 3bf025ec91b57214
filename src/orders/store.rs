//! Orders in redb: the only code that opens the orders tables. The `_in` functions work
//! inside a caller's write transaction, so a payment can settle an order, record the
//! Stripe event and queue the receipt atomically.

use redb::WriteTransaction;

use super::model::{Order, PaymentStatus};
use crate::db::tables::{ORDERS, ORDERS_BY_REF};
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
    };
    ORDERS.write(tx)?.put(&key::id(order.id), &order)?;
    ORDERS_BY_REF.write(tx)?.put(order.order_id.as_bytes(), &order.id)?;
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
    ORDERS.write(tx)?.put(&key::id(order.id), order)
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
