//! Random tokens and their stored hashes.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

/// 256 random bits, URL-safe base64: the session cookie value.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    fill_random(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Sessions are stored under the SHA-256 of their token, so a copy of the database (a backup,
/// a stolen disk) holds no usable cookie.
pub fn hash_token(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// A short random id for correlating a 500 response with its log line.
pub fn short_id() -> String {
    let mut bytes = [0u8; 6];
    fill_random(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn fill_random(buf: &mut [u8]) {
    // NOTE: the OS random source failing means the machine is broken; no token is better
    // than a guessable one.
    getrandom::fill(buf).expect("the operating system's random number generator failed");
}
