//! Integration tests of the `nqueens` command: the real binary, run with
//! `assert_cmd`, one module per subcommand, then bad input and help.
//!
//! The counts for N = 1..=12 are checked against the OEIS reference table
//! `<workspace>/tests/data/oeis-counts.tsv`; every test that needs
//! it fails (never skips) when it is missing.

use crate::util::{
    assert_usage_error, bin_path, factorial, is_solution, keys_in_order, lines, nqueens,
    parse_columns, power, reference, reference_counts, stdout_of, stdout_with_stdin, symmetries,
    words, TempFile, STATS_FIGURES,
};
use predicates::prelude::*;
use serde_json::Value;

/// The two solutions of N = 4 in every format, as `solve 4` prints them.
const FORMATS_N4: [(&str, &str); 6] = [
    ("columns", "1 3 0 2\n2 0 3 1\n"),
    ("json", "[1,3,0,2]\n[2,0,3,1]\n"),
    (
        "leetcode",
        "[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]\n[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]\n",
    ),
    (
        "board",
        ". Q . .\n. . . Q\nQ . . .\n. . Q .\n\n. . Q .\nQ . . .\n. . . Q\n. Q . .\n",
    ),
    ("digits", "2413\n3142\n"),
    ("algebraic", "a3 b1 c4 d2\na2 b4 c1 d3\n"),
];

/// Parses JSON lines, one object per line.
fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}")))
        .collect()
}

fn as_u64(value: &Value, key: &str) -> u64 {
    value[key]
        .as_u64()
        .unwrap_or_else(|| panic!("{key} is not an unsigned integer in {value}"))
}

fn as_u64_vec(value: &Value, key: &str) -> Vec<u64> {
    value[key]
        .as_array()
        .unwrap_or_else(|| panic!("{key} is not an array in {value}"))
        .iter()
        .map(|v| v.as_u64().expect("unsigned integer"))
        .collect()
}

mod count {
    use super::*;

    #[test]
    fn eight_prints_92() {
        nqueens(["count", "8"])
            .assert()
            .success()
            .stdout("92\n")
            .stderr("");
    }

    #[test]
    fn eight_unique() {
        for flag in ["--unique", "-u"] {
            nqueens(["count", "8", flag])
                .assert()
                .success()
                .stdout("92 total, 12 unique\n")
                .stderr("");
        }
    }

    /// `--json` holds the counts, the time taken and the threads used.
    fn count_json(args: &[&str]) -> (Vec<String>, Value) {
        let output = nqueens(args)
            .assert()
            .success()
            .stderr("")
            .get_output()
            .stdout
            .clone();
        let text = String::from_utf8(output).expect("UTF-8");
        let line = text.strip_suffix('\n').expect("one line").to_string();
        assert!(!line.contains('\n'), "one line: {text}");
        let value: Value = serde_json::from_str(&line).expect("JSON");
        (keys_in_order(&line), value)
    }

    #[test]
    fn eight_unique_json() {
        let (keys, value) = count_json(&["count", "8", "--unique", "--json"]);
        assert_eq!(
            keys,
            ["n", "total", "unique", "seconds", "threads", "engine", "kernel", "devices"]
        );
        assert_eq!(as_u64(&value, "n"), 8);
        assert_eq!(as_u64(&value, "total"), 92);
        assert_eq!(as_u64(&value, "unique"), 12);
        assert!(value["seconds"].as_f64().is_some_and(|s| s >= 0.0));
        assert!(as_u64(&value, "threads") >= 1);
    }

    #[test]
    fn eight_json_has_no_unique_unless_asked() {
        let (keys, value) = count_json(&["count", "8", "--json"]);
        assert_eq!(
            keys,
            ["n", "total", "seconds", "threads", "engine", "kernel", "devices"]
        );
        assert_eq!(as_u64(&value, "total"), 92);
    }

    #[test]
    fn threads_are_used_and_reported() {
        for k in ["1", "2", "3"] {
            let (_, value) = count_json(&["count", "12", "--unique", "--json", "--threads", k]);
            assert_eq!(
                as_u64(&value, "threads"),
                k.parse::<u64>().expect("a number")
            );
            assert_eq!(as_u64(&value, "total"), 14_200, "--threads {k}");
            assert_eq!(as_u64(&value, "unique"), 1_787, "--threads {k}");
        }
    }

    #[test]
    fn quiet_and_piped_stderr_show_no_progress_bar() {
        // stderr is a pipe here: no bar with or without --quiet.
        for extra in [&[][..], &["--quiet"][..]] {
            let mut args = vec!["count", "15"];
            args.extend_from_slice(extra);
            nqueens(args)
                .assert()
                .success()
                .stdout("2279184\n")
                .stderr("");
        }
    }

