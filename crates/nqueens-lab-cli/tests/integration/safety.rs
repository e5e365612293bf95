//! Files the user names, and nothing else, as a hostile user would try
//! them: FIFOs, devices and links as `--out` and `--checkpoint`, links
//! planted where the writer makes its temporary files, two runs on one
//! checkpoint, endless or huge inputs, forged shard files and checkpoints,
//! and the exit status of a failed write.

use std::fs;
use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::util::{
    assert_usage_error, assert_usage_error_of, bin_path, nqueens, reseal, scratch, seal_text, text,
};

/// Runs a command line of the system (mkfifo, mknod, mount) and tells
/// whether it worked.
fn system(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The CPU time, in seconds, that a command refusing its input "at once"
/// may use: it needs milliseconds, while reading what it should refuse (a
/// terabyte, an endless device) would take far longer. Unlike a stopwatch,
/// CPU time does not grow when other processes load the machine.
const AT_ONCE_CPU_SECONDS: u32 = 2;

/// `prlimit` (util-linux) with `limits`, running `nqueens`: the kernel
/// holds the process to them (past `--cpu`, SIGXCPU ends it; past
/// `--data`, an allocation fails and it aborts), so that no test needs a
/// clock or `/proc`. Limits are given in plain units (seconds, bytes).
fn limited(limits: &[String]) -> Command {
    let mut command = Command::new("prlimit");
    command.args(limits).arg("--").arg(bin_path());
    command
}

/// `nqueens <args>` with at most [`AT_ONCE_CPU_SECONDS`] of CPU time (and,
/// like every command of these tests, a minute of wall clock against a
/// hang).
fn at_once(args: &[&str]) -> assert_cmd::Command {
    let mut command = limited(&[format!("--cpu={AT_ONCE_CPU_SECONDS}")]);
    command.args(args);
    let mut command = assert_cmd::Command::from_std(command);
    command.timeout(Duration::from_secs(60));
    command
}

/// Asserts, as [`assert_usage_error`] does, that `nqueens <args>` is
/// refused as bad input, and that it is refused at once: within
/// [`AT_ONCE_CPU_SECONDS`] of CPU time.
fn refused_at_once(args: &[&str], needles: &[&str]) -> String {
    assert_usage_error_of(at_once(args), &args.join(" "), "", needles)
}

/// `count 8 --shard 0/1 --out <out>`.
fn shard_to(out: &Path) -> assert_cmd::Command {
    let mut cmd = nqueens(["count", "8", "--shard", "0/1", "--out", text(out)]);
    cmd.timeout(Duration::from_secs(20));
    cmd
}

#[test]
fn a_fifo_as_out_is_written_in_place_and_stays_a_fifo() {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let dir = scratch();
    let fifo = dir.path().join("results");
    assert!(system("mkfifo", &[text(&fifo)]), "mkfifo");
    // The reader is there before the run starts (a FIFO no process reads
    // is refused at the start); the result waits in the FIFO for it.
    let mut reader = fs::OpenOptions::new()
        .read(true)
        .custom_flags(0o4000) // O_NONBLOCK: opens without a writer
        .open(&fifo)
        .expect("opens the FIFO");
    shard_to(&fifo).assert().success();
    let mut received = String::new();
    reader
        .read_to_string(&mut received)
        .expect("reads the FIFO");
    assert!(
        received.contains("\"kind\":\"nqueens shard\""),
        "{received}"
    );
    assert!(fs::symlink_metadata(&fifo)
        .expect("stat")
        .file_type()
        .is_fifo());
    assert_eq!(fs::read_dir(dir.path()).expect("lists").count(), 1);
}

#[test]
fn a_character_device_as_out_stays_a_device() {
    let dir = scratch();
    let null = dir.path().join("null");
    // A device of our own (1, 3 is /dev/null), so the system's is never at
    // risk; making one needs root, which the test command has.
    if !system("mknod", &[text(&null), "c", "1", "3"]) {
        eprintln!("skipped: mknod needs root");
        return;
    }
    shard_to(&null).assert().success();
    let meta = fs::symlink_metadata(&null).expect("stat");
    assert!(meta.file_type().is_char_device(), "{meta:?}");
    assert_eq!(meta.rdev(), fs::metadata("/dev/null").expect("stat").rdev());
    // The checkpoint, which must be read back, cannot be a device.
    assert_usage_error(
        &["count", "8", "--checkpoint", text(&null)],
        "",
        &["is not a regular file"],
    );
}

#[test]
fn a_link_as_out_is_followed_and_stays_a_link() {
    let dir = scratch();
    let real = dir.path().join("real.json");
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink("real.json", &link).expect("links");
    shard_to(&link).assert().success();
    assert!(fs::symlink_metadata(&link)
        .expect("stat")
        .file_type()
        .is_symlink());
    assert!(fs::read_to_string(&real)
        .expect("reads")
        .contains("nqueens shard"));
}

#[test]
fn links_planted_at_the_writers_names_leave_their_targets_untouched() {
    let dir = scratch();
    let victim = dir.path().join("victim");
    fs::write(&victim, "keep me").expect("writes");
    let out = dir.path().join("out.json");
    let checkpoint = dir.path().join("c.ckpt");
    // The names the writer once used, and names like the ones it uses now.
    let mut names = vec![".out.json.tmp".to_string(), ".c.ckpt.tmp".to_string()];
    names.extend((0..200).map(|i| format!(".nqueens-{i:06}.tmp")));
    for name in &names {
        std::os::unix::fs::symlink(&victim, dir.path().join(name)).expect("links");
    }
    nqueens([
        "count",
        "10",
        "--shard",
        "0/2",
        "--out",
        text(&out),
        "--checkpoint",
        text(&checkpoint),
        "--checkpoint-interval",
        "0",
    ])
    .assert()
    .success();
    assert_eq!(fs::read_to_string(&victim).expect("reads"), "keep me");
    assert!(fs::read_to_string(&out)
        .expect("reads")
        .contains("nqueens shard"));
    // A link where the lock goes is refused, and also left alone.
    std::os::unix::fs::symlink(&victim, dir.path().join(".other.ckpt.lock")).expect("links");
    let other = dir.path().join("other.ckpt");
    assert_usage_error(
        &["count", "8", "--checkpoint", text(&other)],
        "",
        &["cannot make its lock"],
    );
    assert_eq!(fs::read_to_string(&victim).expect("reads"), "keep me");
    assert!(!other.exists());
}

#[test]
fn two_runs_on_one_checkpoint_and_the_second_is_refused() {
    let dir = scratch();
    let checkpoint = dir.path().join("same.ckpt");
    // N = 20 on one thread counts for many minutes: the first run is still
    // going when the second comes, however loaded the machine.
    let mut first = Command::new(bin_path())
        .args(["count", "20", "--threads", "1", "--quiet", "--checkpoint"])
        .arg(&checkpoint)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    // The run takes the lock, then saves the checkpoint before any work.
    while !checkpoint.exists() {
        assert!(
            first.try_wait().expect("waits").is_none(),
            "the first run ended without a checkpoint"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_usage_error(
        &["count", "20", "--checkpoint", text(&checkpoint)],
        "",
        &["another count is using the checkpoint", "same.ckpt"],
    );
    // The first run goes on, its checkpoint intact, until it is stopped.
    assert!(
        first.try_wait().expect("waits").is_none(),
        "the first run ended"
    );
    let _ = first.kill();
    let _ = first.wait();
    let saved: serde_json::Value =
        serde_json::from_slice(&fs::read(&checkpoint).expect("reads")).expect("JSON");
    assert_eq!(saved["kind"], "nqueens checkpoint");
    nqueens([
        "count",
        "12",
        "--checkpoint",
        text(&dir.path().join("free.ckpt")),
    ])
    .assert()
    .success()
    .stdout("14200\n");
    assert!(
        !dir.path().join(".free.ckpt.lock").exists(),
        "the lock is gone"
    );
}

#[test]
fn endless_and_huge_inputs_are_refused_at_once() {
    let dir = scratch();
    let huge = dir.path().join("huge.ckpt");
    fs::File::create(&huge)
        .and_then(|f| f.set_len(1 << 40))
        .expect("a sparse file of a terabyte");
    refused_at_once(
        &["count", "12", "--checkpoint", text(&huge)],
        &["huge.ckpt", "more than such a file can need"],
    );
    refused_at_once(
        &["count", "12", "--checkpoint", "/dev/zero"],
        &["/dev/zero", "not a regular file"],
    );
    refused_at_once(
        &["merge", "/dev/zero"],
        &["/dev/zero", "not a regular file"],
    );
    refused_at_once(&["merge", text(&huge)], &["huge.ckpt", "more than"]);
}

/// The shard files of `count 10` in 4 shards.
fn four_shards(dir: &Path) -> Vec<PathBuf> {
    (0..4)
        .map(|i| {
            let out = dir.join(format!("s{i}.json"));
            nqueens([
                "count",
                "10",
                "--shard",
                &format!("{i}/4"),
                "--out",
                text(&out),
            ])
            .assert()
            .success();
            out
        })
        .collect()
}

#[test]
fn merge_refuses_shard_counts_no_count_can_have() {
    let dir = scratch();
    let files = four_shards(dir.path());
    let original = fs::read_to_string(&files[0]).expect("reads");
    for shards in [0u64, 50_000_000, u64::from(u32::MAX)] {
        let forged = reseal(&original, |body| body["shards"] = shards.into());
        fs::write(&files[0], forged).expect("writes");
        refused_at_once(
            &["merge", text(&files[0])],
            &["s0.json", &format!("claims {shards} shards"), "1 to"],
        );
    }
    let forged = reseal(&original, |body| body["n"] = 40.into());
    fs::write(&files[0], forged).expect("writes");
    assert_usage_error(
        &["merge", text(&files[0])],
        "",
        &["s0.json", "impossible count"],
    );
}

#[test]
fn merge_refuses_tallies_their_units_cannot_have_or_that_overflow() {
    let dir = scratch();
    let files = four_shards(dir.path());
    let original = fs::read_to_string(&files[1]).expect("reads");
    let inflated = reseal(&original, |body| {
        body["tally"]["total"] = serde_json::Value::from(u64::MAX);
    });
    fs::write(&files[1], inflated).expect("writes");
    let args: Vec<&str> = ["merge"]
        .into_iter()
        .chain(files.iter().map(|f| text(f)))
        .collect();
    assert_usage_error(&args, "", &["s1.json", "more solutions than they can have"]);

    // N = 32: two shards of 2^127 each, whose sum passes 128 bits. (Each is
    // also more than its units can hold, which merge reports too; the
    // overflow is the part checked here.) The unit lists are the real ones.
    let size = nqueens_lab::BoardSize::new(32).expect("32");
    let units = nqueens_lab::fast::work_units(size);
    let half = u128::MAX / 2 + 1;
    let forged: Vec<PathBuf> = (0..2u32)
        .map(|i| {
            let shard = nqueens_lab::job::Shard { index: i, count: 2 };
            let ids: Vec<u32> = nqueens_lab::job::shard_units(size, &units, shard)
                .expect("shard of 2")
                .iter()
                .map(|u| u.id())
                .collect();
            let body = format!(
                "{{\"n\":32,\"shard\":{i},\"shards\":2,\"engine_version\":{},\"units\":{},\
                 \"tally\":{{\"total\":{half},\"half_turn\":0,\"quarter_turn\":0}}}}",
                <nqueens_lab::fast::Counter as nqueens_lab::job::Engine>::VERSION,
                serde_json::to_string(&ids).expect("JSON")
            );
            let path = dir.path().join(format!("big{i}.json"));
            fs::write(&path, seal_text("nqueens shard", &body)).expect("writes");
            path
        })
        .collect();
    assert_usage_error(
        &["merge", text(&forged[0]), text(&forged[1])],
        "",
        &["big1.json", "overflow"],
    );
}

/// A checkpoint of `count 12` with all its units done.
fn complete_checkpoint(dir: &Path) -> (PathBuf, String) {
    let checkpoint = dir.join("c.ckpt");
    nqueens(["count", "12", "--checkpoint", text(&checkpoint)])
        .assert()
        .success();
    let original = fs::read_to_string(&checkpoint).expect("reads");
    (checkpoint, original)
}

#[test]
fn a_checkpoint_with_a_unit_twice_or_an_impossible_tally_is_refused() {
    let dir = scratch();
    let (checkpoint, original) = complete_checkpoint(dir.path());
    // The body as written, with its first unit's entry given twice.
    let body_start = original.find("\"body\":").expect("a body") + "\"body\":".len();
    let body = original[body_start..]
        .trim_end()
        .strip_suffix('}')
        .expect("the envelope's end");
    let done = body.find("\"done\":{").expect("done") + "\"done\":{".len();
    let entry_end = body[done..].find("},").expect("an entry") + done + 2;
    let twice = format!(
        "{}{}{}",
        &body[..entry_end],
        &body[done..entry_end],
        &body[entry_end..]
    );
    fs::write(&checkpoint, seal_text("nqueens checkpoint", &twice)).expect("writes");
    assert_usage_error(
        &["count", "12", "--checkpoint", text(&checkpoint)],
        "",
        &["c.ckpt", "unit", "twice"],
    );
    let inflated = reseal(&original, |body| {
        let done = body["done"].as_object_mut().expect("done");
        let first = done.values_mut().next().expect("a unit");
        first["total"] = serde_json::Value::from(u64::MAX);
    });
    fs::write(&checkpoint, inflated).expect("writes");
    assert_usage_error(
        &["count", "12", "--checkpoint", text(&checkpoint)],
        "",
        &["c.ckpt", "more solutions than it can have"],
    );
    // Cut short: damaged, not "not a checkpoint".
    fs::write(&checkpoint, &original[..original.len() / 2]).expect("writes");
    assert_usage_error(
        &["count", "12", "--checkpoint", text(&checkpoint)],
        "",
        &["c.ckpt", "damaged", "cut short"],
    );
}

#[test]
fn a_failed_write_exits_with_its_own_status() {
    // A full disk (`/dev/full`) is neither an answer (1) nor bad input (2).
    let status = Command::new(bin_path())
        .args(["solve", "8"])
        .stdout(
            fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .expect("/dev/full"),
        )
        .stderr(Stdio::null())
        .status()
        .expect("runs");
    assert_eq!(status.code(), Some(4));
    let output = nqueens(["count", "8", "--shard", "0/1", "--out", "/dev/full"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(4), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("No space left"), "{stderr}");
    assert!(output.stdout.is_empty());
}

#[test]
fn a_resumed_count_checks_its_checkpoint_can_be_written_before_working() {
    // A file system of our own, made read-only under a checkpoint that has
    // work left (needs root to mount, which the test command has).
    let dir = scratch();
    let mount = dir.path().join("fs");
    fs::create_dir(&mount).expect("mkdir");
    if !system(
        "mount",
        &["-t", "tmpfs", "-o", "size=4m", "tmpfs", text(&mount)],
    ) {
        eprintln!("skipped: mounting a tmpfs needs root");
        return;
    }
    let checkpoint = mount.join("c.ckpt");
    let (_, original) = complete_checkpoint(dir.path());
    let partial = reseal(&original, |body| {
        let done = body["done"].as_object_mut().expect("done");
        let first = done.keys().next().expect("a unit").clone();
        done.remove(&first);
    });
    fs::write(&checkpoint, partial).expect("writes");
    let remounted = system("mount", &["-o", "remount,ro", text(&mount)]);
    let result = if remounted {
        // Before working: within the CPU time of a refusal.
        Some(
            at_once(&["count", "12", "--checkpoint", text(&checkpoint)])
                .output()
                .expect("runs prlimit (util-linux)"),
        )
    } else {
        None
    };
    let _ = system("umount", &[text(&mount)]);
    let Some(output) = result else {
        eprintln!("skipped: cannot remount read-only");
        return;
    };
    // A read-only file system is the system's error, not bad input.
    assert_eq!(output.status.code(), Some(4), "{output:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("cannot use the --checkpoint file") && stderr.contains("Read-only"),
        "{stderr}"
    );
}

/// A run of `nqueens verify <args>` fed by `feed` (which writes to its
/// stdin and may stop when it closes), with its data (heap and private
/// mappings) held to `data_limit` bytes by `prlimit --data`: memory that
/// grows past it makes an allocation fail and the process abort. Returns
/// its exit status, its stderr and what `feed` returned.
fn verify_within<T: Send + 'static>(
    data_limit: u64,
    args: &[&str],
    feed: impl FnOnce(std::process::ChildStdin) -> T + Send + 'static,
) -> (Option<i32>, String, T) {
    use std::io::Read;
    let mut child = limited(&[format!("--data={data_limit}:{data_limit}")])
        .arg("verify")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns prlimit (util-linux)");
    let stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || feed(stdin));
    let mut stderr = String::new();
    let _ = child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr);
    let status = child.wait().expect("waits");
    let fed = writer.join().expect("the writer");
    (status.code(), stderr, fed)
}

/// Writes `total` bytes of `byte` (a line with no end), stopping when the
/// reader goes away; returns how many bytes it wrote.
fn endless(
    byte: u8,
    total: usize,
) -> impl FnOnce(std::process::ChildStdin) -> usize + Send + 'static {
    move |mut stdin| {
        use std::io::Write;
        let chunk = vec![byte; 1 << 20];
        let mut written = 0;
        for _ in 0..total / chunk.len() {
            if stdin.write_all(&chunk).is_err() {
                break;
            }
            written += chunk.len();
        }
        written
    }
}

