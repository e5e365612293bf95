//! Integration tests of the statistics walk as a long run: `stats
//! --checkpoint` (killed with SIGKILL at random moments, interrupted with
//! Ctrl-C, resumed), `stats --shard I/K --out FILE` and `merge` of its
//! shards, the files of one engine refused by the other, and the library's
//! table that answers `stats` and `table` for N <= 20 at once.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::util::{
    assert_usage_error, bin_path, keys_in_order, reference, reseal, spawn_quiet, stdout_of,
    stdout_of_args, text, Scratch, STATS_FIGURES,
};
use serde_json::Value;

/// One JSON line, parsed.
fn json(line: &str) -> Value {
    serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"))
}

/// The search's figures of one `stats --json` object (the SearchStats
/// fields), checking that they come first and in their order.
fn figures(line: &str) -> Vec<(String, Value)> {
    let keys = keys_in_order(line);
    assert_eq!(
        keys[..STATS_FIGURES.len()],
        STATS_FIGURES,
        "the figures come first: {line}"
    );
    let value = json(line);
    STATS_FIGURES
        .iter()
        .map(|key| (key.to_string(), value[key].clone()))
        .collect()
}

/// `nqueens stats N --json` (the table for N <= 20): its one line.
fn stats_json(n: usize) -> String {
    let out = stdout_of(&format!("stats {n} --json"));
    assert_eq!(out.lines().count(), 1, "one line: {out}");
    out.trim_end().to_string()
}

/// Walks shard `index` of `shards` of N into `out`; returns the number of
/// work units it says it walked.
fn stats_shard(n: usize, index: u32, shards: u32, out: &Path) -> usize {
    let spec = format!("{index}/{shards}");
    let said = stdout_of(&format!("stats {n} --shard {spec} --out {}", text(out)));
    let prefix = format!("shard {spec} of N = {n}: ");
    let suffix = format!(" work units walked, written to {}\n", text(out));
    let units = said
        .strip_prefix(&prefix)
        .and_then(|rest| rest.strip_suffix(&suffix))
        .unwrap_or_else(|| panic!("stats {n} --shard {spec}: unexpected message {said:?}"));
    units
        .parse()
        .unwrap_or_else(|_| panic!("stats {n} --shard {spec}: units in {said:?}"))
}

/// All the work units of N, from its one shard of one (`--json`), which is
/// written to `out`.
fn whole_as_one_shard(n: usize, out: &Path) -> usize {
    let said = stdout_of(&format!("stats {n} --shard 0/1 --out {} --json", text(out)));
    let line = said.trim_end();
    assert_eq!(
        keys_in_order(line),
        ["n", "engine", "shard", "units", "out", "seconds", "threads", "kernel"],
        "{line}"
    );
    let value = json(line);
    assert_eq!(value["n"].as_u64(), Some(n as u64), "{line}");
    assert_eq!(value["engine"].as_str(), Some("stats"), "{line}");
    assert_eq!(value["shard"].as_str(), Some("0/1"), "{line}");
    assert_eq!(value["out"].as_str(), Some(text(out)), "{line}");
    value["units"]
        .as_u64()
        .and_then(|units| usize::try_from(units).ok())
        .unwrap_or_else(|| panic!("units in {line}"))
}

/// `nqueens merge [extra] FILES...`: its stdout (it must succeed, with
/// nothing on stderr).
fn merge(extra: &[&str], files: &[PathBuf]) -> String {
    let mut args = vec!["merge"];
    args.extend(extra);
    args.extend(files.iter().map(|f| text(f)));
    stdout_of_args(&args, "")
}