    /// Every kernel the processor has gives the same counts, and says so in
    /// the JSON; `auto` is the fastest of them.
    #[test]
    fn every_available_kernel_counts_alike() {
        let kernels = nqueens_lab::fast::Kernel::available();
        for kernel in &kernels {
            let (_, value) = count_json(&[
                "count",
                "13",
                "--unique",
                "--json",
                "--kernel",
                kernel.name(),
            ]);
            assert_eq!(value["kernel"], kernel.name());
            assert_eq!(as_u64(&value, "total"), 73_712, "--kernel {kernel}");
            assert_eq!(as_u64(&value, "unique"), 9_233, "--kernel {kernel}");
        }
        let (_, value) = count_json(&["count", "9", "--json"]);
        assert_eq!(value["kernel"], nqueens_lab::fast::Kernel::best().name());
        let (_, value) = count_json(&["count", "9", "--json", "--kernel", "auto"]);
        assert_eq!(value["kernel"], nqueens_lab::fast::Kernel::best().name());
    }

    /// A kernel this processor lacks, or no kernel at all: one line naming
    /// the ones it has, exit 2, nothing on stdout.
    #[test]
    fn unavailable_and_unknown_kernels_are_refused() {
        let available: Vec<&str> = nqueens_lab::fast::Kernel::available()
            .iter()
            .map(|k| k.name())
            .collect();
        let choices = format!("this processor runs auto, {}\n", available.join(", "));
        for kind in nqueens_lab::fast::KernelKind::ALL {
            if available.contains(&kind.name()) {
                continue;
            }
            let output = nqueens(["count", "8", "--kernel", kind.name()])
                .assert()
                .code(2)
                .stdout("")
                .get_output()
                .stderr
                .clone();
            let message = String::from_utf8(output).expect("UTF-8");
            assert_eq!(message.lines().count(), 1, "{message}");
            assert!(message.ends_with(&choices), "{message}");
        }
        for name in ["sse4", "AVX2", ""] {
            nqueens(["count", "8", "--kernel", name])
                .assert()
                .code(2)
                .stdout("")
                .stderr(predicates::str::contains(
                    "valid kernels are auto, scalar, avx2, avx512",
                ));
        }
    }

    #[test]
    fn bad_thread_counts() {
        for k in ["0", "1025", "x", "-1"] {
            nqueens(["count", "8", "--threads", k])
                .assert()
                .code(2)
                .stdout("")
                .stderr(predicates::str::contains("thread count"));
        }
    }

    #[test]
    fn matches_oeis_for_1_to_12() {
        for r in reference_counts().into_iter().filter(|r| r.n <= 12) {
            let n = r.n.to_string();
            assert_eq!(
                stdout_of(&format!("count {n}")),
                format!("{}\n", r.total),
                "count {n}"
            );
            assert_eq!(
                stdout_of(&format!("count {n} --unique")),
                format!("{} total, {} unique\n", r.total, r.unique),
                "count {n} --unique"
            );
            let json = stdout_of(&format!("count {n} --unique --json"));
            let line = json.strip_suffix('\n').expect("one line");
            assert_eq!(
                keys_in_order(line),
                ["n", "total", "unique", "seconds", "threads", "engine", "kernel", "devices"]
            );
            let value: Value = serde_json::from_str(line).expect("JSON");
            assert_eq!(as_u64(&value, "n"), r.n as u64);
            assert_eq!(as_u64(&value, "total"), r.total, "count {n} --json");
            assert_eq!(as_u64(&value, "unique"), r.unique, "count {n} --json");
        }
    }
}

mod solve {
    use super::*;

