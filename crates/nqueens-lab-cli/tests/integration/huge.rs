//! Integration tests of the huge-board commands, run on the real binary:
//! `one`, `random`, `complete`, `verify` on large placements, and
//! `--format svg`.

use std::process::Output;

use crate::util::{assert_usage_error, is_solution, lines, nqueens, parse_columns, stdout_of};

/// An O(N) check that `columns` is a solution, written independently of the
/// library: one flag per column and per diagonal.
fn is_large_solution(columns: &[usize]) -> bool {
    let n = columns.len();
    let mut column_used = vec![false; n];
    let mut down_used = vec![false; 2 * n];
    let mut up_used = vec![false; 2 * n];
    columns.iter().enumerate().all(|(row, &column)| {
        if column >= n {
            return false;
        }
        let (down, up) = (row + n - column, row + column);
        let free = !column_used[column] && !down_used[down] && !up_used[up];
        column_used[column] = true;
        down_used[down] = true;
        up_used[up] = true;
        free
    })
}

/// Runs `nqueens <args>` and returns its output, whatever its status.
fn run(args: &[&str], stdin: &[u8]) -> Output {
    nqueens(args)
        .write_stdin(stdin)
        .output()
        .unwrap_or_else(|e| panic!("cannot run nqueens {args:?}: {e}"))
}

/// Asserts that `nqueens <args>` ends with `status`, nothing on stdout and
/// one line on stderr containing every needle.
fn assert_answer(args: &[&str], status: i32, needles: &[&str]) {
    let output = run(args, b"");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(status), "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?} printed a result");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    for needle in needles {
        assert!(
            stderr.contains(needle),
            "{args:?}: {stderr} lacks {needle:?}"
        );
    }
}

/// The number of queens drawn in an SVG picture, after checking that it is
/// one `<svg>` document.
fn queens_drawn(svg: &str) -> usize {
    assert!(
        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
        "{svg}"
    );
    assert_eq!(svg.trim_end().matches("</svg>").count(), 1);
    assert!(svg.trim_end().ends_with("</svg>"));
    svg.matches("class=\"queen").count()
}

/// The solutions of `solve n`, as columns.
fn all_solutions(n: usize) -> Vec<Vec<usize>> {
    lines(&stdout_of(&format!("solve {n}")))
        .into_iter()
        .map(parse_columns)
        .collect()
}

mod one {
    use super::*;

    #[test]
    fn eight_is_the_construction() {
        assert_eq!(stdout_of("one 8"), "1 3 5 7 2 0 6 4\n");
        assert_eq!(stdout_of("one 1"), "0\n");
    }

    #[test]
    fn every_small_size_is_a_solution() {
        for n in (1..=60).filter(|&n| n != 2 && n != 3) {
            let columns = parse_columns(&stdout_of(&format!("one {n}")));
            assert_eq!(columns.len(), n);
            assert!(is_solution(&columns), "one {n}");
        }
    }

    #[test]
    fn a_million_is_a_solution_and_verifies() {
        let output = run(&["one", "1000000"], b"");
        assert!(output.status.success());
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        assert!(is_large_solution(&parse_columns(&text)));
        let verified = run(&["verify"], text.as_bytes());
        assert!(verified.status.success());
        assert_eq!(
            String::from_utf8_lossy(&verified.stdout),
            "line 1: valid (N = 1000000)\n"
        );
    }

    #[test]
    fn every_format_writes_what_solve_writes_for_the_same_placement() {
        // `solve 8` lists every solution; the construction is one of them,
        // and each format must draw it as `solve` does.
        let constructed = stdout_of("one 8");
        let index = lines(&stdout_of("solve 8"))
            .iter()
            .position(|line| *line == constructed.trim_end())
            .expect("the construction is a solution of N = 8");
        for format in ["json", "leetcode", "board", "digits", "algebraic"] {
            let text = stdout_of(&format!("one 8 --format {format}"));
            let listed = stdout_of(&format!("solve 8 --format {format}"));
            let same = if format == "board" {
                listed
                    .split("\n\n")
                    .nth(index)
                    .map(|b| b.trim_end().to_string())
            } else {
                lines(&listed).get(index).map(|l| l.to_string())
            };
            assert_eq!(Some(text.trim_end().to_string()), same, "{format}");
            let verified = run(&["verify", "--format", format], text.as_bytes());
            assert!(verified.status.success(), "{format}: {text}");
        }
        assert_eq!(stdout_of("one 8 --format json"), "[1,3,5,7,2,0,6,4]\n");
        assert_eq!(stdout_of("one 8 --format digits"), "24683175\n");
        let board = stdout_of("one 300 --format board");
        assert_eq!(board.lines().count(), 300);
        let verified = run(&["verify"], board.as_bytes());
        assert!(verified.status.success());
    }