/// Splits N into K shards for each K, walks each, merges, and checks the
/// merge against `stats N` in its three shapes.
fn shards_add_up(n: usize) {
    let scratch = Scratch::new(&format!("stats-jobs-n{n}"));
    let text_stats = stdout_of(&format!("stats {n}"));
    let json_stats = stats_json(n);
    let classic_stats = stdout_of(&format!("stats {n} --classic"));
    let whole = scratch.path("k1-0.json");
    let units = whole_as_one_shard(n, &whole);
    for shards in [1u32, 2, 7, 64] {
        if shards as usize > units {
            continue;
        }
        let files: Vec<PathBuf> = (0..shards)
            .map(|i| scratch.path(&format!("k{shards}-{i}.json")))
            .collect();
        let walked: usize = if shards == 1 {
            units
        } else {
            (0..shards)
                .map(|i| stats_shard(n, i, shards, &files[i as usize]))
                .sum()
        };
        assert_eq!(walked, units, "N = {n}, K = {shards}: every unit once");
        let context = format!("N = {n}, K = {shards}");
        assert_eq!(merge(&[], &files), text_stats, "{context}: text");
        assert_eq!(
            merge(&["--classic"], &files),
            classic_stats,
            "{context}: --classic"
        );
        let merged = merge(&["--json"], &files);
        assert_eq!(merged.lines().count(), 1, "{context}: one line: {merged}");
        let merged = merged.trim_end();
        assert_eq!(figures(merged), figures(&json_stats), "{context}: --json");
        let merged_keys = keys_in_order(merged);
        assert_eq!(
            merged_keys[STATS_FIGURES.len()..],
            ["source", "shards"],
            "{merged}"
        );
        let merged = json(merged);
        assert_eq!(merged["source"].as_str(), Some("shards"), "{context}");
        assert_eq!(
            merged["shards"].as_u64(),
            Some(u64::from(shards)),
            "{context}"
        );
    }
}

#[test]
fn stats_shards_of_10_and_11_merge_to_the_figures_of_stats() {
    (10..=11).for_each(shards_add_up);
}

#[test]
fn stats_shards_of_12_and_13_merge_to_the_figures_of_stats() {
    (12..=13).for_each(shards_add_up);
}

#[test]
fn stats_shards_of_14_merge_to_the_figures_of_stats() {
    shards_add_up(14);
}

#[test]
fn more_stats_shards_than_work_units_are_refused() {
    let scratch = Scratch::new("stats-jobs-too-many");
    let out = scratch.path("s.json");
    let units = whole_as_one_shard(5, &out);
    std::fs::remove_file(&out).expect("removes");
    let too_many = format!("0/{}", units + 1);
    assert_usage_error(
        &["stats", "5", "--shard", &too_many, "--out", text(&out)],
        "",
        &[
            "N = 5",
            &format!("splits into 1 to {units}"),
            &format!("not {}", units + 1),
        ],
    );
    assert!(!out.exists(), "a refused shard writes no file");
    // As many shards as units is still a split.
    let most = format!("{}/{units}", units - 1);
    stdout_of(&format!("stats 5 --shard {most} --out {}", text(&out)));
}

/// Four shards of N = 10 of the statistics walk (`stats`), or of the
/// counter (`count`), in a scratch directory, named `prefix0.json`...
fn four_shards(scratch: &Scratch, command: &str, prefix: &str) -> Vec<PathBuf> {
    (0..4)
        .map(|i| {
            let file = scratch.path(&format!("{prefix}{i}.json"));
            stdout_of(&format!("{command} 10 --shard {i}/4 --out {}", text(&file)));
            file
        })
        .collect()
}

fn merge_refused(files: &[&Path], needles: &[&str]) -> String {
    let mut args = vec!["merge"];
    args.extend(files.iter().map(|f| text(f)));
    assert_usage_error(&args, "", needles)
}

#[test]
fn merge_refuses_a_missing_or_duplicated_stats_shard() {
    let scratch = Scratch::new("stats-jobs-missing");
    let files = four_shards(&scratch, "stats", "s");
    merge_refused(
        &[&files[0], &files[1], &files[3]],
        &["missing shard 2 of 4"],
    );
    let copy = scratch.path("copy-of-1.json");
    std::fs::copy(&files[1], &copy).expect("copies");
    merge_refused(
        &[&files[0], &files[1], &copy, &files[2], &files[3]],
        &["shard 1 is given 2 times", "s1.json", "copy-of-1.json"],
    );
}

