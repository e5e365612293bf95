//! Input a hostile user would try, beyond the files (see `safety`): a
//! line of columns as long as a disk holds, terminal escapes in every value
//! the command echoes, more shards than work units, signals, and the
//! largest board `complete` takes with nothing given.

use std::io::Write;
use std::process::{Command as Process, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::util::{assert_usage_error, bin_path, nqueens, stdout_of, text, Scratch};

/// The peak resident memory of process `pid` so far, in bytes
/// (`VmHWM`), or `None` once it has ended.
fn peak_memory(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

/// Runs `nqueens verify` on `bytes` bytes of `0 0 0 …` on one line, sent
/// to its stdin as they are made, and gives its exit status, its stdout
/// and the largest peak resident memory seen while it read (the peak only
/// grows, and it is read last after the whole line is sent).
fn verify_one_long_line(bytes: usize) -> (Option<i32>, String, u64) {
    let mut child = Process::new(bin_path())
        .arg("verify")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawns nqueens verify");
    let pid = child.id();
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = child.stdout.take().expect("stdout");
    let reader = thread::spawn(move || {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut text).expect("reads stdout");
        text
    });
    let piece = b"0 ".repeat(1 << 19);
    let mut peak = 0;
    let mut sent = 0;
    while sent < bytes {
        stdin
            .write_all(&piece)
            .expect("verify reads the whole line");
        sent += piece.len();
        peak = peak.max(peak_memory(pid).unwrap_or(0));
    }
    // Before the line ends, verify is still reading it.
    peak = peak.max(peak_memory(pid).expect("verify still runs"));
    stdin.write_all(b"\n").expect("ends the line");
    drop(stdin);
    let status = child.wait().expect("waits");
    (status.code(), reader.join().expect("the reader ends"), peak)
}

#[test]
#[cfg(target_os = "linux")]
fn verify_of_a_200_mb_line_of_columns_stays_under_64_mb() {
    let (status, stdout, peak) = verify_one_long_line(200 << 20);
    assert_eq!(status, Some(1), "the placement is no solution: {stdout}");
    assert!(
        stdout.starts_with("line 1: invalid (N = 104857600): the queens at row 0, column 0 and row 1, column 0 share a column"),
        "{stdout}"
    );
    assert!(peak < 64 << 20, "verify held {peak} bytes at its peak");
}

/// The bytes of `text` that a terminal would act on: none may be there.
fn assert_no_escapes(what: &str, text: &str) {
    assert!(
        !text.chars().any(|c| c.is_control() && c != '\n'),
        "{what} holds raw control characters: {text:?}"
    );
}

#[test]
fn a_shard_written_names_its_file_escaped() {
    let scratch = Scratch::new("hostile-shard-name");
    let out = scratch.path("ok\u{1b}]0;pwned\u{7}.json");
    let output = nqueens(["count", "10", "--shard", "0/2", "--out", text(&out)])
        .output()
        .expect("runs");
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    assert_no_escapes("the success line", &stdout);
    assert!(
        stdout.contains("written to ") && stdout.contains("ok\\u{1b}]0;pwned\\u{7}.json"),
        "{stdout}"
    );
    assert!(out.exists(), "the file has the name given");
}

#[test]
fn values_with_escapes_are_shown_escaped_not_garbled() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["count", "8\u{1b}"],
            "invalid value '8\\u{1b}' for '<N>': '8\\u{1b}' is not a board size",
        ),
        (
            &["count", "8", "--threads", "4\u{1b}[2J"],
            "'4\\u{1b}[2J' is not a thread count",
        ),
        (
            &["solve", "8", "--format", "x\u{1b}"],
            "unknown format 'x\\u{1b}'",
        ),
        (
            &["count", "8", "--x\u{1b}[2J"],
            "unexpected argument '--x\\u{1b}[2J' found",
        ),
        (
            &["so\u{1b}lve", "8"],
            "unrecognized subcommand 'so\\u{1b}lve'",
        ),
    ];
    for (args, needle) in cases {
        let message = assert_usage_error(args, "", &[needle]);
        assert_no_escapes("the message", &message);
    }
}

