//! The store's products and categories as plain data, and the checks that turn an admin's
//! form into them. No HTTP here.

use serde::{Deserialize, Serialize};

/// Whether visitors see a product. Only `active` products are listed in the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Active,
    Inactive,
    ComingSoon,
}

/// What the product's button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentType {
    Stripe,
    ExternalLink,
    FreeDownload,
    ComingSoon,
}

/// A price: integer cents for arithmetic, plus the text the seeds show ("FREE",
/// "Coming Soon", "39.99"). Floats never touch money.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Price {
    /// `None` when there is no price yet ("Coming Soon").
    pub cents: Option<i64>,
    pub text: String,
}

/// The largest price accepted: $100,000.00.
const MAX_CENTS: i64 = 10_000_000;

impl Price {
    /// Parses "FREE", "0", "Coming Soon", "39.99", "$39.99", "40".
    pub fn parse(raw: &str) -> Result<Price, String> {
        let text = raw.trim();
        if text.is_empty() {
            return Err("The price is required: a number like 39.99, FREE, or Coming Soon.".into());
        }
        if text.eq_ignore_ascii_case("free") {
            return Ok(Price::free());
        }
        if text.to_ascii_lowercase().contains("coming soon") {
            return Ok(Price { cents: None, text: "Coming Soon".into() });
        }
        let number = text.strip_prefix('$').unwrap_or(text).trim();
        let cents = parse_cents(number)
            .ok_or_else(|| format!("\"{text}\" is not a price: use a number like 39.99, FREE, or Coming Soon."))?;
        if cents == 0 {
            return Ok(Price::free());
        }
        if cents > MAX_CENTS {
            return Err("The price can be at most 100000.00.".into());
        }
        Ok(Price { cents: Some(cents), text: format!("{}.{:02}", cents / 100, cents % 100) })
    }

    pub fn free() -> Price {
        Price { cents: Some(0), text: "FREE".into() }
    }

    pub fn is_free(&self) -> bool {
        self.cents == Some(0)
    }
}

/// "39.99" → 3999, "40" → 4000, "0.5" → 50; at most two decimals, no sign, no exponent.
fn parse_cents(s: &str) -> Option<i64> {
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    if whole.is_empty() || whole.len() > 9 || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if frac.len() > 2 || !frac.bytes().all(|b| b.is_ascii_digit()) || (s.contains('.') && frac.is_empty()) {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let frac: i64 = if frac.is_empty() { 0 } else { format!("{frac:0<2}").parse().ok()? };
    Some(whole * 100 + frac)
}

/// Formats cents as dollars for exports and JSON numbers' text ("1234.50").
pub fn cents_to_text(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", cents.abs() / 100, cents.abs() % 100)
}

/// A stored product.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Product {
    pub id: u64,
    pub slug: String,
    pub name: String,
    pub description: String,
    /// The category's name (the seeds filter on it).
    pub category: String,
    pub status: Status,
    pub featured: bool,
    pub price: Price,
    pub payment_type: PaymentType,
    pub external_link: Option<String>,
    pub image_url: Option<String>,
    /// -1 means unlimited.
    pub inventory: i64,
    pub sort_order: i64,
    /// The attached downloadable file, stored by content hash.
    #[serde(default)]
    pub file: Option<FileRef>,
    pub created_at: i64,
    pub updated_at: i64,
    /// Set once an admin changes the product; `farmstand seed` then leaves it alone.
    #[serde(default)]
    pub admin_edited: bool,
}

/// A file attached to a product.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileRef {
    pub sha256: String,
    pub name: String,
    pub mime: String,
    pub size: u64,
}

/// A stored category.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Category {
    pub id: u64,
    pub slug: String,
    pub name: String,
    pub description: String,
    pub created_at: i64,
    #[serde(default)]
    pub admin_edited: bool,
}