    #[test]
    fn eight_default_columns() {
        let out = stdout_of("solve 8");
        let all = lines(&out);
        assert_eq!(all.len(), 92);
        assert_eq!(all[0], "0 4 7 5 2 6 1 3");
        let placements: Vec<Vec<usize>> = all.iter().map(|l| parse_columns(l)).collect();
        assert!(placements.iter().all(|p| p.len() == 8 && is_solution(p)));
        // The classic search finds them in lexicographic order, each once.
        assert!(placements.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(out, stdout_of("solve 8 --format columns"));
    }

    #[test]
    fn counts_agree_with_count_for_1_to_10() {
        for n in 1..=10 {
            let listed = lines(&stdout_of(&format!("solve {n}"))).len() as u64;
            assert_eq!(listed, reference(n).total, "solve {n}");
        }
    }

    #[test]
    fn limit() {
        let all = stdout_of("solve 8");
        let first_three: String = all.lines().take(3).map(|l| format!("{l}\n")).collect();
        assert_eq!(stdout_of("solve 8 --limit 3"), first_three);
        assert_eq!(stdout_of("solve 8 -l 3"), first_three);
        assert_eq!(stdout_of("solve 8 --limit 0"), "");
        assert_eq!(stdout_of("solve 8 --limit 1000"), all);
        assert_eq!(
            lines(&stdout_of("solve 8 --limit 3 --format board")).len(),
            3 * 8 + 2
        );
    }

    #[test]
    fn every_format_for_n4() {
        for (format, expected) in FORMATS_N4 {
            nqueens(["solve", "4", "--format", format])
                .assert()
                .success()
                .stdout(expected)
                .stderr("");
            nqueens(["solve", "4", "-f", format])
                .assert()
                .success()
                .stdout(expected);
        }
    }

    #[test]
    fn boards_are_separated_by_one_blank_line() {
        let out = stdout_of("solve 6 --format board");
        assert!(out.ends_with('\n'), "the last board ends its line");
        assert!(!out.ends_with("\n\n"), "no blank line after the last board");
        assert!(
            !out.starts_with('\n'),
            "no blank line before the first board"
        );
        assert!(!out.contains("\n\n\n"), "never two blank lines in a row");
        let boards: Vec<&str> = out.trim_end_matches('\n').split("\n\n").collect();
        assert_eq!(boards.len(), 4);
        let columns_text = stdout_of("solve 6");
        for (board, columns) in boards.iter().zip(lines(&columns_text)) {
            let rows = lines(board);
            assert_eq!(rows.len(), 6, "{board}");
            let read: Vec<usize> = rows
                .iter()
                .map(|row| {
                    let cells: Vec<&str> = row.split(' ').collect();
                    assert_eq!(cells.len(), 6, "{row}");
                    assert!(cells.iter().all(|c| *c == "Q" || *c == "."), "{row}");
                    assert_eq!(cells.iter().filter(|c| **c == "Q").count(), 1, "{row}");
                    cells.iter().position(|c| *c == "Q").expect("a queen")
                })
                .collect();
            assert_eq!(read, parse_columns(columns));
        }
    }

    #[test]
    fn fundamental_for_n8() {
        let out = stdout_of("solve 8 --fundamental");
        let entries = lines(&out);
        assert_eq!(entries.len(), 12);
        let all: Vec<Vec<usize>> = lines(&stdout_of("solve 8"))
            .iter()
            .map(|l| parse_columns(l))
            .collect();
        let mut sizes = Vec::new();
        let mut covered = Vec::new();
        for entry in entries {
            let (placement, size) = entry
                .split_once("  (class size ")
                .unwrap_or_else(|| panic!("no class size in {entry:?}"));
            let size: usize = size
                .strip_suffix(')')
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("bad class size in {entry:?}"));
            let columns = parse_columns(placement);
            assert!(is_solution(&columns), "{entry}");
            let mut class = symmetries(&columns);
            class.sort();
            class.dedup();
            assert_eq!(class.len(), size, "class size of {placement}");
            assert_eq!(
                class[0], columns,
                "{placement} is the smallest of its class"
            );
            covered.extend(class);
            sizes.push(size);
        }
        assert_eq!(sizes.iter().sum::<usize>(), 92);
        assert_eq!(sizes.iter().filter(|&&s| s == 8).count(), 11);
        assert_eq!(sizes.iter().filter(|&&s| s == 4).count(), 1);
        covered.sort();
        covered.dedup();
        assert_eq!(covered, all, "the classes cover every solution once");
    }

    #[test]
    fn fundamental_counts_match_oeis() {
        for n in 1..=10 {
            let r = reference(n);
            let out = stdout_of(&format!("solve {n} --fundamental --format json"));
            let entries = json_lines(&out);
            assert_eq!(entries.len() as u64, r.unique, "solve {n} --fundamental");
            let total: u64 = entries.iter().map(|e| as_u64(e, "class_size")).sum();
            assert_eq!(total, r.total, "class sizes of N = {n}");
        }
    }

    #[test]
    fn fundamental_in_other_formats() {
        let json = stdout_of("solve 8 --fundamental --format json --limit 1");
        assert_eq!(json, "{\"columns\":[0,4,7,5,2,6,1,3],\"class_size\":8}\n");
        let board = stdout_of("solve 6 --fundamental --format board");
        assert_eq!(
            board,
            ". Q . . . .\n. . . Q . .\n. . . . . Q\nQ . . . . .\n. . Q . . .\n. . . . Q .\nclass size 4\n"
        );
        assert_eq!(
            stdout_of("solve 4 --fundamental --format digits"),
            "2413  (class size 2)\n"
        );
    }

    #[test]
    fn six_round_trips_through_verify_in_every_format() {
        for (format, _) in FORMATS_N4 {
            let solutions = stdout_of(&format!("solve 6 --format {format}"));
            let verified = stdout_with_stdin("verify", &solutions);
            let reports = lines(&verified);
            assert_eq!(reports.len(), 4, "solve 6 --format {format} | verify");
            assert!(
                reports
                    .iter()
                    .all(|r| r.starts_with("line ") && r.ends_with(": valid (N = 6)")),
                "{verified}"
            );
        }
    }

    #[test]
    fn closed_stdout_ends_quietly() {
        use std::io::{BufRead, BufReader};
        use std::process::{Command, Stdio};

        let mut child = Command::new(bin_path())
            .args(["solve", "14"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn nqueens solve 14");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut reader = BufReader::new(stdout);
        for _ in 0..3 {
            let mut line = String::new();
            reader.read_line(&mut line).expect("read a line");
            assert_eq!(parse_columns(&line).len(), 14, "{line:?}");
        }
        drop(reader);
        let output = child.wait_with_output().expect("wait for nqueens");
        assert!(
            output.status.success(),
            "`nqueens solve 14` with its stdout closed exited with {}",
            output.status
        );
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            "",
            "`nqueens solve 14` with its stdout closed wrote to stderr"
        );
    }
}

mod stats {
    use super::*;

