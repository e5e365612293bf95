//! Integration tests of the visualizer's JSON API (API.md): every endpoint
//! through `oneshot` on the router, every bad parameter, the time limit,
//! and the real server over raw HTTP/1.1, with its bounds (`hardening`).

mod common;
mod hardening;

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use nqueens::{Solution, Symmetry, TraceEvent};
use nqueens_web::Limits;
use serde_json::{json, Value};

use common::*;

fn u(value: &Value) -> u64 {
    value
        .as_u64()
        .unwrap_or_else(|| panic!("not a whole number: {value}"))
}

fn columns_of(value: &Value) -> Vec<usize> {
    serde_json::from_value(value.clone())
        .unwrap_or_else(|e| panic!("not a list of columns ({e}): {value}"))
}

// ---------------------------------------------------------------------
// /api/limits

#[tokio::test]
async fn limits_are_the_documented_defaults() {
    let limits = ok_json("/api/limits").await;
    assert_eq!(
        limits,
        json!({"min_n":1,"max_n":20,"max_page":5000,"time_limit_ms":3000,
               "stats_max_n":14,"tree_max_n":7,"fundamental_max_n":10,"table_max_n":14})
    );
}

#[tokio::test]
async fn limits_follow_app_with() {
    let limits = Limits {
        max_n: 12,
        max_page: 100,
        ..Default::default()
    };
    let app = || nqueens_web::app_with(limits);
    let body = ok_json_on(app(), "/api/limits").await;
    assert_eq!(body["max_n"], 12);
    assert_eq!(body["max_page"], 100);
    assert_eq!(body["stats_max_n"], 14);
    let uri = "/api/state?n=13";
    let message = error_on(app(), uri, StatusCode::BAD_REQUEST).await;
    assert_names(uri, &message, "n", 1, 12);
    let uri = "/api/events?n=4&limit=101";
    let message = error_on(app(), uri, StatusCode::BAD_REQUEST).await;
    assert_names(uri, &message, "limit", 1, 100);
    ok_json_on(app(), "/api/state?n=12&step=10").await;
}

// ---------------------------------------------------------------------
// /api/stats

#[tokio::test]
async fn stats_of_eight_are_exact() {
    let stats = ok_json("/api/stats?n=8").await;
    assert_eq!(stats["n"], 8);
    assert_eq!(stats["solutions"], 92);
    assert_eq!(stats["nodes"], 2057);
    assert_eq!(stats["expanded"], 1965);
    assert_eq!(stats["squares_tried"], 15720);
    assert_eq!(stats["dead_ends"], 644);
    assert_eq!(stats["unique"], 12);
    let events = count_events(8);
    assert_eq!(u(&stats["total_steps"]), events, "the events of trace::run");
    // The keys of `nqueens stats 8 --json`, plus unique and total_steps.
    let mut expected = serde_json::to_value(nqueens::search_stats(size(8))).expect("serialize");
    expected["unique"] = json!(12);
    expected["total_steps"] = json!(events);
    assert_eq!(stats, expected);
}

#[tokio::test]
async fn stats_count_the_real_events_of_every_small_n() {
    for n in 1..=10 {
        let stats = ok_json(&format!("/api/stats?n={n}")).await;
        let expected = nqueens::search_stats(size(n));
        assert_eq!(u(&stats["total_steps"]), count_events(n), "N = {n}");
        assert_eq!(u(&stats["solutions"]), expected.solutions, "N = {n}");
        assert_eq!(u(&stats["nodes"]), expected.nodes, "N = {n}");
        assert_eq!(
            u(&stats["unique"]),
            nqueens::count_fundamental(size(n)),
            "N = {n}"
        );
    }
}

// ---------------------------------------------------------------------
// /api/state

#[tokio::test]
async fn state_at_step_zero_is_the_empty_board() {
    let state = ok_json("/api/state?n=4&step=0").await;
    assert_eq!(
        state,
        json!({
            "n": 4, "step": 0, "total_steps": count_events(4), "finished": false,
            "columns": [], "last_event": null,
            "counters": {"squares_tried": 0, "nodes": 1, "expanded": 1,
                         "dead_ends": 0, "solutions": 0, "depth": 0},
            "nodes_by_depth": [1, 0, 0, 0, 0],
            "dead_ends_by_depth": [0, 0, 0, 0],
        })
    );
    // `step` defaults to 0.
    assert_eq!(ok_json("/api/state?n=4").await, state);
}