/// The admin's product form, as sent.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductForm {
    pub name: String,
    #[serde(default)]
    pub description: String,
    pub price: String,
    pub category: String,
    #[serde(default = "default_status")]
    pub status: Status,
    #[serde(default = "default_payment_type")]
    pub payment_type: PaymentType,
    #[serde(default)]
    pub external_link: Option<String>,
    #[serde(default = "unlimited")]
    pub inventory: i64,
    #[serde(default)]
    pub featured: bool,
    #[serde(default)]
    pub sort_order: i64,
}

fn default_status() -> Status {
    Status::Active
}
fn default_payment_type() -> PaymentType {
    PaymentType::Stripe
}
fn unlimited() -> i64 {
    -1
}

/// A product form that passed every check; `category` still has to exist (the store checks).
#[derive(Debug, Clone, PartialEq)]
pub struct ValidProduct {
    pub name: String,
    pub description: String,
    pub price: Price,
    pub category: String,
    pub status: Status,
    pub payment_type: PaymentType,
    pub external_link: Option<String>,
    pub inventory: i64,
    pub featured: bool,
    pub sort_order: i64,
}

const MAX_NAME: usize = 120;
const MAX_DESCRIPTION: usize = 2000;

impl ProductForm {
    /// Checks the form (seed 002 §5); the message names the first wrong field.
    pub fn validate(self) -> Result<ValidProduct, String> {
        let name = plain_text("name", &self.name, MAX_NAME)?;
        if name.is_empty() {
            return Err("The product name is required.".into());
        }
        if name.contains(['\n', '\t']) {
            return Err("The name must fit on one line.".into());
        }
        let description = plain_text("description", &self.description, MAX_DESCRIPTION)?;
        let price = Price::parse(&self.price)?;
        let category = self.category.trim().to_string();
        if category.is_empty() {
            return Err("The category is required.".into());
        }
        let external_link = match self.payment_type {
            PaymentType::ExternalLink => {
                let link = self.external_link.as_deref().map(str::trim).unwrap_or("");
                if link.is_empty() {
                    return Err("An external link is required when the payment type is external_link.".into());
                }
                if !crate::site::is_web_url(link) || link.len() > 500 {
                    return Err("The external link must be a web address starting with https:// or http://.".into());
                }
                Some(link.to_string())
            }
            _ => None,
        };
        if self.payment_type == PaymentType::FreeDownload && !price.is_free() {
            return Err("A free_download product must have the price FREE.".into());
        }
        if self.payment_type == PaymentType::Stripe && price.cents.is_none_or(|c| c <= 0) {
            return Err("A stripe product needs a price above zero.".into());
        }
        if self.inventory < -1 || self.inventory > 1_000_000 {
            return Err("The inventory must be a whole number from 0 up, or -1 for unlimited.".into());
        }
        if self.sort_order.abs() > 1_000_000 {
            return Err("The sort order must be between -1000000 and 1000000.".into());
        }
        Ok(ValidProduct {
            name,
            description,
            price,
            category,
            status: self.status,
            payment_type: self.payment_type,
            external_link,
            inventory: self.inventory,
            featured: self.featured,
            sort_order: self.sort_order,
        })
    }
}

/// The admin's category form.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CategoryForm {
    pub name: String,
    #[serde(default)]
    pub description: String,
}

impl CategoryForm {
    pub fn validate(self) -> Result<(String, String), String> {
        let name = plain_text("category name", &self.name, 60)?;
        if name.is_empty() {
            return Err("The category name is required.".into());
        }
        let description = plain_text("category description", &self.description, 500)?;
        Ok((name, description))
    }
}

/// Trimmed text without markup or control characters, at most `max` characters.
fn plain_text(field: &str, raw: &str, max: usize) -> Result<String, String> {
    let text = raw.trim();
    if text.contains(['<', '>']) {
        return Err(format!("The {field} is plain text: remove '<' and '>'."));
    }
    if text.chars().any(|c| c.is_control() && c != '\n' && c != '\t') {
        return Err(format!("The {field} contains control characters."));
    }
    if text.chars().count() > max {
        return Err(format!("The {field} can have at most {max} characters."));
    }
    Ok(text.to_string())
}

