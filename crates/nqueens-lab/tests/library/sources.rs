//! The figures the project's source texts print, exactly: the reference
//! Java program, the Python lesson and the explainer page.

use nqueens_lab::classic::count_solutions;
use nqueens_lab::trace::{self, Flow};
use nqueens_lab::{fundamental_solutions, search_stats, solve_n_queens, Fundamental, TraceEvent};

use crate::support::size;

/// The reference Java program prints "N queens: S solutions, T squares tried" for N = 4..=8.
#[test]
fn seed_000_solutions_and_squares_tried_for_n_4_to_8() {
    let expected: [(usize, u64, u64); 5] = [
        (4, 2, 60),
        (5, 10, 220),
        (6, 4, 894),
        (7, 40, 3_584),
        (8, 92, 15_720),
    ];
    for (n, solutions, squares_tried) in expected {
        let stats = search_stats(size(n));
        assert_eq!(
            (stats.solutions, stats.squares_tried),
            (solutions, squares_tried),
            "search_stats, N = {n}"
        );
        assert_eq!(
            count_solutions(size(n)),
            solutions,
            "count_solutions, N = {n}"
        );
        // The reference Java program counts `tries` as it scans: the traced search's Try events.
        let (mut tries, mut found) = (0u64, 0u64);
        trace::run(size(n), &mut |event: &TraceEvent| {
            match event {
                TraceEvent::Try { .. } => tries += 1,
                TraceEvent::Solution { .. } => found += 1,
                _ => {}
            }
            Flow::Continue
        });
        assert_eq!((found, tries), (solutions, squares_tried), "trace, N = {n}");
    }
}

#[test]
fn eight_queens_nodes_expanded_and_dead_ends() {
    let stats = search_stats(size(8));
    assert_eq!(stats.nodes, 2_057);
    assert_eq!(stats.expanded, 1_965);
    assert_eq!(stats.dead_ends, 644);
    assert_eq!(stats.squares_tried, 15_720);
    assert_eq!(stats.solutions, 92);
}

#[test]
fn twelve_queens_visits_856_189_nodes() {
    assert_eq!(search_stats(size(12)).nodes, 856_189);
}

#[test]
fn eight_queens_have_12_classes_11_of_size_8_and_1_of_size_4() {
    let classes: Vec<Fundamental> = fundamental_solutions(size(8)).collect();
    assert_eq!(classes.len(), 12);
    let of_size = |k: usize| classes.iter().filter(|f| f.class_size == k).count();
    assert_eq!((of_size(8), of_size(4)), (11, 1), "{classes:?}");
    // The search finds the first class first; its canonical member is the
    // first solution.
    assert_eq!(classes[0].solution.columns(), [0, 4, 7, 5, 2, 6, 1, 3]);
}

#[test]
fn one_queen_is_one_class_of_size_1() {
    let classes: Vec<Fundamental> = fundamental_solutions(size(1)).collect();
    assert_eq!(classes.len(), 1);
    assert_eq!(classes[0].class_size, 1);
    assert_eq!(classes[0].solution.columns(), [0]);
}

#[test]
fn seed_001_solves_four_queens() {
    assert_eq!(solve_n_queens(size(4)), [[1, 3, 0, 2], [2, 0, 3, 1]]);
}
