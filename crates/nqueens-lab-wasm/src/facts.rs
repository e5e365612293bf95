//! What the page shows beside the search, from the library: the whole
//! search tree of a small board, the fundamental solutions, the images of a
//! solution under the 8 symmetries, the figures of a board (its row of the
//! counts table, from the library's table of whole searches), and the
//! page's limits.

use nqueens_lab::stats::{known, KNOWN_MAX_N};
use nqueens_lab::trace::Search;
use nqueens_lab::{fundamental_solutions, Solution, Symmetry, TraceEvent};
use wasm_bindgen::prelude::*;

use crate::view_size::view_size;

/// The largest board whose whole tree [`tree`] gives (N = 9: 8,394 nodes).
pub const TREE_MAX_N: usize = 9;

/// The largest board whose fundamental solutions [`fundamental`] lists
/// (N = 12: 1,787 classes).
pub const FUNDAMENTAL_MAX_N: usize = 12;

/// The views of this module, as their size errors name them.
const TREE_VIEW: &str = "the whole tree";
const FUNDAMENTAL_VIEW: &str = "the list of fundamental solutions";
const FIGURES_VIEW: &str = "the table of figures of the whole search";
const LAST_SOLUTION_VIEW: &str = "the end of the search";

/// Numbers per node in [`tree`]'s output: the parent's index (`u32::MAX`
/// for the root, the first node), the column of the node's queen (0 for
/// the root), its [`TreeMark`] flags, and the step just after the node's
/// queen is placed (0 for the root): the moment a click on the node jumps
/// to.
pub const TREE_WORDS: usize = 4;

/// The flags of a node of [`tree`], its third number: a bit each.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeMark {
    /// The node's row below has no safe square.
    DeadEnd = 1,
    /// The node completes a solution.
    Solution = 2,
}

fn js(message: String) -> JsError {
    JsError::new(&message)
}

/// The whole search tree of an N×N board (N ≤ [`TREE_MAX_N`]), its nodes
/// in the order the search creates them (so the first k are those created
/// after k − 1 placements), [`TREE_WORDS`] numbers each.
#[wasm_bindgen]
pub fn tree(n: usize) -> Result<Vec<u32>, JsError> {
    let size = view_size(n, 1..=TREE_MAX_N, TREE_VIEW).map_err(js)?;
    let mut nodes: Vec<[u32; TREE_WORDS]> = vec![[u32::MAX, 0, 0, 0]];
    let mut path = vec![0usize];
    let mut search = Search::new(size);
    while let Some(event) = search.next() {
        let top = *path.last().expect("the root is never removed");
        match event {
            TraceEvent::Place { column, .. } => {
                path.push(nodes.len());
                let step = u32::try_from(search.step())
                    .expect("a tree of N ≤ 9 has fewer than 2^32 steps");
                nodes.push([top as u32, column as u32, 0, step]);
            }
            TraceEvent::Remove { .. } => {
                path.pop();
            }
            TraceEvent::DeadEnd { .. } => nodes[top][2] |= TreeMark::DeadEnd as u32,
            TraceEvent::Solution { .. } => nodes[top][2] |= TreeMark::Solution as u32,
            TraceEvent::Try { .. } | TraceEvent::Reject { .. } => {}
        }
    }
    Ok(nodes.concat())
}

/// The fundamental solutions of an N×N board (N ≤ [`FUNDAMENTAL_MAX_N`])
/// in search order, N + 1 numbers each: the size of the class, then the
/// columns of its canonical member.
#[wasm_bindgen]
pub fn fundamental(n: usize) -> Result<Vec<u32>, JsError> {
    let size = view_size(n, 1..=FUNDAMENTAL_MAX_N, FUNDAMENTAL_VIEW).map_err(js)?;
    Ok(fundamental_solutions(size)
        .flat_map(|class| {
            std::iter::once(class.class_size as u32)
                .chain(class.solution.columns().iter().map(|&c| c as u32))
                .collect::<Vec<_>>()
        })
        .collect())
}

/// The names of the 8 symmetries, in the order of [`symmetries`].
#[wasm_bindgen]
pub fn symmetry_names() -> Vec<String> {
    Symmetry::ALL
        .iter()
        .map(|symmetry| symmetry.name().to_string())
        .collect()
}

