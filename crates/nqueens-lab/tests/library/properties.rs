//! Property tests: validation against a brute-force check, the symmetries
//! and canonical forms, enumeration below a prefix, and the text formats.

use std::collections::BTreeMap;

use nqueens_lab::classic::count_solutions;
use nqueens_lab::format::{records, Record};
use nqueens_lab::symmetry::count_fundamental;
use nqueens_lab::{
    canonical, check_columns, class_size, fundamental_solutions, is_canonical, orbit, search_stats,
    solve_n_queens, validate, Error, Format, Line, Solution, Solutions, Symmetry,
};
use proptest::prelude::*;
use proptest::sample::Index;

use crate::support::{size, solutions, CACHED_MAX_N};

// ---------------------------------------------------------------------------
// Independent models
// ---------------------------------------------------------------------------

/// Whether the queens of rows `i` and `j` attack each other, by the rules:
/// the same column, or as many rows apart as columns apart.
fn attack(columns: &[usize], i: usize, j: usize) -> bool {
    columns[i] == columns[j] || i.abs_diff(j) == columns[i].abs_diff(columns[j])
}

/// The first attacking pair as `validate` documents it: the attacked queen
/// in the lowest row, then its attacker in the lowest row. O(N²).
fn brute_force_first_attack(columns: &[usize]) -> Option<(usize, usize)> {
    (0..columns.len()).find_map(|j| (0..j).find(|&i| attack(columns, i, j)).map(|i| (i, j)))
}

/// A placement as a drawn board: `grid[row][column]` holds a queen.
type Grid = Vec<Vec<bool>>;

fn to_grid(columns: &[usize]) -> Grid {
    let n = columns.len();
    (0..n)
        .map(|r| (0..n).map(|c| columns[r] == c).collect())
        .collect()
}

/// Reads one queen per row back from a grid (None if a row has 0 or 2+).
fn from_grid(grid: &Grid) -> Option<Vec<usize>> {
    grid.iter()
        .map(|row| {
            let queens: Vec<usize> = (0..row.len()).filter(|&c| row[c]).collect();
            match queens[..] {
                [column] => Some(column),
                _ => None,
            }
        })
        .collect()
}

/// The picture turned a quarter turn clockwise: the top row becomes the
/// right-hand column.
fn rotate_clockwise(grid: &Grid) -> Grid {
    let n = grid.len();
    (0..n)
        .map(|i| (0..n).map(|j| grid[n - 1 - j][i]).collect())
        .collect()
}

/// The picture seen in a mirror standing on its right-hand side.
fn mirror_left_right(grid: &Grid) -> Grid {
    grid.iter()
        .map(|row| row.iter().rev().copied().collect())
        .collect()
}

/// The picture reflected in its main (top-left to bottom-right) diagonal.
fn transpose(grid: &Grid) -> Grid {
    let n = grid.len();
    (0..n)
        .map(|i| (0..n).map(|j| grid[j][i]).collect())
        .collect()
}

/// The image of a placement under a symmetry, by moving the drawn board.
fn image_by_picture(symmetry: Symmetry, columns: &[usize]) -> Vec<usize> {
    let grid = to_grid(columns);
    let turn = |g: &Grid, times: usize| (0..times).fold(g.clone(), |g, _| rotate_clockwise(&g));
    let moved = match symmetry {
        Symmetry::Identity => grid,
        Symmetry::Rotate90 => turn(&grid, 1),
        Symmetry::Rotate180 => turn(&grid, 2),
        Symmetry::Rotate270 => turn(&grid, 3),
        Symmetry::MirrorColumns => mirror_left_right(&grid),
        Symmetry::MirrorRows => turn(&mirror_left_right(&grid), 2),
        Symmetry::Transpose => transpose(&grid),
        Symmetry::AntiTranspose => turn(&transpose(&grid), 2),
    };
    from_grid(&moved).expect("a symmetry keeps one queen per row of a permutation")
}

// ---------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------

/// A board size with at least two solutions (4..=10), and a solution of it.
fn solution() -> impl Strategy<Value = Vec<usize>> {
    (4usize..=10, any::<Index>()).prop_map(|(n, index)| {
        let all = solutions(n);
        all[index.index(all.len())].clone()
    })
}

