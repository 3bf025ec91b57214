//! Uploaded files (guide PDFs, EPUBs, ZIPs and product images), stored under
//! `<data-dir>/files/` by the SHA-256 of their content, so an upload is written once however
//! many products use it, and a name can never point outside the folder.

pub mod http;

use std::io::Read;
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;

/// What an upload really is, judged by its first bytes, never by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Pdf,
    Epub,
    Zip,
    Png,
    Jpeg,
    Gif,
    Webp,
}

impl Kind {
    pub fn detect(bytes: &[u8]) -> Option<Kind> {
        let starts = |magic: &[u8]| bytes.starts_with(magic);
        if starts(b"%PDF-") {
            Some(Kind::Pdf)
        } else if starts(b"PK\x03\x04") {
            // An EPUB is a ZIP whose first entry is the uncompressed "mimetype" file.
            if bytes.len() > 58 && &bytes[30..38] == b"mimetype" && &bytes[38..58] == b"application/epub+zip" {
                Some(Kind::Epub)
            } else {
                Some(Kind::Zip)
            }
        } else if starts(b"\x89PNG\r\n\x1a\n") {
            Some(Kind::Png)
        } else if starts(b"\xff\xd8\xff") {
            Some(Kind::Jpeg)
        } else if starts(b"GIF87a") || starts(b"GIF89a") {
            Some(Kind::Gif)
        } else if bytes.len() >= 12 && &bytes[0..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
            Some(Kind::Webp)
        } else {
            None
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Kind::Pdf => "application/pdf",
            Kind::Epub => "application/epub+zip",
            Kind::Zip => "application/zip",
            Kind::Png => "image/png",
            Kind::Jpeg => "image/jpeg",
            Kind::Gif => "image/gif",
            Kind::Webp => "image/webp",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Kind::Pdf => "pdf",
            Kind::Epub => "epub",
            Kind::Zip => "zip",
            Kind::Png => "png",
            Kind::Jpeg => "jpg",
            Kind::Gif => "gif",
            Kind::Webp => "webp",
        }
    }

    pub fn is_image(self) -> bool {
        matches!(self, Kind::Png | Kind::Jpeg | Kind::Gif | Kind::Webp)
    }

    pub fn from_extension(ext: &str) -> Option<Kind> {
        [Kind::Pdf, Kind::Epub, Kind::Zip, Kind::Png, Kind::Jpeg, Kind::Gif, Kind::Webp]
            .into_iter()
            .find(|k| k.extension() == ext)
    }
}

fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("files")
}

/// Where the content with this hash lives; `None` for anything that is not a SHA-256 hex.
pub fn path_of(data_dir: &Path, sha256: &str) -> Option<PathBuf> {
    let valid = sha256.len() == 64 && sha256.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase());
    valid.then(|| folder(data_dir).join(sha256))
}

/// How many first bytes [`Kind::detect`] needs.
const HEAD_BYTES: usize = 64;

/// What a stored file really is, from its first bytes (an image route must never serve a
/// paid PDF just because someone knows its hash).
pub fn sniff(path: &Path) -> std::io::Result<Option<Kind>> {
    let mut head = Vec::with_capacity(HEAD_BYTES);
    std::fs::File::open(path)?.take(HEAD_BYTES as u64).read_to_end(&mut head)?;
    Ok(Kind::detect(&head))
}

/// An upload on its way to disk: written to a temporary file as it arrives and hashed on the
/// way, so a large guide is never held in memory whole. Dropped before [`Incoming::finish`],
/// it removes its temporary file.
pub struct Incoming {
    dir: PathBuf,
    /// Empty once finished.
    partial: PathBuf,
    file: tokio::fs::File,
    hasher: Sha256,
    head: Vec<u8>,
    size: u64,
}

impl Incoming {
    pub async fn create(data_dir: &Path) -> std::io::Result<Incoming> {
        // A unique temporary name: two uploads at once must not collide.
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = folder(data_dir);
        tokio::fs::create_dir_all(&dir).await?;
        let partial = dir.join(format!("upload.{}.{n}.partial", std::process::id()));
        let file = tokio::fs::File::create(&partial).await?;
        Ok(Incoming { dir, partial, file, hasher: Sha256::new(), head: Vec::with_capacity(HEAD_BYTES), size: 0 })
    }

    pub async fn write(&mut self, chunk: &[u8]) -> std::io::Result<()> {
        let room = HEAD_BYTES - self.head.len();
        self.head.extend_from_slice(&chunk[..room.min(chunk.len())]);
        self.hasher.update(chunk);
        self.size += chunk.len() as u64;
        self.file.write_all(chunk).await
    }

    /// The bytes received so far.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// What the upload really is, from its first bytes.
    pub fn kind(&self) -> Option<Kind> {
        Kind::detect(&self.head)
    }