#[test]
fn merge_refuses_a_tampered_or_lying_stats_shard() {
    let scratch = Scratch::new("stats-jobs-tampered");
    let files = four_shards(&scratch, "stats", "s");
    let all = [&*files[0], &*files[1], &*files[2], &*files[3]];
    let original = std::fs::read_to_string(&files[2]).expect("reads");
    // One more digit in the tally, the checksum left as it was.
    let tampered = original.replacen("\"nodes_by_depth\":[", "\"nodes_by_depth\":[1", 1);
    assert_ne!(tampered, original);
    std::fs::write(&files[2], tampered).expect("writes");
    merge_refused(&all, &["s2.json", "damaged"]);
    // A correct checksum over a tally that gives the units more nodes
    // than a board of 10 has at each depth.
    let inflated = reseal(&original, |body| {
        let tally = &mut body["tally"];
        for depths in ["nodes_by_depth", "dead_ends_by_depth"] {
            for count in tally[depths].as_array_mut().expect(depths) {
                *count = Value::from(count.as_u64().expect("a count") * 1000 + 1000);
            }
        }
    });
    std::fs::write(&files[2], inflated).expect("writes");
    merge_refused(&all, &["s2.json", "more nodes than they can have"]);
    // A correct checksum over a shard that lies about its units.
    let lying = reseal(&original, |body| {
        body["units"].as_array_mut().expect("units").pop();
    });
    std::fs::write(&files[2], lying).expect("writes");
    merge_refused(
        &all,
        &["s2.json", "does not hold the work units of shard 2 of 4"],
    );
    // Put back, the four add up again.
    std::fs::write(&files[2], &original).expect("writes");
    assert_eq!(merge(&[], &files), stdout_of("stats 10"));
}

#[test]
fn merge_names_the_shards_of_the_other_engine() {
    let scratch = Scratch::new("stats-jobs-mixed");
    let stats = four_shards(&scratch, "stats", "stats-");
    let count = four_shards(&scratch, "count", "count-");
    // Three of the walk and one of the counter: the counter's is the odd one.
    let line = merge_refused(
        &[&stats[0], &stats[1], &count[2], &stats[3]],
        &[
            "count-2.json belongs to another job",
            "count engine",
            "missing shard 2 of 4",
        ],
    );
    for file in ["stats-0.json", "stats-1.json", "stats-3.json"] {
        assert!(!line.contains(file), "{file} is not the problem: {line}");
    }
    // And the other way round.
    let line = merge_refused(
        &[&count[0], &stats[1], &count[2], &count[3]],
        &[
            "stats-1.json belongs to another job",
            "stats engine",
            "missing shard 1 of 4",
        ],
    );
    for file in ["count-0.json", "count-2.json", "count-3.json"] {
        assert!(!line.contains(file), "{file} is not the problem: {line}");
    }
    // Each whole set merges as its own engine's.
    let r = reference(10);
    assert_eq!(
        merge(&[], &count),
        format!("{} total, {} unique\n", r.total, r.unique)
    );
    assert_eq!(merge(&[], &stats), stdout_of("stats 10"));
}

#[test]
fn a_checkpoint_of_one_engine_is_refused_by_the_other() {
    let scratch = Scratch::new("stats-jobs-engines");
    let walk = scratch.path("walk9.ckpt");
    let count = scratch.path("count9.ckpt");
    stdout_of(&format!("stats 9 --checkpoint {}", text(&walk)));
    stdout_of(&format!("count 9 --checkpoint {}", text(&count)));
    let walk_before = std::fs::read(&walk).expect("reads");
    let count_before = std::fs::read(&count).expect("reads");
    assert_usage_error(
        &["count", "9", "--checkpoint", text(&walk)],
        "",
        &["walk9.ckpt", "another count", "stats engine"],
    );
    assert_usage_error(
        &["stats", "9", "--checkpoint", text(&count)],
        "",
        &["count9.ckpt", "another walk", "count engine"],
    );
    assert_eq!(std::fs::read(&walk).expect("reads"), walk_before);
    assert_eq!(std::fs::read(&count).expect("reads"), count_before);
    // Each still answers its own command.
    assert_eq!(
        stdout_of(&format!("count 9 --checkpoint {}", text(&count))),
        format!("{}\n", reference(9).total)
    );
    assert_eq!(
        stdout_of(&format!("stats 9 --checkpoint {}", text(&walk))),
        stdout_of("stats 9")
    );
}

