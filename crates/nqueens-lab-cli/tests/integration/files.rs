//! The files `count`, `stats` and `merge` write and read beside the ones a
//! user names, as a hostile tester tried them: lock files of the user's own
//! and names too long for a lock file, temporary files left by runs killed
//! with SIGKILL, FIFOs given to `merge` and as `--out`, and full or
//! read-only file systems (mounted in a private namespace with
//! `unshare -rm`, never on the host). Unix only.

use std::fs;
use std::io::Read;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant, SystemTime};

use crate::util::{assert_usage_error, bin_path, mkfifo, names, nqueens, scratch, text};

/// Whether `name` looks like one of the writer's temporary files.
fn is_temporary(name: &str) -> bool {
    name.starts_with(".nqueens-") && name.ends_with(".tmp")
}

#[test]
fn a_users_own_lock_file_is_left_after_a_count() {
    let dir = scratch();
    let checkpoint = dir.path().join("c.ckpt");
    let lock = dir.path().join(".c.ckpt.lock");
    for contents in ["my own notes\n", ""] {
        fs::write(&lock, contents).expect("writes");
        nqueens(["count", "10", "--checkpoint", text(&checkpoint)])
            .assert()
            .success()
            .stdout("724\n");
        assert_eq!(fs::read_to_string(&lock).expect("still there"), contents);
        fs::remove_file(&checkpoint).expect("removes");
    }
    // The tool's own lock file is gone after a run.
    fs::remove_file(&lock).expect("removes");
    nqueens(["count", "10", "--checkpoint", text(&checkpoint)])
        .assert()
        .success();
    assert_eq!(names(dir.path()), ["c.ckpt"]);
}

#[test]
fn a_checkpoint_name_of_250_characters_works() {
    let dir = scratch();
    let checkpoint = dir.path().join("c".repeat(250));
    let args = ["count", "10", "--checkpoint", text(&checkpoint)];
    nqueens(args).assert().success().stdout("724\n");
    // Resumed (complete), and no lock file left.
    nqueens(args).assert().success().stdout("724\n");
    assert_eq!(names(dir.path()), ["c".repeat(250)]);
    // While a run holds it, a second is refused: the lock works.
    let mut first = Command::new(bin_path())
        .args(["count", "20", "--threads", "1", "--quiet", "--checkpoint"])
        .arg(dir.path().join("d".repeat(250)))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawns");
    let long = dir.path().join("d".repeat(250));
    let deadline = Instant::now() + Duration::from_secs(30);
    while !long.exists() {
        assert!(Instant::now() < deadline, "no checkpoint");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_usage_error(
        &["count", "20", "--checkpoint", text(&long)],
        "",
        &["another count is using the checkpoint", ".nqueens-lock-"],
    );
    let _ = first.kill();
    let _ = first.wait();
}

#[test]
fn stale_temporary_files_are_cleaned_and_others_left() {
    let dir = scratch();
    let an_hour_ago = SystemTime::now() - Duration::from_secs(3600);
    for name in [
        ".nqueens-abc123.tmp",
        ".nqueens-XYZ789.tmp",
        ".nqueens-short.tmp",
        ".nqueens-abc123.tmp.keep",
        "notes.tmp",
    ] {
        let file = fs::File::create(dir.path().join(name)).expect("creates");
        file.set_modified(an_hour_ago).expect("sets the time");
    }
    let output = nqueens([
        "count",
        "8",
        "--checkpoint",
        text(&dir.path().join("c.ckpt")),
    ])
    .output()
    .expect("runs");
    assert!(output.status.success(), "{output:?}");
    assert_eq!(output.stdout, b"92\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("removed 2 temporary files") && stderr.contains(text(dir.path())),
        "{stderr}"
    );
    assert_eq!(
        names(dir.path()),
        [
            ".nqueens-abc123.tmp.keep",
            ".nqueens-short.tmp",
            "c.ckpt",
            "notes.tmp"
        ]
    );
}

#[test]
fn temporary_files_of_counts_killed_with_sigkill_are_cleaned() {
    // A count that saves after every unit, killed with SIGKILL while one of
    // its temporary files is there, until some have been left (at most 60
    // tries, each under a few seconds).
    let dir = scratch();
    let checkpoint = dir.path().join("c.ckpt");
    let mut left = 0;
    for _ in 0..60 {
        if left >= 3 {
            break;
        }
        fs::remove_file(&checkpoint).ok();
        let mut run = Command::new(bin_path())
            .args(["count", "16", "--threads", "1", "--quiet"])
            .args(["--checkpoint-interval", "0", "--checkpoint"])
            .arg(&checkpoint)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawns");
        // Killed as soon as a temporary file of its is seen (or after 5 s).
        let deadline = Instant::now() + Duration::from_secs(5);
        while !names(dir.path()).iter().any(|n| is_temporary(n))
            && Instant::now() < deadline
            && run.try_wait().expect("waits").is_none()
        {}
        let _ = run.kill();
        let _ = run.wait();
        left = names(dir.path()).iter().filter(|n| is_temporary(n)).count();
    }
    assert!(left > 0, "no temporary file was ever left by a kill");
    // The killed run's lock file holds no lock: taken over and removed.
    let output = nqueens([
        "count",
        "12",
        "--checkpoint",
        text(&dir.path().join("other.ckpt")),
    ])
    .output()
    .expect("runs");
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!("removed {left} temporary file")),
        "{left} left: {stderr}"
    );
    let after = names(dir.path());
    assert!(!after.iter().any(|n| is_temporary(n)), "{after:?}");
    // The count resumes from what the killed runs saved.
    nqueens(["count", "16", "--checkpoint", text(&checkpoint)])
        .assert()
        .success()
        .stdout("14772512\n");
    assert_eq!(names(dir.path()), ["c.ckpt", "other.ckpt"]);
}