    #[test]
    fn svg_draws_n_queens_up_to_64() {
        assert_eq!(queens_drawn(&stdout_of("one 64 --format svg")), 64);
        assert_usage_error(
            &["one", "65", "--format", "svg"],
            "",
            &["svg", "1 to 64", "65"],
        );
    }

    #[test]
    fn two_and_three_have_no_solution() {
        for n in ["2", "3"] {
            assert_answer(&["one", n], 1, &["no solution exists", n]);
        }
    }

    #[test]
    fn bad_sizes_are_refused() {
        assert_usage_error(&["one", "0"], "", &["0", "1 and 1000000000000000000"]);
        assert_usage_error(
            &["one", "1000000000000000001"],
            "",
            &["1000000000000000001", "1 and 1000000000000000000"],
        );
        assert_usage_error(
            &["one", "many"],
            "",
            &["'many'", "1 to 1000000000000000000"],
        );
        assert_usage_error(&["one"], "", &["<N>", "1 to 10^18"]);
        assert_usage_error(
            &["one", "10", "--format", "digits"],
            "",
            &["digits", "1 to 9"],
        );
    }
}

mod random {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_solution() {
        for n in [8, 50, 1000] {
            let first = stdout_of(&format!("random {n} --seed 7"));
            assert_eq!(first, stdout_of(&format!("random {n} --seed 7")));
            assert!(is_large_solution(&parse_columns(&first)), "random {n}");
        }
        assert_ne!(
            stdout_of("random 1000 --seed 1"),
            stdout_of("random 1000 --seed 2")
        );
    }

    #[test]
    fn small_and_large_sizes_are_solutions() {
        for n in (4..=40).chain([999, 1000, 1001, 100_000]) {
            for seed in [0, 1, 12_345] {
                let text = stdout_of(&format!("random {n} --seed {seed}"));
                let columns = parse_columns(&text);
                assert_eq!(columns.len(), n);
                assert!(is_large_solution(&columns), "random {n} --seed {seed}");
            }
        }
        assert_eq!(stdout_of("random 1"), "0\n");
    }

    #[test]
    fn without_a_seed_it_still_answers_quietly() {
        let columns = parse_columns(&stdout_of("random 200"));
        assert!(is_large_solution(&columns));
    }

    #[test]
    fn formats_and_svg() {
        let json = stdout_of("random 12 --seed 3 --format json");
        let columns: Vec<usize> = serde_json::from_str(json.trim()).expect("a JSON array");
        assert_eq!(
            columns,
            parse_columns(&stdout_of("random 12 --seed 3")),
            "json and columns agree"
        );
        assert_eq!(
            queens_drawn(&stdout_of("random 20 --seed 3 --format svg")),
            20
        );
    }

    #[test]
    fn bad_input_and_no_solution() {
        assert_answer(&["random", "2"], 1, &["no solution exists"]);
        assert_answer(&["random", "3", "--seed", "1"], 1, &["no solution exists"]);
        assert_usage_error(&["random", "0"], "", &["1 and 100000000"]);
        assert_usage_error(
            &["random", "100000001"],
            "",
            &["100000001", "1 and 100000000"],
        );
        assert_usage_error(&["random", "8", "--seed", "-1"], "", &["'-1'", "seed"]);
        assert_usage_error(&["random", "8", "--seed", "x"], "", &["'x'", "seed"]);
        assert_usage_error(&["random"], "", &["<N>", "1 to 10^8"]);
    }
}

mod complete {
    use super::*;

    /// The solutions of `solve n` that hold every given (row, column).
    fn filtered(n: usize, given: &[(usize, usize)]) -> Vec<Vec<usize>> {
        all_solutions(n)
            .into_iter()
            .filter(|s| given.iter().all(|&(r, c)| s[r] == c))
            .collect()
    }

