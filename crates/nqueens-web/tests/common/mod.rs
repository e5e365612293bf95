//! Helpers of the API tests: requests through `oneshot`, an independent
//! replay of the search from `nqueens::trace::run`, and a raw HTTP/1.1
//! client for the real server.

use std::io::ErrorKind;
use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use nqueens::trace::{self, Flow};
use nqueens::{BoardSize, TraceEvent};
use serde_json::{json, Value};
use tower::ServiceExt;

/// A board size the tests know to be valid.
pub fn size(n: usize) -> BoardSize {
    BoardSize::new(n).unwrap_or_else(|e| panic!("N = {n}: {e}"))
}

/// Every event of the classic search for N, in order.
pub fn trace_events(n: usize) -> Vec<TraceEvent> {
    let mut events = Vec::new();
    let outcome = trace::run(size(n), &mut |event: &TraceEvent| {
        events.push(event.clone());
        Flow::Continue
    });
    assert_eq!(outcome, trace::Outcome::Finished);
    events
}

/// The first `k` events of the classic search for N (fewer if it ends).
pub fn first_events(n: usize, k: usize) -> Vec<TraceEvent> {
    let mut events = Vec::new();
    if k == 0 {
        return events;
    }
    trace::run(size(n), &mut |event: &TraceEvent| {
        events.push(event.clone());
        if events.len() >= k {
            Flow::Stop
        } else {
            Flow::Continue
        }
    });
    events
}

/// The number of events of the whole search for N.
pub fn count_events(n: usize) -> u64 {
    let mut count = 0u64;
    trace::run(size(n), &mut |_: &TraceEvent| {
        count += 1;
        Flow::Continue
    });
    count
}

/// An event as the API sends it: the event's fields plus its `step`.
pub fn step_json(step: usize, event: &TraceEvent) -> Value {
    let mut value = serde_json::to_value(event).expect("events serialize");
    value["step"] = json!(step);
    value
}

/// The `/api/state` body after the first `step` of `events`, computed from
/// the definitions in API.md (not from the crate's replay).
///
/// `total_steps` is what the server knows of the whole search (`None` for
/// N > stats_max_n); `finished` is whether `events` is the whole search
/// and `step` reaches its end.
pub fn reference_state(
    n: usize,
    events: &[TraceEvent],
    step: usize,
    total_steps: Option<u64>,
    whole_search: bool,
) -> Value {
    let step = step.min(events.len());
    let mut columns: Vec<usize> = Vec::new();
    let (mut tried, mut places, mut places_above_last_row) = (0u64, 0u64, 0u64);
    let (mut dead_ends, mut solutions) = (0u64, 0u64);
    let mut nodes_by_depth = vec![0u64; n + 1];
    nodes_by_depth[0] = 1;
    let mut dead_ends_by_depth = vec![0u64; n];
    for event in &events[..step] {
        match *event {
            TraceEvent::Try { .. } => tried += 1,
            TraceEvent::Reject { .. } => {}
            TraceEvent::Place { row, column } => {
                columns.push(column);
                places += 1;
                if row < n - 1 {
                    places_above_last_row += 1;
                }
                nodes_by_depth[row + 1] += 1;
            }
            TraceEvent::Remove { .. } => {
                columns.pop();
            }
            TraceEvent::Solution { .. } => solutions += 1,
            TraceEvent::DeadEnd { row } => {
                dead_ends += 1;
                dead_ends_by_depth[row] += 1;
            }
        }
    }
    let last_event = match step {
        0 => Value::Null,
        s => step_json(s - 1, &events[s - 1]),
    };
    json!({
        "n": n,
        "step": step,
        "total_steps": total_steps,
        "finished": whole_search && step == events.len(),
        "columns": columns,
        "last_event": last_event,
        "counters": {
            "squares_tried": tried,
            "nodes": 1 + places,
            "expanded": 1 + places_above_last_row,
            "dead_ends": dead_ends,
            "solutions": solutions,
            "depth": columns.len(),
        },
        "nodes_by_depth": nodes_by_depth,
        "dead_ends_by_depth": dead_ends_by_depth,
    })
}

