//! `nqueens check -- CMD [ARGS...]`: planted programs, as a learner would
//! write them, run and checked against the classic search. The programs
//! are Python 3 scripts in `tests/data/check/` (a real search, and
//! variants of it that change one thing), the lesson's C program compiled
//! with `cc` and its Java program with `javac` when they are there, and
//! shell one-liners for what a program can do to the process running it
//! (hang, start grandchildren, leave them behind, die by a signal).
//!
//! No test asserts a duration: a hang is bounded by `--time` itself, and a
//! killed process is waited for with a generous bound.

use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::util::{assert_usage_error, nqueens, scratch, signal, text};

/// A planted program of `tests/data/check/`.
fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/check")
        .join(name)
}

/// `python3` (the planted programs' interpreter), which these tests need:
/// they fail, never skip, without it.
fn python3() -> &'static str {
    let found = Process::new("sh")
        .args(["-c", "command -v python3"])
        .output()
        .expect("runs sh");
    assert!(
        found.status.success(),
        "python3 is needed by the tests of nqueens check (its planted programs are Python 3 \
         scripts in tests/data/check/), and `command -v python3` finds none: install python3"
    );
    "python3"
}

/// `nqueens check [options] -- python3 tests/data/check/<script>`.
fn check_script(options: &[&str], script: &str) -> Outcome {
    let path = data(script);
    let mut args: Vec<&str> = vec!["check"];
    args.extend(options);
    args.extend(["--", python3(), text(&path)]);
    check(&args)
}

/// The exit status, stdout and stderr of `nqueens args…`.
#[derive(Debug)]
struct Outcome {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// What the planted programs' interpreter is told: no `__pycache__` left
/// in the repository by the scripts that import `queens.py`.
const NO_BYTECODE: (&str, &str) = ("PYTHONDONTWRITEBYTECODE", "1");

fn check(args: &[&str]) -> Outcome {
    let output = nqueens(args)
        .env(NO_BYTECODE.0, NO_BYTECODE.1)
        .output()
        .expect("runs nqueens");
    Outcome {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

const ALL_RIGHT: &str = "4 queens: ok
5 queens: ok
6 queens: ok
7 queens: ok
8 queens: ok
all 5 right
";

#[test]
fn a_right_program_passes() {
    let out = check_script(&[], "queens.py");
    assert_eq!(out.code, Some(0), "{out:?}");
    assert_eq!(out.stdout, ALL_RIGHT);
    assert_eq!(out.stderr, "");
}

#[test]
fn the_lessons_c_program_passes_when_there_is_a_compiler() {
    let has_cc = Process::new("sh")
        .args(["-c", "command -v cc"])
        .output()
        .is_ok_and(|found| found.status.success());
    if !has_cc {
        eprintln!("note: no cc on PATH: the lesson's C program is not compiled and checked");
        return;
    }
    let dir = scratch();
    let binary = dir.path().join("queens");
    let compiled = Process::new("cc")
        .args(["-O2", "-o", text(&binary), text(&data("queens.c"))])
        .status()
        .expect("runs cc");
    assert!(compiled.success(), "cc compiles tests/data/check/queens.c");
    let out = check(&["check", "--", text(&binary)]);
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (Some(0), ALL_RIGHT, "")
    );
}

#[test]
fn the_lessons_java_program_passes_when_there_is_a_jdk() {
    let has_jdk = Process::new("sh")
        .args(["-c", "command -v javac && command -v java"])
        .output()
        .is_ok_and(|found| found.status.success());
    if !has_jdk {
        eprintln!("note: no javac or java on PATH: the lesson's Java program is not checked");
        return;
    }
    let dir = scratch();
    let source = dir.path().join("Main.java");
    std::fs::copy(data("Main.java"), &source).expect("copies Main.java");
    let compiled = Process::new("javac")
        .arg(text(&source))
        .status()
        .expect("runs javac");
    assert!(
        compiled.success(),
        "javac compiles tests/data/check/Main.java"
    );
    // The JVM's start is not the program's: a generous --time.
    let classes = dir.path();
    let out = check(&[
        "check",
        "--time",
        "50",
        "--",
        "java",
        "-cp",
        text(classes),
        "Main",
    ]);
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (Some(0), ALL_RIGHT, "")
    );
}

#[test]
fn one_square_tried_too_many_at_six_is_named() {
    let out = check_script(&[], "tries_off_by_one.py");
    assert_eq!(out.code, Some(1), "{out:?}");
    assert_eq!(
        out.stdout,
        "4 queens: ok
5 queens: ok
6 queens: 895 squares tried, expected 894 (1 too many)
7 queens: ok
8 queens: ok
4 of 5 right
"
    );
    assert_eq!(out.stderr, "");
}

#[test]
fn a_skipped_n_is_named_missing() {
    let out = check_script(&[], "skips_seven.py");
    assert_eq!(out.code, Some(1), "{out:?}");
    assert!(
        out.stdout
            .contains("7 queens: missing: the program printed no line for N = 7\n"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.ends_with("\n4 of 5 right\n"), "{}", out.stdout);
}

#[test]
fn a_hanging_program_is_killed_at_its_time_limit_and_what_it_printed_is_no_pass() {
    let out = check_script(&["--time", "1"], "hangs.py");
    assert_eq!(out.code, Some(3), "{out:?}");
    assert_eq!(
        out.stdout,
        "4 queens: ok
5 queens: ok
6 queens: not printed before the program was stopped
7 queens: not printed before the program was stopped
8 queens: not printed before the program was stopped
no verdict: 2 of 5 right; the program did not finish within 1 s
"
    );
    assert_eq!(
        out.stderr,
        "nqueens: the program did not finish within 1 s and was killed, with every process it \
         started: no verdict (give it longer with --time)\n"
    );
}

/// Whether process `pid` has ended: gone, or a zombie that nobody has
/// reaped yet (an orphan whose new parent does not reap, in a container).
#[cfg(target_os = "linux")]
fn has_ended(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        // The state follows the command's name in parentheses.
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with(['Z', 'X'])),
    }
}

