//! What the page shows beside the search, from the library: the whole
//! search tree of a small board, the fundamental solutions, the images of a
//! solution under the 8 symmetries, and the figures of a board (its row of
//! the counts table), counted in slices.

use std::ops::ControlFlow;

use nqueens::fast::{count_unit, work_units, Tally, WorkUnit};
use nqueens::trace::Search;
use nqueens::{fundamental_solutions, BoardSize, Solution, Symmetry, TraceEvent};
use wasm_bindgen::prelude::*;

use crate::clock::Budget;

/// The largest board whose whole tree [`tree`] gives (N = 9: 8,394 nodes).
pub const TREE_MAX_N: usize = 9;

/// The largest board whose fundamental solutions [`fundamental`] lists
/// (N = 12: 1,787 classes).
pub const FUNDAMENTAL_MAX_N: usize = 12;

/// Numbers per node in [`tree`]'s output: the parent's index (`u32::MAX`
/// for the root), the column of the node's queen (0 for the root), flags
/// (1 dead end, 2 solution), and the step just after the node's queen is
/// placed (0 for the root): the moment a click on the node jumps to.
pub const TREE_WORDS: usize = 4;

/// The board of a view shown for N from 1 to `max`.
fn size(n: usize, max: usize, what: &str) -> Result<BoardSize, String> {
    if !(1..=max).contains(&n) {
        return Err(format!("{what} is shown for N from 1 to {max}, not {n}"));
    }
    BoardSize::new(n).map_err(|e| e.to_string())
}

fn js(message: String) -> JsError {
    JsError::new(&message)
}