    #[test]
    fn classic_4_to_8() {
        nqueens(["stats", "4..8", "--classic"])
            .assert()
            .success()
            .stderr("")
            .stdout(
                "4 queens: 2 solutions, 60 squares tried\n\
                 5 queens: 10 solutions, 220 squares tried\n\
                 6 queens: 4 solutions, 894 squares tried\n\
                 7 queens: 40 solutions, 3584 squares tried\n\
                 8 queens: 92 solutions, 15720 squares tried\n",
            );
    }

    #[test]
    fn range_spellings() {
        let classic = stdout_of("stats 4..8 --classic");
        assert_eq!(stdout_of("stats 4..=8 --classic"), classic);
        assert_eq!(
            stdout_of("stats 8 --classic"),
            stdout_of("stats 8..8 --classic")
        );
    }

    #[test]
    fn eight_json() {
        let out = stdout_of("stats 8 --json");
        let objects = lines(&out);
        assert_eq!(objects.len(), 1, "one object: {out}");
        let table: Vec<&str> = STATS_FIGURES
            .iter()
            .copied()
            .chain(["source", "seconds"])
            .collect();
        assert_eq!(keys_in_order(objects[0]), table);
        let walked = stdout_of("stats 8 --json --compute --threads 1 --kernel scalar");
        let walk: Vec<&str> = STATS_FIGURES
            .iter()
            .copied()
            .chain(["source", "seconds", "threads", "kernel"])
            .collect();
        assert_eq!(keys_in_order(lines(&walked)[0]), walk);
        let walked: Value = serde_json::from_str(lines(&walked)[0]).expect("JSON");
        assert_eq!(
            (walked["source"].as_str(), walked["threads"].as_u64()),
            (Some("walk"), Some(1))
        );
        assert_eq!(walked["kernel"].as_str(), Some("scalar"));
        let value: Value = serde_json::from_str(objects[0]).expect("JSON");
        let figures: Vec<u64> = [
            "n",
            "solutions",
            "nodes",
            "expanded",
            "squares_tried",
            "dead_ends",
        ]
        .iter()
        .map(|key| as_u64(&value, key))
        .collect();
        assert_eq!(figures, [8, 92, 2057, 1965, 15720, 644]);
        assert_eq!(
            as_u64_vec(&value, "nodes_by_depth"),
            [1, 8, 42, 140, 344, 568, 550, 312, 92]
        );
        assert_eq!(
            as_u64_vec(&value, "dead_ends_by_depth"),
            [0, 0, 0, 0, 18, 150, 256, 220]
        );
    }

    #[test]
    fn json_1_to_12() {
        let out = stdout_of("stats 1..12 --json");
        let objects = json_lines(&out);
        assert_eq!(objects.len(), 12);
        for (i, object) in objects.iter().enumerate() {
            let n = i + 1;
            assert_eq!(as_u64(object, "n"), n as u64);
            assert_eq!(as_u64(object, "solutions"), reference(n).total, "N = {n}");
            let nodes_by_depth = as_u64_vec(object, "nodes_by_depth");
            let dead_ends_by_depth = as_u64_vec(object, "dead_ends_by_depth");
            assert_eq!(nodes_by_depth.len(), n + 1, "N = {n}");
            assert_eq!(dead_ends_by_depth.len(), n, "N = {n}");
            assert_eq!(nodes_by_depth.iter().sum::<u64>(), as_u64(object, "nodes"));
            assert_eq!(nodes_by_depth[n], as_u64(object, "solutions"));
            assert_eq!(
                dead_ends_by_depth.iter().sum::<u64>(),
                as_u64(object, "dead_ends")
            );
            assert_eq!(
                as_u64(object, "expanded"),
                as_u64(object, "nodes") - as_u64(object, "solutions"),
                "N = {n}: every node short of N queens is expanded"
            );
            assert_eq!(
                as_u64(object, "squares_tried"),
                n as u64 * as_u64(object, "expanded"),
                "N = {n}"
            );
        }
        assert_eq!(as_u64(&objects[11], "nodes"), 856_189);
    }

    #[test]
    fn text_contains_the_figures() {
        let out = stdout_of("stats 8");
        assert!(out.starts_with("N = 8\n"), "{out}");
        for (label, value) in [
            ("solutions", "92"),
            ("nodes", "2057"),
            ("expanded", "1965"),
            ("squares tried", "15720"),
            ("dead ends", "644"),
            ("nodes by depth", "1 8 42 140 344 568 550 312 92"),
            ("dead ends by depth", "0 0 0 0 18 150 256 220"),
        ] {
            let found = out.lines().any(|line| {
                line.trim()
                    .strip_prefix(label)
                    .is_some_and(|rest| rest.trim() == value)
            });
            assert!(found, "no line `{label} {value}` in:\n{out}");
        }
    }

    #[test]
    fn text_separates_sizes_by_a_blank_line() {
        let out = stdout_of("stats 3..5");
        let blocks: Vec<&str> = out.trim_end_matches('\n').split("\n\n").collect();
        assert_eq!(blocks.len(), 3, "{out}");
        for (block, n) in blocks.iter().zip(3..) {
            assert!(block.starts_with(&format!("N = {n}\n")), "{block}");
        }
        assert!(!out.ends_with("\n\n"));
    }
}

mod table {
    use super::*;

