//! Accounts: checked usernames, emails and passwords, roles, and the user records.

use serde::{Deserialize, Serialize};

/// What an account may do. Admins manage the store and the assistant; members use the
/// member-only tools (grant search, application tracking).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Admin,
    Member,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Member => "member",
        }
    }
}

/// A stored account.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct User {
    pub id: u64,
    pub username: String,
    #[serde(default)]
    pub email: String,
    pub password_hash: String,
    pub role: Role,
    pub created_at: i64,
}

/// The signed-in user of a request (never carries the password hash).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CurrentUser {
    pub id: u64,
    pub username: String,
    pub email: String,
    pub role: Role,
}

impl From<&User> for CurrentUser {
    fn from(u: &User) -> Self {
        CurrentUser { id: u.id, username: u.username.clone(), email: u.email.clone(), role: u.role }
    }
}

/// A username: 3–32 letters, digits, `.`, `_` or `-`. Unique regardless of case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub fn parse(raw: &str) -> Result<Self, String> {
        let name = raw.trim();
        let ok_chars = name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'));
        if !(3..=32).contains(&name.len()) || !ok_chars {
            return Err("A username needs 3 to 32 characters: letters, digits, '.', '_' or '-'.".into());
        }
        Ok(Username(name.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Minimum password length; long passphrases beat complexity rules.
pub const MIN_PASSWORD_CHARS: usize = 10;
const MAX_PASSWORD_BYTES: usize = 1024;

/// A new password that meets the policy.
pub struct NewPassword(String);

impl NewPassword {
    pub fn parse(raw: &str) -> Result<Self, String> {
        if raw.chars().count() < MIN_PASSWORD_CHARS {
            return Err(format!("A password needs at least {MIN_PASSWORD_CHARS} characters."));
        }
        if raw.len() > MAX_PASSWORD_BYTES {
            return Err(format!("A password can have at most {MAX_PASSWORD_BYTES} bytes."));
        }
        Ok(NewPassword(raw.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        for ok in ["ann", "farm.admin", "Jo_e-42", &"a".repeat(32)] {
            assert!(Username::parse(ok).is_ok(), "{ok}");
        }
        for bad in ["", "ab", "with space", "<script>", &"a".repeat(33), "émile"] {
            assert!(Username::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn passwords() {
        assert!(NewPassword::parse("short").is_err());
        assert!(NewPassword::parse("ten chars!").is_ok());
        assert!(NewPassword::parse(&"x".repeat(1025)).is_err());
    }
}
