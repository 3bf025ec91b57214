//! Creating accounts: the one path shared by `farmstand admin add` and member registration.

use super::password;
use super::store::{self, NewUser};
use super::user::{Email, NewPassword, Role, User, Username};
use crate::db::{Db, DbError};

/// Why an account could not be created.
#[derive(Debug, thiserror::Error)]
pub enum SignupError {
    /// A field breaks the rules; the message says how.
    #[error("{0}")]
    Invalid(String),
    #[error("That username is already taken. Please choose another.")]
    Taken,
    #[error(transparent)]
    Db(#[from] DbError),
}

/// Checks the fields, hashes the password (CPU-heavy: call off the async workers) and stores
/// the account. An empty email is allowed only for admins created on the command line.
pub fn create_account(db: &Db, username: &str, email: &str, password: &str, role: Role) -> Result<User, SignupError> {
    let username = Username::parse(username).map_err(SignupError::Invalid)?;
    let email = match email.trim() {
        "" if role == Role::Admin => String::new(),
        raw => Email::parse(raw).map_err(SignupError::Invalid)?.as_str().to_string(),
    };
    let password = NewPassword::parse(password).map_err(SignupError::Invalid)?;
    let new = NewUser {
        username: username.as_str(),
        email: &email,
        password_hash: password::hash(password.as_str()),
        role,
    };
    store::create_user(db, new)?.ok_or(SignupError::Taken)
}
