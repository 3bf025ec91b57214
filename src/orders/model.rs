//! Orders as plain data, their exports (CSV per RFC 4180, JSON) and the admin analytics.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use crate::catalog::model::{Product, Status, cents_to_text};
use crate::db::rfc3339;
use crate::web::csv;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PaymentStatus {
    Pending,
    Paid,
    Failed,
    /// An abandoned checkout: its Stripe session expired unpaid.
    Expired,
}

/// A stored order. Amounts are integer cents.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    pub id: u64,
    /// The reference shown to people (and, for card payments, the checkout session id).
    pub order_id: String,
    pub customer_email: String,
    pub payment_status: PaymentStatus,
    pub total_cents: i64,
    pub quantity: u32,
    pub payment_method: String,
    pub product_id: u64,
    pub product_name: String,
    pub created_at: i64,
    /// The product's slug at purchase time; for the premium course it is the course id.
    #[serde(default)]
    pub product_slug: String,
    #[serde(default)]
    pub paid_at: Option<i64>,
    /// When the current paid-download link was issued; links issued earlier stop working.
    #[serde(default)]
    pub link_issued_at: Option<i64>,
    /// Downloads made with the current link.
    #[serde(default)]
    pub link_downloads: u32,
    /// When the buyer asked for fresh links, the last day's worth (at most
    /// `payments::links::RENEWALS_PER_DAY` a day).
    #[serde(default)]
    pub link_renewals: Vec<i64>,
}

impl Order {
    /// Whether the download link given at payment is still the current one: once a fresh link
    /// has been emailed, only that email carries a working link.
    pub fn has_original_link(&self) -> bool {
        self.link_issued_at == self.paid_at
    }
}

/// An order as the API and the JSON export show it (seed 002 §3 field names).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderView {
    pub id: u64,
    pub order_id: String,
    pub customer_email: String,
    pub payment_status: PaymentStatus,
    /// Dollars, for display; the stored amount is cents.
    pub total_amount: f64,
    pub quantity: u32,
    pub payment_method: String,
    pub product_id: u64,
    pub product_name: String,
    pub created_at: String,
    pub paid_at: Option<String>,
}

impl From<&Order> for OrderView {
    fn from(o: &Order) -> Self {
        OrderView {
            id: o.id,
            order_id: o.order_id.clone(),
            customer_email: o.customer_email.clone(),
            payment_status: o.payment_status,
            total_amount: o.total_cents as f64 / 100.0,
            quantity: o.quantity,
            payment_method: o.payment_method.clone(),
            product_id: o.product_id,
            product_name: o.product_name.clone(),
            created_at: rfc3339(o.created_at),
            paid_at: o.paid_at.map(rfc3339),
        }
    }
}

fn status_text(s: PaymentStatus) -> &'static str {
    match s {
        PaymentStatus::Pending => "pending",
        PaymentStatus::Paid => "paid",
        PaymentStatus::Failed => "failed",
        PaymentStatus::Expired => "expired",
    }
}

const CSV_HEADER: [&str; 9] =
    ["orderId", "createdAt", "productId", "productName", "customerEmail", "paymentStatus", "totalAmount", "quantity", "paymentMethod"];

/// The orders as CSV with CRLF line ends and a header row.
pub fn to_csv(orders: &[Order]) -> String {
    csv::table(
        &CSV_HEADER,
        orders.iter().map(|o| {
            vec![
                csv::field(&o.order_id),
                csv::field(&rfc3339(o.created_at)),
                o.product_id.to_string(),
                csv::field(&o.product_name),
                csv::field(&o.customer_email),
                status_text(o.payment_status).to_string(),
                cents_to_text(o.total_cents),
                o.quantity.to_string(),
                csv::field(&o.payment_method),
            ]
        }),
    )
}

/// The orders as a pretty JSON array of [`OrderView`]s.
pub fn to_json(orders: &[Order]) -> String {
    let views: Vec<OrderView> = orders.iter().map(OrderView::from).collect();
    serde_json::to_string_pretty(&views).unwrap_or_else(|_| "[]".into())
}

/// Parses `--since YYYY-MM-DD` into the Unix time of that day's start (UTC).
pub fn parse_since(raw: &str) -> Result<i64, String> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(raw.trim(), format)
        .map(|d| d.midnight().assume_utc().unix_timestamp())
        .map_err(|_| format!("\"{raw}\" is not a date like 2025-06-15."))
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DayRevenue {
    pub date: String,
    pub revenue: f64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductStats {
    pub id: u64,
    pub name: String,
    pub downloads: u64,
    pub paid_orders: u64,
}

/// The admin dashboard's figures (seed 002 §3 Analytics, plus what the charts need).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Analytics {
    pub total_products: usize,
    pub active_products: usize,
    pub total_orders: usize,
    pub paid_orders: usize,
    pub pending_orders: usize,
    /// Abandoned checkouts whose session expired unpaid.
    pub expired_orders: usize,
    pub total_revenue: f64,
    pub total_categories: usize,
    /// Revenue divided by paid orders; 0 when there are none.
    pub average_order_value: f64,
    /// The last 30 days, oldest first, every day present.
    pub revenue_by_day: Vec<DayRevenue>,
    pub products: Vec<ProductStats>,
}

