//! Orders in redb: the only code that opens transactions on the orders table.

use super::model::{Order, PaymentStatus};
use crate::db::{Db, DbResult, key, now_unix, sequences, tables::ORDERS};

/// What a new order records; the id and timestamp are assigned here.
pub struct NewOrder {
    pub order_id: String,
    pub customer_email: String,
    pub payment_status: PaymentStatus,
    pub total_cents: i64,
    pub quantity: u32,
    pub payment_method: String,
    pub product_id: u64,
    pub product_name: String,
}

pub fn create_order(db: &Db, new: NewOrder) -> DbResult<Order> {
    let tx = db.begin_write()?;
    let order = Order {
        id: sequences::next_id(&tx, "orders")?,
        order_id: new.order_id,
        customer_email: new.customer_email,
        payment_status: new.payment_status,
        total_cents: new.total_cents,
        quantity: new.quantity,
        payment_method: new.payment_method,
        product_id: new.product_id,
        product_name: new.product_name,
        created_at: now_unix(),
    };
    ORDERS.write(&tx)?.put(&key::id(order.id), &order)?;
    tx.commit()?;
    Ok(order)
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
