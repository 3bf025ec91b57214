//! Password hashing with argon2id (the argon2 crate's default algorithm and parameters:
//! 19 MiB, 2 passes), verified in constant time against the stored PHC string.

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

/// Hashes a password to a PHC string (`$argon2id$v=19$…`). CPU-heavy: call off the async workers.
pub fn hash(password: &str) -> String {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        // NOTE: hashing only fails for out-of-range parameters or a broken RNG; defaults are in range.
        .expect("argon2 hashing with default parameters")
}

/// Checks a password against a stored PHC string. CPU-heavy: call off the async workers.
pub fn verify(password: &str, phc: &str) -> bool {
    match PasswordHash::new(phc) {
        Ok(parsed) => Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

/// Burns the same work as a real check, so an unknown username takes as long to reject as a
/// wrong password and response times don't reveal which accounts exist.
pub fn verify_dummy(password: &str) {
    use std::sync::OnceLock;
    static DUMMY: OnceLock<String> = OnceLock::new();
    let phc = DUMMY.get_or_init(|| hash("farmstand-dummy-password"));
    let _ = verify(password, phc);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_with_argon2id_and_verifies() {
        let phc = hash("correct horse battery");
        assert!(phc.starts_with("$argon2id$"), "{phc}");
        assert!(verify("correct horse battery", &phc));
        assert!(!verify("wrong horse battery", &phc));
        assert!(!verify("anything", "not a phc string"));
    }
}