/// `nqueens <args>` with a wall-clock limit: a command that should refuse
/// at once and instead waits fails the test.
fn within(seconds: u64, args: &[&str]) -> Output {
    let mut command = assert_cmd::Command::new(bin_path());
    command.args(args).timeout(Duration::from_secs(seconds));
    let started = Instant::now();
    let output = command.output().expect("runs");
    assert!(
        started.elapsed() < Duration::from_secs(seconds),
        "`nqueens {}` did not end at once",
        args.join(" ")
    );
    output
}

#[test]
fn merge_of_a_fifo_or_a_directory_is_refused_at_once() {
    let dir = scratch();
    let fifo = dir.path().join("shard.fifo");
    mkfifo(&fifo);
    let output = within(20, &["merge", text(&fifo)]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("shard.fifo") && stderr.contains("it is a FIFO, not a regular file"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let output = within(20, &["merge", text(dir.path())]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("it is a directory"), "{stderr}");
}

#[test]
fn out_fifo_without_a_reader_is_refused_before_any_work() {
    let dir = scratch();
    let fifo = dir.path().join("results");
    mkfifo(&fifo);
    // N = 18 would take far longer than the limit: refused before it.
    let output = within(20, &["count", "18", "--shard", "0/4", "--out", text(&fifo)]);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("results") && stderr.contains("no process is reading this FIFO"),
        "{stderr}"
    );
}

/// Opens `fifo` for reading without waiting for a writer.
fn open_reader(fifo: &Path) -> fs::File {
    fs::OpenOptions::new()
        .read(true)
        .custom_flags(0o4000) // O_NONBLOCK
        .open(fifo)
        .expect("opens the FIFO")
}

#[test]
fn out_fifo_with_a_reader_gets_the_result() {
    let dir = scratch();
    let fifo = dir.path().join("results");
    mkfifo(&fifo);
    let mut reader = open_reader(&fifo);
    let output = within(60, &["count", "8", "--shard", "0/1", "--out", text(&fifo)]);
    assert!(output.status.success(), "{output:?}");
    // The result (far below the pipe's 64 KiB) waits in the FIFO.
    let mut received = String::new();
    reader.read_to_string(&mut received).expect("reads");
    assert!(
        received.contains("\"kind\":\"nqueens shard\""),
        "{received}"
    );
    assert_eq!(names(dir.path()), ["results"]);
}

/// Runs `nqueens <args>` in a private mount namespace (`unshare -rm`) where
/// a tmpfs of 64 KiB is mounted on `mount` (with `options`), after `setup`
/// (a shell command run there, `$1` being the mount point). `None` when
/// this system cannot make such a namespace.
fn in_private_tmpfs(mount: &Path, options: &str, setup: &str, args: &[&str]) -> Option<Output> {
    let probe = Command::new("unshare")
        .args(["-rm", "true"])
        .stderr(Stdio::null())
        .status();
    if !probe.is_ok_and(|s| s.success()) {
        eprintln!("skipped: unshare -rm is not allowed here");
        return None;
    }
    let script = format!(
        "mount -t tmpfs -o size=64k{options} tmpfs \"$1\" || exit 99; {setup}; shift; exec \"$@\""
    );
    let mut command = assert_cmd::Command::new("unshare");
    command
        .args(["-rm", "sh", "-c", &script, "sh", text(mount)])
        .arg(bin_path())
        .args(args)
        .timeout(Duration::from_secs(60));
    let output = command.output().expect("runs unshare");
    assert_ne!(output.status.code(), Some(99), "cannot mount: {output:?}");
    Some(output)
}

fn assert_system_error(output: &Output, needle: &str) {
    assert_eq!(output.status.code(), Some(4), "{output:?}");
    assert!(output.stdout.is_empty(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(needle), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn checkpoint_and_out_on_a_full_or_read_only_file_system_exit_4() {
    let dir = scratch();
    let mount: PathBuf = dir.path().join("fs");
    fs::create_dir(&mount).expect("mkdir");
    let checkpoint = mount.join("c.ckpt");
    let out = mount.join("s.json");
    let fill = "dd if=/dev/zero of=\"$1/fill\" bs=4k 2>/dev/null";
    let cases: [(&str, &str, Vec<&str>, &str); 4] = [
        (
            "",
            fill,
            vec!["count", "12", "--checkpoint", text(&checkpoint)],
            "No space left",
        ),
        (
            "",
            fill,
            vec!["count", "8", "--shard", "0/1", "--out", text(&out)],
            "No space left",
        ),
        (
            ",ro",
            "true",
            vec!["count", "12", "--checkpoint", text(&checkpoint)],
            "Read-only file system",
        ),
        (
            ",ro",
            "true",
            vec!["count", "8", "--shard", "0/1", "--out", text(&out)],
            "Read-only file system",
        ),
    ];
    for (options, setup, args, needle) in cases {
        let Some(output) = in_private_tmpfs(&mount, options, setup, &args) else {
            return;
        };
        assert_system_error(&output, needle);
    }
    // Nothing reached the host's directory under the private mounts.
    assert!(names(&mount).is_empty());
}

#[test]
fn a_missing_directory_or_a_directory_as_the_file_stays_bad_usage() {
    let dir = scratch();
    let missing = dir.path().join("no/such/dir");
    assert_usage_error(
        &["count", "8", "--shard", "0/1", "--out", text(dir.path())],
        "",
        &["cannot write the --out file", "directory"],
    );
    assert_usage_error(
        &["count", "8", "--checkpoint", text(dir.path())],
        "",
        &["cannot use the --checkpoint file", "directory"],
    );
    assert_usage_error(
        &["count", "8", "--checkpoint", text(&missing.join("c.ckpt"))],
        "",
        &["cannot use the --checkpoint file", "c.ckpt"],
    );
}