#[test]
fn verify_stops_a_gigabyte_line_early_in_bounded_memory() {
    let gigabyte = 1 << 30;
    // A line of digits, in 32 MiB.
    let (code, stderr, written) = verify_within(32 << 20, &[], endless(b'7', gigabyte));
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("a placement in none of the formats"),
        "{stderr}"
    );
    assert!(written < gigabyte, "verify read the whole line of digits");
    // A line of Q, in 256 MiB.
    let (code, stderr, written) = verify_within(256 << 20, &[], endless(b'Q', gigabyte));
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("more than 64 MiB of text"), "{stderr}");
    assert!(written < gigabyte, "verify read the whole line of Q");
}

#[test]
fn verify_of_dev_zero_ends_at_once() {
    let output = nqueens(["verify", "/dev/zero"]).output().expect("runs");
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(output.stdout.is_empty());
}

/// 2,279,184 placements (N = 15) through `verify`, with and without
/// `--quiet`, in 40 MiB of data: kept as 55 bytes each they would take
/// 125 MB.
#[test]
fn verify_memory_does_not_grow_with_the_number_of_placements() {
    let solutions = std::sync::Arc::new(
        Command::new(bin_path())
            .args(["solve", "15"])
            .output()
            .expect("solves")
            .stdout,
    );
    for quiet in [false, true] {
        let args: &[&str] = if quiet { &["--quiet"] } else { &[] };
        let input = std::sync::Arc::clone(&solutions);
        let (code, stderr, ()) = verify_within(40 << 20, args, move |mut stdin| {
            use std::io::Write;
            let _ = stdin.write_all(&input);
        });
        assert_eq!(
            code,
            Some(0),
            "quiet {quiet}: 2,279,184 placements in 40 MiB: {stderr}"
        );
    }
}

