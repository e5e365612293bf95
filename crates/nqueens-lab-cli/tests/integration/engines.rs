//! Integration tests of `count`'s two engines (`--engine`): the count by
//! quarters gives the backtracking counter's counts with every option,
//! says on stderr what memory it takes and is refused where that does not
//! fit (`--memory`); `auto` picks by N and memory, and keeps the engine of
//! a checkpoint it resumes; the checkpoints and shard files of one engine
//! are refused by the other; a count by quarters stopped part way resumes
//! to the exact total.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use nqueens_lab::fast::Kernel;
use nqueens_lab::quarters::{memory_estimate, FASTER_FROM, MAX_N};
use nqueens_lab::BoardSize;
use serde_json::Value;

use crate::util::{
    assert_usage_error, bin_path, keys_in_order, names, nqueens, reference, reseal, scratch,
    signal, spawn_quiet, stdout_of, stdout_of_args, text, units_saved,
};

/// `nqueens count <args> --json`, which must succeed with nothing on
/// stderr: its JSON object.
fn count_json(args: &[&str]) -> Value {
    let mut all = vec!["count"];
    all.extend_from_slice(args);
    all.push("--json");
    let out = stdout_of_args(&all, "");
    serde_json::from_str(out.trim_end()).unwrap_or_else(|e| panic!("not JSON ({e}): {out}"))
}

/// The engine a checkpoint or shard file names.
fn saved_engine(file: &Path) -> String {
    let file: Value = serde_json::from_slice(&std::fs::read(file).expect("reads")).expect("JSON");
    let body = &file["body"];
    let engine = body["job"]["engine"].as_str().or(body["engine"].as_str());
    engine.expect("an engine").to_string()
}

#[test]
fn quarters_counts_as_backtrack_for_1_to_14() {
    for n in 1..=14 {
        let n_text = n.to_string();
        let by = |engine| count_json(&[&n_text, "--unique", "--engine", engine]);
        let (quarters, backtrack) = (by("quarters"), by("backtrack"));
        assert_eq!(quarters["engine"], "quarters", "{quarters}");
        assert_eq!(backtrack["engine"], "backtrack", "{backtrack}");
        let r = reference(n);
        for (key, expected) in [("total", r.total), ("unique", r.unique)] {
            assert_eq!(quarters[key], backtrack[key], "N = {n}: {key}");
            assert_eq!(quarters[key].as_u64(), Some(expected), "N = {n}: {key}");
        }
        // The text is the same whatever the engine.
        let text_of = |engine| stdout_of(&format!("count {n} --unique --engine {engine}"));
        assert_eq!(text_of("quarters"), text_of("backtrack"), "N = {n}");
    }
}

#[test]
fn quarters_takes_every_kernel_and_thread_count() {
    let r = reference(13);
    for kernel in Kernel::available() {
        for threads in ["1", "3"] {
            let value = count_json(&[
                "13",
                "--unique",
                "--engine",
                "quarters",
                "--kernel",
                kernel.name(),
                "--threads",
                threads,
            ]);
            assert_eq!(value["kernel"], kernel.name(), "{value}");
            assert_eq!(value["threads"].as_u64(), threads.parse().ok(), "{value}");
            assert_eq!(value["total"].as_u64(), Some(r.total), "{value}");
            assert_eq!(value["unique"].as_u64(), Some(r.unique), "{value}");
        }
    }
}

#[test]
fn the_json_names_the_engine() {
    let line = stdout_of("count 10 --engine quarters --json");
    assert_eq!(
        keys_in_order(line.trim_end()),
        ["n", "total", "seconds", "threads", "engine", "kernel", "devices"]
    );
    // auto counts small boards by backtracking, whatever the memory.
    for n in [1, 12, FASTER_FROM - 3] {
        let value = count_json(&[&n.to_string(), "--memory", "1T"]);
        assert_eq!(value["engine"], "backtrack", "N = {n}: {value}");
        assert_eq!(value["total"].as_u64(), Some(reference(n).total));
    }
    let value = count_json(&["10", "--engine", "backtrack"]);
    assert_eq!(value["engine"], "backtrack", "{value}");
}

#[test]
fn quarters_past_its_largest_board_is_refused() {
    for n in [MAX_N + 1, 32] {
        let n = n.to_string();
        assert_usage_error(
            &["count", &n, "--engine", "quarters"],
            "",
            &[
                &format!("the quarters engine counts N = 1 to {MAX_N}, not {n}"),
                "--engine backtrack",
            ],
        );
    }
}