/// Waits (generously) for process `pid`, named in `file`, to end.
#[cfg(target_os = "linux")]
fn assert_ends(file: &Path, what: &str) {
    let pid: u32 = std::fs::read_to_string(file)
        .unwrap_or_else(|e| panic!("{what}: no pid in {}: {e}", file.display()))
        .trim()
        .parse()
        .expect("a pid");
    let start = Instant::now();
    while !has_ended(pid) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{what} (pid {pid}) is still running"
        );
        thread::sleep(Duration::from_millis(20));
    }
}

#[test]
#[cfg(target_os = "linux")]
fn a_hanging_program_and_its_grandchildren_are_killed() {
    let dir = scratch();
    let (shell, grandchild) = (dir.path().join("sh.pid"), dir.path().join("sleep.pid"));
    let script = format!(
        "echo $$ > {}; sleep 100 & echo $! > {}; wait",
        text(&shell),
        text(&grandchild)
    );
    // The test's own timeout (60 s) is below the sleep: returning at all
    // means the wait did not last the sleep.
    let out = check(&["check", "--time", "1", "--", "sh", "-c", &script]);
    assert_eq!(out.code, Some(3), "{out:?}");
    assert!(out.stderr.contains("did not finish within 1 s"), "{out:?}");
    assert_ends(&shell, "the program, sh");
    assert_ends(&grandchild, "its child, sleep");
}

#[test]
#[cfg(target_os = "linux")]
fn what_a_program_leaves_running_is_killed_when_it_ends() {
    // The sleep holds the program's stdout open after the program ends:
    // unless it is killed, the check waits for it until --time.
    let dir = scratch();
    let left = dir.path().join("sleep.pid");
    let script = format!(
        "sleep 100 & echo $! > {}; exec {} {}",
        text(&left),
        python3(),
        text(&data("queens.py"))
    );
    let out = check(&["check", "--time", "50", "--", "sh", "-c", &script]);
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (Some(0), ALL_RIGHT, "")
    );
    assert_ends(&left, "the sleep it left behind");
}