#[test]
fn long_values_and_file_names_are_cut_in_messages() {
    let word = "9".repeat(100_000);
    let message = assert_usage_error(&["count", &word], "", &["is not a board size"]);
    assert!(
        message.len() < 300,
        "{} bytes: {message:.200}",
        message.len()
    );
    let scratch = Scratch::new("hostile-long-name");
    let missing = scratch.path(&format!("{}.txt", "a".repeat(100_000)));
    let message = assert_usage_error(
        &["verify", text(&missing)],
        "",
        &["cannot read", "…", "a.txt: "],
    );
    assert!(message.len() < 400, "{} bytes: {message}", message.len());
}

#[test]
fn more_count_shards_than_work_units_are_refused() {
    let scratch = Scratch::new("hostile-shards");
    let out = scratch.path("k.json");
    assert_usage_error(
        &["count", "16", "--shard", "3999/4000", "--out", text(&out)],
        "",
        &["N = 16 splits into 1 to 3208 shards", "not 4000"],
    );
    assert!(!out.exists(), "a refused shard writes no file");
}

/// Starts `nqueens args…` with its output captured, lets it run for
/// `after`, sends it `signal` (a `kill` name), and gives its exit status
/// and stdout and stderr.
fn signalled(args: &[&str], after: impl FnOnce(), signal: &str) -> (Option<i32>, String, String) {
    let child = Process::new(bin_path())
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    after();
    let sent = Process::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .expect("runs kill");
    assert!(sent.success(), "kill -{signal}");
    let output = child.wait_with_output().expect("waits");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
#[cfg(unix)]
fn sigterm_and_ctrl_c_end_any_command_with_status_130() {
    for signal in ["TERM", "INT"] {
        for args in [&["count", "19"][..], &["solve", "17"]] {
            let pause = || thread::sleep(Duration::from_millis(300));
            let (code, stdout, stderr) = signalled(args, pause, signal);
            assert_eq!(code, Some(130), "{args:?} on SIG{signal}: {stderr}");
            assert!(stderr.ends_with("nqueens: interrupted\n"), "{stderr}");
            if args[0] != "solve" {
                assert!(stdout.is_empty(), "no result: {stdout}");
            }
        }
    }
}

/// A signal ends the command even when stderr can no longer be written
/// (its reader is gone): the handler's message must not stop the exit.
#[test]
#[cfg(unix)]
fn a_signal_ends_a_command_whose_stderr_is_closed() {
    let mut child = Process::new(bin_path())
        .args(["count", "20"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    drop(child.stderr.take());
    thread::sleep(Duration::from_millis(200));
    let sent = Process::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("runs kill");
    assert!(sent.success());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("waits") {
            break status;
        }
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("SIGTERM did not end the count");
        }
        thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(130));
}

#[test]
#[cfg(unix)]
fn an_interrupted_checkpoint_run_names_its_file_escaped() {
    let scratch = Scratch::new("hostile-interrupt-name");
    let checkpoint = scratch.path("c\u{1b}[2J.ckpt");
    let wait_for_first_save = || {
        let start = Instant::now();
        while !checkpoint.exists() {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "no checkpoint saved"
            );
            thread::sleep(Duration::from_millis(20));
        }
    };
    let args = ["count", "19", "--checkpoint", text(&checkpoint)];
    let (code, _, stderr) = signalled(&args, wait_for_first_save, "TERM");
    assert_eq!(code, Some(130), "{stderr}");
    assert_no_escapes("the interrupt message", &stderr);
    assert!(
        stderr.contains("saved in ") && stderr.contains("c\\u{1b}[2J.ckpt"),
        "{stderr}"
    );
}

#[test]
fn complete_fills_the_largest_empty_board_at_once() {
    let columns = stdout_of("complete 100000");
    let verdict = crate::util::stdout_with_stdin("verify", &columns);
    assert_eq!(verdict, "line 1: valid (N = 100000)\n");
}