#[test]
fn bad_engines_and_memory_sizes_are_refused() {
    assert_usage_error(
        &["count", "8", "--engine", "fast"],
        "",
        &[
            "unknown engine 'fast'",
            "valid engines are auto, backtrack, quarters",
        ],
    );
    for bad in [
        "",
        "lots",
        "-1",
        "1.5",
        "5X",
        "1e9",
        "2 G B",
        "1..5G",
        "99999999T",
    ] {
        assert_usage_error(
            &["count", "8", "--memory", bad],
            "",
            &[
                "is not a memory size",
                "K, M, G, T",
                "KiB, MiB, GiB, TiB",
                "512M",
            ],
        );
    }
    // The forms it names are taken, with either engine.
    for good in ["1500000000", "512M", "2G", "1.5GiB", "64mib", "1 T"] {
        let value = count_json(&["8", "--engine", "quarters", "--memory", good]);
        assert_eq!(value["total"].as_u64(), Some(92), "--memory {good}");
    }
}

#[test]
fn quarters_beyond_the_memory_limit_is_refused_before_any_work() {
    let dir = scratch();
    let checkpoint = dir.path().join("q16.ckpt");
    let sixteen = |extra: &[&str]| {
        let mut args = vec!["count", "16", "--engine", "quarters", "--threads", "2"];
        args.extend_from_slice(extra);
        args.iter().map(|a| a.to_string()).collect::<Vec<String>>()
    };
    let refused = |extra: &[&str], needles: &[&str]| {
        let args = sixteen(extra);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_usage_error(&args, "", needles)
    };
    refused(
        &["--memory", "1M", "--checkpoint", text(&checkpoint)],
        &[
            "counting N = 16 by quarters takes at most",
            "per thread × 2)",
            "more than the 1.0 MB that --memory allows",
            "use --engine backtrack or --memory ",
        ],
    );
    assert!(names(dir.path()).is_empty(), "{:?}", names(dir.path()));
    // Where the table and one thread fit, one thread is a way out.
    let estimate = memory_estimate(BoardSize::new(16).expect("a size"), 2);
    let one_thread = (estimate.table + estimate.per_thread).to_string();
    refused(
        &["--memory", &one_thread],
        &["use --engine backtrack, --threads 1 or --memory "],
    );
    let short = (estimate.total() - 1).to_string();
    refused(&["--memory", &short], &["more than the"]);
    // Exactly the estimate is enough: the count runs, and says what it takes.
    let exact = estimate.total().to_string();
    let output = nqueens(sixteen(&["--memory", &exact]))
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("{}\n", reference(16).total)
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("nqueens: counting N = 16 by quarters takes at most ")
            && stderr.ends_with(" per thread × 2)\n"),
        "{stderr}"
    );
    // --quiet says nothing; a shard says which.
    nqueens(sixteen(&["--quiet"])).assert().success().stderr("");
    let out = dir.path().join("s.json");
    let output = nqueens(sixteen(&["--shard", "0/4", "--out", text(&out)]))
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr.starts_with("nqueens: counting shard 0/4 of N = 16 by quarters takes at most "),
        "{stderr}"
    );
    // Below N = 16 the estimate is not worth a line.
    let output = nqueens(["count", "15", "--engine", "quarters"])
        .output()
        .expect("runs");
    assert!(output.status.success());
    assert!(output.stderr.is_empty());
}

#[test]
fn auto_counts_by_backtracking_where_quarters_does_not_fit() {
    let value = count_json(&["16", "--memory", "1M"]);
    assert_eq!(value["engine"], "backtrack", "{value}");
    assert_eq!(value["total"].as_u64(), Some(reference(16).total));
}

/// Starts `nqueens count <args>` (with a `--checkpoint` among them), waits
/// until `checkpoint` is saved (a new one) or holds more units (one
/// resumed), stops the count with SIGTERM (exit status 130), and gives its
/// stderr.
fn stopped_once_saved(args: &[&str], checkpoint: &Path) -> String {
    let before = checkpoint.exists().then(|| units_saved(checkpoint));
    let mut cmd = Command::new(bin_path());
    cmd.arg("count").args(args);
    let mut child = spawn_quiet(cmd);
    let deadline = Instant::now() + Duration::from_secs(60);
    let saved = || match before {
        None => checkpoint.exists(),
        Some(before) => units_saved(checkpoint) > before,
    };
    while !saved() {
        assert!(
            child.try_wait().expect("waits").is_none(),
            "count {args:?} ended without a checkpoint"
        );
        assert!(Instant::now() < deadline, "no checkpoint");
        std::thread::sleep(Duration::from_millis(10));
    }
    signal(child.id(), "TERM");
    let output = child.wait_with_output().expect("waits");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(130), "{stderr}");
    assert!(output.stdout.is_empty(), "no result");
    stderr
}