    /// Stores the upload durably (synced, then renamed to its hash, once however often the
    /// same content comes) and returns the hash.
    pub async fn finish(mut self) -> std::io::Result<String> {
        self.file.flush().await?;
        self.file.sync_all().await?;
        let sha: String = std::mem::take(&mut self.hasher).finalize().iter().map(|b| format!("{b:02x}")).collect();
        let partial = std::mem::take(&mut self.partial);
        let (dir, target) = (self.dir.clone(), self.dir.join(&sha));
        tokio::task::spawn_blocking(move || {
            if target.exists() {
                return std::fs::remove_file(&partial);
            }
            if let Err(e) = std::fs::rename(&partial, &target) {
                let _ = std::fs::remove_file(&partial);
                return Err(e);
            }
            std::fs::File::open(&dir)?.sync_all()
        })
        .await
        .map_err(std::io::Error::other)??;
        Ok(sha)
    }
}

impl Drop for Incoming {
    fn drop(&mut self) {
        if !self.partial.as_os_str().is_empty() {
            let _ = std::fs::remove_file(&self.partial);
        }
    }
}

/// A download file name a browser can use: the uploaded name's safe characters, with the
/// extension of what the file really is.
pub fn download_name(uploaded: &str, kind: Kind) -> String {
    let stem = uploaded.rsplit(['/', '\\']).next().unwrap_or(uploaded);
    let stem = stem.rsplit_once('.').map(|(s, _)| s).unwrap_or(stem);
    let clean: String = stem
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ' ') { c } else { '-' })
        .take(80)
        .collect();
    let clean = clean.trim_matches(['-', '.', ' ']);
    let stem = if clean.is_empty() { "download" } else { clean };
    format!("{stem}.{}", kind.extension())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_by_content_not_name() {
        assert_eq!(Kind::detect(b"%PDF-1.7 ..."), Some(Kind::Pdf));
        assert_eq!(Kind::detect(b"PK\x03\x04rest"), Some(Kind::Zip));
        let mut epub = b"PK\x03\x04".to_vec();
        epub.resize(30, 0);
        epub.extend_from_slice(b"mimetypeapplication/epub+zip");
        epub.extend_from_slice(b"PK....");
        assert_eq!(Kind::detect(&epub), Some(Kind::Epub));
        assert_eq!(Kind::detect(b"\x89PNG\r\n\x1a\n...."), Some(Kind::Png));
        assert_eq!(Kind::detect(b"\xff\xd8\xff\xe0"), Some(Kind::Jpeg));
        assert_eq!(Kind::detect(b"RIFF\0\0\0\0WEBPVP8 "), Some(Kind::Webp));
        assert_eq!(Kind::detect(b"MZ\x90\x00 an .exe renamed .pdf"), None);
        assert_eq!(Kind::detect(b"<html>"), None);
        assert_eq!(Kind::detect(b""), None);
    }

    async fn store(data_dir: &Path, chunks: &[&[u8]]) -> String {
        let mut incoming = Incoming::create(data_dir).await.unwrap();
        for chunk in chunks {
            incoming.write(chunk).await.unwrap();
        }
        incoming.finish().await.unwrap()
    }

    #[tokio::test]
    async fn stores_by_hash_and_refuses_other_names() {
        let dir = tempfile::tempdir().unwrap();
        let sha = store(dir.path(), &[b"%PDF-1.7 ", b"hello"]).await;
        assert_eq!(sha.len(), 64);
        assert_eq!(store(dir.path(), &[b"%PDF-1.7 hello"]).await, sha, "same content, same file");
        assert_eq!(std::fs::read(path_of(dir.path(), &sha).unwrap()).unwrap(), b"%PDF-1.7 hello");
        assert_eq!(std::fs::read_dir(folder(dir.path())).unwrap().count(), 1, "no temporary file is left");
        assert!(path_of(dir.path(), "../../etc/passwd").is_none());
        assert!(path_of(dir.path(), &"A".repeat(64)).is_none());
    }

    #[tokio::test]
    async fn an_abandoned_upload_leaves_nothing_behind() {
        let dir = tempfile::tempdir().unwrap();
        let mut incoming = Incoming::create(dir.path()).await.unwrap();
        incoming.write(b"%PDF-1.7 half a file").await.unwrap();
        assert_eq!(incoming.kind(), Some(Kind::Pdf));
        drop(incoming);
        assert_eq!(std::fs::read_dir(folder(dir.path())).unwrap().count(), 0);
    }

    #[test]
    fn download_names_are_safe() {
        assert_eq!(download_name("My Guide.pdf", Kind::Pdf), "My Guide.pdf");
        assert_eq!(download_name("../../evil\".exe", Kind::Pdf), "evil.pdf");
        assert_eq!(download_name("", Kind::Zip), "download.zip");
    }
}