/// The images of the solution `columns` under the 8 symmetries (the
/// identity first), N numbers each; an error if it is not a solution.
#[wasm_bindgen]
pub fn symmetries(columns: Vec<u32>) -> Result<Vec<u32>, JsError> {
    let solution = Solution::new(columns.iter().map(|&c| c as usize).collect())
        .map_err(|e| JsError::new(&e.to_string()))?;
    Ok(Symmetry::ALL
        .iter()
        .flat_map(|symmetry| {
            symmetry
                .apply(&solution)
                .columns()
                .iter()
                .map(|&c| c as u32)
                .collect::<Vec<_>>()
        })
        .collect())
}

/// The last solution the classic search of an N×N board finds (N from 1
/// to [`nqueens_lab::stats::KNOWN_MAX_N`], the boards whose end the page
/// shows), N numbers; empty when the board has none
/// ([`nqueens_lab::classic::last_solution`]).
#[wasm_bindgen]
pub fn last_solution(n: usize) -> Result<Vec<u32>, JsError> {
    let size = view_size(n, 1..=KNOWN_MAX_N, LAST_SOLUTION_VIEW).map_err(js)?;
    Ok(nqueens_lab::classic::last_solution(size)
        .map(|solution| solution.columns().iter().map(|&c| c as u32).collect())
        .unwrap_or_default())
}

/// The figures of one board from the library's table of whole searches
/// ([`nqueens_lab::stats::known`]), at once: the numbers [`figure_names`]
/// names, and the nodes and dead ends by depth.
#[wasm_bindgen]
#[derive(Debug, Clone, PartialEq)]
pub struct Figures {
    numbers: Vec<f64>,
    nodes_by_depth: Vec<f64>,
    dead_ends_by_depth: Vec<f64>,
}

#[wasm_bindgen]
impl Figures {
    /// The figures, in the order of [`figure_names`].
    pub fn numbers(&self) -> Vec<f64> {
        self.numbers.clone()
    }

    /// Nodes of the whole search by depth, `0..=N`.
    pub fn nodes_by_depth(&self) -> Vec<f64> {
        self.nodes_by_depth.clone()
    }

    /// Dead ends of the whole search by depth, `0..N`.
    pub fn dead_ends_by_depth(&self) -> Vec<f64> {
        self.dead_ends_by_depth.clone()
    }
}

/// The names of [`Figures::numbers`], in order: the classic search's
/// squares tried, nodes, expanded nodes, dead ends and solutions, its
/// steps (events), the fundamental solutions, and the nodes of the search
/// up to the mirror ([`nqueens_lab::SearchStats::nodes_up_to_mirror`]).
#[wasm_bindgen]
pub fn figure_names() -> Vec<String> {
    FIGURE_NAMES.iter().map(|name| name.to_string()).collect()
}

const FIGURE_NAMES: [&str; 8] = [
    "squares_tried",
    "nodes",
    "expanded",
    "dead_ends",
    "solutions",
    "steps",
    "fundamental",
    "nodes_up_to_mirror",
];

/// The figures of the whole search of an N×N board, for N from 1 to
/// [`nqueens_lab::stats::KNOWN_MAX_N`], from the library's table.
#[wasm_bindgen]
pub fn figures(n: usize) -> Result<Figures, JsError> {
    let size = view_size(n, 1..=KNOWN_MAX_N, FIGURES_VIEW).map_err(js)?;
    let known = known(size).expect("the table holds every board up to its largest");
    let stats = &known.stats;
    let numbers = [
        stats.squares_tried,
        stats.nodes,
        stats.expanded,
        stats.dead_ends,
        stats.solutions,
        nqueens_lab::trace::event_count(stats),
        known.fundamental as u64,
        stats.nodes_up_to_mirror(),
    ]
    .map(|x| x as f64)
    .to_vec();
    let numbers_of = |values: &[u64]| values.iter().map(|&x| x as f64).collect();
    Ok(Figures {
        numbers,
        nodes_by_depth: numbers_of(&stats.nodes_by_depth),
        dead_ends_by_depth: numbers_of(&stats.dead_ends_by_depth),
    })
}

/// What the page is built around, so that it copies no number of the
/// library's: the boards it shows, how far each of its views goes, and
/// the layout of the numbers that cross into JavaScript.
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The smallest board the page shows.
    pub min_n: usize,
    /// The largest: that of the library's table of whole searches, so
    /// that every control answers at once at every N.
    pub max_n: usize,
    /// The largest board whose whole tree [`tree`] draws.
    pub tree_max_n: usize,
    /// The largest board whose fundamental solutions [`fundamental`] lists.
    pub fundamental_max_n: usize,
    /// Numbers per node of [`tree`].
    pub tree_words: usize,
    /// Numbers per event of [`Stepper::advance`](crate::Stepper::advance).
    pub event_words: usize,
}