#[test]
fn a_checkpoint_of_another_walk_is_refused() {
    let scratch = Scratch::new("stats-jobs-another-walk");
    let checkpoint = scratch.path("n9.ckpt");
    stdout_of(&format!("stats 9 --checkpoint {}", text(&checkpoint)));
    assert_usage_error(
        &["stats", "10", "--checkpoint", text(&checkpoint)],
        "",
        &["n9.ckpt", "another walk", "N = 9", "N = 10"],
    );
    assert_usage_error(
        &[
            "stats",
            "9",
            "--shard",
            "0/2",
            "--out",
            text(&scratch.path("o.json")),
            "--checkpoint",
            text(&checkpoint),
        ],
        "",
        &["n9.ckpt", "another walk", "shard 0/2"],
    );
    assert!(!scratch.path("o.json").exists());
}

#[test]
fn stats_job_options_that_do_not_fit_are_refused() {
    let scratch = Scratch::new("stats-jobs-options");
    let checkpoint = scratch.path("f.ckpt");
    assert_usage_error(
        &["stats", "16..17", "--checkpoint", text(&checkpoint)],
        "",
        &["16..17", "one N"],
    );
    assert_usage_error(
        &[
            "stats",
            "16..17",
            "--shard",
            "0/2",
            "--out",
            text(&scratch.path("o.json")),
        ],
        "",
        &["16..17", "one N"],
    );
    assert!(!checkpoint.exists(), "a refused run writes no checkpoint");
    assert_usage_error(&["stats", "10", "--shard", "1/4"], "", &["--out"]);
    assert_usage_error(&["stats", "10", "--out", "x.json"], "", &["--shard"]);
    assert_usage_error(
        &["stats", "10", "--checkpoint-interval", "1"],
        "",
        &["--checkpoint"],
    );
}

/// A walk of N = 16 on one thread with the scalar kernel (a few seconds)
/// that saves its checkpoint after `interval` seconds ("0": after every
/// unit, each save flushed to disk), with `extra` arguments.
fn checkpointed_walk(checkpoint: &Path, interval: &str, extra: &[&str]) -> Command {
    let mut cmd = Command::new(bin_path());
    cmd.args([
        "stats",
        "16",
        "--threads",
        "1",
        "--kernel",
        "scalar",
        "--quiet",
        "--checkpoint",
        text(checkpoint),
        "--checkpoint-interval",
        interval,
    ])
    .args(extra);
    cmd
}

/// The checkpoint's body, checking its job is the walk of N = 16.
fn checkpoint_body(checkpoint: &Path) -> Value {
    let file: Value =
        serde_json::from_slice(&std::fs::read(checkpoint).expect("reads")).expect("JSON");
    assert_eq!(file["kind"].as_str(), Some("nqueens checkpoint"), "{file}");
    assert!(
        file["checksum"]
            .as_str()
            .is_some_and(|c| c.starts_with("sha256:")),
        "{file}"
    );
    let body = file["body"].clone();
    let job = &body["job"];
    assert_eq!(job["n"].as_u64(), Some(16), "{job}");
    assert_eq!(job["engine"].as_str(), Some("stats"), "{job}");
    assert_eq!(job["engine_version"].as_u64(), Some(1), "{job}");
    assert!(job["shard"].is_null(), "{job}");
    body
}

/// The ids of the finished units a checkpoint holds, each with a tally of
/// 17 node counts and 16 dead-end counts, all among the job's units.
fn units_saved(checkpoint: &Path) -> Vec<u64> {
    let body = checkpoint_body(checkpoint);
    let planned: Vec<u64> = body["job"]["units"]
        .as_array()
        .expect("units")
        .iter()
        .map(|id| id.as_u64().expect("a unit id"))
        .collect();
    let done = body["done"].as_object().expect("done");
    let mut ids: Vec<u64> = done
        .iter()
        .map(|(id, tally)| {
            assert_eq!(
                tally["nodes_by_depth"].as_array().map(Vec::len),
                Some(17),
                "unit {id}: {tally}"
            );
            assert_eq!(
                tally["dead_ends_by_depth"].as_array().map(Vec::len),
                Some(16),
                "unit {id}: {tally}"
            );
            let id: u64 = id.parse().expect("a unit id");
            assert!(planned.contains(&id), "unit {id} is not planned");
            id
        })
        .collect();
    ids.sort_unstable();
    ids
}