/// Placements with every column on the board: uniform ones (mostly invalid),
/// permutations (no shared column), solutions, and solutions with one queen
/// moved (mostly invalid, with a single culprit).
fn placement() -> impl Strategy<Value = Vec<usize>> {
    prop_oneof![
        (1usize..=12).prop_flat_map(|n| prop::collection::vec(0..n, n)),
        (1usize..=12).prop_flat_map(|n| Just((0..n).collect::<Vec<_>>()).prop_shuffle()),
        solution(),
        (solution(), any::<Index>(), any::<Index>()).prop_map(|(mut columns, row, column)| {
            let n = columns.len();
            columns[row.index(n)] = column.index(n);
            columns
        }),
    ]
}

// ---------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------

proptest! {
    #[test]
    fn validate_agrees_with_a_brute_force_pairwise_check(columns in placement()) {
        let verdict = validate(&columns);
        match brute_force_first_attack(&columns) {
            None => {
                prop_assert_eq!(verdict, Ok(()), "{:?}", columns);
                prop_assert_eq!(
                    Solution::new(columns.clone()).map(Solution::into_columns),
                    Ok(columns.clone())
                );
            }
            Some((first_row, second_row)) => {
                let Err(found) = verdict else {
                    return Err(TestCaseError::fail(format!(
                        "{columns:?}: validate says Ok, but rows {first_row} and {second_row} attack"
                    )));
                };
                let (first, second) = (found.first, found.second);
                // The reported squares are queens of the placement...
                prop_assert_eq!(columns[first.row], first.column, "{:?} {:?}", columns, found);
                prop_assert_eq!(columns[second.row], second.column, "{:?} {:?}", columns, found);
                prop_assert!(first.row < second.row, "{:?} {:?}", columns, found);
                // ... that really share the reported line ...
                let (r1, c1) = (first.row as i64, first.column as i64);
                let (r2, c2) = (second.row as i64, second.column as i64);
                let on_line = match found.line {
                    Line::Column => c1 == c2,
                    Line::DiagonalDown => r1 - c1 == r2 - c2,
                    Line::DiagonalUp => r1 + c1 == r2 + c2,
                    // One queen per row: validate never reports a row.
                    Line::Row => false,
                };
                prop_assert!(on_line, "{:?}: {} is wrong", columns, found);
                prop_assert_eq!(
                    Line::between(first.row, first.column, second.row, second.column),
                    Some(found.line)
                );
                // ... and are the pair the documentation promises.
                prop_assert_eq!((first.row, second.row), (first_row, second_row), "{:?}", columns);
                prop_assert_eq!(Solution::new(columns.clone()), Err(Error::NotASolution(found)));
            }
        }
    }

    #[test]
    fn check_columns_finds_the_first_queen_off_the_board(
        columns in (1usize..=12).prop_flat_map(|n| prop::collection::vec(0..n + 2, n))
    ) {
        let n = columns.len();
        let expected = match columns.iter().position(|&c| c >= n) {
            Some(row) => Err(Error::ColumnOutOfRange { row, column: columns[row], n }),
            None => Ok(()),
        };
        prop_assert_eq!(check_columns(&columns), expected.clone());
        if let Err(error) = expected {
            prop_assert_eq!(Solution::new(columns), Err(error));
        }
    }
}

// ---------------------------------------------------------------------------
// Symmetry
// ---------------------------------------------------------------------------

