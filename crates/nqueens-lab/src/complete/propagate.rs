//! The propagating search behind [`Partial::search`]: depth-first search
//! with forward checking and restarts, for boards up to
//! [`MAX_N`](super::MAX_N).
//!
//! # The state
//!
//! A square is *safe* when its row has no queen, no queen attacks it along a
//! column or diagonal, and it is not blocked. [`Board`] keeps the taken
//! rows, columns and diagonals as bitsets and, for every row and column, how
//! many of its squares are safe.
//!
//! Placing a queen on (r, c) makes unsafe the other squares of row r and,
//! in every other free row, at most three squares: on column c and on the
//! queen's two diagonals. Each of those that was safe is taken off the
//! counts of its row and column. The squares of a row, a column or a
//! diagonal are read 64 at a time from the bitsets, so a placement costs
//! O(N / 64) plus O(1) per square that stops being safe. Removing the queen
//! visits the same squares after releasing her lines, so no trail is
//! needed: the search undoes its placements in LIFO order and the counts
//! return exactly. Every square of the board stops being safe once on the
//! way to a completion, so completing a nearly empty board costs O(N²) in
//! all, with a small constant.
//!
//! # The search
//!
//! Every completion has exactly one queen in each free row and in each free
//! column. At each node the search looks for the smallest count (two
//! minimum searches over arrays, which the compiler vectorizes):
//!
//! - no free row left: the board is complete;
//! - a free row or column with no safe square: dead end, backtrack
//!   (forward checking);
//! - otherwise it branches on the line with the fewest safe squares (MRV;
//!   the first such in scan order, rows before columns), one child per safe
//!   square of that line.
//!
//! The children are tried in a pseudo-random order: a fixed hash of the
//! square and of the attempt (below). On nearly empty boards this spreads
//! the queens well; least-constraining orders (fewest safe squares on the
//! square's column or diagonals first) were measured to thrash far more
//! often. The children of a node are not stored: the next one is the
//! smallest hash after the previous, found by scanning the line again, so
//! the stack holds O(1) per depth.
//!
//! # Restarts
//!
//! A depth-first search can get stuck below an early mistake (a heavy-tailed
//! run time). So the search runs in attempts: attempt `i` uses its own order
//! of the children and stops after `base · 2^i` nodes, where `base` is a
//! few times the number of free rows; the next attempt starts over from the
//! given queens. An attempt that ends within its cut-off has searched its
//! whole tree, so its answer is exact: a completion, or the proof that none
//! exists. The cut-offs double, so the total work is at most about twice
//! that of the last attempt, and the search stays complete.

use std::time::Instant;

use super::{Answer, Limits, Partial};
use crate::bits::{low_bits, positions, BitSet, SplitMix64};

/// The search's answer for `partial` within `limits`. The time limit holds
/// from the start: setting the board up reads the clock as the search does.
/// Setting it up places no node (the given queens are not the search's), and
/// it costs O(k + f·N/64), so that a node limit bounds the work too.
pub(super) fn search(partial: &Partial, limits: Limits) -> Answer {
    let budget = Budget::new(limits);
    let mut nodes = 0;
    let Some(initial) = Board::new(partial, &budget) else {
        return Answer::Unknown { nodes };
    };
    let base = FIRST_CUTOFF_PER_ROW * initial.free_rows as u64 + FIRST_CUTOFF_EXTRA;
    for attempt in 0u32.. {
        let cutoff = base.saturating_mul(2u64.saturating_pow(attempt));
        let mut board = initial.clone();
        if let Some(answer) = run(&mut board, attempt, cutoff, &budget, &mut nodes) {
            return answer;
        }
    }
    unreachable!("the cut-offs grow until an attempt ends within its own")
}

/// The first attempt's cut-off is this many nodes per free row…
const FIRST_CUTOFF_PER_ROW: u64 = 4;
/// …plus this many.
const FIRST_CUTOFF_EXTRA: u64 = 256;