#[tokio::test]
async fn final_states_equal_the_statistics() {
    for n in [4, 8] {
        let total = count_events(n);
        let state = ok_json(&format!("/api/state?n={n}&step={total}")).await;
        let stats = nqueens::search_stats(size(n));
        assert_eq!(state["finished"], true, "N = {n}");
        assert_eq!(u(&state["step"]), total, "N = {n}");
        assert_eq!(state["total_steps"], state["step"], "N = {n}");
        assert_eq!(state["columns"], json!([]), "N = {n}");
        assert_eq!(
            state["counters"],
            json!({
                "squares_tried": stats.squares_tried,
                "nodes": stats.nodes,
                "expanded": stats.expanded,
                "dead_ends": stats.dead_ends,
                "solutions": stats.solutions,
                "depth": 0,
            }),
            "N = {n}"
        );
        assert_eq!(state["nodes_by_depth"], json!(stats.nodes_by_depth));
        assert_eq!(state["dead_ends_by_depth"], json!(stats.dead_ends_by_depth));
        let events = trace_events(n);
        assert_eq!(
            state["last_event"],
            step_json(events.len() - 1, events.last().expect("events")),
            "N = {n}"
        );
        // The same as seeking the end.
        let end = ok_json(&format!("/api/seek?n={n}&target=end")).await;
        assert_eq!(end, state, "N = {n}");
    }
}

#[tokio::test]
async fn a_state_past_the_end_is_the_final_state() {
    let total = count_events(4);
    let last = ok_json(&format!("/api/state?n=4&step={total}")).await;
    for step in [total + 1, 1_000_000, u64::MAX] {
        let past = ok_json(&format!("/api/state?n=4&step={step}")).await;
        assert_eq!(past, last, "step {step}");
    }
    assert_eq!(u(&last["step"]), total);
    assert_eq!(last["finished"], true);
}

#[tokio::test]
async fn states_follow_the_events_step_by_step() {
    let n = 6;
    let events = trace_events(n);
    let total = events.len() as u64;
    let mut steps = vec![0, 1, 2, 3, 17, 100, 333, 500];
    steps.extend([events.len() - 2, events.len() - 1, events.len()]);
    for step in steps {
        let state = ok_json(&format!("/api/state?n={n}&step={step}")).await;
        assert_eq!(
            state,
            reference_state(n, &events, step, Some(total), true),
            "N = {n}, step {step}"
        );
    }
}

#[tokio::test]
async fn stepping_works_for_every_n_in_range() {
    for n in 1..=20 {
        let step = 50;
        let state = ok_json(&format!("/api/state?n={n}&step={step}")).await;
        let events = first_events(n, step);
        let whole = events.len() < step;
        let total = (n <= 14).then(|| known_total_steps(n));
        if whole {
            assert_eq!(total, Some(events.len() as u64));
        }
        assert_eq!(
            state,
            reference_state(n, &events, step, total, whole),
            "N = {n}, step {step}"
        );
        assert_eq!(state["total_steps"].is_null(), n > 14, "N = {n}");
    }
}

/// The number of events of N's search: counted for N <= 10, else from the
/// statistics (each try gives a reject or a place, each place a remove; the
/// stats test checks this against real counts).
fn known_total_steps(n: usize) -> u64 {
    if n <= 10 {
        return count_events(n);
    }
    let s = nqueens::search_stats(size(n));
    2 * s.squares_tried + (s.nodes - 1) + s.solutions + s.dead_ends
}

// ---------------------------------------------------------------------
// /api/events

/// Fetches every page of N's events with page size `limit`; the pages.
async fn all_pages(n: usize, limit: usize) -> Vec<Value> {
    let mut pages = Vec::new();
    let mut from = 0u64;
    loop {
        let page = ok_json(&format!("/api/events?n={n}&from={from}&limit={limit}")).await;
        assert_eq!(page["n"], n);
        assert_eq!(u(&page["from"]), from);
        let count = page["events"].as_array().expect("a list of events").len();
        assert!(count <= limit, "a page holds at most limit events");
        from += count as u64;
        let finished = page["finished"].as_bool().expect("finished is a boolean");
        pages.push(page);
        if finished {
            return pages;
        }
        assert_eq!(count, limit, "an unfinished page is full");
        assert!(pages.len() < 10_000, "paging does not end");
    }
}

#[tokio::test]
async fn event_pages_concatenate_to_the_trace() {
    let n = 5;
    let events = trace_events(n);
    let expected: Vec<Value> = events
        .iter()
        .enumerate()
        .map(|(step, event)| step_json(step, event))
        .collect();
    // 37 does not divide the number of events: the last page is short.
    assert_ne!(events.len() % 37, 0);
    for limit in [37, 1000] {
        let pages = all_pages(n, limit).await;
        let got: Vec<Value> = pages
            .iter()
            .flat_map(|page| page["events"].as_array().expect("events").clone())
            .collect();
        assert_eq!(got, expected, "limit {limit}");
        let last = pages.last().expect("a page");
        assert_eq!(last["finished"], true);
        assert!(!last["events"].as_array().expect("events").is_empty());
        assert!(pages[..pages.len() - 1]
            .iter()
            .all(|page| page["finished"] == false));
    }
    // Kinds, rows and columns, as `nqueens trace` names them.
    let first = ok_json("/api/events?n=5&limit=3").await;
    assert_eq!(
        first["events"],
        json!([
            {"step": 0, "event": "try", "row": 0, "column": 0},
            {"step": 1, "event": "place", "row": 0, "column": 0},
            {"step": 2, "event": "try", "row": 1, "column": 0},
        ])
    );
    let kinds: BTreeSet<String> = expected
        .iter()
        .map(|e| e["event"].as_str().expect("a kind").to_string())
        .collect();
    let all_kinds = ["dead_end", "place", "reject", "remove", "solution", "try"];
    assert_eq!(kinds, all_kinds.iter().map(|k| k.to_string()).collect());
}

