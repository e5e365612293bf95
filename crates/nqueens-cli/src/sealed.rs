//! The files a count leaves behind (checkpoints and shard results) as JSON
//! with a checksum: `{"kind":…,"checksum":"sha256:…","body":{…}}`, where the
//! checksum is the SHA-256 of the kind and the body as written. A file that
//! was cut short, edited or damaged no longer matches and is refused.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Why a file could not be read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unsealed {
    /// Not JSON of the expected shape, or another kind of file.
    NotThisKind(String),
    /// The checksum does not match the contents.
    Damaged,
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
    let envelope: Envelope = serde_json::from_slice(bytes)
        .map_err(|e| Unsealed::NotThisKind(format!("not a file of nqueens ({e})")))?;
    if envelope.kind != kind {
        return Err(Unsealed::NotThisKind(format!(
            "its kind is '{}', not '{kind}'",
            envelope.kind
        )));
    }
    if envelope.checksum != checksum(kind, envelope.body.get()) {
        return Err(Unsealed::Damaged);
    }
    serde_json::from_str(envelope.body.get())
        .map_err(|e| Unsealed::NotThisKind(format!("a {kind} file of another shape ({e})")))
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
        assert!(matches!(
            unseal::<Body>("test", &bytes[..bytes.len() / 2]),
            Err(Unsealed::NotThisKind(_))
        ));
    }
}