/// One attempt: a depth-first search with an explicit stack (the depth can
/// reach N, far beyond what recursion could take), in the order of
/// `attempt`, counting its placements in `nodes`. `None` if it was cut off
/// after `cutoff` nodes.
fn run(
    board: &mut Board,
    attempt: u32,
    cutoff: u64,
    budget: &Budget,
    nodes: &mut u64,
) -> Option<Answer> {
    let order = Order::new(attempt);
    let last_node = nodes.saturating_add(cutoff);
    let mut stack: Vec<Frame> = Vec::new();
    loop {
        match board.choose() {
            Choice::Complete => return Some(Answer::Found(board.columns())),
            Choice::Branch(line) => stack.push(Frame { line, placed: None }),
            Choice::DeadEnd => {}
        }
        // Move to the next child of the deepest node that has one.
        loop {
            let Some(frame) = stack.last_mut() else {
                // The root's children are all done: the whole tree is.
                return Some(Answer::NoCompletion);
            };
            if let Some(previous) = frame.placed {
                board.remove(previous.row, previous.column);
            }
            let Some(next) = board.next_candidate(frame.line, frame.placed, order) else {
                stack.pop();
                continue;
            };
            if budget.exhausted(*nodes) {
                return Some(Answer::Unknown { nodes: *nodes });
            }
            if *nodes >= last_node {
                return None;
            }
            *nodes += 1;
            board.place(next.row, next.column);
            frame.placed = Some(next);
            break;
        }
    }
}

/// The node and time limits of the whole search (all attempts).
struct Budget {
    nodes: Option<u64>,
    deadline: Option<Instant>,
}

impl Budget {
    /// How often (in nodes) the clock is read.
    const CLOCK_EVERY: u64 = 16;

    fn new(limits: Limits) -> Budget {
        Budget {
            nodes: limits.nodes,
            // A duration too long to add to the clock is no limit.
            deadline: limits.time.and_then(|t| Instant::now().checked_add(t)),
        }
    }

    /// Whether the search, having placed `nodes` queens, must stop before
    /// placing another.
    fn exhausted(&self, nodes: u64) -> bool {
        self.nodes.is_some_and(|limit| nodes >= limit)
            || (nodes.is_multiple_of(Self::CLOCK_EVERY) && self.out_of_time())
    }

    /// Whether the time limit has run out.
    fn out_of_time(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// A line of squares: a row, a column, or a diagonal given by its first
/// square (the one in the top row, of the smallest index) and its length. The search branches
/// on rows and columns; the diagonals are scanned when a queen is placed.
#[derive(Debug, Clone, Copy)]
enum Line {
    Row(usize),
    Column(usize),
    /// The ↘ diagonal of squares (row + i, column + i), `i < len`.
    Down {
        row: usize,
        column: usize,
        len: usize,
    },
    /// The ↙ diagonal of squares (row + i, column - i), `i < len`.
    Up {
        row: usize,
        column: usize,
        len: usize,
    },
}

impl Line {
    /// The ↘ diagonal through (row, column) on an N×N board.
    fn down_through(row: usize, column: usize, n: usize) -> Line {
        let back = row.min(column);
        let (row, column) = (row - back, column - back);
        Line::Down {
            row,
            column,
            len: n - row.max(column),
        }
    }

    /// The ↙ diagonal through (row, column) on an N×N board.
    fn up_through(row: usize, column: usize, n: usize) -> Line {
        let back = row.min(n - 1 - column);
        let (row, column) = (row - back, column + back);
        Line::Up {
            row,
            column,
            len: (n - row).min(column + 1),
        }
    }

    /// The number of squares of the line.
    #[inline]
    fn len(self, n: usize) -> usize {
        match self {
            Line::Row(_) | Line::Column(_) => n,
            Line::Down { len, .. } | Line::Up { len, .. } => len,
        }
    }

    /// The `i`-th square of the line, as (row, column).
    #[inline]
    fn square(self, i: usize) -> (usize, usize) {
        match self {
            Line::Row(row) => (row, i),
            Line::Column(column) => (i, column),
            Line::Down { row, column, .. } => (row + i, column + i),
            Line::Up { row, column, .. } => (row + i, column - i),
        }
    }

    /// The position of the square in `row` on the line (a square of it).
    #[inline]
    fn index_of_row(self, row: usize) -> usize {
        match self {
            Line::Row(_) => unreachable!("a row has one square per column"),
            Line::Column(_) => row,
            Line::Down { row: first, .. } | Line::Up { row: first, .. } => row - first,
        }
    }
}

/// A node of the search stack: the line (row or column) it branches on and
/// the child being explored (`None` before the first).
struct Frame {
    line: Line,
    placed: Option<Candidate>,
}

/// A square to try, ordered by its hash, then by the square (a total order
/// even if two hashes collide).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Candidate {
    hash: u64,
    row: usize,
    column: usize,
}

/// The order of the children in one attempt.
#[derive(Debug, Clone, Copy)]
struct Order {
    key: u64,
}

impl Order {
    fn new(attempt: u32) -> Order {
        Order {
            key: SplitMix64::hash(u64::from(attempt)),
        }
    }