/// The one test past N = 15: `auto` at N = 18 counts by quarters where it
/// fits, by backtracking where not, and a checkpoint keeps its engine.
/// The counts are stopped once their checkpoints are saved.
#[test]
fn auto_picks_by_memory_from_18_and_keeps_a_checkpoint_engine() {
    let n = FASTER_FROM.to_string();
    let dir = scratch();
    let (fits, tight) = (dir.path().join("fits.ckpt"), dir.path().join("tight.ckpt"));
    let stderr = stopped_once_saved(&[&n, "--memory", "1G", "--checkpoint", text(&fits)], &fits);
    assert!(
        stderr.starts_with(&format!(
            "nqueens: counting N = {n} by quarters takes at most "
        )),
        "{stderr}"
    );
    assert_eq!(saved_engine(&fits), "quarters");
    let stderr = stopped_once_saved(
        &[&n, "--memory", "1M", "--checkpoint", text(&tight)],
        &tight,
    );
    assert!(!stderr.contains("quarters"), "{stderr}");
    assert_eq!(saved_engine(&tight), "count");
    // Resumed with room to spare, the backtracking count goes on as it was.
    let resumed = [
        &n,
        "--memory",
        "1T",
        "--checkpoint",
        text(&tight),
        "--checkpoint-interval",
        "0",
    ];
    let stderr = stopped_once_saved(&resumed, &tight);
    assert!(stderr.contains("interrupted"), "{stderr}");
    assert!(!stderr.contains("quarters"), "{stderr}");
    assert_eq!(saved_engine(&tight), "count");
    // Resumed without the room, the count by quarters is refused, unchanged.
    let before = std::fs::read(&fits).expect("reads");
    assert_usage_error(
        &["count", &n, "--memory", "1M", "--checkpoint", text(&fits)],
        "",
        &[
            &format!("counting N = {n} by quarters"),
            "that --memory allows",
        ],
    );
    assert_eq!(std::fs::read(&fits).expect("reads"), before);
}

#[test]
fn a_checkpoint_of_one_engine_is_refused_by_the_other_and_kept_by_auto() {
    let dir = scratch();
    let (q, b) = (dir.path().join("q9.ckpt"), dir.path().join("b9.ckpt"));
    let total = Some(reference(9).total);
    for (engine, file) in [("quarters", &q), ("backtrack", &b)] {
        let value = count_json(&["9", "--engine", engine, "--checkpoint", text(file)]);
        assert_eq!(value["total"].as_u64(), total);
    }
    let (q_before, b_before) = (std::fs::read(&q).expect("q"), std::fs::read(&b).expect("b"));
    assert_usage_error(
        &[
            "count",
            "9",
            "--engine",
            "backtrack",
            "--checkpoint",
            text(&q),
        ],
        "",
        &[
            "the checkpoint ",
            "q9.ckpt was saved by the quarters engine, not backtrack",
            "resume it with --engine quarters (or auto)",
        ],
    );
    assert_usage_error(
        &[
            "count",
            "9",
            "--engine",
            "quarters",
            "--checkpoint",
            text(&b),
        ],
        "",
        &[
            "b9.ckpt was saved by the backtrack engine, not quarters",
            "resume it with --engine backtrack (or auto)",
        ],
    );
    assert_usage_error(
        &["stats", "9", "--checkpoint", text(&q)],
        "",
        &["q9.ckpt", "another walk", "quarters engine"],
    );
    assert_eq!(std::fs::read(&q).expect("q"), q_before);
    assert_eq!(std::fs::read(&b).expect("b"), b_before);
    // auto answers from each with the engine that saved it.
    for (engine, file) in [("quarters", &q), ("backtrack", &b)] {
        let value = count_json(&["9", "--checkpoint", text(file)]);
        assert_eq!(value["engine"], engine, "{value}");
        assert_eq!(value["total"].as_u64(), total);
    }
}