    /// The cells of each line of the aligned table, up to the blank line.
    fn cells(out: &str) -> Vec<Vec<&str>> {
        out.lines()
            .take_while(|line| !line.is_empty())
            .map(|line| {
                // Cells are separated by two or more spaces; header cells
                // themselves contain single spaces ("dead ends").
                line.split("  ")
                    .map(str::trim)
                    .filter(|cell| !cell.is_empty())
                    .collect()
            })
            .collect()
    }

    const HEADER: [&str; 9] = [
        "N",
        "total",
        "fundamental",
        "nodes",
        "expanded",
        "dead ends",
        "squares tried",
        "N!",
        "N^N",
    ];

    #[test]
    fn default_is_1_to_12() {
        let out = stdout_of("table");
        assert_eq!(out, stdout_of("table 1..12"));
        let rows = cells(&out);
        assert_eq!(rows.len(), 13, "a header and 12 rows:\n{out}");
        assert_eq!(rows[0], HEADER);
        let stats = json_lines(&stdout_of("stats 1..12 --json"));
        for (row, n) in rows[1..].iter().zip(1..=12u32) {
            let r = reference(n as usize);
            let s = &stats[n as usize - 1];
            let expected: Vec<String> = [
                u128::from(n),
                u128::from(r.total),
                u128::from(r.unique),
                u128::from(as_u64(s, "nodes")),
                u128::from(as_u64(s, "expanded")),
                u128::from(as_u64(s, "dead_ends")),
                u128::from(as_u64(s, "squares_tried")),
                factorial(n),
                power(n),
            ]
            .iter()
            .map(u128::to_string)
            .collect();
            assert_eq!(*row, expected, "row N = {n}");
        }
        assert!(
            out.contains("for N = 12 backtracking visits 856189 nodes"),
            "{out}"
        );
    }

    #[test]
    fn row_for_n8() {
        let out = stdout_of("table");
        let row = cells(&out)
            .into_iter()
            .find(|row| row[0] == "8")
            .expect("a row for N = 8");
        assert_eq!(
            row,
            ["8", "92", "12", "2057", "1965", "644", "15720", "40320", "16777216"]
        );
    }

    #[test]
    fn columns_are_aligned() {
        let out = stdout_of("table");
        let widths: Vec<usize> = out
            .lines()
            .take_while(|line| !line.is_empty())
            .map(|line| line.chars().count())
            .collect();
        assert!(widths.windows(2).all(|w| w[0] == w[1]), "{out}");
    }

    #[test]
    fn tsv_4_to_6() {
        nqueens(["table", "4..6", "--tsv"])
            .assert()
            .success()
            .stderr("")
            .stdout(
                "N\ttotal\tfundamental\tnodes\texpanded\tdead ends\tsquares tried\tN!\tN^N\n\
                 4\t2\t1\t17\t15\t4\t60\t24\t256\n\
                 5\t10\t2\t54\t44\t4\t220\t120\t3125\n\
                 6\t4\t1\t153\t149\t46\t894\t720\t46656\n",
            );
    }

    #[test]
    fn tsv_formulas_up_to_12() {
        let out = stdout_of("table 1..12 --tsv");
        let rows = lines(&out);
        assert_eq!(rows.len(), 13);
        assert_eq!(rows[0].split('\t').collect::<Vec<_>>(), HEADER);
        for (row, n) in rows[1..].iter().zip(1..=12u32) {
            let cells: Vec<&str> = row.split('\t').collect();
            assert_eq!(cells.len(), 9, "{row}");
            assert_eq!(cells[0], n.to_string());
            assert_eq!(cells[7], factorial(n).to_string(), "N! for N = {n}");
            assert_eq!(cells[8], power(n).to_string(), "N^N for N = {n}");
        }
        assert_eq!(rows[12].rsplit('\t').next(), Some("8916100448256"));
    }

    #[test]
    fn single_size() {
        let out = stdout_of("table 8 --tsv");
        assert_eq!(lines(&out).len(), 2);
        assert_eq!(
            lines(&out)[1],
            "8\t92\t12\t2057\t1965\t644\t15720\t40320\t16777216"
        );
    }
}

mod trace {
    use super::*;

    /// The lines where `a` attacks `b` (both `(row, column)`).
    fn shared_lines(a: (u64, u64), b: (u64, u64)) -> Vec<&'static str> {
        let mut shared = Vec::new();
        if a.1 == b.1 {
            shared.push("column");
        }
        if a.0 as i64 - a.1 as i64 == b.0 as i64 - b.1 as i64 {
            shared.push("diagonal_down");
        }
        if a.0 + a.1 == b.0 + b.1 {
            shared.push("diagonal_up");
        }
        shared
    }

    fn square(event: &Value) -> (u64, u64) {
        (as_u64(event, "row"), as_u64(event, "column"))
    }