    #[test]
    fn count_and_all_match_the_filtered_solutions() {
        for (n, queens, given) in [
            (8, "0:0", vec![(0, 0)]),
            (8, "0:0,1:4", vec![(0, 0), (1, 4)]),
            (9, "4:4", vec![(4, 4)]),
            (10, "0:2,9:5", vec![(0, 2), (9, 5)]),
        ] {
            let expected = filtered(n, &given);
            let count = stdout_of(&format!("complete {n} --queens {queens} --count"));
            assert_eq!(count, format!("{}\n", expected.len()), "{n} {queens}");
            let all: Vec<Vec<usize>> =
                lines(&stdout_of(&format!("complete {n} --queens {queens} --all")))
                    .into_iter()
                    .map(parse_columns)
                    .collect();
            assert_eq!(all, expected, "{n} {queens}");
            let one = parse_columns(&stdout_of(&format!("complete {n} --queens {queens}")));
            assert!(expected.contains(&one), "{n} {queens}: {one:?}");
            let two = lines(&stdout_of(&format!(
                "complete {n} --queens {queens} --limit 2"
            )))
            .len();
            assert_eq!(two, expected.len().min(2));
        }
    }

    #[test]
    fn blocked_squares_are_avoided() {
        let expected: Vec<Vec<usize>> = filtered(8, &[(0, 0)])
            .into_iter()
            .filter(|s| s[1] != 4 && s[2] != 7)
            .collect();
        let all: Vec<Vec<usize>> = lines(&stdout_of(
            "complete 8 --queens 0:0 --blocked 1:4,2:7 --all",
        ))
        .into_iter()
        .map(parse_columns)
        .collect();
        assert_eq!(all, expected);
        // Repeated flags add up.
        assert_eq!(
            stdout_of("complete 8 --queens 0:0 --blocked 1:4 --blocked 2:7 --count"),
            format!("{}\n", expected.len())
        );
    }

    #[test]
    fn no_completion_is_a_proof_with_status_1() {
        // No solution of N = 4 has a queen in a corner.
        assert!(filtered(4, &[(0, 0)]).is_empty());
        assert_answer(&["complete", "4", "--queens", "0:0"], 1, &["no completion"]);
        let output = run(&["complete", "4", "--queens", "0:0", "--count"], b"");
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(String::from_utf8_lossy(&output.stdout), "0\n");
        assert_answer(
            &["complete", "4", "--queens", "0:0", "--all"],
            1,
            &["no completion"],
        );
        // A large board where propagation proves it at once: row 1 fully blocked.
        let blocked: Vec<String> = (0..1000).map(|c| format!("1:{c}")).collect();
        assert_answer(
            &["complete", "1000", "--blocked", &blocked.join(",")],
            1,
            &["no completion", "blocked"],
        );
    }

    #[test]
    fn large_boards_find_a_completion_holding_the_givens() {
        let text = stdout_of("complete 1000 --queens 0:0,10:500,999:998");
        let columns = parse_columns(&text);
        assert_eq!(columns.len(), 1000);
        assert!(is_large_solution(&columns));
        assert_eq!((columns[0], columns[10], columns[999]), (0, 500, 998));
    }

    #[test]
    fn svg_highlights_the_givens() {
        let svg = stdout_of("complete 8 --queens 0:0,1:4 --blocked 2:2 --format svg");
        assert_eq!(queens_drawn(&svg), 8);
        assert_eq!(svg.matches("class=\"queen given\"").count(), 2);
        assert_eq!(svg.matches("class=\"blocked\"").count(), 1);
        let gallery = stdout_of("complete 8 --queens 0:0 --all --format svg");
        assert_eq!(queens_drawn(&gallery), 8 * filtered(8, &[(0, 0)]).len());
    }

