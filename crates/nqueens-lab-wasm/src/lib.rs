//! # nqueens-lab-wasm
//!
//! The library for the browser page: WebAssembly bindings (wasm-bindgen)
//! that a Web Worker drives. The page computes nothing itself: one
//! definition of the search and its counters, the library's.
//!
//! - [`Stepper`] wraps [`nqueens_lab::trace::Search`]: steps forward and back,
//!   runs to the next solution or dead end, and jumps to a step, to a
//!   position in search order or to the end in slices of a few
//!   milliseconds, so the worker stays responsive and a jump can be
//!   cancelled between slices.
//! - [`tree`], [`fundamental`], [`symmetries`] and [`figures`] (the
//!   library's table of whole searches) give what the page shows beside
//!   the search; [`limits`], [`counter_names`] and [`figure_names`] are the
//!   numbers and names the page is built around, so that it copies none.
//! - The learner views: [`YourTurn`] (the learner's own board: refusals
//!   naming the attacker, hints and exact completion answers in slices,
//!   solutions classified), [`MistakeRun`] (the search with one of the
//!   classic mistakes or a line of the lessons' code broken, beside the
//!   correct one) and [`LocalSearch`] (the
//!   library's min-conflicts search, move by move), and the lesson's
//!   [`Race`] (every filling, every permutation and backtracking, at the
//!   same pace).
//!
//! Built for `wasm32-unknown-unknown` and bound with `wasm-bindgen`
//! (`scripts/wasm-test.sh` builds it, tests it in Node and checks the copy
//! the page ships); on any other target it is an ordinary Rust library,
//! tested with `cargo test`.
//!
//! # Example
//!
//! ```
//! use nqueens_lab_wasm::{Stepper, EVENT_WORDS};
//!
//! let mut four = Stepper::new(4).unwrap();
//! let events = four.advance(1_000);
//! assert_eq!(events.len() / EVENT_WORDS, 142); // the whole search of N = 4
//! assert!(four.is_finished());
//! assert_eq!(four.counters(), [60.0, 17.0, 15.0, 4.0, 2.0, 0.0]);
//! four.back(1.0, f64::INFINITY, f64::INFINITY, 0, 10.0);
//! assert_eq!(four.step(), 141.0);
//! ```

mod clock;
mod events;
mod facts;
mod stepper;
mod view_size;

pub use events::{EventKind, LineCode, EVENT_WORDS};
pub use facts::{
    counter_names, figure_names, figures, fundamental, last_solution, limits, symmetries,
    symmetry_names, tree, Figures, Limits, TreeMark, FUNDAMENTAL_MAX_N, TREE_MAX_N, TREE_WORDS,
};
pub use stepper::{Batch, ExactCount, Stepper};

// Learner view: your turn.
mod yourturn;
pub use yourturn::{
    yourturn_limits, YourTurn, YourTurnLimits, YourTurnMove, YourTurnOutcome, YourTurnSolution,
    YourTurnSquare, YOURTURN_COUNT_MAX_NODES, YOURTURN_MAX_N, YOURTURN_MIN_N,
};

// Learner view: the classic mistakes.
mod mistakes;
pub use mistakes::{
    left_on_board, mistake_counter_names, mistake_max_n, mistake_sizes, raised_kind, Bookkeeping,
    ForgetfulSearch, Mistake, MistakeRun, Step, VerdictKind, LEFT_ON_BOARD, MISTAKES_MAX_N,
    MISTAKES_MIN_N, RAISED,
};

// Learner view: the pruning race of the lesson.
mod race;
pub use race::{race_limits, Race, Racer, RACE_MAX_N, RACE_MIN_N};

// Learner view: local search.
mod local_search;
pub use local_search::{
    local_search_limits, LocalSearch, LocalSearchLimits, LocalStepKind, LOCAL_SEARCH_MAX_N,
    LOCAL_SEARCH_MIN_N, STEP_WORDS,
};