pub const REVENUE_DAYS: i64 = 30;

/// Computes the analytics; `today` is a Unix time within the last day of the chart.
pub fn analytics(
    products: &[Product],
    categories: usize,
    orders: &[Order],
    downloads: &HashMap<u64, u64>,
    today: i64,
) -> Analytics {
    let paid: Vec<&Order> = orders.iter().filter(|o| o.payment_status == PaymentStatus::Paid).collect();
    let revenue_cents: i64 = paid.iter().map(|o| o.total_cents).sum();
    let day = |t: i64| t.div_euclid(86_400);
    let first_day = day(today) - (REVENUE_DAYS - 1);
    let mut by_day: BTreeMap<i64, i64> = (first_day..=day(today)).map(|d| (d, 0)).collect();
    for o in &paid {
        if let Some(cents) = by_day.get_mut(&day(o.created_at)) {
            *cents += o.total_cents;
        }
    }
    let mut paid_per_product: HashMap<u64, u64> = HashMap::new();
    for o in &paid {
        *paid_per_product.entry(o.product_id).or_default() += 1;
    }
    Analytics {
        total_products: products.len(),
        active_products: products.iter().filter(|p| p.status == Status::Active).count(),
        total_orders: orders.len(),
        paid_orders: paid.len(),
        pending_orders: orders.iter().filter(|o| o.payment_status == PaymentStatus::Pending).count(),
        expired_orders: orders.iter().filter(|o| o.payment_status == PaymentStatus::Expired).count(),
        total_revenue: revenue_cents as f64 / 100.0,
        total_categories: categories,
        average_order_value: if paid.is_empty() {
            0.0
        } else {
            // Rounded half up to whole cents in integer arithmetic, then shown as dollars.
            let n = paid.len() as i64;
            ((revenue_cents + n / 2) / n) as f64 / 100.0
        },
        revenue_by_day: by_day
            .into_iter()
            .map(|(d, cents)| DayRevenue {
                date: rfc3339(d * 86_400).get(..10).unwrap_or_default().to_string(),
                revenue: cents as f64 / 100.0,
            })
            .collect(),
        products: products
            .iter()
            .map(|p| ProductStats {
                id: p.id,
                name: p.name.clone(),
                downloads: downloads.get(&p.id).copied().unwrap_or(0),
                paid_orders: paid_per_product.get(&p.id).copied().unwrap_or(0),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(id: u64, name: &str, status: PaymentStatus, cents: i64, at: i64) -> Order {
        Order {
            id,
            order_id: format!("cs_test_{id}"),
            customer_email: "buyer@farm.example.org".into(),
            payment_status: status,
            total_cents: cents,
            quantity: 1,
            payment_method: "card".into(),
            product_id: 1,
            product_name: name.into(),
            created_at: at,
            product_slug: "guide".into(),
            paid_at: None,
            link_issued_at: None,
            link_downloads: 0,
            link_renewals: vec![],
        }
    }

    #[test]
    fn csv_quotes_tricky_names() {
        let csv = to_csv(&[
            order(1, "Seeds, Soil & \"Sun\"", PaymentStatus::Paid, 3999, 0),
            order(2, "Line\nbreak", PaymentStatus::Pending, 1999, 0),
            order(3, "=HYPERLINK(\"x\")", PaymentStatus::Paid, 5, 0),
        ]);
        let lines: Vec<&str> = csv.split("\r\n").collect();
        assert_eq!(lines[0], "orderId,createdAt,productId,productName,customerEmail,paymentStatus,totalAmount,quantity,paymentMethod");
        assert_eq!(lines[1], "cs_test_1,1970-01-01T00:00:00Z,1,\"Seeds, Soil & \"\"Sun\"\"\",buyer@farm.example.org,paid,39.99,1,card");
        assert!(lines[2].contains("\"Line\nbreak\""));
        assert!(csv.contains("\"'=HYPERLINK(\"\"x\"\")\""), "formulas are defused: {csv}");
        assert!(csv.contains(",0.05,"));
    }

    #[test]
    fn analytics_counts_only_paid_revenue() {
        let day = 86_400;
        let today = 100 * day + 3600;
        let orders = vec![
            order(1, "A", PaymentStatus::Paid, 3999, today),
            order(2, "A", PaymentStatus::Paid, 2000, today - day),
            order(3, "A", PaymentStatus::Pending, 9999, today),
            order(4, "A", PaymentStatus::Paid, 100, today - 40 * day),
        ];
        let a = analytics(&[], 2, &orders, &HashMap::new(), today);
        assert_eq!((a.total_orders, a.paid_orders, a.pending_orders), (4, 3, 1));
        assert_eq!(a.total_revenue, 60.99);
        assert_eq!(a.average_order_value, 20.33);
        assert_eq!(a.revenue_by_day.len(), 30);
        assert_eq!(a.revenue_by_day[29].revenue, 39.99);
        assert_eq!(a.revenue_by_day[28].revenue, 20.0);
        let none = analytics(&[], 0, &[], &HashMap::new(), today);
        assert_eq!(none.average_order_value, 0.0);
    }

    #[test]
    fn since_dates() {
        assert_eq!(parse_since("1970-01-02").unwrap(), 86_400);
        assert!(parse_since("02/01/1970").is_err());
    }
}