    fn candidate(self, (row, column): (usize, usize)) -> Candidate {
        Candidate {
            hash: mix(((row as u64) << 32 | column as u64) ^ self.key),
            row,
            column,
        }
    }
}

/// What the search does at a node.
enum Choice {
    /// Every row has a queen.
    Complete,
    /// Some free row or column has no safe square.
    DeadEnd,
    /// Branch on the safe squares of this row or column.
    Branch(Line),
}

/// No queen in this row.
const NO_QUEEN: u32 = u32::MAX;

/// The safe-square count of a taken row or column: more than any free
/// line's, so that the minimum is always a free line's.
const TAKEN: u32 = u32::MAX;

/// The board: the queens, the taken lines, the blocked squares and the
/// number of safe squares of every row and column.
///
/// Every taken line is kept in the bitsets so that the squares of any row,
/// column or diagonal can be read 64 at a time ([`Board::taken`]): a line's
/// squares must meet the other lines at consecutive bit positions. So the
/// ↘ diagonal (`r - c` constant) is kept as `c - r + N - 1` for the rows,
/// `r - c + N - 1` for the columns, and that index split by parity for the
/// ↙ diagonals (along which it changes by 2); the ↙ diagonal (`r + c`) is
/// kept whole and split by parity for the ↘ diagonals; the columns are kept
/// in reverse too, for the ↙ diagonals.
#[derive(Debug, Clone)]
struct Board {
    n: usize,
    /// The column of the queen in each row, or [`NO_QUEEN`].
    queen_in_row: Vec<u32>,
    /// Rows without a queen.
    free_rows: usize,
    rows_taken: BitSet,
    columns_taken: BitSet,
    /// Bit `N - 1 - c` for column `c`.
    columns_reversed: BitSet,
    /// Bit `r + c` for the ↙ diagonal of (r, c).
    up_taken: BitSet,
    /// Bit `(r + c) / 2` of half `(r + c) % 2`.
    up_halves: [BitSet; 2],
    /// Bit `c - r + N - 1` for the ↘ diagonal of (r, c).
    down_by_row: BitSet,
    /// Bit `r - c + N - 1` for the ↘ diagonal of (r, c).
    down_by_column: BitSet,
    /// Bit `d / 2` of half `d % 2`, with `d = r - c + N - 1`.
    down_halves: [BitSet; 2],
    blocked: Blocked,
    /// The safe squares of each free row, [`TAKEN`] for the others.
    row_safe: Vec<u32>,
    /// The same for the columns.
    column_safe: Vec<u32>,
}

/// Whether squares leave or rejoin the safe squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Change {
    Take,
    Give,
}

impl Change {
    /// Takes `amount` squares off `count`, or gives them back.
    #[inline(always)]
    fn apply(self, count: &mut u32, amount: u32) {
        match self {
            Change::Take => *count -= amount,
            Change::Give => *count += amount,
        }
    }
}

/// Applies `change` to `counts[i]` for every bit `i` of `mask` (`counts`
/// may be shorter than 64 if the high bits of `mask` are clear). A dense
/// mask is applied to all 64 counts without branches, 8 at a time from
/// [`SPREAD`] (adding 0 to the others), a sparse one bit by bit.
#[inline]
fn change_each(counts: &mut [u32], mask: u64, change: Change) {
    const DENSE: u32 = 8;
    if mask.count_ones() >= DENSE {
        let len = counts.len().min(64);
        let counts = &mut counts[..len];
        for (eight, byte) in counts.chunks_mut(8).zip(mask.to_le_bytes()) {
            for (count, &bit) in eight.iter_mut().zip(&SPREAD[usize::from(byte)]) {
                change.apply(count, bit);
            }
        }
    } else {
        for i in positions(mask) {
            change.apply(&mut counts[i], 1);
        }
    }
}

