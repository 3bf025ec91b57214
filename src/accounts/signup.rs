//! Creating accounts: the one path shared by `farmstand admin add` and member registration.

use super::password;
use super::store::{self, NewUser};
use super::user::{NewPassword, Role, User, Username};
use crate::db::{Db, DbError};
use crate::mail::Email;

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

/// The checked fields of a new account (checking is cheap; hashing is not).
pub struct Fields {
    pub username: Username,
    /// Empty only for admins created on the command line.
    email: String,
    password: NewPassword,
    role: Role,
}

impl Fields {
    pub fn parse(username: &str, email: &str, password: &str, role: Role) -> Result<Fields, String> {
        let username = Username::parse(username)?;
        let email = match email.trim() {
            "" if role == Role::Admin => String::new(),
            raw => Email::parse(raw)?.into_string(),
        };
        let password = NewPassword::parse(password)?;
        Ok(Fields { username, email, password, role })
    }
}

/// Hashes the password (CPU-heavy: call off the async workers) and stores the account.
pub fn create(db: &Db, fields: Fields) -> Result<User, SignupError> {
    let new = NewUser {
        username: fields.username.as_str(),
        email: &fields.email,
        password_hash: password::hash(fields.password.as_str()),
        role: fields.role,
    };
    store::create_user(db, new)?.ok_or(SignupError::Taken)
}

/// Checks the fields, then creates the account.
pub fn create_account(db: &Db, username: &str, email: &str, password: &str, role: Role) -> Result<User, SignupError> {
    let fields = Fields::parse(username, email, password, role).map_err(SignupError::Invalid)?;
    create(db, fields)
}