/// Asserts that a finished walk of N = 16 succeeded and printed the
/// table's figures as a walk on one thread with the scalar kernel.
fn assert_exact_walk(output: &std::process::Output, table: &str) {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{}: {stderr}", output.status);
    // A run killed while it saved may have left a temporary file, which
    // the resume cleans and reports; nothing else is said.
    assert!(
        stderr
            .lines()
            .all(|line| line.starts_with("nqueens: removed ")
                && line.contains(".nqueens-XXXXXX.tmp")),
        "{stderr}"
    );
    assert_eq!(stdout.lines().count(), 1, "one line: {stdout}");
    let line = stdout.trim_end();
    assert_eq!(figures(line), figures(table), "the walk against the table");
    let value = json(line);
    assert_eq!(value["source"].as_str(), Some("walk"), "{line}");
    assert_eq!(value["threads"].as_u64(), Some(1), "{line}");
    assert_eq!(value["kernel"].as_str(), Some("scalar"), "{line}");
}

#[test]
fn a_walk_killed_at_random_moments_resumes_to_the_exact_figures() {
    let scratch = Scratch::new("stats-jobs-sigkill");
    let checkpoint = scratch.path("n16.ckpt");
    let table = stats_json(16);
    // Deterministic "random" moments (splitmix64), between 50 and 450 ms.
    let mut state: u64 = 0x57a7_5eed;
    let mut next_delay = || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        50 + (z ^ (z >> 31)) % 400
    };
    let mut saved_before: Vec<u64> = Vec::new();
    let mut finished = false;
    for kill in 0..6 {
        let mut child = spawn_quiet(checkpointed_walk(&checkpoint, "0", &[]));
        if kill < 5 {
            std::thread::sleep(Duration::from_millis(next_delay()));
        } else {
            // The last kill comes once the run has saved more than the
            // ones before: the resume below has progress to resume from.
            loop {
                if child.try_wait().expect("waits").is_some() {
                    break;
                }
                if checkpoint.exists() && units_saved(&checkpoint).len() > saved_before.len() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        finished = child.try_wait().expect("waits").is_some();
        child.kill().expect("SIGKILL");
        let _ = child.wait();
        if checkpoint.exists() {
            let saved = units_saved(&checkpoint);
            assert!(
                saved_before
                    .iter()
                    .all(|id| saved.binary_search(id).is_ok()),
                "kill {kill}: progress went back ({} units saved, then {})",
                saved_before.len(),
                saved.len()
            );
            saved_before = saved;
        }
        if finished {
            break;
        }
    }
    if !finished {
        assert!(!saved_before.is_empty(), "the killed runs saved no unit");
    }
    let output = checkpointed_walk(&checkpoint, "2", &["--json"])
        .output()
        .expect("runs");
    assert_exact_walk(&output, &table);
    // Once complete, the same command answers again from the checkpoint
    // alone, and the file holds every unit.
    let complete = std::fs::read(&checkpoint).expect("reads");
    let again = checkpointed_walk(&checkpoint, "2", &["--json"])
        .output()
        .expect("runs");
    assert_exact_walk(&again, &table);
    assert_eq!(std::fs::read(&checkpoint).expect("reads"), complete);
    let body = checkpoint_body(&checkpoint);
    assert_eq!(
        units_saved(&checkpoint).len(),
        body["job"]["units"].as_array().expect("units").len(),
        "every unit saved"
    );
    // In text, the complete checkpoint says what `stats 16` says.
    let text_out = checkpointed_walk(&checkpoint, "2", &[])
        .output()
        .expect("runs");
    assert!(text_out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&text_out.stdout),
        stdout_of("stats 16")
    );
}