#[test]
fn a_line_that_is_not_readable_gives_no_verdict() {
    let out = check_script(&[], "garbage.py");
    assert_eq!(out.code, Some(3), "{out:?}");
    assert!(
        out.stdout
            .starts_with(ALL_RIGHT.strip_suffix("all 5 right\n").expect("the tally")),
        "the lines read are compared: {}",
        out.stdout
    );
    assert!(
        out.stdout.ends_with(
            "line 1: not readable: 'Solving the N-Queens puzzle...'; expected 'N queens: S \
             solutions, T squares tried'\nline 7: not readable: '8 queens = 92'; expected 'N \
             queens: S solutions, T squares tried'\nno verdict: 5 of 5 right, 2 lines not \
             readable\n"
        ),
        "{}",
        out.stdout
    );
    assert_eq!(
        out.stderr,
        "nqueens: 2 lines of the program's output are not readable, line 1 first: no verdict; \
         each line must read 'N queens: S solutions, T squares tried'\n"
    );
}

#[test]
fn a_failing_program_gives_no_verdict_and_the_end_of_its_stderr() {
    let out = check_script(&[], "fails.py");
    assert_eq!(out.code, Some(3), "{out:?}");
    assert!(
        out.stdout.ends_with(
            "6 queens: ok\n7 queens: missing: the program printed no line for N = 7\n8 queens: \
             missing: the program printed no line for N = 8\nno verdict: 3 of 5 right; the \
             program exited with status 1\n"
        ),
        "{}",
        out.stdout
    );
    let mut lines = out.stderr.lines();
    assert_eq!(
        lines.next(),
        Some("nqueens: the program exited with status 1: no verdict; the end of its stderr:")
    );
    let rest: Vec<&str> = lines.collect();
    assert!(
        rest.iter().all(|line| line.starts_with("  | ")),
        "{}",
        out.stderr
    );
    assert_eq!(
        rest.last(),
        Some(&"  | RuntimeError: planted failure after N = 6")
    );
}

#[test]
fn a_program_killed_by_a_signal_gives_no_verdict() {
    let out = check(&["check", "--", "sh", "-c", "kill -SEGV $$"]);
    assert_eq!(out.code, Some(3), "{out:?}");
    assert!(
        out.stdout
            .ends_with("no verdict: 0 of 5 right; the program was killed by signal 11 (SIGSEGV)\n"),
        "{}",
        out.stdout
    );
    assert_eq!(
        out.stderr,
        "nqueens: the program was killed by signal 11 (SIGSEGV): no verdict\n"
    );
}

