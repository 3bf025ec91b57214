//! Signed links for buyers: paid downloads (valid 7 days, 5 downloads) and lifetime course
//! access. A link is `<kind>.<order>.<product>.<issued>.<HMAC-SHA256>`; the key is generated
//! at first start and kept in the database, so links survive restarts and backups.

use crate::signing::Signer;

/// How long a paid-download link works.
pub const DOWNLOAD_LINK_SECS: i64 = 7 * 24 * 60 * 60;
/// How many downloads one link allows.
pub const DOWNLOADS_PER_LINK: u32 = 5;
/// Fresh links a buyer may ask for per order in a day: enough for a lost email, too few to
/// turn the form into a way of mailing someone over and over.
pub const RENEWALS_PER_DAY: usize = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkKind {
    Download,
    Course,
}

impl LinkKind {
    fn tag(self) -> &'static str {
        match self {
            LinkKind::Download => "d",
            LinkKind::Course => "c",
        }
    }
}

/// What a valid link vouches for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claim {
    pub order_id: u64,
    pub product_id: u64,
    pub issued_at: i64,
}

#[derive(Clone)]
pub struct LinkSigner {
    signer: Signer,
}

impl LinkSigner {
    pub fn new(key: [u8; 32]) -> Self {
        LinkSigner { signer: Signer::new(key) }
    }

    pub fn sign(&self, kind: LinkKind, claim: Claim) -> String {
        self.signer.sign(&format!("{}.{}.{}.{}", kind.tag(), claim.order_id, claim.product_id, claim.issued_at))
    }

    /// The claim of a link this server signed for `kind`; `None` for anything else.
    pub fn verify(&self, kind: LinkKind, token: &str) -> Option<Claim> {
        let mut parts = self.signer.verify(token)?.split('.');
        if parts.next()? != kind.tag() {
            return None;
        }
        let claim = Claim {
            order_id: parts.next()?.parse().ok()?,
            product_id: parts.next()?.parse().ok()?,
            issued_at: parts.next()?.parse().ok()?,
        };
        parts.next().is_none().then_some(claim)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_verify_only_unchanged_and_for_their_kind() {
        let signer = LinkSigner::new([7; 32]);
        let claim = Claim { order_id: 12, product_id: 3, issued_at: 1_800_000_000 };
        let token = signer.sign(LinkKind::Download, claim);
        assert_eq!(signer.verify(LinkKind::Download, &token), Some(claim));
        assert_eq!(signer.verify(LinkKind::Course, &token), None, "a download link is not a course pass");
        assert_eq!(signer.verify(LinkKind::Download, &token.replace("d.12.", "d.13.")), None, "tampered order");
        assert_eq!(signer.verify(LinkKind::Download, &token[..token.len() - 2]), None, "truncated signature");
        assert_eq!(LinkSigner::new([8; 32]).verify(LinkKind::Download, &token), None, "another site's key");
        assert_eq!(signer.verify(LinkKind::Download, "garbage"), None);
    }
}