    /// Replays a whole trace, checking that every event is consistent with
    /// the board it leaves behind. Returns the number of events of each kind.
    fn replay(n: usize, events: &[Value]) -> std::collections::BTreeMap<String, u64> {
        let mut counts = std::collections::BTreeMap::new();
        let mut board: Vec<(u64, u64)> = Vec::new();
        let mut last_try: Option<(u64, u64)> = None;
        for (i, event) in events.iter().enumerate() {
            assert_eq!(
                as_u64(event, "step"),
                i as u64,
                "steps count from 0: {event}"
            );
            let kind = event["event"].as_str().expect("an event name").to_string();
            match kind.as_str() {
                "try" => {
                    let at = square(event);
                    assert_eq!(at.0, board.len() as u64, "try in the next row: {event}");
                    assert!(at.1 < n as u64, "{event}");
                    last_try = Some(at);
                }
                "place" | "reject" => {
                    let at = square(event);
                    assert_eq!(last_try.take(), Some(at), "{kind} follows its try: {event}");
                    if kind == "place" {
                        assert!(board.iter().all(|&q| shared_lines(q, at).is_empty()));
                        board.push(at);
                    } else {
                        let by = &event["by"];
                        let queen = (as_u64(by, "row"), as_u64(by, "column"));
                        let line = event["line"].as_str().expect("a line name");
                        assert!(
                            ["column", "diagonal_down", "diagonal_up"].contains(&line),
                            "{event}"
                        );
                        assert!(board.contains(&queen), "by names a placed queen: {event}");
                        assert!(
                            shared_lines(queen, at).contains(&line),
                            "the queen attacks the square along that line: {event}"
                        );
                    }
                }
                "remove" => {
                    assert_eq!(board.pop(), Some(square(event)), "{event}");
                }
                "solution" => {
                    assert_eq!(board.len(), n, "{event}");
                    let columns: Vec<u64> = as_u64_vec(event, "columns");
                    let placed: Vec<u64> = board.iter().map(|q| q.1).collect();
                    assert_eq!(columns, placed, "{event}");
                }
                "dead_end" => {
                    assert_eq!(as_u64(event, "row"), board.len() as u64, "{event}");
                }
                other => panic!("unknown event {other}: {event}"),
            }
            *counts.entry(kind).or_insert(0) += 1;
        }
        assert!(board.is_empty(), "every queen is taken back in the end");
        counts
    }