proptest! {
    #[test]
    fn a_solution_and_its_eight_images_are_solutions(columns in solution()) {
        let n = columns.len();
        let all = solutions(n);
        prop_assert_eq!(validate(&columns), Ok(()));
        let solution = Solution::new(columns.clone()).expect("a solution of the search");
        prop_assert_eq!(Symmetry::ALL[0], Symmetry::Identity);
        let mut images = Vec::new();
        for symmetry in Symmetry::ALL {
            let image = symmetry.apply(&solution);
            prop_assert_eq!(validate(&image), Ok(()), "{:?} of {:?}", symmetry, columns);
            prop_assert!(
                all.iter().any(|s| s[..] == image[..]),
                "{:?} of {:?} = {:?} is not in solve_n_queens", symmetry, columns, image
            );
            prop_assert_eq!(
                image.columns(),
                &image_by_picture(symmetry, &columns)[..],
                "{:?} of {:?}", symmetry, columns
            );
            images.push(image);
        }
        prop_assert_eq!(&images[0], &solution);

        let members = orbit(&solution);
        let mut distinct = images.clone();
        distinct.sort();
        distinct.dedup();
        prop_assert_eq!(&members, &distinct);
        prop_assert!(members.contains(&solution));
        prop_assert_eq!(class_size(&solution), members.len());
        prop_assert!([2, 4, 8].contains(&members.len()), "class of {}", members.len());

        let smallest = canonical(&solution);
        prop_assert!(members.contains(&smallest));
        prop_assert_eq!(Some(&smallest), images.iter().min());
        prop_assert!(smallest <= solution);
        prop_assert!(is_canonical(&smallest));
        prop_assert_eq!(canonical(&smallest), smallest.clone());
        prop_assert_eq!(is_canonical(&solution), smallest == solution);
        // The canonical form and the class size are the same for the whole class.
        for member in &members {
            prop_assert_eq!(canonical(member), smallest.clone(), "member {:?}", member);
            prop_assert_eq!(class_size(member), members.len());
            prop_assert_eq!(orbit(member), members.clone());
        }
    }
}

#[test]
fn each_class_has_exactly_one_canonical_member() {
    for n in 1..=9 {
        let mut classes: BTreeMap<Solution, Vec<Solution>> = BTreeMap::new();
        for columns in solve_n_queens(size(n)) {
            let solution = Solution::new(columns).expect("a solution of the search");
            classes
                .entry(canonical(&solution))
                .or_default()
                .push(solution);
        }
        for (smallest, members) in &classes {
            let canonical_members: Vec<&Solution> =
                members.iter().filter(|m| is_canonical(m)).collect();
            assert_eq!(canonical_members, [smallest], "N = {n}");
            for member in members {
                assert_eq!(class_size(member), members.len(), "N = {n}: {member:?}");
            }
            let mut sorted = members.clone();
            sorted.sort();
            assert_eq!(sorted, orbit(smallest), "N = {n}");
        }
        assert_eq!(classes.len() as u64, count_fundamental(size(n)), "N = {n}");
        // fundamental_solutions lists the same classes, in search
        // (= lexicographic) order, with the same sizes.
        let listed: Vec<(Solution, usize)> = fundamental_solutions(size(n))
            .map(|f| (f.solution, f.class_size))
            .collect();
        let grouped: Vec<(Solution, usize)> = classes
            .into_iter()
            .map(|(smallest, members)| (smallest, members.len()))
            .collect();
        assert_eq!(listed, grouped, "N = {n}");
    }
}

// ---------------------------------------------------------------------------
// Counting and enumeration
// ---------------------------------------------------------------------------

#[test]
fn counts_equal_the_length_of_the_enumeration() {
    for n in 1..=12 {
        let enumerated = Solutions::new(size(n)).count() as u64;
        assert_eq!(count_solutions(size(n)), enumerated, "N = {n}");
        assert_eq!(solve_n_queens(size(n)).len() as u64, enumerated, "N = {n}");
        assert_eq!(search_stats(size(n)).solutions, enumerated, "N = {n}");
        assert_eq!(
            count_fundamental(size(n)),
            fundamental_solutions(size(n)).count() as u64,
            "N = {n}"
        );
    }
}

/// A board size and a prefix of its rows: random columns (some off the
/// board), or the first rows of a solution.
fn size_and_prefix() -> impl Strategy<Value = (usize, Vec<usize>)> {
    prop_oneof![
        (1usize..=CACHED_MAX_N)
            .prop_flat_map(|n| (Just(n), prop::collection::vec(0..=n, 0..=n.min(4)))),
        (solution(), any::<Index>()).prop_map(|(columns, rows)| {
            let n = columns.len();
            (n, columns[..rows.index(n + 1)].to_vec())
        }),
    ]
}