#[test]
fn quarters_shards_merge_and_refuse_backtrack_ones() {
    let dir = scratch();
    let shard = |engine: &str, index: u32| {
        let out = dir.path().join(format!("{}{index}.json", &engine[..1]));
        let spec = format!("{index}/3");
        let line = stdout_of_args(
            &[
                "count",
                "13",
                "--engine",
                engine,
                "--shard",
                &spec,
                "--out",
                text(&out),
                "--json",
            ],
            "",
        );
        let value: Value = serde_json::from_str(line.trim_end()).expect("JSON");
        assert_eq!(value["engine"], engine, "{value}");
        out
    };
    let quarters: Vec<_> = (0..3).map(|i| shard("quarters", i)).collect();
    let backtrack: Vec<_> = (0..3).map(|i| shard("backtrack", i)).collect();
    assert_eq!(saved_engine(&quarters[0]), "quarters");
    let r = reference(13);
    for files in [&quarters, &backtrack] {
        let mut args = vec!["merge"];
        args.extend(files.iter().map(|f| text(f)));
        assert_eq!(
            stdout_of_args(&args, ""),
            format!("{} total, {} unique\n", r.total, r.unique)
        );
    }
    // Shard 1 of the other engine is the odd one out, named as such.
    let mixed = [
        (
            [&backtrack[0], &quarters[1], &backtrack[2]],
            "q1.json",
            "quarters engine",
        ),
        (
            [&quarters[0], &backtrack[1], &quarters[2]],
            "b1.json",
            "count engine",
        ),
    ];
    for (files, odd, engine) in mixed {
        let mut args = vec!["merge"];
        args.extend(files.iter().map(|f| text(f)));
        let line = assert_usage_error(
            &args,
            "",
            &[
                &format!("{odd} belongs to another job"),
                engine,
                "missing shard 1 of 3",
            ],
        );
        for file in [files[0], files[2]] {
            let name = file.file_name().expect("a name").to_string_lossy();
            assert!(!line.contains(&*name), "{name} is not the problem: {line}");
        }
    }
    // A shard file of the quarters engine past its largest board (a
    // forgery) is refused by name, not planned.
    let original = std::fs::read_to_string(&quarters[0]).expect("reads");
    let forged = dir.path().join("q26.json");
    let past = MAX_N + 1;
    std::fs::write(&forged, reseal(&original, |body| body["n"] = past.into())).expect("writes");
    assert_usage_error(
        &["merge", text(&forged)],
        "",
        &[
            "q26.json claims an impossible count",
            &format!("the quarters engine counts N = 1 to {MAX_N}, not {past}"),
        ],
    );
}

#[test]
fn a_quarters_count_stopped_part_way_resumes_to_the_exact_total() {
    let dir = scratch();
    let checkpoint = dir.path().join("q15.ckpt");
    // Saving after every unit, on one thread: seconds of work, so that the
    // signals arrive part way.
    let count = |interval: &str| {
        let mut cmd = Command::new(bin_path());
        cmd.args([
            "count",
            "15",
            "--engine",
            "quarters",
            "--threads",
            "1",
            "--quiet",
            "--checkpoint",
            text(&checkpoint),
            "--checkpoint-interval",
            interval,
        ]);
        cmd
    };
    let mut saved_before = 0;
    for name in ["TERM", "INT"] {
        let mut child = spawn_quiet(count("0"));
        // Once this run has saved a unit, its handler saves before it ends.
        while !checkpoint.exists() || units_saved(&checkpoint) <= saved_before {
            assert!(child.try_wait().expect("waits").is_none(), "ended too soon");
            std::thread::sleep(Duration::from_millis(10));
        }
        signal(child.id(), name);
        let output = child.wait_with_output().expect("waits");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(130), "SIG{name}: {stderr}");
        assert!(output.stdout.is_empty(), "no total after SIG{name}");
        assert!(
            stderr.contains("interrupted") && stderr.contains("resume"),
            "{stderr}"
        );
        let saved = units_saved(&checkpoint);
        assert!(saved > saved_before, "SIG{name}: progress saved");
        saved_before = saved;
    }
    assert_eq!(saved_engine(&checkpoint), "quarters");
    assert_usage_error(
        &[
            "count",
            "15",
            "--engine",
            "backtrack",
            "--checkpoint",
            text(&checkpoint),
        ],
        "",
        &["saved by the quarters engine, not backtrack"],
    );
    let output = count("2").arg("--json").output().expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let value: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(value["engine"], "quarters", "{value}");
    assert_eq!(
        value["total"].as_u64(),
        Some(reference(15).total),
        "{value}"
    );
    // Complete, it answers from the file (auto keeps its engine).
    let value = count_json(&["15", "--checkpoint", text(&checkpoint)]);
    assert_eq!(value["engine"], "quarters", "{value}");
    assert_eq!(
        value["total"].as_u64(),
        Some(reference(15).total),
        "{value}"
    );
}
