//! A fake SMTP server: enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for
//! lettre to deliver to it; it keeps every message it accepts.

use std::sync::{Arc, Mutex};

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

#[derive(Clone, Default)]
pub struct FakeSmtp {
    pub messages: Arc<Mutex<Vec<String>>>,
}

impl FakeSmtp {
    /// Listens on `port` (a port reserved earlier, so a test can start "the server that was
    /// down" at the address the app already knows).
    pub async fn start_on(port: u16) -> FakeSmtp {
        let listener = TcpListener::bind(("127.0.0.1", port)).await.expect("bind fake SMTP");
        let fake = FakeSmtp::default();
        let messages = fake.messages.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let messages = messages.clone();
                tokio::spawn(async move {
                    let _ = session(stream, messages).await;
                });
            }
        });
        fake
    }

    pub fn received(&self) -> Vec<String> {
        self.messages.lock().unwrap().clone()
    }
}

async fn session(stream: tokio::net::TcpStream, messages: Arc<Mutex<Vec<String>>>) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    write.write_all(b"220 fake.smtp ESMTP ready\r\n").await?;
    while let Some(line) = lines.next_line().await? {
        let verb = line.split_whitespace().next().unwrap_or("").to_ascii_uppercase();
        match verb.as_str() {
            "EHLO" | "HELO" => write.write_all(b"250-fake.smtp\r\n250 8BITMIME\r\n").await?,
            "MAIL" | "RCPT" | "RSET" | "NOOP" => write.write_all(b"250 OK\r\n").await?,
            "DATA" => {
                write.write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n").await?;
                let mut message = String::new();
                while let Some(data) = lines.next_line().await? {
                    if data == "." {
                        break;
                    }
                    message.push_str(&data);
                    message.push('\n');
                }
                messages.lock().unwrap().push(message);
                write.write_all(b"250 OK queued\r\n").await?;
            }
            "QUIT" => {
                write.write_all(b"221 Bye\r\n").await?;
                return Ok(());
            }
            _ => write.write_all(b"502 Command not implemented\r\n").await?,
        }
    }
    Ok(())
}
