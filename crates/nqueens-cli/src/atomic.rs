//! Writing a file so that a crash never leaves it half-written: the bytes go
//! to a temporary file beside it, which is flushed to disk and renamed over
//! the target; then the directory itself is flushed, so the rename survives
//! a power cut too. A reader sees the old file or the new one, never a mix.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;

/// Replaces `path` with `bytes`, atomically and durably.
pub fn write(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let temporary = temporary_path(path);
    let result = write_synced(&temporary, bytes)
        .and_then(|()| fs::rename(&temporary, path))
        .and_then(|()| sync_directory(path));
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result.with_context(|| format!("cannot write {}", path.display()))
}

/// Checks that `path` could be written: creates and removes its temporary
/// file, so that a missing or read-only directory shows up before the work.
pub fn probe(path: &Path) -> io::Result<()> {
    let temporary = temporary_path(path);
    File::create(&temporary)?;
    fs::remove_file(&temporary)
}

/// `FILE` → `.FILE.tmp` in the same directory (a rename never crosses file
/// systems).
fn temporary_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.tmp"))
}

fn write_synced(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// Flushes the directory entry of `path` (a no-op where directories cannot
/// be opened).
fn sync_directory(path: &Path) -> io::Result<()> {
    let parent = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    match File::open(parent) {
        Ok(directory) => directory.sync_all().or(Ok(())),
        Err(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("nqueens-atomic-{}", std::process::id()));
        fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("out.json");
        write(&path, b"first").expect("writes");
        write(&path, b"second").expect("writes");
        assert_eq!(fs::read(&path).expect("reads"), b"second");
        assert!(!temporary_path(&path).exists());
        let missing = dir.join("no/such/dir/out.json");
        let err = write(&missing, b"x").unwrap_err();
        assert!(format!("{err:#}").contains("cannot write"));
        fs::remove_dir_all(&dir).expect("cleanup");
    }
}