/// The whole search tree of an N×N board (N ≤ [`TREE_MAX_N`]), its nodes
/// in the order the search creates them (so the first k are those created
/// after k − 1 placements), [`TREE_WORDS`] numbers each.
#[wasm_bindgen]
pub fn tree(n: usize) -> Result<Vec<u32>, JsError> {
    let size = size(n, TREE_MAX_N, "the whole tree").map_err(js)?;
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
            TraceEvent::DeadEnd { .. } => nodes[top][2] |= 1,
            TraceEvent::Solution { .. } => nodes[top][2] |= 2,
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
    let size = size(n, FUNDAMENTAL_MAX_N, "the list of fundamental solutions").map_err(js)?;
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

/// The figures of one board, counted in slices: the classic search's
/// statistics (by jumping to its end) and the solutions and fundamental
/// solutions (by the fast counter, one work unit at a time).
#[wasm_bindgen]
#[derive(Debug)]
pub struct BoardFigures {
    size: BoardSize,
    search: Search,
    /// Nodes of the search that searches only the left half of the first
    /// row (and its middle column), once the search has passed it.
    mirrored_nodes: Option<u64>,
    units: Vec<WorkUnit>,
    next_unit: usize,
    tally: Tally,
}

#[wasm_bindgen]
impl BoardFigures {
    /// The figures of an N×N board, not counted yet; an error for N
    /// outside 1 to 32.
    #[wasm_bindgen(constructor)]
    pub fn new(n: usize) -> Result<BoardFigures, JsError> {
        let size = BoardSize::new(n).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(BoardFigures {
            size,
            search: Search::new(size),
            mirrored_nodes: None,
            units: work_units(size),
            next_unit: 0,
            tally: Tally::default(),
        })
    }

    /// Counts for about `budget_ms`; `true` once every figure is known.
    pub fn run(&mut self, budget_ms: f64) -> bool {
        let budget = Budget::of(budget_ms);
        let spent = || {
            if budget.is_spent() {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        };
        if self.mirrored_nodes.is_none() {
            // The left half of the first row, and its middle column.
            let half = [self.size.get().div_ceil(2)];
            if self.search.seek_position(&half, |_| spent()).is_break() {
                return false;
            }
            self.mirrored_nodes = Some(self.search.counters().nodes);
        }
        if self.search.seek_end(|_| spent()).is_break() {
            return false;
        }
        while let Some(unit) = self.units.get(self.next_unit) {
            self.tally = self.tally + count_unit(self.size, unit);
            self.next_unit += 1;
            if budget.is_spent() {
                break;
            }
        }
        self.is_done()
    }

    /// Whether every figure is known.
    pub fn is_done(&self) -> bool {
        self.search.is_finished() && self.next_unit == self.units.len()
    }

    /// Squares tried, nodes, expanded nodes, dead ends and solutions of the
    /// classic search, then the steps (events) of the whole search, the
    /// solutions by the fast counter and the fundamental solutions; empty
    /// until [`is_done`](Self::is_done).
    pub fn figures(&self) -> Vec<f64> {
        let Some(stats) = self.search.stats().filter(|_| self.is_done()) else {
            return Vec::new();
        };
        let counts = self.tally.counts(self.size);
        [
            stats.squares_tried as f64,
            stats.nodes as f64,
            stats.expanded as f64,
            stats.dead_ends as f64,
            stats.solutions as f64,
            self.search.step() as f64,
            counts.total as f64,
            counts.fundamental as f64,
        ]
        .to_vec()
    }

    /// Nodes the search visits when it searches only the left half of the
    /// first row and its middle column (the right half mirrors it, node for
    /// node): "nodes with symmetry"; NaN until [`is_done`](Self::is_done).
    pub fn mirrored_nodes(&self) -> f64 {
        match self.mirrored_nodes {
            Some(nodes) if self.is_done() => nodes as f64,
            _ => f64::NAN,
        }
    }

    /// Nodes of the whole search by depth, `0..=N`; empty until
    /// [`is_done`](Self::is_done).
    pub fn nodes_by_depth(&self) -> Vec<f64> {
        self.by_depth(|search| search.nodes_by_depth())
    }

    /// Dead ends of the whole search by depth, `0..N`; empty until
    /// [`is_done`](Self::is_done).
    pub fn dead_ends_by_depth(&self) -> Vec<f64> {
        self.by_depth(|search| search.dead_ends_by_depth())
    }
}

impl BoardFigures {
    fn by_depth(&self, counts: impl Fn(&Search) -> &[u64]) -> Vec<f64> {
        if !self.is_done() {
            return Vec::new();
        }
        counts(&self.search).iter().map(|&x| x as f64).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            size(10, TREE_MAX_N, "the whole tree").unwrap_err(),
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
        for n in [1, 2, 6, 8, 10] {
            let mut figures = BoardFigures::new(n).expect("in range");
            assert!(figures.figures().is_empty());
            while !figures.run(0.5) {}
            let size = BoardSize::new(n).expect("in range");
            let stats = nqueens::search_stats(size);
            let got = figures.figures();
            assert_eq!(
                got[..5],
                [
                    stats.squares_tried,
                    stats.nodes,
                    stats.expanded,
                    stats.dead_ends,
                    stats.solutions
                ]
                .map(|x| x as f64)
            );
            assert_eq!(got[5], nqueens::trace::event_count(&stats) as f64);
            assert_eq!(got[6], stats.solutions as f64);
            assert_eq!(got[7], nqueens::count_fundamental(size) as f64);
            let dead: Vec<f64> = stats.dead_ends_by_depth.iter().map(|&x| x as f64).collect();
            assert_eq!(figures.dead_ends_by_depth(), dead);
            let nodes: Vec<f64> = stats.nodes_by_depth.iter().map(|&x| x as f64).collect();
            assert_eq!(figures.nodes_by_depth(), nodes);
            // The mirrored search: the root and the subtrees of the left
            // half's first queens (the middle column included).
            let half: u64 = (0..n.div_ceil(2))
                .map(|column| {
                    let mut below = Search::new(size);
                    let _: ControlFlow<()> =
                        below.seek_position(&[column], |_| ControlFlow::Continue(()));
                    let before = below.counters().nodes;
                    let _: ControlFlow<()> =
                        below.seek_position(&[column + 1], |_| ControlFlow::Continue(()));
                    below.counters().nodes - before
                })
                .sum();
            assert_eq!(figures.mirrored_nodes(), (1 + half) as f64, "N = {n}");
            if n % 2 == 0 {
                // The two halves mirror each other node for node.
                assert_eq!(
                    figures.mirrored_nodes(),
                    (1 + (stats.nodes - 1) / 2) as f64,
                    "N = {n}"
                );
            }
        }
    }
}