/// The bits of every byte, one per `u32`: `SPREAD[b][i]` is bit `i` of `b`.
const SPREAD: [[u32; 8]; 256] = {
    let mut table = [[0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut i = 0;
        while i < 8 {
            table[byte][i] = (byte >> i) as u32 & 1;
            i += 1;
        }
        byte += 1;
    }
    table
};

impl Board {
    /// The board with the given queens on it and the safe squares of every
    /// free row and column counted, or `None` if the time limit ran out
    /// first. The givens' lines are marked in O(k); each free row and
    /// column is then counted 64 squares at a time, and each blocked square
    /// taken off: O(k + f·N/64 + b) for f free rows and b blocked squares,
    /// not O(k·N) as placing the givens one by one would cost.
    fn new(partial: &Partial, budget: &Budget) -> Option<Board> {
        let n = partial.n();
        let mut board = Board {
            n,
            queen_in_row: vec![NO_QUEEN; n],
            free_rows: n,
            rows_taken: BitSet::new(n),
            columns_taken: BitSet::new(n),
            columns_reversed: BitSet::new(n),
            up_taken: BitSet::new(2 * n),
            up_halves: [BitSet::new(n), BitSet::new(n)],
            down_by_row: BitSet::new(2 * n),
            down_by_column: BitSet::new(2 * n),
            down_halves: [BitSet::new(n), BitSet::new(n)],
            blocked: Blocked::new(n, partial.blocked()),
            row_safe: vec![TAKEN; n],
            column_safe: vec![TAKEN; n],
        };
        for q in partial.queens() {
            board.set_lines(q.row, q.column, true);
            board.queen_in_row[q.row] = q.column as u32;
            board.free_rows -= 1;
        }
        // A full board has nothing to count (and no time to run out of).
        for i in (0..n).filter(|_| board.free_rows > 0) {
            if i % 64 == 0 && budget.out_of_time() {
                return None;
            }
            if !board.rows_taken.contains(i) {
                board.row_safe[i] = board.unattacked_squares(Line::Row(i));
            }
            if !board.columns_taken.contains(i) {
                board.column_safe[i] = board.unattacked_squares(Line::Column(i));
            }
        }
        for b in partial.blocked() {
            if board.is_unattacked(b.row, b.column) {
                board.row_safe[b.row] -= 1;
                board.column_safe[b.column] -= 1;
            }
        }
        Some(board)
    }

    /// The number of squares of the free `line` that no queen attacks
    /// (blocked ones included).
    fn unattacked_squares(&self, line: Line) -> u32 {
        (0..self.blocks(line))
            .map(|block| self.unattacked(line, block).count_ones())
            .sum()
    }

    /// The squares of `line` in block `block` (positions `64 · block` to
    /// `64 · block + 63`) that are not attacked, as a mask: the lines that
    /// cross `line` there are free. The line itself must be free, and its
    /// squares past its end read as attacked. Blocked squares are not
    /// excluded: see [`Board::is_blocked`].
    #[inline]
    fn unattacked(&self, line: Line, block: usize) -> u64 {
        !self.taken(line, block) & low_bits(line.len(self.n) - 64 * block)
    }

    /// The squares of `line` in block `block` on a taken line, as a mask.
    #[inline]
    fn taken(&self, line: Line, block: usize) -> u64 {
        let (n, start) = (self.n, 64 * block);
        match line {
            Line::Row(r) => {
                self.columns_taken.window(start)
                    | self.down_by_row.window(start + n - 1 - r)
                    | self.up_taken.window(start + r)
            }
            Line::Column(c) => {
                self.rows_taken.window(start)
                    | self.down_by_column.window(start + n - 1 - c)
                    | self.up_taken.window(start + c)
            }
            Line::Down { row, column, .. } => {
                let up = row + column;
                self.rows_taken.window(start + row)
                    | self.columns_taken.window(start + column)
                    | self.up_halves[up % 2].window(start + up / 2)
            }
            Line::Up { row, column, .. } => {
                let down = row + n - 1 - column;
                self.rows_taken.window(start + row)
                    | self.columns_reversed.window(start + n - 1 - column)
                    | self.down_halves[down % 2].window(start + down / 2)
            }
        }
    }

    /// Whether no queen holds the lines through (row, column).
    fn is_unattacked(&self, row: usize, column: usize) -> bool {
        let n = self.n;
        !(self.rows_taken.contains(row)
            || self.columns_taken.contains(column)
            || self.up_taken.contains(row + column)
            || self.down_by_row.contains(column + n - 1 - row))
    }

    #[inline(always)]
    fn is_blocked(&self, (row, column): (usize, usize)) -> bool {
        self.blocked.contains(row, column)
    }

    /// The number of 64-square blocks of `line`.
    #[inline]
    fn blocks(&self, line: Line) -> usize {
        line.len(self.n).div_ceil(64)
    }

    /// Applies `change` to the counts of every safe square of the free
    /// `line`, except its square number `skip`.
    fn change_safe_squares(&mut self, line: Line, skip: Option<usize>, change: Change) {
        for block in 0..self.blocks(line) {
            let start = 64 * block;
            let mut safe = self.unattacked(line, block);
            if let Some(skip) = skip.filter(|s| s / 64 == block) {
                safe &= !(1 << (skip % 64));
            }
            if self.blocked.any {
                for i in positions(safe) {
                    if self.is_blocked(line.square(start + i)) {
                        safe &= !(1 << i);
                    }
                }
            }
            match line {
                // A row's count changes by the number of squares at once,
                // and each of their columns' by one; the same for a column.
                Line::Row(row) => {
                    change.apply(&mut self.row_safe[row], safe.count_ones());
                    change_each(&mut self.column_safe[start..], safe, change);
                }
                Line::Column(column) => {
                    change.apply(&mut self.column_safe[column], safe.count_ones());
                    change_each(&mut self.row_safe[start..], safe, change);
                }
                Line::Down { .. } | Line::Up { .. } => {
                    for i in positions(safe) {
                        self.count(line.square(start + i), change);
                    }
                }
            }
        }
    }

    /// Takes the square off (or puts it back on) the counts of its row and
    /// column.
    #[inline(always)]
    fn count(&mut self, (row, column): (usize, usize), change: Change) {
        change.apply(&mut self.row_safe[row], 1);
        change.apply(&mut self.column_safe[column], 1);
    }

    /// Changes the counts of every safe square whose safety a queen on
    /// (row, column) decides: its row, column and two diagonals. Called
    /// before the lines are marked taken (to take the safe squares off the
    /// counts) and after they are released (to give them back); each square
    /// is visited once, the queen's own with her row.
    fn change_lines_of(&mut self, row: usize, column: usize, change: Change) {
        let n = self.n;
        self.change_safe_squares(Line::Row(row), None, change);
        for line in [
            Line::Column(column),
            Line::down_through(row, column, n),
            Line::up_through(row, column, n),
        ] {
            self.change_safe_squares(line, Some(line.index_of_row(row)), change);
        }
    }

    /// Puts a queen on the safe square (row, column).
    fn place(&mut self, row: usize, column: usize) {
        self.change_lines_of(row, column, Change::Take);
        // Her row and column have just lost all their safe squares.
        debug_assert_eq!((self.row_safe[row], self.column_safe[column]), (0, 0));
        self.row_safe[row] = TAKEN;
        self.column_safe[column] = TAKEN;
        self.set_lines(row, column, true);
        self.queen_in_row[row] = column as u32;
        self.free_rows -= 1;
    }

    /// Removes the queen on (row, column), the last one placed.
    fn remove(&mut self, row: usize, column: usize) {
        self.queen_in_row[row] = NO_QUEEN;
        self.free_rows += 1;
        self.set_lines(row, column, false);
        self.row_safe[row] = 0;
        self.column_safe[column] = 0;
        self.change_lines_of(row, column, Change::Give);
    }

    /// Marks the lines of (row, column) taken or free, in every bitset.
    fn set_lines(&mut self, row: usize, column: usize, taken: bool) {
        let n = self.n;
        let (up, down) = (row + column, row + n - 1 - column);
        self.rows_taken.set(row, taken);
        self.columns_taken.set(column, taken);
        self.columns_reversed.set(n - 1 - column, taken);
        self.up_taken.set(up, taken);
        self.up_halves[up % 2].set(up / 2, taken);
        self.down_by_row.set(column + n - 1 - row, taken);
        self.down_by_column.set(down, taken);
        self.down_halves[down % 2].set(down / 2, taken);
    }

    /// Forward checking and MRV: see the module documentation. The counts
    /// of taken lines are [`TAKEN`], so this is two plain minimum searches.
    fn choose(&self) -> Choice {
        if self.free_rows == 0 {
            return Choice::Complete;
        }
        let (row_fewest, row) = first_minimum(&self.row_safe);
        let (column_fewest, column) = first_minimum(&self.column_safe);
        match row_fewest.min(column_fewest) {
            0 => Choice::DeadEnd,
            _ if row_fewest <= column_fewest => Choice::Branch(Line::Row(row)),
            _ => Choice::Branch(Line::Column(column)),
        }
    }

    /// The first child of a node branching on `line` that comes after
    /// `previous` in `order` (the first of all for `None`), or `None` when
    /// they are all done.
    fn next_candidate(
        &self,
        line: Line,
        previous: Option<Candidate>,
        order: Order,
    ) -> Option<Candidate> {
        let mut next: Option<Candidate> = None;
        for block in 0..self.blocks(line) {
            for i in positions(self.unattacked(line, block)) {
                let square = line.square(64 * block + i);
                if self.is_blocked(square) {
                    continue;
                }
                let candidate = order.candidate(square);
                if previous.is_none_or(|p| candidate > p)
                    && next.is_none_or(|best| candidate < best)
                {
                    next = Some(candidate);
                }
            }
        }
        next
    }

    /// The placement: the column of each row's queen (all rows are full).
    fn columns(&self) -> Vec<usize> {
        debug_assert_eq!(self.free_rows, 0);
        self.queen_in_row.iter().map(|&c| c as usize).collect()
    }
}

/// The blocked squares, row by row: the blocked columns of row r are
/// `columns[start[r]..start[r + 1]]`, sorted.
#[derive(Debug, Clone)]
struct Blocked {
    any: bool,
    start: Vec<usize>,
    columns: Vec<u32>,
}

impl Blocked {
    fn new(n: usize, squares: &[crate::board::Square]) -> Blocked {
        let mut sorted: Vec<(usize, u32)> =
            squares.iter().map(|s| (s.row, s.column as u32)).collect();
        sorted.sort_unstable();
        let mut start = vec![0; n + 1];
        for &(row, _) in &sorted {
            start[row + 1] += 1;
        }
        for row in 0..n {
            start[row + 1] += start[row];
        }
        Blocked {
            any: !sorted.is_empty(),
            start,
            columns: sorted.into_iter().map(|(_, c)| c).collect(),
        }
    }

    #[inline(always)]
    fn contains(&self, row: usize, column: usize) -> bool {
        self.any
            && self.columns[self.start[row]..self.start[row + 1]]
                .binary_search(&(column as u32))
                .is_ok()
    }
}

/// The smallest value and the index of its first occurrence (`values` is
/// not empty): the minimum of each chunk (a loop the compiler vectorizes),
/// then a search for the first occurrence in the best chunk.
fn first_minimum(values: &[u32]) -> (u32, usize) {
    const CHUNK: usize = 64;
    let mut best = (TAKEN, 0);
    for (i, chunk) in values.chunks(CHUNK).enumerate() {
        let fewest = chunk.iter().copied().min().unwrap_or(TAKEN);
        if fewest < best.0 {
            best = (fewest, i * CHUNK);
        }
    }
    let (fewest, start) = best;
    let offset = values[start..].iter().position(|&v| v == fewest);
    (fewest, start + offset.unwrap_or(0))
}

/// A cheap hash: one multiplication by an odd constant, whose high bits
/// depend on every bit of `x`, folded into the low bits.
#[inline(always)]
fn mix(x: u64) -> u64 {
    let h = x.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^ (h >> 32)
}