/// A response, read whole.
#[derive(Debug)]
pub struct Reply {
    /// The status.
    pub status: StatusCode,
    /// The `Content-Type` header, or "".
    pub content_type: String,
    /// The body as text.
    pub text: String,
}

impl Reply {
    /// The body as JSON, or a panic naming the request.
    pub fn json(&self, uri: &str) -> Value {
        serde_json::from_str(&self.text)
            .unwrap_or_else(|e| panic!("GET {uri}: body is not JSON ({e}): {:?}", self.text))
    }
}

/// `GET uri` on `app`.
pub async fn get_on(app: Router, uri: &str) -> Reply {
    let response = app
        .oneshot(Request::get(uri).body(Body::empty()).expect("a request"))
        .await
        .expect("the router is infallible");
    let status = response.status();
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .map(|v| v.to_str().expect("ASCII content type").to_string())
        .unwrap_or_default();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("the body can be read")
        .to_bytes();
    let text = String::from_utf8(bytes.to_vec()).expect("UTF-8 body");
    Reply {
        status,
        content_type,
        text,
    }
}

/// `GET uri` on the default app.
pub async fn get(uri: &str) -> Reply {
    get_on(nqueens_web::app(), uri).await
}

/// `GET uri` on `app`, which must answer 200 with JSON; the JSON.
pub async fn ok_json_on(app: Router, uri: &str) -> Value {
    let reply = get_on(app, uri).await;
    assert_eq!(
        reply.status,
        StatusCode::OK,
        "GET {uri}: expected 200, got {} {}",
        reply.status,
        reply.text
    );
    assert!(
        reply.content_type.starts_with("application/json"),
        "GET {uri}: content type {:?}",
        reply.content_type
    );
    reply.json(uri)
}

/// `GET uri` on the default app, which must answer 200 with JSON.
pub async fn ok_json(uri: &str) -> Value {
    ok_json_on(nqueens_web::app(), uri).await
}

/// `GET uri` on `app`, which must answer `status` with `{"error": "..."}`
/// and nothing else; the message.
pub async fn error_on(app: Router, uri: &str, status: StatusCode) -> String {
    let reply = get_on(app, uri).await;
    assert_eq!(
        reply.status, status,
        "GET {uri}: expected {status}, got {} {}",
        reply.status, reply.text
    );
    assert!(
        reply.content_type.starts_with("application/json"),
        "GET {uri}: an error must be JSON, content type {:?}, body {:?}",
        reply.content_type,
        reply.text
    );
    let body = reply.json(uri);
    let object = body
        .as_object()
        .unwrap_or_else(|| panic!("GET {uri}: error body is not an object: {body}"));
    assert_eq!(
        object.keys().collect::<Vec<_>>(),
        ["error"],
        "GET {uri}: error body {body}"
    );
    let message = object["error"]
        .as_str()
        .unwrap_or_else(|| panic!("GET {uri}: error is not a string: {body}"))
        .to_string();
    assert!(!message.trim().is_empty(), "GET {uri}: empty error message");
    message
}

/// `GET uri` on the default app, which must answer 400 with a JSON error.
pub async fn bad_request(uri: &str) -> String {
    error_on(nqueens_web::app(), uri, StatusCode::BAD_REQUEST).await
}

/// Whether `word` occurs in `text` as a whole word (letters, digits and
/// `_` delimit words; case matters).
pub fn has_word(text: &str, word: &str) -> bool {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|w| w == word)
}

/// The whole numbers written in `text`.
pub fn numbers_in(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .filter_map(|w| w.parse().ok())
        .collect()
}

/// Asserts that an error message names the parameter and both ends of
/// the valid range.
pub fn assert_names(uri: &str, message: &str, parameter: &str, min: u64, max: u64) {
    assert!(
        has_word(message, parameter),
        "GET {uri}: the error should name the parameter '{parameter}': {message:?}"
    );
    let numbers = numbers_in(message);
    assert!(
        numbers.contains(&min) && numbers.contains(&max),
        "GET {uri}: the error should give the range {min} to {max}: {message:?}"
    );
}

// ---------------------------------------------------------------------
// The real server, over raw HTTP/1.1.