    #[test]
    fn four() {
        let out = stdout_of("trace 4");
        let events = json_lines(&out);
        let counts = replay(4, &events);
        assert_eq!(counts["try"], 60);
        assert_eq!(counts["solution"], 2);
        assert_eq!(counts["place"] + 1, 17, "nodes, the empty board included");
        assert_eq!(counts["remove"], counts["place"]);
        assert_eq!(counts["dead_end"], 4);
        assert_eq!(counts["place"] + counts["reject"], counts["try"]);
        let solutions: Vec<Vec<u64>> = events
            .iter()
            .filter(|e| e["event"] == "solution")
            .map(|e| as_u64_vec(e, "columns"))
            .collect();
        assert_eq!(solutions, [vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
        assert_eq!(
            lines(&out)[0],
            "{\"step\":0,\"event\":\"try\",\"row\":0,\"column\":0}"
        );
    }

    #[test]
    fn eight_agrees_with_stats() {
        let events = json_lines(&stdout_of("trace 8"));
        let counts = replay(8, &events);
        assert_eq!(counts["try"], 15720);
        assert_eq!(counts["place"] + 1, 2057);
        assert_eq!(counts["dead_end"], 644);
        assert_eq!(counts["solution"], 92);
    }

    #[test]
    fn limit() {
        let full = stdout_of("trace 4");
        let first_five: String = full.lines().take(5).map(|l| format!("{l}\n")).collect();
        assert_eq!(stdout_of("trace 4 --limit 5"), first_five);
        assert_eq!(stdout_of("trace 4 -l 5"), first_five);
        assert_eq!(stdout_of("trace 4 --limit 0"), "");
        assert_eq!(stdout_of("trace 4 --limit 100000"), full);
        assert_eq!(lines(&stdout_of("trace 12 --limit 5")).len(), 5);
    }

    #[test]
    fn every_reject_names_a_queen_and_a_line() {
        let events = json_lines(&stdout_of("trace 6"));
        let rejects: Vec<&Value> = events.iter().filter(|e| e["event"] == "reject").collect();
        assert!(!rejects.is_empty());
        for reject in rejects {
            let by = reject["by"].as_object().expect("by is an object");
            assert!(by["row"].is_u64() && by["column"].is_u64(), "{reject}");
            assert!(
                ["column", "diagonal_down", "diagonal_up"]
                    .contains(&reject["line"].as_str().expect("line is a string")),
                "{reject}"
            );
        }
        replay(6, &events);
    }
}

mod verify {
    use super::*;

    #[test]
    fn valid_lines() {
        nqueens(["verify"])
            .write_stdin("1 3 0 2\n2 0 3 1\n")
            .assert()
            .code(0)
            .stdout("line 1: valid (N = 4)\nline 2: valid (N = 4)\n")
            .stderr("");
    }

    #[test]
    fn invalid_lines_exit_1() {
        nqueens(["verify"])
            .write_stdin("1 3 0 2\n0 1 2 3\n1 1 1 1\n0 2 1 3\n")
            .assert()
            .code(1)
            .stderr("")
            .stdout(
                "line 1: valid (N = 4)\n\
                 line 2: invalid (N = 4): the queens at row 0, column 0 and row 1, column 1 share a ↘ diagonal\n\
                 line 3: invalid (N = 4): the queens at row 0, column 1 and row 1, column 1 share a column\n\
                 line 4: invalid (N = 4): the queens at row 1, column 2 and row 2, column 1 share a ↙ diagonal\n",
            );
    }

    #[test]
    fn one_invalid_among_valid_exits_1() {
        let mut input = stdout_of("solve 6");
        input.push_str("0 2 4 1 3 5\n");
        nqueens(["verify"])
            .write_stdin(input)
            .assert()
            .code(1)
            .stdout(predicate::str::contains("line 5: invalid (N = 6)"))
            .stdout(predicate::str::contains("line 4: valid (N = 6)"));
    }

    #[test]
    fn every_format_is_detected() {
        let input = "[1,3,0,2]\n2413\na3 b1 c4 d2\n[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]\n1 3 0 2\n0 2 4 1 3\n0\n";
        nqueens(["verify"])
            .write_stdin(input)
            .assert()
            .code(0)
            .stdout(
                "line 1: valid (N = 4)\nline 2: valid (N = 4)\nline 3: valid (N = 4)\n\
                 line 4: valid (N = 4)\nline 5: valid (N = 4)\nline 6: valid (N = 5)\n\
                 line 7: valid (N = 1)\n",
            );
    }

    #[test]
    fn board_blocks() {
        let boards = ". Q . .\n. . . Q\nQ . . .\n. . Q .\n\nQ . . .\n. Q . .\n. . Q .\n. . . Q\n";
        nqueens(["verify"])
            .write_stdin(boards)
            .assert()
            .code(1)
            .stderr("")
            .stdout(
                "line 1: valid (N = 4)\n\
                 line 6: invalid (N = 4): the queens at row 0, column 0 and row 1, column 1 share a ↘ diagonal\n",
            );
        nqueens(["verify"])
            .write_stdin(stdout_of("solve 4 --format board"))
            .assert()
            .code(0)
            .stdout("line 1: valid (N = 4)\nline 6: valid (N = 4)\n");
    }

    #[test]
    fn comments_and_blank_lines_are_skipped() {
        nqueens(["verify"])
            .write_stdin("# the two solutions of N = 4\n1 3 0 2\n\n# and\n2 0 3 1\n")
            .assert()
            .code(0)
            .stdout("line 2: valid (N = 4)\nline 5: valid (N = 4)\n");
    }

    #[test]
    fn file_argument() {
        let file = TempFile::new("valid", "1 3 0 2\n2 0 3 1\n");
        nqueens(["verify", file.path_str()])
            .assert()
            .code(0)
            .stdout("line 1: valid (N = 4)\nline 2: valid (N = 4)\n")
            .stderr("");
        let file = TempFile::new("invalid", "0 1 2 3\n");
        nqueens(["verify", file.path_str()])
            .assert()
            .code(1)
            .stdout(predicate::str::starts_with("line 1: invalid (N = 4)"));
        let boards = TempFile::new("boards", &stdout_of("solve 5 --format board"));
        nqueens(["verify"])
            .arg(boards.path())
            .assert()
            .code(0)
            .stdout(predicate::str::contains("line 55: valid (N = 5)"));
        // The file is read, not standard input.
        nqueens(["verify", file.path_str()])
            .write_stdin("1 3 0 2\n")
            .assert()
            .code(1);
    }

    #[test]
    fn malformed_file_names_the_file() {
        let file = TempFile::new("malformed", "1 3 0 2\n1 3 x 2\n");
        let path = file.path_str();
        assert_usage_error(&["verify", path], "", &[path, "line 2", "'x'"]);
    }

    #[test]
    fn dash_means_stdin() {
        nqueens(["verify", "-"])
            .write_stdin("1 3 0 2\n")
            .assert()
            .code(0)
            .stdout("line 1: valid (N = 4)\n");
    }

    #[test]
    fn quiet() {
        for flag in ["--quiet", "-q"] {
            nqueens(["verify", flag])
                .write_stdin("1 3 0 2\n")
                .assert()
                .code(0)
                .stdout("")
                .stderr("");
            nqueens(["verify", flag])
                .write_stdin("1 3 0 2\n0 1\n")
                .assert()
                .code(1)
                .stdout("")
                .stderr("");
        }
    }

    #[test]
    fn forced_format() {
        nqueens(["verify", "--format", "digits"])
            .write_stdin("2413\n")
            .assert()
            .code(0)
            .stdout("line 1: valid (N = 4)\n");
        assert_usage_error(
            &["verify", "--format", "digits"],
            "1 3 0 2\n",
            &["line 1", "digits"],
        );
    }
}

mod bad_input {
    use super::*;

    fn refused(command_line: &str, needles: &[&str]) -> String {
        assert_usage_error(&words(command_line), "", needles)
    }

    #[test]
    fn count_0() {
        refused("count 0", &["'0'", "1 and 32"]);
    }

    #[test]
    fn count_33() {
        refused("count 33", &["'33'", "1 and 32"]);
    }

    #[test]
    fn count_x() {
        refused("count x", &["'x'", "1 to 32"]);
    }

    #[test]
    fn stats_reversed_range() {
        refused("stats 9..4", &["9..4", "empty", "4..9"]);
    }

    #[test]
    fn stats_range_from_0() {
        refused("stats 0..3", &["0..3", "1 and 32"]);
    }

    #[test]
    fn stats_range_past_32() {
        refused("stats 4..40", &["40", "1 and 32"]);
    }

    #[test]
    fn table_reversed_range() {
        refused("table 5..2", &["5..2", "empty", "2..5"]);
    }

    #[test]
    fn unknown_format_lists_the_valid_ones() {
        refused(
            "solve 8 --format png",
            &[
                "png",
                "columns, json, leetcode, board, digits, algebraic, svg",
            ],
        );
    }

    #[test]
    fn digits_too_large() {
        refused("solve 10 --format digits", &["digits", "1 to 9", "10"]);
    }

    #[test]
    fn algebraic_too_large() {
        refused(
            "solve 27 --format algebraic",
            &["algebraic", "1 to 26", "27"],
        );
    }

    #[test]
    fn trace_40() {
        refused("trace 40", &["'40'", "1 and 32"]);
    }

    #[test]
    fn count_without_n() {
        refused("count", &["required", "<N>"]);
    }

    /// The brief asks every usage error to name the valid values; clap's
    /// "required argument" message does not give the range of N.
    #[test]
    fn count_without_n_names_the_range() {
        refused("count", &["<N>", "1", "32"]);
    }

    #[test]
    fn unknown_subcommand() {
        refused("bogus", &["bogus"]);
    }

    /// The brief asks every usage error to name the valid values; clap's
    /// "unrecognized subcommand" message does not list the subcommands.
    #[test]
    fn unknown_subcommand_lists_the_valid_ones() {
        refused(
            "bogus",
            &[
                "bogus", "count", "solve", "stats", "table", "trace", "verify",
            ],
        );
    }

    #[test]
    fn bad_limit() {
        refused("solve 8 --limit x", &["'x'", "--limit"]);
    }

    #[test]
    fn conflicting_flags() {
        refused("stats 8 --json --classic", &["--json", "--classic"]);
    }

    #[test]
    fn verify_malformed_placement_prints_nothing() {
        // Valid placements come first: still nothing on stdout.
        assert_usage_error(
            &["verify"],
            "1 3 0 2\n2 0 3 1\n1 3 x 2\n0 1 2 3\n",
            &["standard input", "line 3", "'x'"],
        );
    }

    #[test]
    fn verify_column_outside_the_board() {
        assert_usage_error(&["verify"], "1 3 0 4\n", &["line 1", "column 4", "0 to 3"]);
    }

    #[test]
    fn verify_ragged_board() {
        assert_usage_error(
            &["verify"],
            "Q Q . .\n. . . Q\nQ . . .\n. . Q .\n",
            &["line 1"],
        );
    }

    #[test]
    fn verify_empty_input() {
        assert_usage_error(&["verify"], "", &["no placements", "standard input"]);
        assert_usage_error(&["verify"], "\n# only a comment\n\n", &["no placements"]);
    }

    #[test]
    fn verify_missing_file() {
        assert_usage_error(
            &["verify", "/nonexistent/file"],
            "1 3 0 2\n",
            &["/nonexistent/file", "cannot read"],
        );
    }

    #[test]
    fn no_arguments_is_an_error_with_nothing_on_stdout() {
        nqueens(Vec::<&str>::new())
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains("Usage:"))
            .stderr(predicate::str::contains("count"));
    }
}

mod help {
    use super::*;