proptest! {
    #[test]
    fn below_prefix_enumerates_exactly_the_solutions_extending_the_prefix(
        (n, prefix) in size_and_prefix()
    ) {
        let legal = prefix.iter().all(|&c| c < n)
            && (0..prefix.len()).all(|j| (0..j).all(|i| !attack(&prefix, i, j)));
        let found = Solutions::below_prefix(size(n), &prefix)
            .map(|it| it.map(Solution::into_columns).collect::<Vec<_>>());
        if legal {
            let expected: Vec<Vec<usize>> = solutions(n)
                .iter()
                .filter(|s| s.starts_with(&prefix))
                .cloned()
                .collect();
            prop_assert_eq!(found, Some(expected), "N = {}, prefix {:?}", n, prefix);
        } else {
            prop_assert!(found.is_none(), "N = {}, illegal prefix {:?}", n, prefix);
        }
    }
}

/// `below_prefix` must refuse a column off the board however large it is.
/// It narrows the column to `u32` before shifting, so `2^32 + 1` passes as
/// column 1 and the iterator yields a "solution" holding column 4294967297
/// (a failed `debug_assert` in debug builds).
#[test]
fn below_prefix_refuses_a_huge_column() {
    let Some(huge) = usize::try_from(1u64 << 32).ok().map(|c| c + 1) else {
        return; // a 32-bit usize cannot hold the column
    };
    assert!(Solutions::below_prefix(size(4), &[huge]).is_none());
}

// ---------------------------------------------------------------------------
// Formats
// ---------------------------------------------------------------------------

/// Any placement with columns on the board, N = 1..=30 (past the limits of
/// `digits` and `algebraic`).
fn any_placement() -> impl Strategy<Value = Vec<usize>> {
    (1usize..=30).prop_flat_map(|n| prop::collection::vec(0..n, n))
}

proptest! {
    #[test]
    fn every_format_round_trips_and_is_detected(columns in any_placement()) {
        let n = columns.len();
        for format in Format::ALL {
            if let Some(max) = format.max_n().filter(|&max| n as u64 > max) {
                prop_assert_eq!(
                    format.render(&columns),
                    Err(Error::TooLargeForFormat { format: format.name(), max, n: n as u64 })
                );
                continue;
            }
            let text = match format.render(&columns) {
                Ok(text) => text,
                Err(e) => return Err(TestCaseError::fail(format!("{format}: {columns:?}: {e}"))),
            };
            prop_assert_eq!(format.parse(&text), Ok(columns.clone()), "{}: {:?}", format, text);
            prop_assert_eq!(Format::detect(&text), Some(format), "{:?}", text);
            if !format.is_multiline() {
                prop_assert!(!text.contains('\n'), "{}: {:?}", format, text);
            }
            let one = vec![Record { line: 1, placement: Ok(columns.clone()) }];
            prop_assert_eq!(records(&text, None), one.clone(), "{}: {:?}", format, text);
            prop_assert_eq!(records(&text, Some(format)), one, "{}: {:?}", format, text);
        }
    }

    #[test]
    fn records_reads_a_mixed_text_back(
        entries in prop::collection::vec(
            ((1usize..=12).prop_flat_map(|n| prop::collection::vec(0..n, n)), any::<Index>(), any::<bool>()),
            1..=6,
        )
    ) {
        let mut text = String::new();
        let mut expected = Vec::new();
        let mut line = 1;
        for (columns, pick, comment) in entries {
            let fitting: Vec<Format> = Format::ALL
                .into_iter()
                .filter(|f| f.check_fits(columns.len() as u64).is_ok())
                .collect();
            let format = fitting[pick.index(fitting.len())];
            let rendered = format.render(&columns).expect("the format fits");
            text.push_str(&rendered);
            text.push('\n');
            expected.push(Record { line, placement: Ok(columns) });
            line += rendered.lines().count();
            // Records are separated by a blank line or a comment.
            text.push_str(if comment { "# next\n" } else { "\n" });
            line += 1;
        }
        prop_assert_eq!(records(&text, None), expected, "{}", text);
    }
}

#[test]
fn format_names_round_trip() {
    for format in Format::ALL {
        assert_eq!(format.name().parse::<Format>(), Ok(format));
        assert_eq!(format.to_string(), format.name());
    }
    assert!("png".parse::<Format>().is_err());
    // Pictures are no text format: `svg` is the svg module's.
    assert!("svg".parse::<Format>().is_err());
    assert_eq!(Format::ALL.len(), 6);
}