/// Starts `nqueens_web::serve` on 127.0.0.1 with a free port in a task of
/// the current runtime; the address it bound.
pub async fn start_server() -> SocketAddr {
    let (ready, bound) = std::sync::mpsc::channel();
    let addr: SocketAddr = "127.0.0.1:0".parse().expect("an address");
    tokio::spawn(async move {
        let options = nqueens_web::ServeOptions::new(addr);
        let result = nqueens_web::serve(&options, move |bound| {
            ready.send(bound).expect("the test waits for the address");
        })
        .await;
        panic!("the server stopped: {result:?}");
    });
    // `on_ready` runs inside the task: let it run until it has.
    for _ in 0..5000 {
        match bound.try_recv() {
            Ok(addr) => return addr,
            Err(std::sync::mpsc::TryRecvError::Empty) => {
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
            Err(e) => panic!("the server did not start: {e}"),
        }
    }
    panic!("the server did not call on_ready within 5 s");
}

/// Opens a connection and sends `GET path` with `Connection: close`.
pub async fn send_get(addr: SocketAddr, path: &str) -> tokio::net::TcpStream {
    let stream = tokio::net::TcpStream::connect(addr)
        .await
        .unwrap_or_else(|e| panic!("cannot connect to {addr}: {e}"));
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    let mut written = 0;
    let bytes = request.as_bytes();
    while written < bytes.len() {
        stream.writable().await.expect("writable");
        match stream.try_write(&bytes[written..]) {
            Ok(n) => written += n,
            Err(e) if e.kind() == ErrorKind::WouldBlock => {}
            Err(e) => panic!("cannot send the request: {e}"),
        }
    }
    stream
}

/// A raw HTTP/1.1 response.
#[derive(Debug)]
pub struct RawResponse {
    /// The status line, without CRLF.
    pub status_line: String,
    /// The header lines, names lower-cased.
    pub headers: Vec<(String, String)>,
    /// The body (de-chunked if needed).
    pub body: String,
}

impl RawResponse {
    /// The value of a header.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Reads a whole response from `stream` until the server closes it.
pub async fn read_response(stream: tokio::net::TcpStream) -> RawResponse {
    let mut raw = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        stream.readable().await.expect("readable");
        match stream.try_read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => raw.extend_from_slice(&chunk[..n]),
            Err(e) if e.kind() == ErrorKind::WouldBlock => {}
            Err(e) => panic!("cannot read the response: {e}"),
        }
    }
    let text = String::from_utf8(raw).expect("a UTF-8 response");
    let (head, body) = text
        .split_once("\r\n\r\n")
        .unwrap_or_else(|| panic!("no end of headers in {text:?}"));
    let mut lines = head.split("\r\n");
    let status_line = lines.next().expect("a status line").to_string();
    let headers: Vec<(String, String)> = lines
        .map(|line| {
            let (name, value) = line
                .split_once(':')
                .unwrap_or_else(|| panic!("bad header line {line:?}"));
            (name.trim().to_ascii_lowercase(), value.trim().to_string())
        })
        .collect();
    let mut response = RawResponse {
        status_line,
        headers,
        body: body.to_string(),
    };
    if response
        .header("transfer-encoding")
        .is_some_and(|v| v.eq_ignore_ascii_case("chunked"))
    {
        response.body = dechunk(&response.body);
    } else if let Some(length) = response.header("content-length") {
        let length: usize = length.parse().expect("a numeric content-length");
        assert_eq!(response.body.len(), length, "body length vs content-length");
    }
    response
}

/// Decodes a chunked body.
fn dechunk(mut rest: &str) -> String {
    let mut body = String::new();
    loop {
        let (size, after) = rest.split_once("\r\n").expect("a chunk size line");
        let size = usize::from_str_radix(size.split(';').next().unwrap_or("").trim(), 16)
            .expect("a hexadecimal chunk size");
        if size == 0 {
            return body;
        }
        body.push_str(&after[..size]);
        rest = after[size..]
            .strip_prefix("\r\n")
            .expect("CRLF after a chunk");
    }
}

/// `GET path` on the real server at `addr`.
pub async fn http_get(addr: SocketAddr, path: &str) -> RawResponse {
    let stream = send_get(addr, path).await;
    read_response(stream).await
}
