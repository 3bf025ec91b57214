//! The one email address type: what accounts store, what buyers give at checkout and what
//! the outbox sends to. Checked for shape only (one `@`, a dotted domain, no spaces or
//! characters that would need quoting in a mail header); the mail server checks the rest.

use std::fmt;

/// A plausible email address, trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

/// The message every form shows for an address it cannot use.
pub const BAD_EMAIL: &str = "Please enter a valid email address, like name@example.org.";

impl Email {
    pub fn parse(raw: &str) -> Result<Self, String> {
        let email = raw.trim();
        let valid = email.len() <= 254
            && !email.chars().any(|c| c.is_whitespace() || c.is_control() || "<>\"(),;:[]\\".contains(c))
            && match email.split_once('@') {
                Some((local, domain)) => {
                    !local.is_empty()
                        && !domain.contains('@')
                        && domain.contains('.')
                        && !domain.starts_with('.')
                        && !domain.ends_with('.')
                }
                None => false,
            };
        if !valid {
            return Err(BAD_EMAIL.into());
        }
        Ok(Email(email.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }

    /// Addresses compare without regard to case (what people type varies; mailboxes rarely do).
    pub fn same_as(&self, other: &str) -> bool {
        self.0.eq_ignore_ascii_case(other.trim())
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails() {
        for ok in ["a@b.co", "first.last+tag@farm.example.org", " a.b@farm.example.org "] {
            assert!(Email::parse(ok).is_ok(), "{ok}");
        }
        assert_eq!(Email::parse(" a@b.co ").unwrap().as_str(), "a@b.co");
        for bad in ["", "nobody", "a@b", "a@@b.co", "@b.co", "a b@c.org", "a@.org", "<a@b.co>", "a;b@c.org", "a@b.org,"] {
            assert!(Email::parse(bad).is_err(), "{bad}");
        }
        assert!(Email::parse("Ann@Farm.org").unwrap().same_as("ann@farm.org "));
    }
}
