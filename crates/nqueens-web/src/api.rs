//! The JSON API (see API.md): parameters checked where they enter and every
//! computation run off the async threads. The replays of the search
//! (`events`, `state`, `seek`) look at the request's time limit and stop
//! when the client goes away; `stats`, `tree`, `table` and `fundamental` do
//! not need to: their N is capped (`stats_max_n`, `tree_max_n`,
//! `fundamental_max_n`, `table_max_n`) so that they finish well within it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::Json;
use nqueens::{BoardSize, SearchStats, Solution, Symmetry, TraceEvent};
use num_bigint::BigUint;
use serde::Serialize;
use serde_json::{json, Value};

use crate::error::ApiError;
use crate::replay::{self, Bookmarks, Budget, SearchState, Target};

/// The bounds every request is held to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Limits {
    /// Smallest N.
    pub min_n: usize,
    /// Largest N for stepping through the search.
    pub max_n: usize,
    /// Most events in one page.
    pub max_page: u64,
    /// Longest a request may compute, in milliseconds.
    pub time_limit_ms: u64,
    /// Largest N for statistics (and known totals).
    pub stats_max_n: usize,
    /// Largest N whose whole search tree is sent.
    pub tree_max_n: usize,
    /// Largest N whose fundamental solutions are sent.
    pub fundamental_max_n: usize,
    /// Largest N in the table.
    pub table_max_n: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            min_n: 1,
            max_n: 20,
            max_page: 5000,
            time_limit_ms: 3000,
            stats_max_n: 14,
            tree_max_n: 7,
            fundamental_max_n: 10,
            table_max_n: 14,
        }
    }
}

/// What the handlers share: the limits and the statistics computed so far.
#[derive(Debug, Default)]
pub struct AppState {
    limits: Limits,
    stats: Mutex<HashMap<usize, Arc<Known>>>,
    bookmarks: Bookmarks,
}

impl AppState {
    /// State with the given limits.
    pub fn new(limits: Limits) -> Self {
        AppState {
            limits,
            stats: Mutex::default(),
            bookmarks: Bookmarks::default(),
        }
    }
}

/// What is known of an N small enough for its statistics.
#[derive(Debug)]
struct Known {
    stats: SearchStats,
    unique: u128,
    total_steps: u64,
}

type Shared = State<Arc<AppState>>;
type Params = Result<Query<HashMap<String, String>>, QueryRejection>;

/// The query parameters, or a JSON 400 if the query cannot be read.
fn params(query: Params) -> Result<HashMap<String, String>, ApiError> {
    query
        .map(|Query(map)| map)
        .map_err(|e| ApiError::bad_request(format!("unreadable query string: {e}")))
}

/// A whole-number parameter within `min..=max`, or `default` when absent.
fn number(
    params: &HashMap<String, String>,
    name: &str,
    min: u64,
    max: u64,
    default: Option<u64>,
) -> Result<u64, ApiError> {
    let range = || format!("{name} must be a whole number from {min} to {max}");
    match params.get(name) {
        None => {
            default.ok_or_else(|| ApiError::bad_request(format!("missing {name}: {}", range())))
        }
        Some(text) => text
            .parse::<u64>()
            .ok()
            .filter(|v| (min..=max).contains(v))
            .ok_or_else(|| ApiError::bad_request(format!("{}, got '{text}'", range()))),
    }
}

/// The board size parameter `n`, at most `max`.
fn board_size(params: &HashMap<String, String>, max: usize) -> Result<BoardSize, ApiError> {
    let n = number(params, "n", 1, max as u64, None)?;
    Ok(BoardSize::new(n as usize).expect("n was checked against the limits"))
}