    #[test]
    fn bad_givens_are_named() {
        assert_usage_error(
            &["complete", "8", "--queens", "0:0,1:1"],
            "",
            &["row 0, column 0", "row 1, column 1", "diagonal"],
        );
        assert_usage_error(
            &["complete", "8", "--queens", "3:0,3:5"],
            "",
            &["row 3, column 0", "row 3, column 5", "row"],
        );
        assert_usage_error(
            &["complete", "8", "--queens", "0:0,5:0"],
            "",
            &["row 5, column 0", "column"],
        );
        assert_usage_error(
            &["complete", "8", "--queens", "8:0"],
            "",
            &["row 8, column 0", "outside", "0 to 7"],
        );
        assert_usage_error(
            &["complete", "8", "--blocked", "0:9"],
            "",
            &["row 0, column 9", "outside"],
        );
        assert_usage_error(
            &["complete", "8", "--queens", "2:2", "--blocked", "2:2"],
            "",
            &["row 2, column 2", "blocked"],
        );
        assert_usage_error(
            &["complete", "8", "--queens", "0-0"],
            "",
            &["'0-0'", "ROW:COLUMN"],
        );
        assert_usage_error(&["complete", "40", "--count"], "", &["1 to 32", "40"]);
        assert_usage_error(&["complete", "0"], "", &["1 and"]);
        assert_usage_error(
            &["complete", "8", "--count", "--all"],
            "",
            &["--count", "--all"],
        );
        assert_usage_error(
            &["complete", "8", "--nodes", "0"],
            "",
            &["'0'", "node limit"],
        );
        assert_usage_error(
            &["complete", "8", "--time", "-1"],
            "",
            &["'-1'", "time limit"],
        );
        assert_usage_error(
            &["complete", "8", "--count", "--time", "5"],
            "",
            &["--time", "--count"],
        );
    }

    #[test]
    fn a_spent_limit_says_unknown_with_status_3() {
        // A board whose givens leave a hard core: the search needs more
        // than one node, so a one-node limit cannot settle it.
        assert_answer(
            &["complete", "200", "--queens", "0:0,1:2", "--nodes", "1"],
            3,
            &["unknown", "--nodes"],
        );
    }
}

/// The whole construction of N = 100,000 given as queens (in 20 `--queens`
/// arguments, each under the system's limit for one argument): set up in
/// O(k + N), it is found at once within a one-second time limit.
#[test]
fn a_full_board_of_100000_given_is_found_within_a_second_limit() {
    let n = 100_000;
    let columns: Vec<usize> = nqueens_lab::construction::construct(n)
        .expect("a solution")
        .map(|c| c as usize)
        .collect();
    let squares: Vec<String> = columns
        .iter()
        .enumerate()
        .map(|(row, column)| format!("{row}:{column}"))
        .collect();
    let mut args = vec!["complete".to_string(), n.to_string()];
    args.extend(
        squares
            .chunks(5000)
            .map(|chunk| format!("--queens={}", chunk.join(","))),
    );
    args.extend(["--time".to_string(), "1".to_string()]);
    let output = run(&args.iter().map(String::as_str).collect::<Vec<_>>(), b"");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let printed: Vec<usize> = String::from_utf8(output.stdout)
        .expect("UTF-8")
        .split_whitespace()
        .map(|c| c.parse().expect("a column"))
        .collect();
    assert_eq!(printed, columns);
}

mod verify {
    use super::*;

    #[test]
    fn a_broken_million_is_caught_with_its_first_attack() {
        let text = stdout_of("one 1000000");
        let mut columns = parse_columns(&text);
        columns[600_000] = columns[100];
        let broken: Vec<String> = columns.iter().map(ToString::to_string).collect();
        let output = run(&["verify"], broken.join(" ").as_bytes());
        assert_eq!(output.status.code(), Some(1));
        let report = String::from_utf8_lossy(&output.stdout);
        assert!(report.starts_with("line 1: invalid (N = 1000000): the queens at row "));
        assert!(report.contains("and row 600000, column"), "{report}");
    }

    #[test]
    fn svg_cannot_be_read() {
        assert_usage_error(
            &["verify", "--format", "svg"],
            "1 3 0 2\n",
            &["svg", "output only"],
        );
    }
}

mod solve_svg {
    use super::*;

    #[test]
    fn draws_every_solution_in_one_picture() {
        assert_eq!(queens_drawn(&stdout_of("solve 6 --format svg")), 4 * 6);
        assert_eq!(
            queens_drawn(&stdout_of("solve 8 --format svg --limit 5")),
            5 * 8
        );
        assert_eq!(
            queens_drawn(&stdout_of("solve 8 --fundamental --format svg")),
            12 * 8
        );
    }

    #[test]
    fn refuses_more_than_a_thousand_boards() {
        assert_usage_error(
            &["solve", "12", "--format", "svg"],
            "",
            &["1000", "--limit"],
        );
    }
}
