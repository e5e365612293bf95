//! The table of exit statuses every `--help` ends with, one test per
//! status, each through a command that gives it. 4 on a full or read-only
//! file system and 130 on signals have tests of their own too (`safety`,
//! `hostile`).

use std::fs::File;
use std::process::Stdio;

use crate::util::{bin_path, nqueens};

/// The exit status, stdout and stderr of `nqueens args…` with `stdin`.
fn run(args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    let output = nqueens(args).write_stdin(stdin).output().expect("runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn status_0_is_done() {
    assert_eq!(
        run(&["count", "8"], ""),
        (Some(0), "92\n".into(), String::new())
    );
    let (code, stdout, _) = run(&["verify"], "1 3 0 2\n");
    assert_eq!(
        (code, stdout.as_str()),
        (Some(0), "line 1: valid (N = 4)\n")
    );
}

#[test]
fn status_1_is_the_answer_no() {
    for (args, stdin) in [
        (&["verify"][..], "0 1 2 3\n"),
        (&["complete", "4", "--queens", "0:0"], ""),
        (&["one", "3"], ""),
        (&["random", "2"], ""),
        (
            &[
                "check",
                "--from",
                "4",
                "--to",
                "4",
                "--",
                "sh",
                "-c",
                "echo '4 queens: 2 solutions, 61 squares tried'",
            ],
            "",
        ),
    ] {
        let (code, _, stderr) = run(args, stdin);
        assert_eq!(code, Some(1), "{args:?}: {stderr}");
    }
}

#[test]
fn status_2_is_bad_input_with_nothing_on_stdout() {
    for args in [
        &["count", "33"][..],
        &["count"],
        &["solve", "8", "--format", "nope"],
        &["frobnicate"],
        &["check"],
        &[
            "count",
            "16",
            "--shard",
            "3999/4000",
            "--out",
            "unused.json",
        ],
    ] {
        let (code, stdout, stderr) = run(args, "");
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?} printed {stdout}");
        assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    }
    let (code, stdout, _) = run(&["verify"], "1 3 x 2\n");
    assert_eq!((code, stdout.as_str()), (Some(2), ""));
}

#[test]
fn status_3_is_unknown() {
    let (code, stdout, stderr) = run(&["complete", "30", "--queens", "0:0", "--nodes", "1"], "");
    assert_eq!(code, Some(3), "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.starts_with("nqueens: unknown:"), "{stderr}");
    let (code, stdout, stderr) = run(&["check", "--", "nqueens-no-such-program"], "");
    assert_eq!((code, stdout.as_str()), (Some(3), ""), "{stderr}");
    assert!(stderr.starts_with("nqueens: cannot start"), "{stderr}");
}

#[test]
#[cfg(target_os = "linux")]
fn status_4_is_an_io_error() {
    // /dev/full takes no byte: every write fails with "no space left".
    let output = std::process::Command::new(bin_path())
        .args(["solve", "8"])
        .stdout(File::create("/dev/full").expect("opens /dev/full"))
        .stderr(Stdio::piped())
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(4), "{stderr}");
    assert!(
        stderr.starts_with("nqueens: cannot write to standard output: No space left on device"),
        "{stderr}"
    );
}

#[test]
#[cfg(unix)]
fn status_130_is_interrupted() {
    let child = std::process::Command::new(bin_path())
        .args(["count", "20"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    std::thread::sleep(std::time::Duration::from_millis(200));
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("runs kill");
    assert!(sent.success());
    let output = child.wait_with_output().expect("waits");
    assert_eq!(output.status.code(), Some(130));
    assert!(output.stdout.is_empty(), "no result");
}