#[tokio::test]
async fn a_page_past_the_end_is_empty_and_finished() {
    let total = count_events(5);
    for from in [total, total + 1, 10_000_000] {
        let page = ok_json(&format!("/api/events?n=5&from={from}&limit=10")).await;
        assert_eq!(
            page,
            json!({"n": 5, "from": from, "finished": true, "events": []})
        );
    }
}

#[tokio::test]
async fn events_page_defaults_and_limits() {
    // Default: from 0, 1000 events.
    let page = ok_json("/api/events?n=8").await;
    assert_eq!(page["from"], 0);
    assert_eq!(page["events"].as_array().expect("events").len(), 1000);
    assert_eq!(page["finished"], false);
    // The largest page, on the largest N.
    let page = ok_json("/api/events?n=20&from=123456&limit=5000").await;
    let got = page["events"].as_array().expect("events");
    assert_eq!(got.len(), 5000);
    assert_eq!(page["finished"], false);
    let events = first_events(20, 123_456 + 5000);
    assert_eq!(got[0], step_json(123_456, &events[123_456]));
    assert_eq!(got[4999], step_json(128_455, &events[128_455]));
}

/// A page that ends exactly with the search's last event holds the end of
/// the search, so API.md's "`finished` is true when the search ends within
/// this page" makes it finished.
#[tokio::test]
async fn a_page_ending_with_the_last_event_is_finished() {
    let total = count_events(4);
    let page = ok_json(&format!("/api/events?n=4&from=0&limit={total}")).await;
    assert_eq!(
        page["events"].as_array().expect("events").len() as u64,
        total
    );
    assert_eq!(page["finished"], true);
    let page = ok_json(&format!("/api/events?n=4&from={}&limit=10", total - 10)).await;
    assert_eq!(page["finished"], true);
}

// ---------------------------------------------------------------------
// /api/seek

#[tokio::test]
async fn seeking_solutions_of_four() {
    let events = trace_events(4);
    let total = events.len() as u64;
    let solution_steps: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, TraceEvent::Solution { .. }))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(solution_steps.len(), 2);

    let first = ok_json("/api/seek?n=4&target=solution").await;
    assert_eq!(columns_of(&first["columns"]), [1, 3, 0, 2]);
    assert_eq!(first["counters"]["solutions"], 1);
    assert_eq!(first["finished"], false);
    assert_eq!(u(&first["step"]), solution_steps[0] as u64 + 1);
    assert_eq!(
        first["last_event"],
        json!({"step": solution_steps[0], "event": "solution", "columns": [1, 3, 0, 2]})
    );
    assert_eq!(
        first,
        reference_state(4, &events, solution_steps[0] + 1, Some(total), true)
    );
    // `from` defaults to 0.
    assert_eq!(ok_json("/api/seek?n=4&from=0&target=solution").await, first);

    let from = u(&first["step"]);
    let second = ok_json(&format!("/api/seek?n=4&from={from}&target=solution")).await;
    assert_eq!(columns_of(&second["columns"]), [2, 0, 3, 1]);
    assert_eq!(second["counters"]["solutions"], 2);
    assert_eq!(u(&second["step"]), solution_steps[1] as u64 + 1);
    // From the solution's own step, the seek finds it again.
    let again = ok_json(&format!(
        "/api/seek?n=4&from={}&target=solution",
        solution_steps[1]
    ))
    .await;
    assert_eq!(again, second);

    let from = u(&second["step"]);
    let none = ok_json(&format!("/api/seek?n=4&from={from}&target=solution")).await;
    assert_eq!(none["finished"], true);
    assert_eq!(u(&none["step"]), total);
    assert_eq!(none["counters"]["solutions"], 2);
    let far = ok_json("/api/seek?n=4&from=99999999&target=solution").await;
    assert_eq!(far, none);
}