/// A URL-safe slug: lowercase letters, digits and single hyphens.
pub fn slugify(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    let slug: String = slug.trim_end_matches('-').chars().take(60).collect();
    // An all-digit slug would be read as an id by the download links.
    if slug.is_empty() || slug.bytes().all(|b| b.is_ascii_digit() || b == b'-') {
        format!("item-{slug}").trim_end_matches('-').to_string()
    } else {
        slug
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices() {
        let cases = [
            ("FREE", Some(0), "FREE"),
            ("free", Some(0), "FREE"),
            ("0", Some(0), "FREE"),
            ("0.00", Some(0), "FREE"),
            ("Coming Soon", None, "Coming Soon"),
            ("$39.99 - coming soon", None, "Coming Soon"),
            ("39.99", Some(3999), "39.99"),
            ("$19.99", Some(1999), "19.99"),
            ("40", Some(4000), "40.00"),
            ("0.5", Some(50), "0.50"),
        ];
        for (raw, cents, text) in cases {
            let p = Price::parse(raw).unwrap_or_else(|e| panic!("{raw}: {e}"));
            assert_eq!((p.cents, p.text.as_str()), (cents, text), "{raw}");
        }
        for bad in ["", "abc", "39.999", "-5", "1e3", "39.", ".5", "100000.01", "12,50"] {
            assert!(Price::parse(bad).is_err(), "{bad}");
        }
    }

    fn form() -> ProductForm {
        ProductForm {
            name: "Seed Kit".into(),
            description: "Heirloom seeds".into(),
            price: "12.50".into(),
            category: "Kits".into(),
            status: Status::Active,
            payment_type: PaymentType::Stripe,
            external_link: Some("https://ignored.example".into()),
            inventory: 5,
            featured: true,
            sort_order: 0,
        }
    }

    #[test]
    fn a_valid_form() {
        let p = form().validate().unwrap();
        assert_eq!(p.price.cents, Some(1250));
        assert_eq!(p.external_link, None, "links only for external_link products");
    }

    #[test]
    fn invalid_forms_name_the_field() {
        let cases: Vec<(fn(&mut ProductForm), &str)> = vec![
            (|f| f.name = "  ".into(), "name is required"),
            (|f| f.name = "<script>alert(1)</script>".into(), "plain text"),
            (|f| f.price = "".into(), "price is required"),
            (|f| f.category = "".into(), "category is required"),
            (|f| f.payment_type = PaymentType::ExternalLink, "must be a web address"),
            (|f| { f.payment_type = PaymentType::ExternalLink; f.external_link = None }, "external link is required"),
            (|f| f.inventory = -2, "inventory"),
            (|f| f.payment_type = PaymentType::FreeDownload, "price FREE"),
            (|f| f.price = "Coming Soon".into(), "price above zero"),
            (|f| f.description = "x".repeat(2001), "at most 2000"),
        ];
        for (mutate, words) in cases {
            let mut f = form();
            if words == "must be a web address" {
                f.external_link = Some("javascript:alert(1)".into());
            }
            mutate(&mut f);
            let err = f.validate().unwrap_err();
            assert!(err.contains(words), "{err:?} should contain {words:?}");
        }
    }

    #[test]
    fn slugs() {
        assert_eq!(slugify("Seeds of Change!"), "seeds-of-change");
        assert_eq!(slugify("  Grant  Gold -- 2025 "), "grant-gold-2025");
        assert_eq!(slugify("<>"), "item");
        assert_eq!(slugify("2024"), "item-2024");
    }

    #[test]
    fn cents_text() {
        assert_eq!(cents_to_text(3999), "39.99");
        assert_eq!(cents_to_text(5), "0.05");
    }
}