#[test]
fn too_much_output_or_too_long_a_line_stops_the_program() {
    let flood = "while True: print('4 queens: 2 solutions, 60 squares tried')";
    let out = check(&["check", "--", python3(), "-c", flood]);
    assert_eq!(out.code, Some(3), "{out:?}");
    assert!(
        out.stdout
            .contains("no verdict: 0 of 5 right; the program printed more than 1 MiB\n"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.starts_with("4 queens: printed "),
        "{}",
        out.stdout
    );
    assert_eq!(
        out.stderr,
        "nqueens: the program printed more than 1 MiB and was killed, with every process it \
         started: no verdict (a program checked prints one short line per N)\n",
        "no broken pipe: the program is killed before its stdout is closed"
    );
    let long =
        "import sys, time; sys.stdout.write('4' * 100000); sys.stdout.flush(); time.sleep(100)";
    let out = check(&["check", "--", python3(), "-c", long]);
    assert_eq!(out.code, Some(3), "{out:?}");
    assert!(
        out.stderr.starts_with(
            "nqueens: the program printed a line longer than 4096 bytes (line 1) and was killed"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn a_program_that_cannot_start_gives_no_verdict_and_no_report() {
    let out = check(&["check", "--", "nqueens-no-such-program-anywhere"]);
    assert_eq!(out.code, Some(3), "{out:?}");
    assert_eq!(out.stdout, "");
    assert_eq!(
        out.stderr,
        "nqueens: cannot start 'nqueens-no-such-program-anywhere': no such program (give a \
         program on PATH, such as java or python3, or a path to one, such as ./queens)\n"
    );
    // A script that is not executable, run by its path.
    let out = check(&["check", "--", text(&data("queens.py"))]);
    assert_eq!(out.code, Some(3), "{out:?}");
    assert!(
        out.stderr.contains("permission denied") && out.stderr.contains("python3 queens.py"),
        "{}",
        out.stderr
    );
}

#[test]
fn bad_usage_exits_2() {
    for args in [&["check"][..], &["check", "--"], &["check", "--json"]] {
        assert_usage_error(
            args,
            "",
            &["<COMMAND>", "nqueens check -- python3 queens.py"],
        );
    }
    assert_usage_error(
        &["check", "--from", "9", "--to", "4", "--", "true"],
        "",
        &["--from 9 is above --to 4", "from 1 to 20"],
    );
    for (flag, value) in [("--to", "21"), ("--from", "0"), ("--from", "x")] {
        assert_usage_error(
            &["check", flag, value, "--", "true"],
            "",
            &["not a size to check", "from 1 to 20"],
        );
    }
    for value in ["0", "86401", "-1", "nan", "soon"] {
        assert_usage_error(
            &["check", "--time", value, "--", "true"],
            "",
            &["not a time limit", "above 0 and up to 86400"],
        );
    }
    assert_usage_error(&["check", "--tme", "5", "--", "true"], "", &["'--tme'"]);
}

#[test]
fn the_program_reads_no_input() {
    // Were stdin passed on, the program would read the line and print it.
    let script = format!(
        "if read line; then echo \"got $line\"; fi; exec {} {}",
        python3(),
        text(&data("queens.py"))
    );
    let output = nqueens(["check", "--", "sh", "-c", &script])
        .write_stdin("4 queens: 1 solution, 1 square tried\n")
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stdout), ALL_RIGHT);
}

#[test]
fn the_sizes_expected_are_from_and_to_and_others_are_named() {
    let queens = data("queens.py");
    let out = check(&[
        "check",
        "--from",
        "1",
        "--to",
        "10",
        "--",
        python3(),
        text(&queens),
        "1",
        "10",
    ]);
    assert_eq!(out.code, Some(0), "{out:?}");
    assert!(
        out.stdout.starts_with("1 queens: ok\n2 queens: ok\n"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.ends_with("10 queens: ok\nall 10 right\n"),
        "{}",
        out.stdout
    );
    // The default range, 4 to 8, and a program of 3 to 9.
    let out = check(&["check", "--", python3(), text(&queens), "3", "9"]);
    assert_eq!(out.code, Some(1), "{out:?}");
    assert!(
        out.stdout.ends_with(
            "8 queens: ok\n3 queens: not expected (line 1): the check is of N = 4 to 8; --from 3 \
             checks it too\n9 queens: not expected (line 7): the check is of N = 4 to 8; --to 9 \
             checks it too\n5 of 5 right, 2 lines not expected\n"
        ),
        "{}",
        out.stdout
    );
    // One N, printed twice.
    let out = check(&[
        "check", "--from", "6", "--to", "6", "--", "sh", "-c",
        "echo '6 queens: 4 solutions, 894 squares tried'; echo '6 queens: 4 solutions, 894 squares tried'",
    ]);
    assert_eq!(out.code, Some(1), "{out:?}");
    assert_eq!(
        out.stdout,
        "6 queens: printed 2 times (lines 1 and 2): each N must be printed once\n0 of 1 right\n"
    );
}

#[test]
fn json_gives_every_verdict_and_how_the_program_ended() {
    let out = check_script(&["--json"], "skips_seven.py");
    assert_eq!(out.code, Some(1), "{out:?}");
    assert_eq!(out.stdout.lines().count(), 1, "one line: {}", out.stdout);
    let json: serde_json::Value = serde_json::from_str(&out.stdout).expect("JSON");
    assert_eq!(json["result"], "wrong");
    assert_eq!(
        (json["from"].as_u64(), json["to"].as_u64()),
        (Some(4), Some(8))
    );
    assert_eq!(json["right"], 4);
    let sizes = json["sizes"].as_array().expect("sizes");
    assert_eq!(sizes.len(), 5);
    assert_eq!(sizes[3]["n"], 7);
    assert_eq!(sizes[3]["verdict"], "missing");
    assert_eq!(sizes[3]["expected_squares_tried"], 3584);
    assert_eq!(sizes[4]["verdict"], "ok");
    assert_eq!(sizes[4]["line"], 4);
    assert_eq!(sizes[4]["squares_tried"], 15720);
    assert_eq!(json["program"]["end"], "exited");
    assert_eq!(json["program"]["status"], 0);

    let out = check_script(&["--json"], "tries_off_by_one.py");
    let json: serde_json::Value = serde_json::from_str(&out.stdout).expect("JSON");
    assert_eq!(json["sizes"][2]["verdict"], "wrong");
    assert_eq!(json["sizes"][2]["squares_tried"], 895);
    assert_eq!(json["sizes"][2]["expected_squares_tried"], 894);

    let out = check_script(&["--json", "--time", "1"], "hangs.py");
    assert_eq!(out.code, Some(3), "{out:?}");
    let json: serde_json::Value = serde_json::from_str(&out.stdout).expect("JSON");
    assert_eq!(json["result"], "no_verdict");
    assert_eq!(json["right"], 2);
    assert_eq!(json["program"]["end"], "timed_out");
    assert!(
        out.stderr.contains("did not finish within 1 s"),
        "{}",
        out.stderr
    );

    let out = check_script(&["--json"], "garbage.py");
    assert_eq!(out.code, Some(3), "{out:?}");
    let json: serde_json::Value = serde_json::from_str(&out.stdout).expect("JSON");
    assert_eq!(json["result"], "no_verdict");
    assert_eq!(json["unreadable_lines"], 2);
    assert_eq!(json["unreadable"][1]["line"], 7);
    assert_eq!(json["unreadable"][1]["text"], "8 queens = 92");
}

#[test]
#[cfg(target_os = "linux")]
fn ctrl_c_and_sigterm_kill_the_program_and_exit_130() {
    for name in ["INT", "TERM"] {
        let dir = scratch();
        let pid_file = dir.path().join("sleep.pid");
        // Written whole before it is renamed into place: read only once whole.
        let script = format!(
            "echo $$ > {0}.tmp && mv {0}.tmp {0} && exec sleep 100",
            text(&pid_file)
        );
        let child = Process::new(crate::util::bin_path())
            .args(["check", "--", "sh", "-c", &script])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawns");
        let start = Instant::now();
        while !pid_file.exists() {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the program did not start"
            );
            thread::sleep(Duration::from_millis(20));
        }
        signal(child.id(), name);
        let output = child.wait_with_output().expect("waits");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(130), "SIG{name}: {stderr}");
        assert_eq!(stderr, "nqueens: interrupted\n");
        assert!(output.stdout.is_empty(), "no report");
        assert_ends(&pid_file, "the program");
    }
}

#[test]
fn a_closed_stdout_leaves_the_verdicts_exit_status() {
    // `nqueens check -- … | head -1`: the report's reader is gone before
    // it is written, which must not turn a wrong program into a pass.
    for (script, code) in [
        ("queens.py", 0),
        ("tries_off_by_one.py", 1),
        ("fails.py", 3),
    ] {
        let mut child = Process::new(crate::util::bin_path())
            .args(["check", "--", python3(), text(&data(script))])
            .env(NO_BYTECODE.0, NO_BYTECODE.1)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawns");
        drop(child.stdout.take());
        let status = child.wait().expect("waits");
        assert_eq!(status.code(), Some(code), "{script}");
    }
}

#[test]
#[cfg(target_os = "linux")]
fn a_report_that_cannot_be_written_exits_4() {
    let output = Process::new(crate::util::bin_path())
        .args(["check", "--", python3(), text(&data("queens.py"))])
        .stdout(std::fs::File::create("/dev/full").expect("opens /dev/full"))
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
