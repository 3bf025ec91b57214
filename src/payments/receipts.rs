//! The emails a payment sends: the receipt with the download or course link, and a fresh
//! download link on request. Rendered here, queued by the store inside the transaction that
//! changes the order.

use crate::catalog::model::cents_to_text;
use crate::mail::Email;
use crate::mail::receipt::Receipt;
use crate::mail::store::NewEmail;
use crate::orders::model::Order;
use crate::state::AppState;
use crate::web::error::AppResult;

use super::access::{course_path, download_path};
use super::checkout::is_course;
use super::links::{DOWNLOAD_LINK_SECS, DOWNLOADS_PER_LINK, LinkSigner};

/// What the emails need besides the order.
pub struct Mailing {
    origin: String,
    organization: String,
    support_email: String,
    signer: LinkSigner,
}

impl Mailing {
    pub async fn load(state: &AppState) -> AppResult<Mailing> {
        let site = state.db.call(crate::site::store::get).await?;
        Ok(Mailing {
            origin: state.config.origin(),
            organization: site.organization_name,
            support_email: site.email,
            signer: state.links.clone(),
        })
    }

    fn download_url(&self, order: &Order) -> String {
        format!("{}{}", self.origin, download_path(&self.signer, order))
    }

    fn course_url(&self, order: &Order) -> String {
        format!("{}{}", self.origin, course_path(&self.signer, order))
    }

    /// The receipt for a newly paid order: the download link, or the course's access link.
    pub fn receipt(&self, order: &Order) -> Option<NewEmail> {
        let to = Email::parse(&order.customer_email).ok()?;
        let (subject, heading, intro, label, url, note) = if is_course(&order.product_slug) {
            (
                format!("Welcome to {}", order.product_name),
                "You're enrolled!".to_string(),
                format!("Thank you for enrolling in {}. Your access is for life: keep this email, the button below opens your course on any device.", order.product_name),
                "Open your course",
                self.course_url(order),
                "The link is personal to you; please don't share it.".to_string(),
            )
        } else {
            (
                format!("Your download: {}", order.product_name),
                "Thank you for your purchase!".to_string(),
                format!("Your copy of {} is ready to download.", order.product_name),
                "Download your guide",
                self.download_url(order),
                format!(
                    "The link works for {} days and up to {} downloads. If it runs out, ask for a fresh one on the payment page with this email address.",
                    DOWNLOAD_LINK_SECS / 86_400,
                    DOWNLOADS_PER_LINK
                ),
            )
        };
        self.render(&to, &subject, &heading, &intro, label, &url, &note, order)
    }

    /// The email carrying a fresh download link (the earlier ones no longer work).
    pub fn fresh_link(&self, order: &Order) -> Option<NewEmail> {
        let to = Email::parse(&order.customer_email).ok()?;
        let note = format!(
            "This new link replaces the earlier ones, which no longer work. It works for {} days and up to {} downloads.",
            DOWNLOAD_LINK_SECS / 86_400,
            DOWNLOADS_PER_LINK
        );
        self.render(
            &to,
            &format!("Your new download link: {}", order.product_name),
            "Here is a fresh download link",
            &format!("You asked for a new link to download {}.", order.product_name),
            "Download your guide",
            &self.download_url(order),
            &note,
            order,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn render(&self, to: &Email, subject: &str, heading: &str, intro: &str, label: &str, url: &str, note: &str, order: &Order) -> Option<NewEmail> {
        Receipt {
            to: to.as_str(),
            subject,
            organization: &self.organization,
            heading,
            intro,
            action_label: label,
            action_url: url,
            note,
            item: &order.product_name,
            amount: &cents_to_text(order.total_cents),
            order_ref: &order.order_id,
            support_email: &self.support_email,
        }
        .render()
        .inspect_err(|e| tracing::error!(error = %e, "receipt template failed"))
        .ok()
    }
}