#[test]
fn ctrl_c_saves_a_walk_and_exits_cleanly() {
    let scratch = Scratch::new("stats-jobs-sigint");
    let checkpoint = scratch.path("n16.ckpt");
    let table = stats_json(16);
    let mut child = spawn_quiet(checkpointed_walk(&checkpoint, "0", &[]));
    // Once a unit is saved, the handler is installed (it comes first).
    while !checkpoint.exists() || units_saved(&checkpoint).is_empty() {
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
    // Saving after every unit, N = 16 takes seconds: the signal arrives mid-walk.
    assert_eq!(output.status.code(), Some(130), "{stderr}");
    assert!(output.stdout.is_empty(), "no figures after an interrupt");
    assert!(stderr.contains("interrupted"), "{stderr}");
    assert!(stderr.contains("resume"), "{stderr}");
    let saved = units_saved(&checkpoint).len();
    assert!(saved > 0);
    assert!(
        stderr.contains(&format!("{saved} finished work units saved")),
        "the message gives the units the file holds ({saved}): {stderr}"
    );
    let resumed = checkpointed_walk(&checkpoint, "2", &["--json"])
        .output()
        .expect("runs");
    assert_exact_walk(&resumed, &table);
}

#[test]
fn stats_1_to_20_answer_from_the_table() {
    let out = stdout_of("stats 1..20 --json");
    let objects: Vec<&str> = out.lines().collect();
    assert_eq!(objects.len(), 20, "{out}");
    for (line, n) in objects.iter().zip(1..=20usize) {
        let keys = keys_in_order(line);
        assert_eq!(keys[STATS_FIGURES.len()..], ["source", "seconds"], "{line}");
        let value = json(line);
        assert_eq!(value["n"].as_u64(), Some(n as u64), "{line}");
        assert_eq!(value["source"].as_str(), Some("table"), "N = {n}: {line}");
        assert_eq!(
            value["solutions"].as_u64(),
            Some(reference(n).total),
            "N = {n}: {line}"
        );
    }
    // One at a time, the same.
    assert_eq!(figures(objects[15]), figures(&stats_json(16)));
}

#[test]
fn a_walk_of_12_agrees_with_the_table() {
    let table = stats_json(12);
    assert_eq!(json(&table)["source"].as_str(), Some("table"), "{table}");
    let walked = stdout_of("stats 12 --compute --json");
    assert_eq!(walked.lines().count(), 1, "{walked}");
    let walked = walked.trim_end();
    assert_eq!(figures(walked), figures(&table));
    let keys = keys_in_order(walked);
    assert_eq!(
        keys[STATS_FIGURES.len()..],
        ["source", "seconds", "threads", "kernel"],
        "{walked}"
    );
    assert_eq!(json(walked)["source"].as_str(), Some("walk"), "{walked}");
    // And in the other shapes, byte for byte.
    for shape in ["", " --classic"] {
        assert_eq!(
            stdout_of(&format!("stats 12 --compute{shape}")),
            stdout_of(&format!("stats 12{shape}")),
            "stats 12{shape}"
        );
    }
}

#[test]
fn table_1_to_20_has_its_rows_and_its_sentence() {
    let out = stdout_of("table 1..20");
    let lines: Vec<&str> = out.lines().collect();
    // A header, 20 rows, a blank line and the sentence.
    assert_eq!(lines.len(), 23, "{out}");
    assert!(lines[0].trim_start().starts_with("N "), "{out}");
    for (row, n) in lines[1..21].iter().zip(1..=20usize) {
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cells.len(), 9, "{row}");
        assert_eq!(cells[0], n.to_string(), "{row}");
        assert_eq!(cells[1], reference(n).total.to_string(), "{row}");
        assert_eq!(cells[2], reference(n).unique.to_string(), "{row}");
    }
    assert_eq!(lines[21], "", "{out}");
    let nodes = json(&stats_json(20))["nodes"].as_u64().expect("nodes");
    assert!(
        lines[22].starts_with(&format!(
            "The search tree shrinks: for N = 20 backtracking visits {nodes} nodes, "
        )),
        "{out}"
    );
    assert!(out.ends_with(" with one queen per row.\n"), "{out}");
}

#[test]
fn table_1_to_12_is_the_same_computed() {
    let known = stdout_of("table 1..12");
    let computed = stdout_of("table 1..12 --compute");
    // The same cells first (the figures), then the same bytes (the layout).
    let cells = |out: &str| -> Vec<Vec<String>> {
        out.lines()
            .map(|line| line.split("  ").map(str::trim).filter(|c| !c.is_empty()))
            .map(|cells| cells.map(str::to_string).collect())
            .collect()
    };
    assert_eq!(
        cells(&computed),
        cells(&known),
        "the figures of table 1..12"
    );
    assert_eq!(
        computed, known,
        "table 1..12 --compute should be laid out as table 1..12"
    );
}