#[tokio::test]
async fn seeking_dead_ends_and_the_end() {
    let events = trace_events(4);
    let total = events.len() as u64;
    let dead_end_steps: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, TraceEvent::DeadEnd { .. }))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(dead_end_steps.len(), 4);
    let mut from = 0;
    for (k, &at) in dead_end_steps.iter().enumerate() {
        let state = ok_json(&format!("/api/seek?n=4&from={from}&target=dead_end")).await;
        assert_eq!(
            state,
            reference_state(4, &events, at + 1, Some(total), true),
            "dead end {k}"
        );
        assert_eq!(state["last_event"]["event"], "dead_end");
        assert_eq!(u(&state["counters"]["dead_ends"]), k as u64 + 1);
        from = u(&state["step"]);
    }
    let none = ok_json(&format!("/api/seek?n=4&from={from}&target=dead_end")).await;
    assert_eq!(none["finished"], true);
    assert_eq!(u(&none["step"]), total);

    let end = ok_json("/api/seek?n=4&target=end").await;
    assert_eq!(end, none);
    assert_eq!(
        end,
        reference_state(4, &events, events.len(), Some(total), true)
    );
}

#[tokio::test]
async fn seeking_the_first_solution_of_eight_and_twenty() {
    let eight = ok_json("/api/seek?n=8&target=solution").await;
    assert_eq!(columns_of(&eight["columns"]), [0, 4, 7, 5, 2, 6, 1, 3]);
    assert_eq!(eight["counters"]["solutions"], 1);
    assert_eq!(eight["counters"]["depth"], 8);

    // N = 20 has no known total; its first solution is still found.
    let twenty = ok_json("/api/seek?n=20&target=solution").await;
    assert_eq!(twenty["total_steps"], Value::Null);
    assert_eq!(twenty["finished"], false);
    let columns = columns_of(&twenty["columns"]);
    assert_eq!(columns.len(), 20);
    assert!(Solution::new(columns.clone()).is_ok());
    assert_eq!(
        Some(columns),
        nqueens::Solutions::new(size(20))
            .next()
            .map(|s| s.columns().to_vec())
    );
}

// ---------------------------------------------------------------------
// /api/tree

/// Whether no two queens of a partial placement attack each other.
fn non_attacking(path: &[usize]) -> bool {
    path.iter().enumerate().all(|(r1, &c1)| {
        path[..r1]
            .iter()
            .enumerate()
            .all(|(r2, &c2)| c1 != c2 && r1.abs_diff(r2) != c1.abs_diff(c2))
    })
}

/// Checks the tree's shape and returns (solution paths, dead-end count).
fn check_tree(n: usize, tree: &Value) -> (Vec<Vec<usize>>, usize) {
    assert_eq!(tree["n"], n);
    let nodes = tree["nodes"].as_array().expect("nodes");
    let mut paths: Vec<Vec<usize>> = Vec::new();
    let mut solutions = Vec::new();
    let mut dead_ends = 0;
    for (i, node) in nodes.iter().enumerate() {
        assert_eq!(u(&node["id"]), i as u64, "ids are positions");
        let path = columns_of(&node["path"]);
        assert_eq!(u(&node["depth"]), path.len() as u64, "node {i}");
        if i == 0 {
            assert_eq!(node["parent"], Value::Null);
            assert!(path.is_empty());
        } else {
            let parent = u(&node["parent"]) as usize;
            assert!(parent < i, "node {i}: a parent comes first");
            assert_eq!(path[..path.len() - 1], paths[parent][..], "node {i}");
        }
        assert!(non_attacking(&path), "node {i}: {path:?}");
        assert!(path.iter().all(|&c| c < n));
        let solution = node["solution"].as_bool().expect("a boolean");
        let dead_end = node["dead_end"].as_bool().expect("a boolean");
        assert_eq!(solution, path.len() == n, "node {i}");
        assert!(!(solution && dead_end));
        if solution {
            solutions.push(path.clone());
        }
        dead_ends += usize::from(dead_end);
        paths.push(path);
    }
    // Each path once, and in the order the search places the queens.
    assert_eq!(paths.iter().collect::<BTreeSet<_>>().len(), paths.len());
    let mut current = Vec::new();
    let mut placed = vec![Vec::new()];
    for event in trace_events(n) {
        match event {
            TraceEvent::Place { column, .. } => {
                current.push(column);
                placed.push(current.clone());
            }
            TraceEvent::Remove { .. } => {
                current.pop();
            }
            _ => {}
        }
    }
    assert_eq!(paths, placed);
    (solutions, dead_ends)
}

#[tokio::test]
async fn tree_of_four() {
    let tree = ok_json("/api/tree?n=4").await;
    assert_eq!(tree["nodes"].as_array().expect("nodes").len(), 17);
    assert_eq!(
        tree["nodes"][0],
        json!({"id":0,"parent":null,"depth":0,"path":[],"dead_end":false,"solution":false})
    );
    assert_eq!(
        tree["nodes"][1],
        json!({"id":1,"parent":0,"depth":1,"path":[0],"dead_end":false,"solution":false})
    );
    let (solutions, dead_ends) = check_tree(4, &tree);
    assert_eq!(solutions, [[1, 3, 0, 2], [2, 0, 3, 1]]);
    assert_eq!(dead_ends, 4);
}

