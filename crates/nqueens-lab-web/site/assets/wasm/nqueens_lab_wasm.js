/**
 * What one call of [`Stepper::run`] or [`Stepper::back`] did.
 */
export class Batch {
    static __wrap(ptr) {
        const obj = Object.create(Batch.prototype);
        obj.__wbg_ptr = ptr;
        BatchFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        BatchFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_batch_free(ptr, 0);
    }
    /**
     * Dead ends among them.
     * @returns {number}
     */
    dead_ends_seen() {
        const ret = wasm.batch_dead_ends_seen(this.__wbg_ptr);
        return ret;
    }
    /**
     * Events stepped (or stepped back).
     * @returns {number}
     */
    events() {
        const ret = wasm.batch_events(this.__wbg_ptr);
        return ret;
    }
    /**
     * The last event stepped (or stepped back), [`EVENT_WORDS`] numbers;
     * empty if none.
     * @returns {Uint32Array}
     */
    last() {
        const ret = wasm.batch_last(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The columns of the solutions met, N numbers each, the last `keep`
     * of them in the order met (stepping back: from the latest in search
     * order to the earliest).
     * @returns {Uint32Array}
     */
    solutions() {
        const ret = wasm.batch_solutions(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Solutions among them.
     * @returns {number}
     */
    solutions_seen() {
        const ret = wasm.batch_solutions_seen(this.__wbg_ptr);
        return ret;
    }
}
if (Symbol.dispose) Batch.prototype[Symbol.dispose] = Batch.prototype.free;

/**
 * How a run keeps its lines ([`nqueens_lab::trace::Bookkeeping`]): it
 * matters to [`Mistake::SkipTheDownTest`] only, which raises `KeyError`
 * with Python's sets and runs on with Java's arrays.
 * @enum {0 | 1}
 */
export const Bookkeeping = Object.freeze({
    /**
     * The Python lesson's sets.
     */
    Sets: 0, "0": "Sets",
    /**
     * The Java lesson's boolean arrays.
     */
    Arrays: 1, "1": "Arrays",
});

/**
 * The kind of an event, as the first of its numbers.
 * @enum {0 | 1 | 2 | 3 | 4 | 5}
 */
export const EventKind = Object.freeze({
    /**
     * The search looks at a square.
     */
    Try: 0, "0": "Try",
    /**
     * The square is attacked.
     */
    Reject: 1, "1": "Reject",
    /**
     * A queen is placed.
     */
    Place: 2, "2": "Place",
    /**
     * A queen is taken back.
     */
    Remove: 3, "3": "Remove",
    /**
     * Every row holds a queen (row = N, column unused).
     */
    Solution: 4, "4": "Solution",
    /**
     * The row has no safe square (column unused).
     */
    DeadEnd: 5, "5": "DeadEnd",
});

/**
 * The count of everything before a landing, in slices: the search from
 * the start, jumping to the moment another search landed on
 * ([`Stepper::exact_count`]).
 */
export class ExactCount {
    static __wrap(ptr) {
        const obj = Object.create(ExactCount.prototype);
        obj.__wbg_ptr = ptr;
        ExactCountFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        ExactCountFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_exactcount_free(ptr, 0);
    }
    /**
     * Whether the count has reached the landing.
     * @returns {boolean}
     */
    is_done() {
        const ret = wasm.exactcount_is_done(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * How far the count has come, 0 to 1 (its position in search order
     * against the landing's).
     * @returns {number}
     */
    progress() {
        const ret = wasm.exactcount_progress(this.__wbg_ptr);
        return ret;
    }
    /**
     * Works for about `budget_ms` towards the landing; `true` once there.
     * @param {number} budget_ms
     * @returns {boolean}
     */
    run(budget_ms) {
        const ret = wasm.exactcount_run(this.__wbg_ptr, budget_ms);
        return ret !== 0;
    }
}
if (Symbol.dispose) ExactCount.prototype[Symbol.dispose] = ExactCount.prototype.free;

/**
 * The figures of one board from the library's table of whole searches
 * ([`nqueens_lab::stats::known`]), at once: the numbers [`figure_names`]
 * names, and the nodes and dead ends by depth.
 */
export class Figures {
    static __wrap(ptr) {
        const obj = Object.create(Figures.prototype);
        obj.__wbg_ptr = ptr;
        FiguresFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        FiguresFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_figures_free(ptr, 0);
    }
    /**
     * Dead ends of the whole search by depth, `0..N`.
     * @returns {Float64Array}
     */
    dead_ends_by_depth() {
        const ret = wasm.figures_dead_ends_by_depth(this.__wbg_ptr);
        var v1 = getArrayF64FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 8, 8);
        return v1;
    }
    /**
     * Nodes of the whole search by depth, `0..=N`.
     * @returns {Float64Array}
     */
    nodes_by_depth() {
        const ret = wasm.figures_nodes_by_depth(this.__wbg_ptr);
        var v1 = getArrayF64FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 8, 8);
        return v1;
    }
    /**
     * The figures, in the order of [`figure_names`].
     * @returns {Float64Array}
     */
    numbers() {
        const ret = wasm.figures_numbers(this.__wbg_ptr);
        var v1 = getArrayF64FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 8, 8);
        return v1;
    }
}
if (Symbol.dispose) Figures.prototype[Symbol.dispose] = Figures.prototype.free;

/**
 * What the page is built around, so that it copies no number of the
 * library's: the boards it shows, how far each of its views goes, and
 * the layout of the numbers that cross into JavaScript.
 */
export class Limits {
    static __wrap(ptr) {
        const obj = Object.create(Limits.prototype);
        obj.__wbg_ptr = ptr;
        LimitsFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        LimitsFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_limits_free(ptr, 0);
    }
    /**
     * Numbers per event of [`Stepper::advance`](crate::Stepper::advance).
     * @returns {number}
     */
    get event_words() {
        const ret = wasm.__wbg_get_limits_event_words(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The largest board whose fundamental solutions [`fundamental`] lists.
     * @returns {number}
     */
    get fundamental_max_n() {
        const ret = wasm.__wbg_get_limits_fundamental_max_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The largest: that of the library's table of whole searches, so
     * that every control answers at once at every N.
     * @returns {number}
     */
    get max_n() {
        const ret = wasm.__wbg_get_limits_max_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The smallest board the page shows.
     * @returns {number}
     */
    get min_n() {
        const ret = wasm.__wbg_get_limits_min_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The largest board whose whole tree [`tree`] draws.
     * @returns {number}
     */
    get tree_max_n() {
        const ret = wasm.__wbg_get_limits_tree_max_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * Numbers per node of [`tree`].
     * @returns {number}
     */
    get tree_words() {
        const ret = wasm.__wbg_get_limits_tree_words(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * Numbers per event of [`Stepper::advance`](crate::Stepper::advance).
     * @param {number} arg0
     */
    set event_words(arg0) {
        wasm.__wbg_set_limits_event_words(this.__wbg_ptr, arg0);
    }
    /**
     * The largest board whose fundamental solutions [`fundamental`] lists.
     * @param {number} arg0
     */
    set fundamental_max_n(arg0) {
        wasm.__wbg_set_limits_fundamental_max_n(this.__wbg_ptr, arg0);
    }
    /**
     * The largest: that of the library's table of whole searches, so
     * that every control answers at once at every N.
     * @param {number} arg0
     */
    set max_n(arg0) {
        wasm.__wbg_set_limits_max_n(this.__wbg_ptr, arg0);
    }
    /**
     * The smallest board the page shows.
     * @param {number} arg0
     */
    set min_n(arg0) {
        wasm.__wbg_set_limits_min_n(this.__wbg_ptr, arg0);
    }
    /**
     * The largest board whose whole tree [`tree`] draws.
     * @param {number} arg0
     */
    set tree_max_n(arg0) {
        wasm.__wbg_set_limits_tree_max_n(this.__wbg_ptr, arg0);
    }
    /**
     * Numbers per node of [`tree`].
     * @param {number} arg0
     */
    set tree_words(arg0) {
        wasm.__wbg_set_limits_tree_words(this.__wbg_ptr, arg0);
    }
}
if (Symbol.dispose) Limits.prototype[Symbol.dispose] = Limits.prototype.free;

/**
 * The line of a rejection (or of two queens that attack each other), as
 * the sixth number of its event.
 * @enum {0 | 1 | 2 | 3}
 */
export const LineCode = Object.freeze({
    /**
     * The same column.
     */
    Column: 0, "0": "Column",
    /**
     * The same ↙ diagonal (row + column).
     */
    DiagonalUp: 1, "1": "DiagonalUp",
    /**
     * The same ↘ diagonal (row − column).
     */
    DiagonalDown: 2, "2": "DiagonalDown",
    /**
     * The same row (the search never rejects along one).
     */
    Row: 3, "3": "Row",
});

/**
 * The search of one board, for the page: `nqueens random N --seed S`
 * stepped, so its end is the placement that command prints.
 *
 * # Example
 *
 * ```
 * use nqueens_lab_wasm::{LocalSearch, STEP_WORDS};
 *
 * let mut search = LocalSearch::create(8, 1).unwrap();
 * while !search.is_solved() {
 *     let steps = search.advance(1, f64::INFINITY);
 *     assert_eq!(steps.len(), STEP_WORDS);
 * }
 * assert_eq!(search.columns(), [2, 5, 7, 0, 4, 6, 1, 3]); // nqueens random 8 --seed 1
 * assert_eq!(search.attackers(), [0; 8]);
 * ```
 */
export class LocalSearch {
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        LocalSearchFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_localsearch_free(ptr, 0);
    }
    /**
     * Steps until `max_steps` steps are made, the board is solved or
     * `budget_ms` milliseconds have passed (after one step at least, if
     * any is left); the steps made, [`STEP_WORDS`] numbers each.
     * @param {number} max_steps
     * @param {number} budget_ms
     * @returns {Uint32Array}
     */
    advance(max_steps, budget_ms) {
        const ret = wasm.localsearch_advance(this.__wbg_ptr, max_steps, budget_ms);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The rows whose queen is attacked, each followed by its attackers:
     * what the page draws of a large board, where most queens are safe.
     * @returns {Uint32Array}
     */
    attacked() {
        const ret = wasm.localsearch_attacked(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * For each row, how many other queens share a diagonal with its queen.
     * @returns {Uint32Array}
     */
    attackers() {
        const ret = wasm.localsearch_attackers(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The current attempt, counted from 1.
     * @returns {number}
     */
    attempt() {
        const ret = wasm.localsearch_attempt(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The collisions: over every diagonal, its queens but one. Zero
     * exactly when the board is a solution.
     * @returns {number}
     */
    collisions() {
        const ret = wasm.localsearch_collisions(this.__wbg_ptr);
        return ret;
    }
    /**
     * The column of each row's queen (a permutation of `0..N`).
     * @returns {Uint32Array}
     */
    columns() {
        const ret = wasm.localsearch_columns(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Whether no queen is attacked: the search is over.
     * @returns {boolean}
     */
    is_solved() {
        const ret = wasm.localsearch_is_solved(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * The last step made, [`STEP_WORDS`] numbers; empty before the first.
     * @returns {Uint32Array}
     */
    last_step() {
        const ret = wasm.localsearch_last_step(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The moves made so far.
     * @returns {number}
     */
    moves() {
        const ret = wasm.localsearch_moves(this.__wbg_ptr);
        return ret;
    }
    /**
     * The board size.
     * @returns {number}
     */
    n() {
        const ret = wasm.localsearch_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The search of an N×N board (N from 8 to 100,000) with the random
     * numbers of `seed` (a BigInt from 0 to 2⁶⁴ − 1 in JavaScript), at its
     * initial placement; an error naming the range for another N.
     * @param {number} n
     * @param {bigint} seed
     */
    constructor(n, seed) {
        const ret = wasm.localsearch_new(n, seed);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        this.__wbg_ptr = ret[0];
        LocalSearchFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * The swaps tried so far: the moves and those refused because they
     * would have raised the collisions.
     * @returns {number}
     */
    swaps_tried() {
        const ret = wasm.localsearch_swaps_tried(this.__wbg_ptr);
        return ret;
    }
}
if (Symbol.dispose) LocalSearch.prototype[Symbol.dispose] = LocalSearch.prototype.free;

/**
 * What the page's local-search view is built around, so that it copies
 * no number of the bindings': the boards it shows and the numbers per
 * step of [`LocalSearch::advance`].
 */
export class LocalSearchLimits {
    static __wrap(ptr) {
        const obj = Object.create(LocalSearchLimits.prototype);
        obj.__wbg_ptr = ptr;
        LocalSearchLimitsFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        LocalSearchLimitsFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_localsearchlimits_free(ptr, 0);
    }
    /**
     * The largest board ([`LOCAL_SEARCH_MAX_N`]).
     * @returns {number}
     */
    get max_n() {
        const ret = wasm.__wbg_get_localsearchlimits_max_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The smallest board ([`LOCAL_SEARCH_MIN_N`]).
     * @returns {number}
     */
    get min_n() {
        const ret = wasm.__wbg_get_localsearchlimits_min_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * Numbers per step ([`STEP_WORDS`]).
     * @returns {number}
     */
    get step_words() {
        const ret = wasm.__wbg_get_localsearchlimits_step_words(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The largest board ([`LOCAL_SEARCH_MAX_N`]).
     * @param {number} arg0
     */
    set max_n(arg0) {
        wasm.__wbg_set_localsearchlimits_max_n(this.__wbg_ptr, arg0);
    }
    /**
     * The smallest board ([`LOCAL_SEARCH_MIN_N`]).
     * @param {number} arg0
     */
    set min_n(arg0) {
        wasm.__wbg_set_localsearchlimits_min_n(this.__wbg_ptr, arg0);
    }
    /**
     * Numbers per step ([`STEP_WORDS`]).
     * @param {number} arg0
     */
    set step_words(arg0) {
        wasm.__wbg_set_localsearchlimits_step_words(this.__wbg_ptr, arg0);
    }
}
if (Symbol.dispose) LocalSearchLimits.prototype[Symbol.dispose] = LocalSearchLimits.prototype.free;

/**
 * The kind of a step, as the first of its numbers.
 * @enum {0 | 1 | 2 | 3}
 */
export const LocalStepKind = Object.freeze({
    /**
     * An attacked queen swapped columns with another queen.
     */
    Move: 0, "0": "Move",
    /**
     * The attempt ran out of its budget of swaps: a new random placement.
     */
    Restart: 1, "1": "Restart",
    /**
     * Every attempt ran out: a randomised backtracking search answered.
     */
    Backtracking: 2, "2": "Backtracking",
    /**
     * Every attempt ran out: the explicit construction answered.
     */
    Construction: 3, "3": "Construction",
});

/**
 * A classic mistake, switched on in a [`MistakeRun`].
 *
 * # Example
 *
 * ```
 * use nqueens_lab_wasm::{Mistake, MistakeRun};
 *
 * let mut forgetful = MistakeRun::new(8, Some(Mistake::ForgetToUndo)).unwrap();
 * while !forgetful.is_finished() {
 *     forgetful.run(f64::INFINITY, 10.0);
 * }
 * assert_eq!(forgetful.mistake(), Some(Mistake::ForgetToUndo));
 * ```
 * @enum {0 | 1 | 2 | 3 | 4 | 5 | 6}
 */
export const Mistake = Object.freeze({
    /**
     * Clear a removed queen's lines but leave her on the board.
     */
    ForgetToUndo: 0, "0": "ForgetToUndo",
    /**
     * Test whether the row is taken too, before the column.
     */
    TestTheRow: 1, "1": "TestTheRow",
    /**
     * Count only one solution of each class under the 8 symmetries.
     */
    CountUpToSymmetry: 2, "2": "CountUpToSymmetry",
    /**
     * Leave out the undo of the marks: the sets keep the lines of queens
     * taken back ([`BrokenLine::KeepTheMarks`](nqueens_lab::trace::BrokenLine::KeepTheMarks)).
     */
    KeepTheMarks: 3, "3": "KeepTheMarks",
    /**
     * Leave out the test of the ↘ diagonal
     * ([`BrokenLine::SkipTheDownTest`](nqueens_lab::trace::BrokenLine::SkipTheDownTest)).
     */
    SkipTheDownTest: 4, "4": "SkipTheDownTest",
    /**
     * `row + col` for both diagonals ([`BrokenLine::SumForBoth`](nqueens_lab::trace::BrokenLine::SumForBoth)).
     */
    SumForBoth: 5, "5": "SumForBoth",
    /**
     * Append the list `board` itself, not a copy
     * ([`BrokenLine::ForgetTheCopy`](nqueens_lab::trace::BrokenLine::ForgetTheCopy)).
     */
    ForgetTheCopy: 6, "6": "ForgetTheCopy",
});

/**
 * A run of the classic search, correct or with a mistake switched on,
 * stepped from JavaScript, with what it counts.
 *
 * # Example
 *
 * ```
 * use nqueens_lab_wasm::{Mistake, MistakeRun};
 *
 * let mut correct = MistakeRun::new(8, None).unwrap();
 * let mut symmetric = MistakeRun::new(8, Some(Mistake::CountUpToSymmetry)).unwrap();
 * for run in [&mut correct, &mut symmetric] {
 *     while !run.is_finished() {
 *         run.run(f64::INFINITY, 10.0);
 *     }
 * }
 * // Solutions counted: 92 by the correct run, 12 up to symmetry.
 * assert_eq!(correct.counters()[5], 92.0);
 * assert_eq!(symmetric.counters()[5], 12.0);
 * ```
 */
export class MistakeRun {
    static __wrap(ptr) {
        const obj = Object.create(MistakeRun.prototype);
        obj.__wbg_ptr = ptr;
        MistakeRunFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        MistakeRunFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_mistakerun_free(ptr, 0);
    }
    /**
     * The board: the column of the queen of each filled row (forgetting
     * to undo, the queens left on it too).
     * @returns {Uint32Array}
     */
    columns() {
        const ret = wasm.mistakerun_columns(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The figures so far: squares tried, tests of a column or diagonal,
     * tests of the row, tests of the row that found it taken, solutions
     * reported, solutions counted (the run's answer), reports that are no
     * solution (forgetting the copy: entries of the list that read as no
     * solution now, every one of them unless the board is full), queens on
     * the board.
     * @returns {Float64Array}
     */
    counters() {
        const ret = wasm.mistakerun_counters(this.__wbg_ptr);
        var v1 = getArrayF64FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 8, 8);
        return v1;
    }
    /**
     * The first report that the library's validation rejects: its N
     * columns; empty if there is none.
     * @returns {Uint32Array}
     */
    first_invalid() {
        const ret = wasm.mistakerun_first_invalid(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Every pair of queens of the first invalid report that attack each
     * other (the library's [`attacks`](nqueens_lab::attacks)), five numbers a
     * pair as in [`last_verdict`](Self::last_verdict) without its first:
     * `r₁, c₁, r₂, c₂, line`; empty if there is none.
     * @returns {Uint32Array}
     */
    first_invalid_attacks() {
        const ret = wasm.mistakerun_first_invalid_attacks(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Why the first invalid report is none, in the library's words ("the
     * queens at row 3, column 1 and row 5, column 3 share a ↘ diagonal");
     * empty if there is none.
     * @returns {string}
     */
    first_invalid_reason() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.mistakerun_first_invalid_reason(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * Whether every step has been taken.
     * @returns {boolean}
     */
    is_finished() {
        const ret = wasm.mistakerun_is_finished(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * The last step, [`EVENT_WORDS`] numbers: an event as
     * [`Stepper::advance`](crate::Stepper::advance) packs it, or
     * [`LEFT_ON_BOARD`], row, column, 0, 0, 0; empty at the start.
     * @returns {Uint32Array}
     */
    last_step() {
        const ret = wasm.mistakerun_last_step(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * What the run made of the report it made at its last step, its
     * [`VerdictKind`] first: empty if the last step was no report;
     * `[Counted]`; `[Image, s, c₀, …, cₙ₋₁]` not counted, the image under
     * the symmetry `s` (an index into
     * [`symmetry_names`](crate::symmetry_names)) of the solution `c`,
     * counted before; `[Invalid, r₁, c₁, r₂, c₂, line]` counted but no
     * solution: the queens at (r₁, c₁) and (r₂, c₂) attack each other
     * along `line` (a [`LineCode`](crate::LineCode)); `[Shared]` counted,
     * the list `board` itself appended.
     * @returns {Uint32Array}
     */
    last_verdict() {
        const ret = wasm.mistakerun_last_verdict(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The mistake switched on, if any.
     * @returns {Mistake | undefined}
     */
    mistake() {
        const ret = wasm.mistakerun_mistake(this.__wbg_ptr);
        return ret === 7 ? undefined : ret;
    }
    /**
     * The board size.
     * @returns {number}
     */
    n() {
        const ret = wasm.mistakerun_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The run of an N×N board with `mistake` switched on (none: the
     * correct run), its lines kept in Python's sets, before its first
     * step; an error for N outside [`MISTAKES_MIN_N`] to
     * [`MISTAKES_MAX_N`].
     * @param {number} n
     * @param {Mistake | null} [mistake]
     */
    constructor(n, mistake) {
        const ret = wasm.mistakerun_new(n, isLikeNone(mistake) ? 7 : mistake);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        this.__wbg_ptr = ret[0];
        MistakeRunFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * The exception that stopped the run, as [`last_step`](Self::last_step)
     * packs it ([`RAISED`], row, column, line, without the zeros after
     * them); empty if the run did not raise.
     * @returns {Uint32Array}
     */
    raised() {
        const ret = wasm.mistakerun_raised(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Takes up to `steps` steps, for about `budget_ms` at most (at least
     * one, unless the run is over); returns how many it took.
     * @param {number} steps
     * @param {number} budget_ms
     * @returns {number}
     */
    run(steps, budget_ms) {
        const ret = wasm.mistakerun_run(this.__wbg_ptr, steps, budget_ms);
        return ret;
    }
    /**
     * The program's three sets now (the Java lesson's arrays are `true`
     * at the same lines): the number of members of `cols` and its
     * members, then those of `sums`, then those of `diffs` (by `row −
     * col`, or by `row + col` when the mistake uses it for both), each in
     * increasing order. A broken line's sets are the library's (a set that
     * keeps its marks holds the lines of queens taken back); the correct
     * run's and those of the mistakes that test or count differently are
     * the lines of the queens on the board; empty when forgetting to undo.
     * @returns {Int32Array}
     */
    sets() {
        const ret = wasm.mistakerun_sets(this.__wbg_ptr);
        var v1 = getArrayI32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Steps so far (exact up to 2^53).
     * @returns {number}
     */
    step() {
        const ret = wasm.mistakerun_step(this.__wbg_ptr);
        return ret;
    }
    /**
     * [`new`](Self::new), its lines kept as `bookkeeping` says (the Java
     * lesson's arrays, or Python's sets).
     *
     * # Example
     *
     * ```
     * use nqueens_lab_wasm::{Bookkeeping, Mistake, MistakeRun};
     *
     * let mut java = MistakeRun::with_bookkeeping(6, Some(Mistake::SkipTheDownTest), Bookkeeping::Arrays).unwrap();
     * while !java.is_finished() {
     *     java.run(f64::INFINITY, 10.0);
     * }
     * assert_eq!(java.counters()[4], 83.0); // boards reported
     * assert!(java.raised().is_empty());
     * ```
     * @param {number} n
     * @param {Mistake | null | undefined} mistake
     * @param {Bookkeeping} bookkeeping
     * @returns {MistakeRun}
     */
    static with_bookkeeping(n, mistake, bookkeeping) {
        const ret = wasm.mistakerun_with_bookkeeping(n, isLikeNone(mistake) ? 7 : mistake, bookkeeping);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return MistakeRun.__wrap(ret[0]);
    }
}
if (Symbol.dispose) MistakeRun.prototype[Symbol.dispose] = MistakeRun.prototype.free;

/**
 * The race of one board size.
 */
export class Race {
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        RaceFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_race_free(ptr, 0);
    }
    /**
     * The board the runner looked at last: a column per row (for
     * backtracking the rows filled so far); empty before the first.
     * @param {Racer} racer
     * @returns {Uint32Array}
     */
    board(racer) {
        const ret = wasm.race_board(this.__wbg_ptr, racer);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Whether every runner is done.
     * @returns {boolean}
     */
    finished() {
        const ret = wasm.race_finished(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * Whether the runner has looked at all its boards.
     * @param {Racer} racer
     * @returns {boolean}
     */
    is_done(racer) {
        const ret = wasm.race_is_done(this.__wbg_ptr, racer);
        return ret !== 0;
    }
    /**
     * Whether the board the runner looked at last is a solution.
     * @param {Racer} racer
     * @returns {boolean}
     */
    is_solution(racer) {
        const ret = wasm.race_is_solution(this.__wbg_ptr, racer);
        return ret !== 0;
    }
    /**
     * Boards the runner has looked at.
     * @param {Racer} racer
     * @returns {number}
     */
    looked(racer) {
        const ret = wasm.race_looked(this.__wbg_ptr, racer);
        return ret;
    }
    /**
     * The board size.
     * @returns {number}
     */
    n() {
        const ret = wasm.race_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The race of an N×N board, before any board is looked at; an error
     * for N outside [`RACE_MIN_N`] to [`RACE_MAX_N`].
     * @param {number} n
     */
    constructor(n) {
        const ret = wasm.race_new(n);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        this.__wbg_ptr = ret[0];
        RaceFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * Solutions the runner has found.
     * @param {Racer} racer
     * @returns {number}
     */
    solutions(racer) {
        const ret = wasm.race_solutions(this.__wbg_ptr, racer);
        return ret;
    }
    /**
     * Each runner not done yet looks at up to `boards` more boards, for
     * about `budget_ms` milliseconds at most (at least one board each).
     * @param {number} boards
     * @param {number} budget_ms
     */
    step(boards, budget_ms) {
        wasm.race_step(this.__wbg_ptr, boards, budget_ms);
    }
    /**
     * Boards the runner looks at in all: Nᴺ, N!, or the search's nodes.
     * @param {Racer} racer
     * @returns {number}
     */
    total(racer) {
        const ret = wasm.race_total(this.__wbg_ptr, racer);
        return ret;
    }
}
if (Symbol.dispose) Race.prototype[Symbol.dispose] = Race.prototype.free;

/**
 * One of the three searches of the race.
 * @enum {0 | 1 | 2}
 */
export const Racer = Object.freeze({
    /**
     * Every board with a queen in each row.
     */
    Fillings: 0, "0": "Fillings",
    /**
     * Every board with the queens in different rows and columns.
     */
    Permutations: 1, "1": "Permutations",
    /**
     * The classic backtracking search, one node at a time.
     */
    Backtracking: 2, "2": "Backtracking",
});

/**
 * The classic search of one board, stepped from JavaScript.
 */
export class Stepper {
    static __wrap(ptr) {
        const obj = Object.create(Stepper.prototype);
        obj.__wbg_ptr = ptr;
        StepperFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        StepperFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_stepper_free(ptr, 0);
    }
    /**
     * Runs up to `max` events and returns them, [`EVENT_WORDS`] numbers
     * each; fewer at the end of the search.
     * @param {number} max
     * @returns {Uint32Array}
     */
    advance(max) {
        const ret = wasm.stepper_advance(this.__wbg_ptr, max);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Steps back, as [`run`](Self::run) steps forward, until `events`
     * events, `solutions` solutions or `dead_ends` dead ends are undone,
     * the start, or the budget.
     * @param {number} events
     * @param {number} solutions
     * @param {number} dead_ends
     * @param {number} keep
     * @param {number} budget_ms
     * @returns {Batch}
     */
    back(events, solutions, dead_ends, keep, budget_ms) {
        const ret = wasm.stepper_back(this.__wbg_ptr, events, solutions, dead_ends, keep, budget_ms);
        return Batch.__wrap(ret);
    }
    /**
     * A copy that resumes from this point (a bookmark).
     * @returns {Stepper}
     */
    bookmark() {
        const ret = wasm.stepper_bookmark(this.__wbg_ptr);
        return Stepper.__wrap(ret);
    }
    /**
     * The column of the queen of each filled row.
     * @returns {Uint32Array}
     */
    columns() {
        const ret = wasm.stepper_columns(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The counters so far: squares tried, nodes, expanded nodes, dead
     * ends, solutions, queens on the board.
     * @returns {Float64Array}
     */
    counters() {
        const ret = wasm.stepper_counters(this.__wbg_ptr);
        var v1 = getArrayF64FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 8, 8);
        return v1;
    }
    /**
     * Whether the counters count from the start (false after a landing,
     * until [`make_exact`](Self::make_exact)).
     * @returns {boolean}
     */
    counts_exact() {
        const ret = wasm.stepper_counts_exact(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * Dead ends so far by depth, `0..N`.
     * @returns {Float64Array}
     */
    dead_ends_by_depth() {
        const ret = wasm.stepper_dead_ends_by_depth(this.__wbg_ptr);
        var v1 = getArrayF64FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 8, 8);
        return v1;
    }
    /**
     * The count that makes a landed search's counters exact: the search
     * from the start, to be run to the landing in slices; `None` if the
     * counters are exact already.
     * @returns {ExactCount | undefined}
     */
    exact_count() {
        const ret = wasm.stepper_exact_count(this.__wbg_ptr);
        return ret === 0 ? undefined : ExactCount.__wrap(ret);
    }
    /**
     * Whether every event has been produced.
     * @returns {boolean}
     */
    is_finished() {
        const ret = wasm.stepper_is_finished(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * Lands at once on the position `fraction` (0 to 1) of the search
     * order ([`Search::land`]): the board, the last event and the position
     * are there; the counters count from there
     * ([`counts_exact`](Self::counts_exact) is false) until
     * [`make_exact`](Self::make_exact).
     * @param {number} fraction
     */
    land(fraction) {
        wasm.stepper_land(this.__wbg_ptr, fraction);
    }
    /**
     * Lands at once on the moment `moment` (as [`moment`](Self::moment)
     * writes it, e.g. from an address); an error for text that is no
     * moment of this search, and then the search stays where it was.
     * @param {string} moment
     */
    land_at(moment) {
        const ptr0 = passStringToWasm0(moment, wasm.__wbindgen_malloc, wasm.__wbindgen_realloc);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.stepper_land_at(this.__wbg_ptr, ptr0, len0);
        if (ret[1]) {
            throw takeFromExternrefTable0(ret[0]);
        }
    }
    /**
     * Where the search last landed, as a position in search order (0 to
     * 1); `None` when its counters count from the start. The page
     * estimates the counters of a landed search from it and the whole
     * search's figures.
     * @returns {number | undefined}
     */
    landing_position() {
        const ret = wasm.stepper_landing_position(this.__wbg_ptr);
        return ret[0] === 0 ? undefined : ret[1];
    }
    /**
     * The event that led to this state, [`EVENT_WORDS`] numbers; empty at
     * the start (after a landing too: the event that led there).
     * @returns {Uint32Array}
     */
    last_event() {
        const ret = wasm.stepper_last_event(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Makes the counters exact with a finished [`ExactCount`] of this
     * search's landing; `false` (and nothing changes) if the count is not
     * done, or is of another landing (the search has landed again since).
     * @param {ExactCount} count
     * @returns {boolean}
     */
    make_exact(count) {
        _assertClass(count, ExactCount);
        const ret = wasm.stepper_make_exact(this.__wbg_ptr, count.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * Where the search stands, as text that [`land_at`](Self::land_at)
     * reads back ([`Moment`]): `3.0.4:s5`.
     * @returns {string}
     */
    moment() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.stepper_moment(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The board size.
     * @returns {number}
     */
    n() {
        const ret = wasm.stepper_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The search of an N×N board before its first event; an error for N
     * outside the library's sizes, 1 to 32.
     * @param {number} n
     */
    constructor(n) {
        const ret = wasm.stepper_new(n);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        this.__wbg_ptr = ret[0];
        StepperFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * Nodes so far by depth, `0..=N`.
     * @returns {Float64Array}
     */
    nodes_by_depth() {
        const ret = wasm.stepper_nodes_by_depth(this.__wbg_ptr);
        var v1 = getArrayF64FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 8, 8);
        return v1;
    }
    /**
     * Where the search stands in its own order, 0 to 1
     * ([`Search::position`]).
     * @returns {number}
     */
    position() {
        const ret = wasm.stepper_position(this.__wbg_ptr);
        return ret;
    }
    /**
     * Squares rejected so far in each row, `0..N`.
     * @returns {Float64Array}
     */
    rejections_by_row() {
        const ret = wasm.stepper_rejections_by_row(this.__wbg_ptr);
        var v1 = getArrayF64FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 8, 8);
        return v1;
    }
    /**
     * Back to the start.
     */
    restart() {
        wasm.stepper_restart(this.__wbg_ptr);
    }
    /**
     * Steps forward until `events` events, `solutions` solutions or
     * `dead_ends` dead ends have passed, the search ends, or `budget_ms`
     * milliseconds are spent (at least one event is stepped). Keeps the
     * columns of the last `keep` solutions met.
     * @param {number} events
     * @param {number} solutions
     * @param {number} dead_ends
     * @param {number} keep
     * @param {number} budget_ms
     * @returns {Batch}
     */
    run(events, solutions, dead_ends, keep, budget_ms) {
        const ret = wasm.stepper_run(this.__wbg_ptr, events, solutions, dead_ends, keep, budget_ms);
        return Batch.__wrap(ret);
    }
    /**
     * Works for about `budget_ms` towards the end of the search; `true`
     * once there.
     * @param {number} budget_ms
     * @returns {boolean}
     */
    seek_end(budget_ms) {
        const ret = wasm.stepper_seek_end(this.__wbg_ptr, budget_ms);
        return ret !== 0;
    }
    /**
     * Works for about `budget_ms` towards the position `fraction` (0 to
     * 1) of the search order ([`Search::seek_position`]), starting again
     * first if the search is past it; `true` once there.
     * @param {number} fraction
     * @param {number} budget_ms
     * @returns {boolean}
     */
    seek_position(fraction, budget_ms) {
        const ret = wasm.stepper_seek_position(this.__wbg_ptr, fraction, budget_ms);
        return ret !== 0;
    }
    /**
     * Works for about `budget_ms` towards step `target` (forward, or back
     * by stepping back or starting again: [`Search::seek_step`]); `true`
     * once there (or at the end, for a target past it, or at the landing,
     * for a landed search asked for a step before it).
     * @param {number} target
     * @param {number} budget_ms
     * @returns {boolean}
     */
    seek_step(target, budget_ms) {
        const ret = wasm.stepper_seek_step(this.__wbg_ptr, target, budget_ms);
        return ret !== 0;
    }
    /**
     * Squares tried so far in each row, `0..N`.
     * @returns {Float64Array}
     */
    squares_tried_by_row() {
        const ret = wasm.stepper_squares_tried_by_row(this.__wbg_ptr);
        var v1 = getArrayF64FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 8, 8);
        return v1;
    }
    /**
     * Events so far (exact up to 2^53).
     * @returns {number}
     */
    step() {
        const ret = wasm.stepper_step(this.__wbg_ptr);
        return ret;
    }
    /**
     * Goes to the end at once, with the whole search's figures from the
     * library's table (N ≤ [`nqueens_lab::stats::KNOWN_MAX_N`]); `false`, and
     * nothing moves, for a board the table does not have.
     * @returns {boolean}
     */
    to_known_end() {
        const ret = wasm.stepper_to_known_end(this.__wbg_ptr);
        return ret !== 0;
    }
}
if (Symbol.dispose) Stepper.prototype[Symbol.dispose] = Stepper.prototype.free;

/**
 * The flags of a node of [`tree`], its third number: a bit each.
 * @enum {1 | 2}
 */
export const TreeMark = Object.freeze({
    /**
     * The node's row below has no safe square.
     */
    DeadEnd: 1, "1": "DeadEnd",
    /**
     * The node completes a solution.
     */
    Solution: 2, "2": "Solution",
});

/**
 * The kind of a verdict, as the first number of
 * [`MistakeRun::last_verdict`].
 * @enum {0 | 1 | 2 | 3}
 */
export const VerdictKind = Object.freeze({
    /**
     * The report was counted as a solution.
     */
    Counted: 0, "0": "Counted",
    /**
     * Not counted: the image of a solution counted before.
     */
    Image: 1, "1": "Image",
    /**
     * Counted, but no solution: two of its queens attack each other.
     */
    Invalid: 2, "2": "Invalid",
    /**
     * Counted, the list `board` itself appended: every entry of the
     * solutions is that one list (forgetting the copy).
     */
    Shared: 3, "3": "Shared",
});

/**
 * The learner's board of one N: the queens in the order placed, the
 * solutions found so far, and the completion question of the board as it
 * stands.
 *
 * # Example
 *
 * ```
 * use nqueens_lab_wasm::{YourTurnOutcome, YourTurn};
 *
 * let mut board = YourTurn::new(4).unwrap();
 * assert_eq!(board.toggle(0, 1).unwrap().outcome(), YourTurnOutcome::Placed);
 * let refused = board.toggle(1, 2).unwrap();
 * assert_eq!(refused.outcome(), YourTurnOutcome::Refused);
 * assert_eq!(
 *     refused.message(),
 *     "Refused: row 1, column 2 is attacked by the queen at row 0, column 1 along the ↘ diagonal."
 * );
 * while !board.decide(5.0) {}
 * assert_eq!(board.completable(), Some(true));
 * assert_eq!(board.hint(), [1, 3]);
 * for (row, column) in [(1, 3), (2, 0), (3, 2)] {
 *     board.toggle(row, column).unwrap();
 * }
 * let found = &board.solutions()[0];
 * assert_eq!(found.columns(), [1, 3, 0, 2]);
 * assert_eq!((found.canonical(), found.class_size(), found.index()), (vec![1, 3, 0, 2], 2, Some(0)));
 * ```
 */
export class YourTurn {
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        YourTurnFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_yourturn_free(ptr, 0);
    }
    /**
     * Takes every queen off (the solutions found stay).
     */
    clear() {
        wasm.yourturn_clear(this.__wbg_ptr);
    }
    /**
     * Whether the board can be completed to a solution: `None` until
     * [`decide`](Self::decide) has returned `true`.
     * @returns {boolean | undefined}
     */
    completable() {
        const ret = wasm.yourturn_completable(this.__wbg_ptr);
        return ret === 0xFFFFFF ? undefined : ret !== 0;
    }
    /**
     * The completions found so far (all of them once
     * [`count_is_exact`](Self::count_is_exact)).
     * @returns {number}
     */
    completions_found() {
        const ret = wasm.yourturn_completions_found(this.__wbg_ptr);
        return ret;
    }
    /**
     * Decides, then counts the completions for about `budget_ms`; `true`
     * once they are counted, or counting stopped at [`YOURTURN_COUNT_MAX_NODES`]
     * nodes ([`count_is_exact`](Self::count_is_exact) tells which).
     * @param {number} budget_ms
     * @returns {boolean}
     */
    count(budget_ms) {
        const ret = wasm.yourturn_count(this.__wbg_ptr, budget_ms);
        return ret !== 0;
    }
    /**
     * Whether [`completions_found`](Self::completions_found) is the number
     * of completions: the search has been through every one.
     * @returns {boolean}
     */
    count_is_exact() {
        const ret = wasm.yourturn_count_is_exact(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * Searches for about `budget_ms` whether the board can still be
     * completed; `true` once that is known ([`completable`](Self::completable)).
     * @param {number} budget_ms
     * @returns {boolean}
     */
    decide(budget_ms) {
        const ret = wasm.yourturn_decide(this.__wbg_ptr, budget_ms);
        return ret !== 0;
    }
    /**
     * A hint, once decided: the square (row, column) that the first
     * completion (in lexicographic order) has in the top-most row without
     * a queen, which is safe and leads to that solution. Empty when the
     * board cannot be completed, is full, or is not decided yet.
     * @returns {Uint32Array}
     */
    hint() {
        const ret = wasm.yourturn_hint(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The board size.
     * @returns {number}
     */
    n() {
        const ret = wasm.yourturn_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * An empty N×N board; an error for N outside [`YOURTURN_MIN_N`] to
     * [`YOURTURN_MAX_N`].
     * @param {number} n
     */
    constructor(n) {
        const ret = wasm.yourturn_new(n);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        this.__wbg_ptr = ret[0];
        YourTurnFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * The queens the completion search has placed so far (its work).
     * @returns {number}
     */
    nodes() {
        const ret = wasm.yourturn_nodes(this.__wbg_ptr);
        return ret;
    }
    /**
     * The queens in the order they were placed, two numbers each: row,
     * column.
     * @returns {Uint32Array}
     */
    queens() {
        const ret = wasm.yourturn_queens(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The solutions found, in the order found, each with its class.
     * @returns {YourTurnSolution[]}
     */
    solutions() {
        const ret = wasm.yourturn_solutions(this.__wbg_ptr);
        var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * Every square, row by row, as a [`YourTurnSquare`] number.
     * @returns {Uint8Array}
     */
    squares() {
        const ret = wasm.yourturn_squares(this.__wbg_ptr);
        var v1 = getArrayU8FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 1, 1);
        return v1;
    }
    /**
     * A click on a square: takes off the queen there, places one if the
     * square is safe, or refuses and names the queen that attacks it (the
     * first placed, of those that do) and their line. An error for a
     * square off the board.
     * @param {number} row
     * @param {number} column
     * @returns {YourTurnMove}
     */
    toggle(row, column) {
        const ret = wasm.yourturn_toggle(this.__wbg_ptr, row, column);
        if (ret[2]) {
            throw takeFromExternrefTable0(ret[1]);
        }
        return YourTurnMove.__wrap(ret[0]);
    }
}
if (Symbol.dispose) YourTurn.prototype[Symbol.dispose] = YourTurn.prototype.free;

/**
 * The your-turn view's limits for the page, so that it copies none of
 * them.
 */
export class YourTurnLimits {
    static __wrap(ptr) {
        const obj = Object.create(YourTurnLimits.prototype);
        obj.__wbg_ptr = ptr;
        YourTurnLimitsFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        YourTurnLimitsFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_yourturnlimits_free(ptr, 0);
    }
    /**
     * The nodes after which counting completions stops
     * ([`YOURTURN_COUNT_MAX_NODES`]), as a JavaScript number.
     * @returns {number}
     */
    get count_max_nodes() {
        const ret = wasm.__wbg_get_yourturnlimits_count_max_nodes(this.__wbg_ptr);
        return ret;
    }
    /**
     * The largest board ([`YOURTURN_MAX_N`]).
     * @returns {number}
     */
    get max_n() {
        const ret = wasm.__wbg_get_yourturnlimits_max_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The smallest board ([`YOURTURN_MIN_N`]).
     * @returns {number}
     */
    get min_n() {
        const ret = wasm.__wbg_get_yourturnlimits_min_n(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * The nodes after which counting completions stops
     * ([`YOURTURN_COUNT_MAX_NODES`]), as a JavaScript number.
     * @param {number} arg0
     */
    set count_max_nodes(arg0) {
        wasm.__wbg_set_yourturnlimits_count_max_nodes(this.__wbg_ptr, arg0);
    }
    /**
     * The largest board ([`YOURTURN_MAX_N`]).
     * @param {number} arg0
     */
    set max_n(arg0) {
        wasm.__wbg_set_yourturnlimits_max_n(this.__wbg_ptr, arg0);
    }
    /**
     * The smallest board ([`YOURTURN_MIN_N`]).
     * @param {number} arg0
     */
    set min_n(arg0) {
        wasm.__wbg_set_yourturnlimits_min_n(this.__wbg_ptr, arg0);
    }
}
if (Symbol.dispose) YourTurnLimits.prototype[Symbol.dispose] = YourTurnLimits.prototype.free;

/**
 * The result of [`YourTurn::toggle`]: what happened, and a sentence
 * saying so.
 */
export class YourTurnMove {
    static __wrap(ptr) {
        const obj = Object.create(YourTurnMove.prototype);
        obj.__wbg_ptr = ptr;
        YourTurnMoveFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        YourTurnMoveFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_yourturnmove_free(ptr, 0);
    }
    /**
     * For a refusal, the squares of the line of attack from the attacking
     * queen to the refused square, both included, two numbers (row,
     * column) each; empty otherwise.
     * @returns {Uint32Array}
     */
    line() {
        const ret = wasm.yourturnmove_line(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * What happened, in a sentence: for a refusal, the attacker and the
     * line.
     * @returns {string}
     */
    message() {
        let deferred1_0;
        let deferred1_1;
        try {
            const ret = wasm.yourturnmove_message(this.__wbg_ptr);
            deferred1_0 = ret[0];
            deferred1_1 = ret[1];
            return getStringFromWasm0(ret[0], ret[1]);
        } finally {
            wasm.__wbindgen_free(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * What happened.
     * @returns {YourTurnOutcome}
     */
    outcome() {
        const ret = wasm.yourturnmove_outcome(this.__wbg_ptr);
        return ret;
    }
    /**
     * For a solved board, its place (0-based) in
     * [`YourTurn::solutions`].
     * @returns {number | undefined}
     */
    solution() {
        const ret = wasm.yourturnmove_solution(this.__wbg_ptr);
        return ret === Number.MAX_SAFE_INTEGER ? undefined : ret;
    }
}
if (Symbol.dispose) YourTurnMove.prototype[Symbol.dispose] = YourTurnMove.prototype.free;

/**
 * What a click on a square did.
 * @enum {0 | 1 | 2 | 3 | 4}
 */
export const YourTurnOutcome = Object.freeze({
    /**
     * A queen was placed on a safe square.
     */
    Placed: 0, "0": "Placed",
    /**
     * The queen on the square was taken off.
     */
    Removed: 1, "1": "Removed",
    /**
     * The square is attacked: no queen was placed.
     */
    Refused: 2, "2": "Refused",
    /**
     * The queen placed was the N-th: the board is a solution, new to the
     * learner's list.
     */
    Solved: 3, "3": "Solved",
    /**
     * The same, but the learner had found this solution already.
     */
    SolvedAgain: 4, "4": "SolvedAgain",
});

/**
 * One of the learner's solutions, with its class: what
 * [`YourTurn::solutions`] lists.
 */
export class YourTurnSolution {
    static __wrap(ptr) {
        const obj = Object.create(YourTurnSolution.prototype);
        obj.__wbg_ptr = ptr;
        YourTurnSolutionFinalization.register(obj, obj.__wbg_ptr, obj);
        return obj;
    }
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        YourTurnSolutionFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_yourturnsolution_free(ptr, 0);
    }
    /**
     * The columns of its fundamental solution (the canonical member of
     * its class).
     * @returns {Uint32Array}
     */
    canonical() {
        const ret = wasm.yourturnsolution_canonical(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The size of its class: 1, 2, 4 or 8.
     * @returns {number}
     */
    class_size() {
        const ret = wasm.yourturnsolution_class_size(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * Its columns, row by row.
     * @returns {Uint32Array}
     */
    columns() {
        const ret = wasm.yourturnsolution_columns(this.__wbg_ptr);
        var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
        wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
        return v1;
    }
    /**
     * The fundamental solution's place in
     * [`fundamental`](crate::fundamental)'s list; none for N above
     * [`FUNDAMENTAL_MAX_N`](crate::FUNDAMENTAL_MAX_N).
     * @returns {number | undefined}
     */
    index() {
        const ret = wasm.yourturnsolution_index(this.__wbg_ptr);
        return ret === Number.MAX_SAFE_INTEGER ? undefined : ret;
    }
    /**
     * The index in [`Symmetry::ALL`] (the order of
     * [`symmetry_names`](crate::symmetry_names)) of the first symmetry
     * that maps the fundamental solution onto it.
     * @returns {number}
     */
    symmetry() {
        const ret = wasm.yourturnsolution_symmetry(this.__wbg_ptr);
        return ret >>> 0;
    }
}
if (Symbol.dispose) YourTurnSolution.prototype[Symbol.dispose] = YourTurnSolution.prototype.free;

/**
 * What a square of [`YourTurn::squares`] holds.
 * @enum {0 | 1 | 2}
 */
export const YourTurnSquare = Object.freeze({
    /**
     * No queen, and no queen attacks it: a queen may go there.
     */
    Safe: 0, "0": "Safe",
    /**
     * No queen, but a queen attacks it along a row, column or diagonal.
     */
    Attacked: 1, "1": "Attacked",
    /**
     * A queen.
     */
    Queen: 2, "2": "Queen",
});

/**
 * The names of [`Stepper::counters`](crate::Stepper::counters), in order.
 * @returns {string[]}
 */
export function counter_names() {
    const ret = wasm.counter_names();
    var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * The names of [`Figures::numbers`], in order: the classic search's
 * squares tried, nodes, expanded nodes, dead ends and solutions, its
 * steps (events), the fundamental solutions, and the nodes of the search
 * up to the mirror ([`nqueens_lab::SearchStats::nodes_up_to_mirror`]).
 * @returns {string[]}
 */
export function figure_names() {
    const ret = wasm.figure_names();
    var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * The figures of the whole search of an N×N board, for N from 1 to
 * [`nqueens_lab::stats::KNOWN_MAX_N`], from the library's table.
 * @param {number} n
 * @returns {Figures}
 */
export function figures(n) {
    const ret = wasm.figures(n);
    if (ret[2]) {
        throw takeFromExternrefTable0(ret[1]);
    }
    return Figures.__wrap(ret[0]);
}

/**
 * The fundamental solutions of an N×N board (N ≤ [`FUNDAMENTAL_MAX_N`])
 * in search order, N + 1 numbers each: the size of the class, then the
 * columns of its canonical member.
 * @param {number} n
 * @returns {Uint32Array}
 */
export function fundamental(n) {
    const ret = wasm.fundamental(n);
    if (ret[3]) {
        throw takeFromExternrefTable0(ret[2]);
    }
    var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * The last solution the classic search of an N×N board finds (N from 1
 * to [`nqueens_lab::stats::KNOWN_MAX_N`], the boards whose end the page
 * shows), N numbers; empty when the board has none
 * ([`nqueens_lab::classic::last_solution`]).
 * @param {number} n
 * @returns {Uint32Array}
 */
export function last_solution(n) {
    const ret = wasm.last_solution(n);
    if (ret[3]) {
        throw takeFromExternrefTable0(ret[2]);
    }
    var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * [`LEFT_ON_BOARD`], for JavaScript (which sees no constants).
 * @returns {number}
 */
export function left_on_board() {
    const ret = wasm.left_on_board();
    return ret >>> 0;
}

/**
 * The page's limits.
 * @returns {Limits}
 */
export function limits() {
    const ret = wasm.limits();
    return Limits.__wrap(ret);
}

/**
 * The local-search view's limits.
 *
 * # Example
 *
 * ```
 * let limits = nqueens_lab_wasm::local_search_limits();
 * assert_eq!((limits.min_n, limits.max_n), (8, 100_000));
 * ```
 * @returns {LocalSearchLimits}
 */
export function local_search_limits() {
    const ret = wasm.local_search_limits();
    return LocalSearchLimits.__wrap(ret);
}

/**
 * The names of the figures [`MistakeRun::counters`] gives, in its order,
 * so that JavaScript reads them by name.
 *
 * # Example
 *
 * ```
 * let names = nqueens_lab_wasm::mistake_counter_names();
 * assert_eq!(names[5], "counted");
 * ```
 * @returns {string[]}
 */
export function mistake_counter_names() {
    const ret = wasm.mistake_counter_names();
    var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * The largest board whose whole run of `mistake` (none: the correct run)
 * kept as `bookkeeping` says the views offer: the runs that let queens
 * share a ↘ diagonal search the tree of boards with different columns
 * and ↙ diagonals, 310 million squares tried at N = 12 (the classic
 * search: 10 million), so they stop at N = 10 (4.4 million); the others
 * at [`MISTAKES_MAX_N`].
 *
 * # Example
 *
 * ```
 * use nqueens_lab_wasm::{mistake_max_n, Bookkeeping, Mistake};
 *
 * assert_eq!(mistake_max_n(Some(Mistake::SumForBoth), Bookkeeping::Sets), 10);
 * // Python's sets stop it with KeyError after a few dozen squares.
 * assert_eq!(mistake_max_n(Some(Mistake::SkipTheDownTest), Bookkeeping::Sets), 12);
 * assert_eq!(mistake_max_n(Some(Mistake::SkipTheDownTest), Bookkeeping::Arrays), 10);
 * assert_eq!(mistake_max_n(None, Bookkeeping::Sets), 12);
 * ```
 * @param {Mistake | null | undefined} mistake
 * @param {Bookkeeping} bookkeeping
 * @returns {number}
 */
export function mistake_max_n(mistake, bookkeeping) {
    const ret = wasm.mistake_max_n(isLikeNone(mistake) ? 7 : mistake, bookkeeping);
    return ret >>> 0;
}

/**
 * The board sizes the view shows, [`MISTAKES_MIN_N`] and
 * [`MISTAKES_MAX_N`].
 *
 * # Example
 *
 * ```
 * assert_eq!(nqueens_lab_wasm::mistake_sizes(), [4, 12]);
 * ```
 * @returns {Uint32Array}
 */
export function mistake_sizes() {
    const ret = wasm.mistake_sizes();
    var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * The race's board sizes: [`RACE_MIN_N`] and [`RACE_MAX_N`].
 * @returns {Uint32Array}
 */
export function race_limits() {
    const ret = wasm.race_limits();
    var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * [`RAISED`], for JavaScript.
 * @returns {number}
 */
export function raised_kind() {
    const ret = wasm.raised_kind();
    return ret >>> 0;
}

/**
 * The images of the solution `columns` under the 8 symmetries (the
 * identity first), N numbers each; an error if it is not a solution.
 * @param {Uint32Array | number[]} columns
 * @returns {Uint32Array}
 */
export function symmetries(columns) {
    const ptr0 = passArray32ToWasm0(columns, wasm.__wbindgen_malloc);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.symmetries(ptr0, len0);
    if (ret[3]) {
        throw takeFromExternrefTable0(ret[2]);
    }
    var v2 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v2;
}

/**
 * The names of the 8 symmetries, in the order of [`symmetries`].
 * @returns {string[]}
 */
export function symmetry_names() {
    const ret = wasm.symmetry_names();
    var v1 = getArrayJsValueFromWasm0(ret[0], ret[1]);
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * The whole search tree of an N×N board (N ≤ [`TREE_MAX_N`]), its nodes
 * in the order the search creates them (so the first k are those created
 * after k − 1 placements), [`TREE_WORDS`] numbers each.
 * @param {number} n
 * @returns {Uint32Array}
 */
export function tree(n) {
    const ret = wasm.tree(n);
    if (ret[3]) {
        throw takeFromExternrefTable0(ret[2]);
    }
    var v1 = getArrayU32FromWasm0(ret[0], ret[1]).slice();
    wasm.__wbindgen_free(ret[0], ret[1] * 4, 4);
    return v1;
}

/**
 * The your-turn view's limits.
 *
 * # Example
 *
 * ```
 * let limits = nqueens_lab_wasm::yourturn_limits();
 * assert_eq!((limits.min_n, limits.max_n), (4, 20));
 * ```
 * @returns {YourTurnLimits}
 */
export function yourturn_limits() {
    const ret = wasm.yourturn_limits();
    return YourTurnLimits.__wrap(ret);
}
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg_Error_208446807d0d1e30: function(arg0, arg1) {
            const ret = Error(getStringFromWasm0(arg0, arg1));
            return ret;
        },
        __wbg___wbindgen_throw_4c88d8bf264fd984: function(arg0, arg1) {
            throw new Error(getStringFromWasm0(arg0, arg1));
        },
        __wbg_now_3a9f80a3e6406eb6: function() {
            const ret = performance.now();
            return ret;
        },
        __wbg_yourturnsolution_new: function(arg0) {
            const ret = YourTurnSolution.__wrap(arg0);
            return ret;
        },
        __wbindgen_generic_0000000000000001: function(arg0, arg1) {
            // Cast intrinsic for `Ref(String) -> Externref`.
            const ret = getStringFromWasm0(arg0, arg1);
            return ret;
        },
        __wbindgen_init_externref_table: function() {
            const table = wasm.__wbindgen_externrefs;
            table.set(0, undefined);
            table.set(1024, undefined);
            table.set(1025, null);
            table.set(1026, true);
            table.set(1027, false);
        },
    };
    return {
        __proto__: null,
        "./nqueens_lab_wasm_bg.js": import0,
    };
}

const BatchFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_batch_free(ptr, 1));
const ExactCountFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_exactcount_free(ptr, 1));
const FiguresFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_figures_free(ptr, 1));
const LimitsFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_limits_free(ptr, 1));
const LocalSearchFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_localsearch_free(ptr, 1));
const LocalSearchLimitsFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_localsearchlimits_free(ptr, 1));
const MistakeRunFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_mistakerun_free(ptr, 1));
const RaceFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_race_free(ptr, 1));
const StepperFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_stepper_free(ptr, 1));
const YourTurnFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_yourturn_free(ptr, 1));
const YourTurnLimitsFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_yourturnlimits_free(ptr, 1));
const YourTurnMoveFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_yourturnmove_free(ptr, 1));
const YourTurnSolutionFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_yourturnsolution_free(ptr, 1));

function _assertClass(instance, klass) {
    if (!(instance instanceof klass)) {
        throw new Error(`expected instance of ${klass.name}`);
    }
}

function getArrayF64FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getFloat64ArrayMemory0().subarray(ptr / 8, ptr / 8 + len);
}

function getArrayI32FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getInt32ArrayMemory0().subarray(ptr / 4, ptr / 4 + len);
}

function getArrayJsValueFromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    const mem = getDataViewMemory0();
    const result = [];
    for (let i = ptr; i < ptr + 4 * len; i += 4) {
        result.push(wasm.__wbindgen_externrefs.get(mem.getUint32(i, true)));
    }
    wasm.__externref_drop_slice(ptr, len);
    return result;
}

function getArrayU32FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getUint32ArrayMemory0().subarray(ptr / 4, ptr / 4 + len);
}

function getArrayU8FromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return getUint8ArrayMemory0().subarray(ptr / 1, ptr / 1 + len);
}

let cachedDataViewMemory0 = null;
function getDataViewMemory0() {
    if (cachedDataViewMemory0 === null || cachedDataViewMemory0.buffer.detached === true || (cachedDataViewMemory0.buffer.detached === undefined && cachedDataViewMemory0.buffer !== wasm.memory.buffer)) {
        cachedDataViewMemory0 = new DataView(wasm.memory.buffer);
    }
    return cachedDataViewMemory0;
}

let cachedFloat64ArrayMemory0 = null;
function getFloat64ArrayMemory0() {
    if (cachedFloat64ArrayMemory0 === null || cachedFloat64ArrayMemory0.byteLength === 0) {
        cachedFloat64ArrayMemory0 = new Float64Array(wasm.memory.buffer);
    }
    return cachedFloat64ArrayMemory0;
}

let cachedInt32ArrayMemory0 = null;
function getInt32ArrayMemory0() {
    if (cachedInt32ArrayMemory0 === null || cachedInt32ArrayMemory0.byteLength === 0) {
        cachedInt32ArrayMemory0 = new Int32Array(wasm.memory.buffer);
    }
    return cachedInt32ArrayMemory0;
}

function getStringFromWasm0(ptr, len) {
    ptr = ptr >>> 0;
    return decodeText(getUint8ArrayMemory0().subarray(ptr, ptr + len));
}

let cachedUint32ArrayMemory0 = null;
function getUint32ArrayMemory0() {
    if (cachedUint32ArrayMemory0 === null || cachedUint32ArrayMemory0.byteLength === 0) {
        cachedUint32ArrayMemory0 = new Uint32Array(wasm.memory.buffer);
    }
    return cachedUint32ArrayMemory0;
}

let cachedUint8ArrayMemory0 = null;
function getUint8ArrayMemory0() {
    if (cachedUint8ArrayMemory0 === null || cachedUint8ArrayMemory0.byteLength === 0) {
        cachedUint8ArrayMemory0 = new Uint8Array(wasm.memory.buffer);
    }
    return cachedUint8ArrayMemory0;
}

function isLikeNone(x) {
    return x === undefined || x === null;
}

function passArray32ToWasm0(arg, malloc) {
    const ptr = malloc(arg.length * 4, 4) >>> 0;
    getUint32ArrayMemory0().set(arg, ptr / 4);
    WASM_VECTOR_LEN = arg.length;
    return ptr;
}

function passStringToWasm0(arg, malloc, realloc) {
    if (realloc === undefined) {
        const buf = cachedTextEncoder.encode(arg);
        const ptr = malloc(buf.length, 1) >>> 0;
        getUint8ArrayMemory0().subarray(ptr, ptr + buf.length).set(buf);
        WASM_VECTOR_LEN = buf.length;
        return ptr;
    }

    let len = arg.length;
    let ptr = malloc(len, 1) >>> 0;

    const mem = getUint8ArrayMemory0();

    let offset = 0;

    for (; offset < len; offset++) {
        const code = arg.charCodeAt(offset);
        if (code > 0x7F) break;
        mem[ptr + offset] = code;
    }
    if (offset !== len) {
        if (offset !== 0) {
            arg = arg.slice(offset);
        }
        ptr = realloc(ptr, len, len = offset + arg.length * 3, 1) >>> 0;
        const view = getUint8ArrayMemory0().subarray(ptr + offset, ptr + len);
        const ret = cachedTextEncoder.encodeInto(arg, view);

        offset += ret.written;
        ptr = realloc(ptr, len, offset, 1) >>> 0;
    }

    WASM_VECTOR_LEN = offset;
    return ptr;
}

function takeFromExternrefTable0(idx) {
    const value = wasm.__wbindgen_externrefs.get(idx);
    wasm.__externref_table_dealloc(idx);
    return value;
}

let cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
cachedTextDecoder.decode();
const MAX_SAFARI_DECODE_BYTES = 2146435072;
let numBytesDecoded = 0;
function decodeText(bytes) {
    numBytesDecoded += bytes.length;
    if (numBytesDecoded >= MAX_SAFARI_DECODE_BYTES) {
        cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
        cachedTextDecoder.decode();
        numBytesDecoded = bytes.length;
    }
    return cachedTextDecoder.decode(bytes);
}

const cachedTextEncoder = new TextEncoder();

if (!('encodeInto' in cachedTextEncoder)) {
    cachedTextEncoder.encodeInto = function (arg, view) {
        const buf = cachedTextEncoder.encode(arg);
        view.set(buf);
        return {
            read: arg.length,
            written: buf.length
        };
    };
}

let WASM_VECTOR_LEN = 0;

let wasmModule, wasmInstance, wasm;
function __wbg_finalize_init(instance, module) {
    wasmInstance = instance;
    wasm = instance.exports;
    wasmModule = module;
    cachedDataViewMemory0 = null;
    cachedFloat64ArrayMemory0 = null;
    cachedInt32ArrayMemory0 = null;
    cachedUint32ArrayMemory0 = null;
    cachedUint8ArrayMemory0 = null;
    wasm.__wbindgen_start();
    return wasm;
}

async function __wbg_load(module, imports) {
    if (typeof Response === 'function' && module instanceof Response) {
        if (!module.ok) {
            throw new Error(`failed to fetch Wasm: ${module.status} ${module.statusText} fetching '${module.url}'`);
        }

        if (typeof WebAssembly.instantiateStreaming === 'function') {
            try {
                return await WebAssembly.instantiateStreaming(module, imports);
            } catch (e) {
                const validResponse = expectedResponseType(module.type);

                if (validResponse && module.headers.get('Content-Type') !== 'application/wasm') {
                    console.warn("`WebAssembly.instantiateStreaming` failed because your server does not serve Wasm with `application/wasm` MIME type. Falling back to `WebAssembly.instantiate` which is slower. Original error:\n", e);

                } else { throw e; }
            }
        }

        const bytes = await module.arrayBuffer();
        return await WebAssembly.instantiate(bytes, imports);
    } else {
        const instance = await WebAssembly.instantiate(module, imports);

        if (instance instanceof WebAssembly.Instance) {
            return { instance, module };
        } else {
            return instance;
        }
    }

    function expectedResponseType(type) {
        switch (type) {
            case 'basic': case 'cors': case 'default': return true;
        }
        return false;
    }
}

function initSync(module) {
    if (wasm !== undefined) return wasm;


    if (module !== undefined) {
        if (Object.getPrototypeOf(module) === Object.prototype) {
            ({module} = module)
        } else {
            console.warn('using deprecated parameters for `initSync()`; pass a single object instead')
        }
    }

    const imports = __wbg_get_imports();
    if (!(module instanceof WebAssembly.Module)) {
        module = new WebAssembly.Module(module);
    }
    const instance = new WebAssembly.Instance(module, imports);
    return __wbg_finalize_init(instance, module);
}

let __wbg_init_promise;
async function __wbg_init(module_or_path) {
    if (wasm !== undefined) return wasm;
    if (__wbg_init_promise === undefined) {
        __wbg_init_promise = __wbg_init_once(module_or_path);
        __wbg_init_promise.catch(() => { __wbg_init_promise = undefined; });
    }
    return __wbg_init_promise;
}

async function __wbg_init_once(module_or_path) {

    if (module_or_path !== undefined) {
        if (Object.getPrototypeOf(module_or_path) === Object.prototype) {
            ({module_or_path} = module_or_path)
        } else {
            console.warn('using deprecated parameters for the initialization function; pass a single object instead')
        }
    }

    if (module_or_path === undefined) {
        module_or_path = new URL('nqueens_lab_wasm_bg.wasm', import.meta.url);
    }
    const imports = __wbg_get_imports();

    if (typeof module_or_path === 'string' || (typeof Request === 'function' && module_or_path instanceof Request) || (typeof URL === 'function' && module_or_path instanceof URL)) {
        module_or_path = fetch(module_or_path);
    }

    const { instance, module } = await __wbg_load(await module_or_path, imports);

    return __wbg_finalize_init(instance, module);
}

export { initSync, __wbg_init as default };
