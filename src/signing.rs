//! HMAC-SHA256 signed tokens: `<body>.<tag>`, tag in base64url. Each kind of token (paid
//! links, visitor ids) has its own type over this, and its bodies start with their own
//! prefix, so one kind can never be passed off as another.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

#[derive(Clone)]
pub struct Signer {
    key: [u8; 32],
}

impl Signer {
    pub fn new(key: [u8; 32]) -> Self {
        Signer { key }
    }

    fn mac(&self, body: &str) -> Hmac<Sha256> {
        let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(&self.key).expect("HMAC takes keys of any length");
        mac.update(body.as_bytes());
        mac
    }

    /// `body` with its tag appended.
    pub fn sign(&self, body: &str) -> String {
        let tag = URL_SAFE_NO_PAD.encode(self.mac(body).finalize().into_bytes());
        format!("{body}.{tag}")
    }

    /// The body of a token this key signed; `None` for anything else.
    pub fn verify<'t>(&self, token: &'t str) -> Option<&'t str> {
        let (body, tag) = token.rsplit_once('.')?;
        let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
        // verify_slice compares in constant time.
        self.mac(body).verify_slice(&tag).ok()?;
        Some(body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_unchanged_tokens_of_this_key_verify() {
        let signer = Signer::new([7; 32]);
        let token = signer.sign("x.12");
        assert_eq!(signer.verify(&token), Some("x.12"));
        assert_eq!(signer.verify(&token.replace("x.12", "x.13")), None);
        assert_eq!(signer.verify(&token[..token.len() - 2]), None);
        assert_eq!(Signer::new([8; 32]).verify(&token), None);
        assert_eq!(signer.verify("garbage"), None);
    }
}