/// Runs `work` on a blocking thread with the request's time limit; if the
/// client goes away, the future is dropped and the flag tells `work` to stop.
async fn blocking<T, F>(limits: Limits, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&Budget<'_>) -> Result<T, ApiError> + Send + 'static,
{
    struct CancelOnDrop(Arc<AtomicBool>);
    impl Drop for CancelOnDrop {
        fn drop(&mut self) {
            self.0.store(true, Ordering::Relaxed);
        }
    }
    let cancelled = Arc::new(AtomicBool::new(false));
    let _guard = CancelOnDrop(cancelled.clone());
    let deadline = Instant::now() + Duration::from_millis(limits.time_limit_ms);
    tokio::task::spawn_blocking(move || {
        let budget = Budget {
            deadline,
            cancelled: &cancelled,
            limit_ms: limits.time_limit_ms,
        };
        work(&budget)
    })
    .await
    .map_err(|e| ApiError::internal(format!("the computation failed: {e}")))?
}

/// The statistics of an N ≤ `stats_max_n`, computed once.
fn known(state: &AppState, size: BoardSize) -> Arc<Known> {
    let n = size.get();
    if let Some(k) = state
        .stats
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(&n)
    {
        return k.clone();
    }
    let stats = nqueens::search_stats(size);
    let unique = nqueens::fast::count(size).fundamental;
    let total_steps = nqueens::trace::event_count(&stats);
    let k = Arc::new(Known {
        stats,
        unique,
        total_steps,
    });
    state
        .stats
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(n, k.clone());
    k
}

fn known_total(state: &AppState, size: BoardSize) -> Option<u64> {
    (size.get() <= state.limits.stats_max_n).then(|| known(state, size).total_steps)
}

/// `GET /api/limits`.
pub async fn limits(State(state): Shared) -> Json<Limits> {
    Json(state.limits)
}

/// `GET /api/events?n=N&from=K&limit=L`.
pub async fn events(State(state): Shared, query: Params) -> Result<Json<Value>, ApiError> {
    let p = params(query)?;
    let limits = state.limits;
    let size = board_size(&p, limits.max_n)?;
    let from = number(&p, "from", 0, u64::MAX, Some(0))?;
    let limit = number(&p, "limit", 1, limits.max_page, Some(1000))?;
    let (events, finished) = blocking(limits, move |budget| {
        replay::events(size, from, limit, &state.bookmarks, budget)
    })
    .await?;
    Ok(Json(json!({
        "n": size.get(),
        "from": from,
        "finished": finished,
        "events": events,
    })))
}

async fn replay_to(
    state: Arc<AppState>,
    size: BoardSize,
    target: Target,
) -> Result<Json<SearchState>, ApiError> {
    let limits = state.limits;
    let result = blocking(limits, move |budget| {
        let total = known_total(&state, size);
        let target = match (target, total) {
            // Past the end, or the end itself, when its step is known.
            (Target::Step(k), Some(t)) if k > t => Target::Step(t),
            (Target::End, Some(t)) => Target::Step(t),
            (target, _) => target,
        };
        replay::replay(size, total, target, budget)
    })
    .await?;
    Ok(Json(result))
}

/// `GET /api/state?n=N&step=K`.
pub async fn search_state(
    State(state): Shared,
    query: Params,
) -> Result<Json<SearchState>, ApiError> {
    let p = params(query)?;
    let size = board_size(&p, state.limits.max_n)?;
    let step = number(&p, "step", 0, u64::MAX, Some(0))?;
    replay_to(state, size, Target::Step(step)).await
}

/// `GET /api/seek?n=N&from=K&target=solution|dead_end|end`.
pub async fn seek(State(state): Shared, query: Params) -> Result<Json<SearchState>, ApiError> {
    let p = params(query)?;
    let size = board_size(&p, state.limits.max_n)?;
    let from = number(&p, "from", 0, u64::MAX, Some(0))?;
    let target = match p.get("target").map(String::as_str) {
        Some("solution") => Target::Solution { from },
        Some("dead_end") => Target::DeadEnd { from },
        Some("end") => Target::End,
        other => {
            return Err(ApiError::bad_request(format!(
                "target must be one of solution, dead_end, end, got {}",
                other.map_or("nothing".to_string(), |t| format!("'{t}'"))
            )))
        }
    };
    replay_to(state, size, target).await
}

/// `GET /api/stats?n=N`.
pub async fn stats(State(state): Shared, query: Params) -> Result<Json<Value>, ApiError> {
    let p = params(query)?;
    let limits = state.limits;
    let size = board_size(&p, limits.stats_max_n)?;
    let k = blocking(limits, move |_| Ok(known(&state, size))).await?;
    let mut value = serde_json::to_value(&k.stats).expect("statistics serialize");
    value["unique"] = json!(k.unique);
    value["total_steps"] = json!(k.total_steps);
    Ok(Json(value))
}

/// One node of the search tree.
#[derive(Debug, Serialize)]
struct TreeNode {
    id: usize,
    parent: Option<usize>,
    depth: usize,
    path: Vec<usize>,
    dead_end: bool,
    solution: bool,
}

/// `GET /api/tree?n=N`.
pub async fn tree(State(state): Shared, query: Params) -> Result<Json<Value>, ApiError> {
    let p = params(query)?;
    let limits = state.limits;
    let size = board_size(&p, limits.tree_max_n)?;
    let nodes = blocking(limits, move |_| {
        let mut nodes = vec![TreeNode {
            id: 0,
            parent: None,
            depth: 0,
            path: Vec::new(),
            dead_end: false,
            solution: false,
        }];
        let mut current = vec![0usize];
        nqueens::trace::run(size, &mut |event: &TraceEvent| {
            let top = *current.last().expect("the root is never removed");
            match *event {
                TraceEvent::Place { column, .. } => {
                    let mut path = nodes[top].path.clone();
                    path.push(column);
                    let id = nodes.len();
                    nodes.push(TreeNode {
                        id,
                        parent: Some(top),
                        depth: path.len(),
                        path,
                        dead_end: false,
                        solution: false,
                    });
                    current.push(id);
                }
                TraceEvent::Remove { .. } => {
                    current.pop();
                }
                TraceEvent::DeadEnd { .. } => nodes[top].dead_end = true,
                TraceEvent::Solution { .. } => nodes[top].solution = true,
                _ => {}
            }
            nqueens::trace::Flow::Continue
        });
        Ok(nodes)
    })
    .await?;
    Ok(Json(json!({ "n": size.get(), "nodes": nodes })))
}

/// `GET /api/table?from=A&to=B`.
pub async fn table(State(state): Shared, query: Params) -> Result<Json<Value>, ApiError> {
    let p = params(query)?;
    let limits = state.limits;
    let max = limits.table_max_n as u64;
    let from = number(&p, "from", 1, max, Some(1))?;
    let to = number(&p, "to", 1, max, Some(max.min(12)))?;
    if from > to {
        return Err(ApiError::bad_request(format!(
            "from ({from}) must not exceed to ({to}); both are from 1 to {max}"
        )));
    }
    let rows = blocking(limits, move |_| {
        Ok((from..=to)
            .map(|n| {
                let size = BoardSize::new(n as usize).expect("checked against the limits");
                let k = known(&state, size);
                let n = n as usize;
                let factorial: BigUint = (1..=n).map(BigUint::from).product();
                json!({
                    "n": n,
                    "total": k.stats.solutions,
                    "unique": k.unique,
                    "nodes": k.stats.nodes,
                    "expanded": k.stats.expanded,
                    "dead_ends": k.stats.dead_ends,
                    "squares_tried": k.stats.squares_tried,
                    "factorial": factorial.to_string(),
                    "power": BigUint::from(n).pow(n as u32).to_string(),
                })
            })
            .collect::<Vec<_>>())
    })
    .await?;
    Ok(Json(json!({ "rows": rows })))
}

/// `GET /api/fundamental?n=N`.
pub async fn fundamental(State(state): Shared, query: Params) -> Result<Json<Value>, ApiError> {
    let p = params(query)?;
    let limits = state.limits;
    let size = board_size(&p, limits.fundamental_max_n)?;
    let classes = blocking(limits, move |_| {
        Ok(nqueens::fundamental_solutions(size)
            .map(|f| json!({ "columns": f.solution, "class_size": f.class_size }))
            .collect::<Vec<_>>())
    })
    .await?;
    Ok(Json(json!({ "n": size.get(), "classes": classes })))
}

/// `GET /api/symmetries?columns=1,3,0,2`.
pub async fn symmetries(State(state): Shared, query: Params) -> Result<Json<Value>, ApiError> {
    let p = params(query)?;
    let max = state.limits.max_n;
    let text = p
        .get("columns")
        .ok_or_else(|| ApiError::bad_request("missing columns: a solution like columns=1,3,0,2"))?;
    let columns = text
        .split(',')
        .map(|c| c.trim().parse::<usize>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| {
            ApiError::bad_request(format!(
                "columns must be comma-separated column numbers like 1,3,0,2, got '{text}'"
            ))
        })?;
    if columns.len() > max {
        return Err(ApiError::bad_request(format!(
            "columns holds a board of N = {}; N must be from 1 to {max}",
            columns.len()
        )));
    }
    let solution = Solution::new(columns)
        .map_err(|e| ApiError::bad_request(format!("columns={text} is not a solution: {e}")))?;
    let images: Vec<Value> = Symmetry::ALL
        .iter()
        .map(|&s| {
            json!({
                "symmetry": s,
                "name": s.name(),
                "columns": s.apply(&solution),
            })
        })
        .collect();
    Ok(Json(json!({ "images": images })))
}