    const SUBCOMMANDS: [&str; 12] = [
        "count", "solve", "stats", "table", "trace", "verify", "check", "one", "random",
        "complete", "serve", "site",
    ];

    #[test]
    fn top_level() {
        for flag in ["--help", "-h"] {
            nqueens([flag])
                .assert()
                .success()
                .stderr("")
                .stdout(predicate::str::contains("Examples:"))
                .stdout(predicate::str::contains("nqueens count 8 --unique"))
                .stdout(predicate::function(|out: &str| {
                    SUBCOMMANDS.iter().all(|sub| out.contains(sub))
                }));
        }
        nqueens(["help"])
            .assert()
            .success()
            .stdout(predicate::str::contains("Examples:"));
    }

    #[test]
    fn every_subcommand() {
        for sub in SUBCOMMANDS {
            let example = format!("nqueens {sub}");
            for args in [[sub, "--help"], [sub, "-h"], ["help", sub]] {
                nqueens(args)
                    .assert()
                    .success()
                    .stderr("")
                    .stdout(predicate::str::contains("Usage:"))
                    .stdout(predicate::str::contains("Examples:"))
                    .stdout(predicate::str::contains(example.as_str()));
            }
        }
    }

    #[test]
    fn version() {
        let expected = format!("nqueens {}\n", env!("CARGO_PKG_VERSION"));
        for flag in ["--version", "-V"] {
            nqueens([flag])
                .assert()
                .success()
                .stdout(expected.clone())
                .stderr("");
        }
    }
}
