//! `farmstand admin add|list|passwd|remove`: turns the command line into a control command,
//! reading passwords from standard input or a terminal prompt (never from a flag, which would
//! land in shell history and `ps`).

use std::io::{BufRead, IsTerminal};

use super::CliError;
use crate::config::AdminCommand;
use crate::control::Command;

pub fn command(cmd: AdminCommand) -> Result<Command, CliError> {
    Ok(match cmd {
        AdminCommand::Add(creds) => {
            let password = read_password(&creds.username, creds.password_stdin)?;
            Command::AdminAdd { username: creds.username, email: creds.email, password }
        }
        AdminCommand::List => Command::AdminList,
        AdminCommand::Passwd(creds) => {
            let password = read_password(&creds.username, creds.password_stdin)?;
            Command::AdminPasswd { username: creds.username, password }
        }
        AdminCommand::Remove { username } => Command::AdminRemove { username },
    })
}

fn read_password(username: &str, from_stdin: bool) -> Result<String, CliError> {
    if from_stdin {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .map_err(|e| CliError::Failure(format!("could not read the password from standard input: {e}")))?;
        return Ok(line.trim_end_matches(['\n', '\r']).to_string());
    }
    if !std::io::stdin().is_terminal() {
        return Err(CliError::Usage(
            "no terminal to ask for the password on; pipe it in with --password-stdin".into(),
        ));
    }
    let first = rpassword::prompt_password(format!("Password for {username}: "))
        .map_err(|e| CliError::Failure(format!("could not read the password: {e}")))?;
    let second = rpassword::prompt_password("Repeat the password: ")
        .map_err(|e| CliError::Failure(format!("could not read the password: {e}")))?;
    if first != second {
        return Err(CliError::Failure("the two passwords differ; nothing was changed".into()));
    }
    Ok(first)
}