#[test]
fn a_checkpoint_of_other_units_says_so_without_repeating_itself() {
    let dir = scratch();
    let (checkpoint, original) = complete_checkpoint(dir.path());
    let other = reseal(&original, |body| {
        body["job"]["units"].as_array_mut().expect("units").pop();
    });
    fs::write(&checkpoint, other).expect("writes");
    let line = assert_usage_error(
        &["count", "12", "--checkpoint", text(&checkpoint)],
        "",
        &[
            "belongs to another count",
            "N = 12, count engine version",
            "but other work units",
        ],
    );
    assert_eq!(line.matches("N = 12").count(), 1, "{line}");
}

#[test]
fn control_characters_are_escaped_and_long_values_cut() {
    let output = nqueens(["verify"])
        .write_stdin("1 3 \u{1b}[31m0 2\n")
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(!output.stderr.contains(&0x1b), "{:?}", output.stderr);
    assert!(String::from_utf8_lossy(&output.stderr).contains("\\u{1b}"));
    let long = "9".repeat(5000);
    let line = assert_usage_error(&["count", &long], "", &["…", "1 to 32"]);
    assert!(line.len() < 300, "{} characters: {line}", line.len());
    let bell = assert_usage_error(&["solve", "4", "--format", "x\u{7}"], "", &["\\u{7}"]);
    assert!(!bell.contains('\u{7}'));
}

#[test]
fn a_byte_order_mark_is_skipped() {
    nqueens(["verify"])
        .write_stdin("\u{feff}1 3 0 2\n2 0 3 1\n")
        .assert()
        .success()
        .stdout("line 1: valid (N = 4)\nline 2: valid (N = 4)\n");
}

#[test]
fn table_tsv_streams_row_by_row() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(bin_path())
        .args(["table", "1..32", "--tsv"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawns");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let first: Vec<String> = lines.by_ref().take(4).map(|l| l.expect("a line")).collect();
    // The rows of N = 1 to 3 are out while N = 32 is far from counted.
    let still_running = child.try_wait().expect("waits").is_none();
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(first.len(), 4);
    assert!(first[0].starts_with("N\ttotal"));
    assert!(first[3].starts_with("3\t0\t0\t"), "{first:?}");
    assert!(
        still_running,
        "the table finished before its first rows were read"
    );
}

#[test]
fn a_range_with_a_negative_end_is_named() {
    for command in ["stats", "table"] {
        assert_usage_error(&[command, "-3..4"], "", &["'-3'", "1 to 32"]);
    }
}
