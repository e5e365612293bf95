//! The files a count leaves behind (checkpoints and shard results) as JSON
//! with a checksum: `{"kind":…,"checksum":"sha256:…","body":{…}}`, where the
//! checksum is the SHA-256 of the kind and the body as written. A file that
//! was cut short, edited or damaged no longer matches and is refused.
//!
//! The checksum has no key: it catches damage, not forgery. Someone who
//! edits a file and computes the checksum again is caught only by the
//! checks of consistency that the readers make (units of the job, each
//! once, tallies within what their units can hold, no overflow).
//!
//! Files are read only when they are regular files no larger than their
//! job could need, so that `/dev/zero` or a huge file cannot make memory
//! grow without bound.

use std::io::Read;
use std::path::Path;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Why a file could not be read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unsealed {
    /// Not JSON of the expected shape, or another kind of file.
    NotThisKind(String),
    /// A file of this kind whose contents no longer match its checksum, or
    /// that was cut short.
    Damaged,
}

/// Why a sealed file could not be used.
#[derive(Debug)]
pub enum Unreadable {
    /// There is no such file.
    Missing,
    /// It could not be read.
    Io(std::io::Error),
    /// It is a directory, a FIFO or a device, not a regular file: what it
    /// is ("a FIFO").
    NotAFile(&'static str),
    /// It is larger than any file of its job can be.
    TooLarge {
        /// Its size in bytes.
        size: u64,
        /// The most its job could need.
        limit: u64,
    },
    /// It is not an intact file of the kind asked for.
    Unsealed(Unsealed),
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unreadable::Missing => write!(f, "there is no such file"),
            Unreadable::Io(e) => write!(f, "{e}"),
            Unreadable::NotAFile(what) => write!(f, "it is {what}, not a regular file"),
            Unreadable::TooLarge { size, limit } => write!(
                f,
                "it has {size} bytes, more than such a file can need ({limit})"
            ),
            Unreadable::Unsealed(Unsealed::Damaged) => write!(
                f,
                "it is damaged (cut short, or its checksum does not match its contents)"
            ),
            Unreadable::Unsealed(Unsealed::NotThisKind(what)) => write!(f, "{what}"),
        }
    }
}

/// The body of the sealed file of `kind` at `path`, read only if it is a
/// regular file of at most `limit` bytes. The file is opened without
/// waiting (a FIFO with no writer would block a plain open) and checked on
/// its descriptor before anything is read.
pub fn read<T: DeserializeOwned>(path: &Path, kind: &str, limit: u64) -> Result<T, Unreadable> {
    use std::os::unix::fs::OpenOptionsExt;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags((rustix::fs::OFlags::NONBLOCK | rustix::fs::OFlags::NOCTTY).bits() as i32)
        .open(path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => Unreadable::Missing,
            _ => Unreadable::Io(e),
        })?;
    read_file(file, kind, limit)
}

/// The body of the sealed file of `kind` open as `file`, read only if it
/// is a regular file of at most `limit` bytes.
pub fn read_file<T: DeserializeOwned>(
    file: std::fs::File,
    kind: &str,
    limit: u64,
) -> Result<T, Unreadable> {
    let meta = file.metadata().map_err(Unreadable::Io)?;
    if !meta.is_file() {
        return Err(Unreadable::NotAFile(crate::files::dir::kind_of_type(
            rustix::fs::FileType::from_raw_mode(std::os::unix::fs::MetadataExt::mode(&meta)),
        )));
    }
    if meta.len() > limit {
        return Err(Unreadable::TooLarge {
            size: meta.len(),
            limit,
        });
    }
    // A file that grows while it is read is cut off past the limit.
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(Unreadable::Io)?;
    if bytes.len() as u64 > limit {
        return Err(Unreadable::TooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    unseal(kind, &bytes).map_err(Unreadable::Unsealed)
}

#[derive(Serialize, Deserialize)]
struct Envelope {
    kind: String,
    checksum: String,
    body: Box<serde_json::value::RawValue>,
}

/// The bytes of a sealed file holding `body`.
pub fn seal<T: Serialize>(kind: &str, body: &T) -> anyhow::Result<Vec<u8>> {
    let body = serde_json::to_string(body)?;
    let envelope = Envelope {
        kind: kind.to_string(),
        checksum: checksum(kind, &body),
        body: serde_json::value::RawValue::from_string(body)?,
    };
    let mut bytes = serde_json::to_vec(&envelope)?;
    bytes.push(b'\n');
    Ok(bytes)
}

/// The body of a sealed file of `kind`, if it is one and is intact.
pub fn unseal<T: DeserializeOwned>(kind: &str, bytes: &[u8]) -> Result<T, Unsealed> {
    let envelope: Envelope = serde_json::from_slice(bytes).map_err(|e| {
        // What starts as a file of this kind but is no longer JSON was cut
        // short or damaged.
        if bytes.starts_with(format!("{{\"kind\":\"{kind}\"").as_bytes()) {
            Unsealed::Damaged
        } else {
            Unsealed::NotThisKind(format!("it is not a file of nqueens ({e})"))
        }
    })?;
    if envelope.kind != kind {
        return Err(Unsealed::NotThisKind(format!(
            "it is a file of the kind '{}', not '{kind}'",
            nqueens_lab::escape::shown(&envelope.kind)
        )));
    }
    if envelope.checksum != checksum(kind, envelope.body.get()) {
        return Err(Unsealed::Damaged);
    }
    serde_json::from_str(envelope.body.get()).map_err(|e| {
        Unsealed::NotThisKind(format!(
            "it is a {kind} file of another shape ({})",
            nqueens_lab::escape::shown(&e.to_string())
        ))
    })
}

fn checksum(kind: &str, body: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(kind.as_bytes());
    hasher.update(b"\n");
    hasher.update(body.as_bytes());
    let digest = hasher.finalize();
    let hex: String = digest.iter().map(|byte| format!("{byte:02x}")).collect();
    format!("sha256:{hex}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Body {
        n: usize,
        big: u128,
    }

    #[test]
    fn round_trip_and_tampering() {
        let body = Body {
            n: 15,
            big: u128::MAX,
        };
        let bytes = seal("test", &body).expect("seals");
        assert_eq!(unseal::<Body>("test", &bytes), Ok(body));
        let text = String::from_utf8(bytes.clone()).expect("utf-8");
        let edited = text.replace("\"n\":15", "\"n\":16");
        assert_eq!(
            unseal::<Body>("test", edited.as_bytes()),
            Err(Unsealed::Damaged)
        );
        assert!(matches!(
            unseal::<Body>("other", &bytes),
            Err(Unsealed::NotThisKind(_))
        ));
        assert_eq!(
            unseal::<Body>("test", &bytes[..bytes.len() / 2]),
            Err(Unsealed::Damaged)
        );
        assert!(matches!(
            unseal::<Body>("test", b"{\"n\":15}"),
            Err(Unsealed::NotThisKind(_))
        ));
    }
}
