//! Integration tests of counts that survive a crash and run in pieces:
//! `count --checkpoint` (killed with SIGKILL at random moments, interrupted
//! with Ctrl-C, resumed), `count --shard I/K --out FILE` and `merge`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::util::{
    assert_usage_error, bin_path, nqueens, reference, reseal, spawn_quiet, stdout_of, text,
    units_saved, Scratch,
};
use serde_json::Value;

/// Counts shard `index` of `shards` of N into `out`.
fn count_shard(n: usize, index: u32, shards: u32, out: &Path) {
    let spec = format!("{index}/{shards}");
    let output = nqueens([
        "count",
        &n.to_string(),
        "--shard",
        &spec,
        "--out",
        text(out),
    ])
    .output()
    .expect("runs");
    assert!(
        output.status.success(),
        "count {n} --shard {spec}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// `nqueens merge --json` of the files: (total, unique).
fn merged(files: &[PathBuf]) -> (u64, u64) {
    let mut args = vec!["merge".to_string(), "--json".to_string()];
    args.extend(files.iter().map(|f| text(f).to_string()));
    let output = nqueens(&args).output().expect("runs");
    assert!(
        output.status.success(),
        "merge: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let field = |key: &str| {
        json[key]
            .as_u64()
            .unwrap_or_else(|| panic!("{key} in {json}"))
    };
    (field("total"), field("unique"))
}

/// Splits N into K shards, counts each, merges, and checks the reference.
fn shards_add_up(n: usize) {
    let scratch = Scratch::new(&format!("shards-n{n}"));
    let expected = reference(n);
    for shards in [1u32, 2, 7, 64] {
        let files: Vec<PathBuf> = (0..shards)
            .map(|i| scratch.path(&format!("k{shards}-{i}.json")))
            .collect();
        for (i, file) in files.iter().enumerate() {
            count_shard(n, i as u32, shards, file);
        }
        assert_eq!(
            merged(&files),
            (expected.total, expected.unique),
            "N = {n}, K = {shards}"
        );
    }
}

#[test]
fn shards_of_8_to_10_merge_to_the_reference() {
    (8..=10).for_each(shards_add_up);
}

#[test]
fn shards_of_11_and_12_merge_to_the_reference() {
    (11..=12).for_each(shards_add_up);
}

#[test]
fn shards_of_13_merge_to_the_reference() {
    shards_add_up(13);
}

#[test]
fn shards_of_14_merge_to_the_reference() {
    shards_add_up(14);
}

/// Four shards of N = 10 in a scratch directory.
fn four_shards(scratch: &Scratch) -> Vec<PathBuf> {
    (0..4)
        .map(|i| {
            let file = scratch.path(&format!("s{i}.json"));
            count_shard(10, i, 4, &file);
            file
        })
        .collect()
}

fn merge_refused(files: &[&Path], needles: &[&str]) {
    let mut args = vec!["merge"];
    args.extend(files.iter().map(|f| text(f)));
    assert_usage_error(&args, "", needles);
}

#[test]
fn merge_refuses_a_missing_shard() {
    let scratch = Scratch::new("shards-missing");
    let files = four_shards(&scratch);
    merge_refused(
        &[&files[0], &files[1], &files[3]],
        &["missing shard 2 of 4"],
    );
}

#[test]
fn merge_refuses_a_duplicated_shard() {
    let scratch = Scratch::new("shards-duplicate");
    let files = four_shards(&scratch);
    let copy = scratch.path("copy-of-1.json");
    std::fs::copy(&files[1], &copy).expect("copies");
    merge_refused(
        &[&files[0], &files[1], &copy, &files[2], &files[3]],
        &["shard 1 is given 2 times", "copy-of-1.json"],
    );
}

#[test]
fn merge_refuses_a_foreign_shard() {
    let scratch = Scratch::new("shards-foreign");
    let files = four_shards(&scratch);
    let foreign = scratch.path("eleven.json");
    count_shard(11, 2, 4, &foreign);
    merge_refused(
        &[&files[0], &files[1], &foreign, &files[3]],
        &["eleven.json", "another job", "N = 11", "missing shard 2"],
    );
}

#[test]
fn merge_refuses_a_tampered_or_damaged_shard() {
    let scratch = Scratch::new("shards-tampered");
    let files = four_shards(&scratch);
    let original = std::fs::read_to_string(&files[2]).expect("reads");
    let tampered = original.replacen("\"total\":", "\"total\":1", 1);
    assert_ne!(tampered, original);
    std::fs::write(&files[2], tampered).expect("writes");
    merge_refused(
        &[&files[0], &files[1], &files[2], &files[3]],
        &["s2.json", "damaged"],
    );
    // Cut short: damaged too, not "not a shard file".
    std::fs::write(&files[2], &original[..original.len() / 2]).expect("writes");
    merge_refused(
        &[&files[0], &files[1], &files[2], &files[3]],
        &["s2.json", "damaged", "cut short"],
    );
    // Something else entirely.
    std::fs::write(&files[2], "[1, 3, 0, 2]\n").expect("writes");
    merge_refused(
        &[&files[0], &files[1], &files[2], &files[3]],
        &["s2.json", "not a shard file"],
    );
    // A correct checksum over a shard that lies about its units.
    let lying = reseal(&original, |body| {
        body["units"].as_array_mut().expect("units").pop();
    });
    std::fs::write(&files[2], lying).expect("writes");
    merge_refused(
        &[&files[0], &files[1], &files[2], &files[3]],
        &["s2.json", "does not hold the work units of shard 2 of 4"],
    );
}

/// A count of N = 16 on one thread that saves its checkpoint after
/// `interval` seconds ("0": after every unit, each save flushed to disk).
fn checkpointed_count(checkpoint: &Path, interval: &str) -> Command {
    let mut cmd = Command::new(bin_path());
    cmd.args([
        "count",
        "16",
        "--threads",
        "1",
        "--quiet",
        "--checkpoint",
        text(checkpoint),
        "--checkpoint-interval",
        interval,
    ]);
    cmd
}

#[test]
fn a_count_killed_at_random_moments_resumes_to_the_exact_total() {
    let scratch = Scratch::new("shards-sigkill");
    let checkpoint = scratch.path("n16.ckpt");
    // Deterministic "random" moments (splitmix64), between 50 and 450 ms.
    let mut state: u64 = 0x5eed;
    let mut next_delay = || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        50 + (z ^ (z >> 31)) % 400
    };
    let mut saved_before = 0;
    for kill in 0..5 {
        let mut child = spawn_quiet(checkpointed_count(&checkpoint, "0"));
        std::thread::sleep(Duration::from_millis(next_delay()));
        let finished_first = child.try_wait().expect("waits").is_some();
        child.kill().expect("SIGKILL");
        let _ = child.wait();
        if checkpoint.exists() {
            let saved = units_saved(&checkpoint);
            assert!(saved >= saved_before, "kill {kill}: progress went back");
            saved_before = saved;
        }
        if finished_first {
            break;
        }
    }
    let output = checkpointed_count(&checkpoint, "2").output().expect("runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout).trim(),
        reference(16).total.to_string()
    );
    // Once complete, the same command answers from the checkpoint alone.
    let again = checkpointed_count(&checkpoint, "2").output().expect("runs");
    assert_eq!(again.stdout, output.stdout);
}

#[test]
fn ctrl_c_saves_and_exits_cleanly() {
    let scratch = Scratch::new("shards-sigint");
    let checkpoint = scratch.path("n16.ckpt");
    let mut child = spawn_quiet(checkpointed_count(&checkpoint, "0"));
    // Once a unit is saved, the handler is installed (it comes first).
    while !checkpoint.exists() || units_saved(&checkpoint) == 0 {
        assert!(child.try_wait().expect("waits").is_none(), "ended too soon");
        std::thread::sleep(Duration::from_millis(10));
    }
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill -INT");
    assert!(status.success());
    let output = child.wait_with_output().expect("waits");
    let stderr = String::from_utf8_lossy(&output.stderr);
    // Saving after every unit, N = 16 takes seconds: the signal arrives mid-count.
    assert_eq!(output.status.code(), Some(130), "{stderr}");
    assert!(output.stdout.is_empty(), "no total after an interrupt");
    assert!(stderr.contains("interrupted"), "{stderr}");
    assert!(stderr.contains("resume"), "{stderr}");
    assert!(units_saved(&checkpoint) > 0);
    let resumed = checkpointed_count(&checkpoint, "2").output().expect("runs");
    assert_eq!(
        String::from_utf8_lossy(&resumed.stdout).trim(),
        reference(16).total.to_string()
    );
}

#[test]
fn a_checkpoint_of_another_count_or_damaged_is_refused() {
    let scratch = Scratch::new("shards-foreign-checkpoint");
    let checkpoint = scratch.path("n9.ckpt");
    stdout_of(&format!("count 9 --checkpoint {}", text(&checkpoint)));
    assert_usage_error(
        &["count", "10", "--checkpoint", text(&checkpoint)],
        "",
        &["n9.ckpt", "another count", "N = 9", "N = 10"],
    );
    assert_usage_error(
        &[
            "count",
            "9",
            "--shard",
            "0/2",
            "--out",
            text(&scratch.path("o.json")),
            "--checkpoint",
            text(&checkpoint),
        ],
        "",
        &["another count", "shard 0/2"],
    );
    let sealed = std::fs::read_to_string(&checkpoint).expect("reads");
    let other_engine = reseal(&sealed, |body| {
        body["job"]["engine_version"] = Value::from(0)
    });
    std::fs::write(&checkpoint, other_engine).expect("writes");
    assert_usage_error(
        &["count", "9", "--checkpoint", text(&checkpoint)],
        "",
        &["another count", "engine version 0"],
    );
    std::fs::write(
        &checkpoint,
        sealed.replacen("\"done\":{\"", "\"done\":{\"1", 1),
    )
    .expect("writes");
    assert_usage_error(
        &["count", "9", "--checkpoint", text(&checkpoint)],
        "",
        &["damaged"],
    );
    std::fs::write(&checkpoint, "not json").expect("writes");
    assert_usage_error(
        &["count", "9", "--checkpoint", text(&checkpoint)],
        "",
        &["is not a checkpoint"],
    );
}

#[test]
fn a_shard_resumes_from_its_checkpoint() {
    let scratch = Scratch::new("shards-shard-checkpoint");
    let (out, checkpoint) = (scratch.path("s.json"), scratch.path("s.ckpt"));
    let args = [
        "count",
        "12",
        "--shard",
        "1/3",
        "--out",
        text(&out),
        "--checkpoint",
        text(&checkpoint),
    ];
    nqueens(args).assert().success();
    let first = std::fs::read(&out).expect("reads");
    std::fs::remove_file(&out).expect("removes");
    nqueens(args).assert().success();
    assert_eq!(std::fs::read(&out).expect("reads"), first);
}

#[test]
fn unwritable_files_are_refused_before_any_work() {
    let scratch = Scratch::new("shards-unwritable");
    let missing_dir = scratch.path("no/such/dir");
    let checkpoint = missing_dir.join("c.ckpt");
    let out = missing_dir.join("s.json");
    assert_usage_error(
        &["count", "18", "--checkpoint", text(&checkpoint)],
        "",
        &["cannot use the --checkpoint file", "c.ckpt"],
    );
    assert_usage_error(
        &["count", "18", "--shard", "0/4", "--out", text(&out)],
        "",
        &["cannot write the --out file", "s.json"],
    );
    let same = scratch.path("same.json");
    assert_usage_error(
        &[
            "count",
            "10",
            "--shard",
            "0/2",
            "--out",
            text(&same),
            "--checkpoint",
            text(&same),
        ],
        "",
        &["--out and --checkpoint", "different files"],
    );
}

#[test]
fn bad_shard_arguments_are_refused() {
    assert_usage_error(
        &["count", "10", "--shard", "4/4", "--out", "x.json"],
        "",
        &["'4/4'", "I/K"],
    );
    assert_usage_error(
        &["count", "10", "--shard", "0/0", "--out", "x.json"],
        "",
        &["'0/0'"],
    );
    assert_usage_error(&["count", "10", "--shard", "1/4"], "", &["--out"]);
    assert_usage_error(&["count", "10", "--out", "x.json"], "", &["--shard"]);
    assert_usage_error(
        &["count", "10", "--checkpoint-interval", "1"],
        "",
        &["--checkpoint"],
    );
    assert_usage_error(
        &[
            "count", "10", "--unique", "--shard", "1/4", "--out", "x.json",
        ],
        "",
        &["--unique", "--shard"],
    );
    assert_usage_error(&["merge"], "", &["FILE"]);
    assert_usage_error(
        &["merge", "/nonexistent/shard.json"],
        "",
        &["cannot read", "/nonexistent/shard.json"],
    );
}