#[tokio::test]
async fn tree_of_seven_and_every_small_n() {
    let tree = ok_json("/api/tree?n=7").await;
    assert_eq!(tree["nodes"].as_array().expect("nodes").len(), 552);
    for n in 1..=7 {
        let tree = ok_json(&format!("/api/tree?n={n}")).await;
        let stats = nqueens::search_stats(size(n));
        let count = tree["nodes"].as_array().expect("nodes").len() as u64;
        assert_eq!(count, stats.nodes, "N = {n}");
        let (solutions, dead_ends) = check_tree(n, &tree);
        assert_eq!(solutions, nqueens::solve_n_queens(size(n)), "N = {n}");
        assert_eq!(dead_ends as u64, stats.dead_ends, "N = {n}");
    }
}

// ---------------------------------------------------------------------
// /api/table

#[tokio::test]
async fn table_from_four_to_eight() {
    let table = ok_json("/api/table?from=4&to=8").await;
    let rows = table["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 5);
    let ns: Vec<u64> = rows.iter().map(|r| u(&r["n"])).collect();
    assert_eq!(ns, [4, 5, 6, 7, 8]);
    let totals: Vec<u64> = rows.iter().map(|r| u(&r["total"])).collect();
    assert_eq!(totals, [2, 10, 4, 40, 92]);
    let unique: Vec<u64> = rows.iter().map(|r| u(&r["unique"])).collect();
    assert_eq!(unique, [1, 2, 1, 6, 12]);
    let factorials: Vec<&str> = rows
        .iter()
        .map(|r| r["factorial"].as_str().unwrap())
        .collect();
    assert_eq!(factorials, ["24", "120", "720", "5040", "40320"]);
    let powers: Vec<&str> = rows.iter().map(|r| r["power"].as_str().unwrap()).collect();
    assert_eq!(powers, ["256", "3125", "46656", "823543", "16777216"]);
    assert_eq!(
        rows[0],
        json!({"n":4,"total":2,"unique":1,"nodes":17,"expanded":15,"dead_ends":4,
               "squares_tried":60,"factorial":"24","power":"256"})
    );
    for row in rows {
        let stats = nqueens::search_stats(size(u(&row["n"]) as usize));
        assert_eq!(u(&row["nodes"]), stats.nodes);
        assert_eq!(u(&row["expanded"]), stats.expanded);
        assert_eq!(u(&row["dead_ends"]), stats.dead_ends);
        assert_eq!(u(&row["squares_tried"]), stats.squares_tried);
    }
}

#[tokio::test]
async fn table_defaults_and_big_numbers() {
    let table = ok_json("/api/table").await;
    let ns: Vec<u64> = table["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| u(&r["n"]))
        .collect();
    assert_eq!(ns, (1..=12).collect::<Vec<u64>>());
    let table = ok_json("/api/table?from=14&to=14").await;
    let row = &table["rows"][0];
    assert_eq!(row["n"], 14);
    assert_eq!(row["total"], 365_596);
    assert_eq!(row["unique"], 45_752);
    assert_eq!(row["factorial"], (1..=14u128).product::<u128>().to_string());
    assert_eq!(row["factorial"], "87178291200");
    assert_eq!(row["power"], 14u128.pow(14).to_string());
    assert_eq!(row["power"], "11112006825558016");
}

// ---------------------------------------------------------------------
// /api/fundamental

#[tokio::test]
async fn fundamental_solutions_of_eight() {
    let body = ok_json("/api/fundamental?n=8").await;
    assert_eq!(body["n"], 8);
    let classes = body["classes"].as_array().expect("classes");
    assert_eq!(classes.len(), 12);
    assert_eq!(
        classes[0],
        json!({"columns":[0,4,7,5,2,6,1,3],"class_size":8})
    );
    let mut covered = BTreeSet::new();
    let mut total = 0;
    for class in classes {
        let columns = columns_of(&class["columns"]);
        let solution = Solution::new(columns).expect("a solution");
        assert!(nqueens::is_canonical(&solution), "{solution:?}");
        let class_size = u(&class["class_size"]) as usize;
        assert_eq!(class_size, nqueens::class_size(&solution));
        total += class_size;
        for image in nqueens::orbit(&solution) {
            covered.insert(image.into_columns());
        }
    }
    assert_eq!(total, 92);
    let all: BTreeSet<Vec<usize>> = nqueens::solve_n_queens(size(8)).into_iter().collect();
    assert_eq!(covered, all, "the classes cover every solution");
}

#[tokio::test]
async fn fundamental_class_sizes_sum_to_the_totals() {
    for n in 1..=10 {
        let body = ok_json(&format!("/api/fundamental?n={n}")).await;
        let classes = body["classes"].as_array().expect("classes");
        let sum: u64 = classes.iter().map(|c| u(&c["class_size"])).sum();
        assert_eq!(sum, nqueens::count_solutions(size(n)), "N = {n}");
        assert_eq!(
            classes.len() as u64,
            nqueens::count_fundamental(size(n)),
            "N = {n}"
        );
    }
}

// ---------------------------------------------------------------------
// /api/symmetries

#[tokio::test]
async fn symmetries_of_a_solution() {
    for columns in [vec![1, 3, 0, 2], vec![0, 4, 7, 5, 2, 6, 1, 3]] {
        let text: Vec<String> = columns.iter().map(|c| c.to_string()).collect();
        let body = ok_json(&format!("/api/symmetries?columns={}", text.join(","))).await;
        let images = body["images"].as_array().expect("images");
        assert_eq!(images.len(), 8);
        let solution = Solution::new(columns.clone()).expect("a solution");
        for (image, symmetry) in images.iter().zip(Symmetry::ALL) {
            assert_eq!(
                image["symmetry"],
                serde_json::to_value(symmetry).expect("serialize")
            );
            assert_eq!(image["name"], symmetry.name());
            let got = columns_of(&image["columns"]);
            assert!(Solution::new(got.clone()).is_ok(), "{got:?}");
            assert_eq!(got, symmetry.apply(&solution).columns());
        }
        assert_eq!(
            images[0],
            json!({"symmetry":"identity","name":"identity","columns":columns})
        );
    }
    // Spaces after commas (as "1, 3, 0, 2") are accepted.
    let body = ok_json("/api/symmetries?columns=1,%203,%200,%202").await;
    assert_eq!(body["images"][0]["columns"], json!([1, 3, 0, 2]));
}

#[tokio::test]
async fn symmetries_of_the_largest_board() {
    let first = nqueens::Solutions::new(size(20))
        .next()
        .expect("N = 20 has solutions");
    let text: Vec<String> = first.iter().map(|c| c.to_string()).collect();
    let body = ok_json(&format!("/api/symmetries?columns={}", text.join(","))).await;
    assert_eq!(body["images"].as_array().expect("images").len(), 8);
}

// ---------------------------------------------------------------------
// Bad parameters

#[tokio::test]
async fn a_bad_n_names_n_and_its_range() {
    let cases: &[(&str, u64)] = &[
        ("/api/events", 20),
        ("/api/events?from=0", 20),
        ("/api/events?n=0", 20),
        ("/api/events?n=21", 20),
        ("/api/events?n=abc", 20),
        ("/api/events?n=", 20),
        ("/api/events?n=-3", 20),
        ("/api/events?n=4.5", 20),
        ("/api/state", 20),
        ("/api/state?n=0", 20),
        ("/api/state?n=21&step=0", 20),
        ("/api/seek?target=end", 20),
        ("/api/seek?n=0&target=end", 20),
        ("/api/seek?n=21&target=solution", 20),
        ("/api/stats", 14),
        ("/api/stats?n=0", 14),
        ("/api/stats?n=15", 14),
        ("/api/tree", 7),
        ("/api/tree?n=0", 7),
        ("/api/tree?n=8", 7),
        ("/api/fundamental", 10),
        ("/api/fundamental?n=0", 10),
        ("/api/fundamental?n=11", 10),
    ];
    for &(uri, max) in cases {
        let message = bad_request(uri).await;
        assert_names(uri, &message, "n", 1, max);
        if let Some((_, rest)) = uri.split_once("?n=") {
            let value = rest.split('&').next().unwrap_or("");
            if !value.is_empty() {
                assert!(message.contains(value), "{uri}: the bad value: {message:?}");
            }
        }
    }
}

#[tokio::test]
async fn bad_pages_and_steps_name_their_parameter() {
    let cases: &[(&str, &str, u64, u64)] = &[
        ("/api/events?n=4&limit=0", "limit", 1, 5000),
        ("/api/events?n=4&limit=5001", "limit", 1, 5000),
        ("/api/events?n=4&limit=abc", "limit", 1, 5000),
        ("/api/events?n=4&from=-1", "from", 0, u64::MAX),
        ("/api/events?n=4&from=x", "from", 0, u64::MAX),
        ("/api/state?n=4&step=abc", "step", 0, u64::MAX),
        ("/api/state?n=4&step=-1", "step", 0, u64::MAX),
        ("/api/state?n=4&step=1e3", "step", 0, u64::MAX),
        ("/api/seek?n=4&from=-1&target=end", "from", 0, u64::MAX),
        ("/api/table?from=5&to=4", "from", 1, 14),
        ("/api/table?from=5&to=4", "to", 1, 14),
        ("/api/table?to=15", "to", 1, 14),
        ("/api/table?from=0", "from", 1, 14),
        ("/api/table?from=15&to=15", "from", 1, 14),
    ];
    for &(uri, parameter, min, max) in cases {
        let message = bad_request(uri).await;
        assert_names(uri, &message, parameter, min, max);
    }
}

#[tokio::test]
async fn a_bad_target_lists_the_targets() {
    for uri in [
        "/api/seek?n=4",
        "/api/seek?n=4&target=bogus",
        "/api/seek?n=4&target=",
        "/api/seek?n=4&target=Solution",
    ] {
        let message = bad_request(uri).await;
        assert!(has_word(&message, "target"), "{uri}: {message:?}");
        for target in ["solution", "dead_end", "end"] {
            assert!(has_word(&message, target), "{uri}: {message:?}");
        }
    }
    let message = bad_request("/api/seek?n=4&target=bogus").await;
    assert!(message.contains("bogus"), "{message:?}");
}

#[tokio::test]
async fn bad_columns_for_symmetries() {
    let malformed = [
        "/api/symmetries",
        "/api/symmetries?columns=",
        "/api/symmetries?columns=a,b",
        "/api/symmetries?columns=1,3,,2",
        "/api/symmetries?columns=1,3,0,2,",
        "/api/symmetries?columns=-1,3,0,2",
        "/api/symmetries?columns=1;3;0;2",
    ];
    for uri in malformed {
        let message = bad_request(uri).await;
        assert!(has_word(&message, "columns"), "{uri}: {message:?}");
    }
    // Too big: N = 21 > max_n.
    let big: Vec<String> = (0..21).map(|c| c.to_string()).collect();
    let uri = format!("/api/symmetries?columns={}", big.join(","));
    let message = bad_request(&uri).await;
    assert_names(&uri, &message, "columns", 1, 20);
    // Not a solution: two queens attack each other, or a queen off the board.
    for uri in [
        "/api/symmetries?columns=0,0",
        "/api/symmetries?columns=1,3,2,0",
        "/api/symmetries?columns=0,1,2,3",
        "/api/symmetries?columns=1,4,0,2",
    ] {
        let message = bad_request(uri).await;
        assert!(
            message.contains("solution") || message.contains("outside"),
            "{uri}: {message:?}"
        );
    }
}

/// API.md: bad parameters name the parameter and the bad value.
#[tokio::test]
async fn a_non_solution_names_columns_and_its_value() {
    let uri = "/api/symmetries?columns=0,0";
    let message = bad_request(uri).await;
    assert!(has_word(&message, "columns"), "{message:?}");
    assert!(message.contains("0,0"), "{message:?}");
}

#[tokio::test]
async fn unknown_endpoints_are_json_404s() {
    for uri in [
        "/api/whatever",
        "/api/whatever?n=4",
        "/api/stats/8",
        "/api/limits/extra",
    ] {
        let message = error_on(nqueens_web::app(), uri, StatusCode::NOT_FOUND).await;
        let path = uri.split('?').next().expect("a path");
        assert!(message.contains(path), "{uri}: {message:?}");
    }
}

/// API.md: "every answer is JSON".
#[tokio::test]
async fn the_bare_api_prefix_is_a_json_404() {
    for uri in ["/api", "/api/"] {
        error_on(nqueens_web::app(), uri, StatusCode::NOT_FOUND).await;
    }
}

// ---------------------------------------------------------------------
// The page

#[tokio::test]
async fn the_page_is_served_once_it_exists() {
    let reply = get("/").await;
    if nqueens_web::asset_names().iter().any(|n| n == "index.html") {
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        assert!(
            reply.content_type.starts_with("text/html"),
            "content type {:?}",
            reply.content_type
        );
    } else {
        assert_eq!(reply.status, StatusCode::NOT_FOUND);
    }
    for name in nqueens_web::asset_names() {
        let reply = get(&format!("/{name}")).await;
        assert_eq!(reply.status, StatusCode::OK, "/{name}");
        assert!(!reply.content_type.is_empty(), "/{name}");
    }
    let reply = get("/assets/no-such-file.js").await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
}

// ---------------------------------------------------------------------
// The time limit

#[tokio::test]
async fn requests_past_the_time_limit_are_422() {
    let limits = Limits {
        time_limit_ms: 1,
        ..Default::default()
    };
    let app = || nqueens_web::app_with(limits);
    for uri in [
        "/api/seek?n=16&target=end",
        "/api/seek?n=20&from=1000000000000&target=solution",
        "/api/state?n=20&step=1000000000000",
        "/api/events?n=20&from=1000000000000&limit=10",
    ] {
        let message = error_on(app(), uri, StatusCode::UNPROCESSABLE_ENTITY).await;
        assert!(has_word(&message, "limit"), "{uri}: {message:?}");
        assert!(
            numbers_in(&message).contains(&1),
            "{uri}: the limit in ms: {message:?}"
        );
    }
    // Small requests fit in the same limit.
    let state = ok_json_on(app(), "/api/state?n=4&step=10").await;
    assert_eq!(state["step"], 10);
}

// ---------------------------------------------------------------------
// The real server

#[tokio::test]
async fn the_real_server_speaks_http() {
    let addr = start_server().await;
    assert_eq!(addr.ip().to_string(), "127.0.0.1");
    assert_ne!(addr.port(), 0, "the bound port, not 0");
    let response = http_get(addr, "/api/stats?n=6").await;
    assert_eq!(response.status_line, "HTTP/1.1 200 OK");
    assert!(response
        .header("content-type")
        .is_some_and(|t| t.starts_with("application/json")));
    let body: Value = serde_json::from_str(&response.body).expect("a JSON body");
    assert_eq!(body["solutions"], 4);
    assert_eq!(body["unique"], 1);
    assert_eq!(u(&body["nodes"]), nqueens::search_stats(size(6)).nodes);
    assert_eq!(u(&body["total_steps"]), count_events(6));

    let response = http_get(addr, "/api/stats?n=15").await;
    assert_eq!(response.status_line, "HTTP/1.1 400 Bad Request");
    let body: Value = serde_json::from_str(&response.body).expect("a JSON body");
    assert!(body["error"].is_string());
}

/// A slow request (it runs to the 3 s limit) does not hold up a quick one
/// on the same single-threaded runtime.
#[tokio::test]
async fn a_long_request_does_not_block_others() {
    let addr = start_server().await;
    let slow_done = Arc::new(AtomicBool::new(false));
    let slow = tokio::spawn({
        let slow_done = slow_done.clone();
        async move {
            let response = http_get(addr, "/api/seek?n=18&target=end").await;
            slow_done.store(true, Ordering::SeqCst);
            response
        }
    });
    // Let the slow request reach the server and start computing.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let quick = http_get(addr, "/api/limits").await;
    let slow_finished_first = slow_done.load(Ordering::SeqCst);
    assert_eq!(quick.status_line, "HTTP/1.1 200 OK");
    assert!(
        !slow_finished_first,
        "the quick request waited for the slow one"
    );
    let slow = slow.await.expect("the slow request");
    assert_eq!(slow.status_line, "HTTP/1.1 422 Unprocessable Entity");
    let body: Value = serde_json::from_str(&slow.body).expect("a JSON body");
    let message = body["error"].as_str().expect("a message");
    assert!(has_word(message, "limit"), "{message:?}");
}

/// CPU time (clock ticks) of this process's threads named `name`, by
/// thread id.
#[cfg(target_os = "linux")]
fn cpu_ticks_of_threads(name: &str) -> std::collections::BTreeMap<u64, u64> {
    let mut ticks = std::collections::BTreeMap::new();
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return ticks;
    };
    for task in tasks.flatten() {
        let path = task.path();
        let Ok(comm) = std::fs::read_to_string(path.join("comm")) else {
            continue;
        };
        if comm.trim_end() != name {
            continue;
        }
        let Ok(stat) = std::fs::read_to_string(path.join("stat")) else {
            continue;
        };
        // Fields after "(comm)": state is the first; utime, stime the 12th, 13th.
        let after = &stat[stat.rfind(')').expect("a stat line") + 1..];
        let fields: Vec<&str> = after.split_whitespace().collect();
        let used: u64 =
            fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime");
        let tid: u64 = task
            .file_name()
            .to_string_lossy()
            .parse()
            .expect("a thread id");
        ticks.insert(tid, used);
    }
    ticks
}

/// Ticks used by the threads of `after` since `before`.
#[cfg(target_os = "linux")]
fn ticks_since(
    before: &std::collections::BTreeMap<u64, u64>,
    after: &std::collections::BTreeMap<u64, u64>,
) -> u64 {
    after
        .iter()
        .map(|(tid, &t)| t.saturating_sub(before.get(tid).copied().unwrap_or(0)))
        .sum()
}

/// When the client of a long replay hangs up, the replay stops: the
/// server's blocking threads (named after this test's runtime) go idle
/// long before the 3 s limit.
#[cfg(target_os = "linux")]
#[test]
fn a_replay_stops_when_its_client_goes_away() {
    const NAME: &str = "nq-cancel-test"; // at most 15 bytes: /proc's comm
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .thread_name(NAME)
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let addr = start_server().await;
        let start = cpu_ticks_of_threads(NAME);
        let stream = send_get(addr, "/api/seek?n=20&target=end").await;
        // Wait (at most 2 s of the 3 s limit) until the replay has visibly
        // used 0.1 s of CPU, so that the probe is known to see it.
        let mut used = 0;
        for _ in 0..20 {
            tokio::time::sleep(Duration::from_millis(100)).await;
            used = ticks_since(&start, &cpu_ticks_of_threads(NAME));
            if used >= 10 {
                break;
            }
        }
        assert!(
            used >= 10,
            "the replay should be computing on a blocking thread named {NAME} \
             ({used} ticks in 2 s): the probe does not see it"
        );
        drop(stream);
        tokio::time::sleep(Duration::from_millis(300)).await;
        let before = cpu_ticks_of_threads(NAME);
        tokio::time::sleep(Duration::from_millis(700)).await;
        let after = cpu_ticks_of_threads(NAME);
        let used = ticks_since(&before, &after);
        assert!(
            used <= 5,
            "the replay went on after its client left: {used} ticks in 0.7 s"
        );
    });
}