/// The page's limits.
#[wasm_bindgen]
pub fn limits() -> Limits {
    Limits {
        min_n: 1,
        max_n: KNOWN_MAX_N,
        tree_max_n: TREE_MAX_N,
        fundamental_max_n: FUNDAMENTAL_MAX_N,
        tree_words: TREE_WORDS,
        event_words: crate::EVENT_WORDS,
    }
}

/// The names of [`Stepper::counters`](crate::Stepper::counters), in order.
#[wasm_bindgen]
pub fn counter_names() -> Vec<String> {
    [
        "squares_tried",
        "nodes",
        "expanded",
        "dead_ends",
        "solutions",
        "depth",
    ]
    .iter()
    .map(|name| name.to_string())
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_lab::BoardSize;

    #[test]
    fn the_tree_of_four_has_17_nodes_with_its_dead_ends_and_solutions() {
        let words = tree(4).expect("in range");
        let nodes: Vec<&[u32]> = words.chunks(TREE_WORDS).collect();
        assert_eq!(nodes.len(), 17);
        assert_eq!(nodes.iter().filter(|n| n[2] & 1 != 0).count(), 4);
        assert_eq!(nodes.iter().filter(|n| n[2] & 2 != 0).count(), 2);
        assert!(nodes[1..].iter().all(|n| (n[0] as usize) < nodes.len()));
        // A node's step is the moment after its queen is placed.
        let events: Vec<TraceEvent> = Search::new(BoardSize::new(4).expect("in range")).collect();
        for node in &nodes[1..] {
            assert!(
                matches!(events[node[3] as usize - 1], TraceEvent::Place { column, .. } if column as u32 == node[1])
            );
        }
        assert_eq!(tree(8).expect("in range").len() / TREE_WORDS, 2_057);
        assert_eq!(
            view_size(10, 1..=TREE_MAX_N, TREE_VIEW).unwrap_err(),
            "the whole tree is shown for N from 1 to 9, not 10"
        );
    }

    #[test]
    fn fundamental_solutions_carry_their_class_sizes() {
        let words = fundamental(8).expect("in range");
        let classes: Vec<&[u32]> = words.chunks(9).collect();
        assert_eq!(classes.len(), 12);
        assert_eq!(classes.iter().map(|c| c[0]).sum::<u32>(), 92);
    }

    #[test]
    fn the_eight_images_start_with_the_solution_itself() {
        let images = symmetries(vec![1, 3, 0, 2]).expect("a solution");
        assert_eq!(images.len(), 8 * 4);
        assert_eq!(&images[..4], [1, 3, 0, 2]);
        assert_eq!(symmetry_names().len(), 8);
    }

    #[test]
    fn the_figures_of_a_board_are_the_librarys() {
        for n in [1, 2, 6, 8, 10, 20] {
            let size = BoardSize::new(n).expect("in range");
            let stats = nqueens_lab::search_stats(size);
            let got = figures(n).expect("in the table");
            let named: Vec<(String, f64)> = figure_names().into_iter().zip(got.numbers()).collect();
            let value = |name: &str| named.iter().find(|(k, _)| k == name).expect("named").1;
            assert_eq!(value("nodes"), stats.nodes as f64, "N = {n}");
            assert_eq!(
                value("squares_tried"),
                stats.squares_tried as f64,
                "N = {n}"
            );
            assert_eq!(value("dead_ends"), stats.dead_ends as f64, "N = {n}");
            assert_eq!(
                value("steps"),
                nqueens_lab::trace::event_count(&stats) as f64,
                "N = {n}"
            );
            assert_eq!(
                value("nodes_up_to_mirror"),
                stats.nodes_up_to_mirror() as f64,
                "N = {n}"
            );
            let fundamental = nqueens_lab::stats::known(size).expect("known").fundamental;
            assert_eq!(value("fundamental"), fundamental as f64, "N = {n}");
            let nodes: Vec<f64> = stats.nodes_by_depth.iter().map(|&x| x as f64).collect();
            assert_eq!(got.nodes_by_depth(), nodes, "N = {n}");
        }
        assert_eq!(
            view_size(21, 1..=KNOWN_MAX_N, FIGURES_VIEW).unwrap_err(),
            "the table of figures of the whole search is shown for N from 1 to 20, not 21"
        );
        assert_eq!(limits().max_n, KNOWN_MAX_N);
        assert_eq!(counter_names().len(), 6);
    }
}
