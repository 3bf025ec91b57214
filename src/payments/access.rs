//! What a payment gives access to: paid-download links and the course's access link, and
//! the checks behind them. `downloads` and `courses` call these; the routes are in `mod.rs`.

use crate::db::now_unix;
use crate::orders::model::{Order, PaymentStatus};
use crate::orders::store as orders;
use crate::state::AppState;
use crate::web::error::{AppError, AppResult};

use super::checkout::valid_reference;
use super::links::{Claim, LinkKind, LinkSigner};
use super::store;
pub use super::store::LinkProblem;

/// `/api/download/{product}?token=…` for the order's current link.
pub fn download_path(signer: &LinkSigner, order: &Order) -> String {
    let claim = Claim { order_id: order.id, product_id: order.product_id, issued_at: order.link_issued_at.unwrap_or(order.created_at) };
    format!("/api/download/{}?token={}", order.product_id, signer.sign(LinkKind::Download, claim))
}

/// `/course-access?course=…&access=…`: lifetime access, so the stamp is the purchase order's.
pub fn course_path(signer: &LinkSigner, order: &Order) -> String {
    let claim = Claim { order_id: order.id, product_id: order.product_id, issued_at: order.created_at };
    format!("/course-access?course={}&access={}", order.product_slug, signer.sign(LinkKind::Course, claim))
}

/// Why a download link was refused, as the buyer should read it.
pub fn link_problem_message(problem: LinkProblem) -> &'static str {
    match problem {
        LinkProblem::Invalid => "This download link is not valid. Please use the link from your receipt email.",
        LinkProblem::Expired => "This download link has expired or was replaced by a newer one. Use the link in your latest email, or ask for a fresh one on the payment page with the email address you paid with.",
        LinkProblem::UsedUp => "This download link has been used 5 times, its limit. Ask for a fresh one on the payment page with the email address you paid with.",
    }
}

/// Checks a paid-download token for `product_id`; `count` uses up one of the link's
/// downloads. On refusal, also returns the order's payment reference (for the payment page).
pub async fn authorize_download(
    state: &AppState,
    product_id: u64,
    token: &str,
    count: bool,
) -> AppResult<Result<Order, (LinkProblem, Option<String>)>> {
    let Some(claim) = state.links.verify(LinkKind::Download, token).filter(|c| c.product_id == product_id) else {
        return Ok(Err((LinkProblem::Invalid, None)));
    };
    let result = state
        .db
        .call(move |db| {
            if count {
                store::use_download_link(db, claim.order_id, claim.product_id, claim.issued_at, now_unix())
            } else {
                store::peek_download_link(db, claim.order_id, claim.issued_at)
            }
        })
        .await?;
    match result {
        Ok(order) => Ok(Ok(order)),
        Err(problem) => {
            let reference = state.db.call(move |db| orders::get(db, claim.order_id)).await?.map(|o| o.order_id);
            Ok(Err((problem, reference)))
        }
    }
}

/// The paid course order a course-access request proves, by session id or access link.
pub async fn course_order(state: &AppState, address: &str, course: &str, session_id: Option<&str>, access: Option<&str>) -> AppResult<Order> {
    let order = if let Some(token) = access {
        let claim = state
            .links
            .verify(LinkKind::Course, token)
            .ok_or_else(|| AppError::Forbidden("This course link is not valid. Please use the link from your enrolment email.".into()))?;
        state.db.call(move |db| orders::get(db, claim.order_id)).await?.filter(|o| o.product_id == claim.product_id)
    } else if let Some(session_id) = session_id.filter(|s| valid_reference(s)) {
        super::settlement::current_order(state, address, session_id).await?
    } else {
        return Err(AppError::Unauthorized("Open your course with the link from your enrolment email.".into()));
    };
    let order = order.filter(|o| o.product_slug == course).ok_or_else(|| {
        AppError::Forbidden("This link does not give access to this course. Please use the link from your enrolment email.".into())
    })?;
    match order.payment_status {
        PaymentStatus::Paid => Ok(order),
        PaymentStatus::Pending => Err(AppError::PaymentRequired(
            "Your payment has not been completed yet. If you have just paid, wait a moment and refresh this page.".into(),
        )),
        PaymentStatus::Failed | PaymentStatus::Expired => Err(AppError::PaymentRequired(
            "This payment did not go through, so you were not charged. Please try enrolling again.".into(),
        )),
    }
}
