//! Helpers of the site tests: requests through `oneshot`, and a raw
//! HTTP/1.1 client for the real server.

use std::io::ErrorKind;
use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Body;
use axum::http::{header, HeaderMap, Method, Request, StatusCode};
use http_body_util::BodyExt;
use tower::ServiceExt;

/// A response, read whole.
#[derive(Debug)]
pub struct Reply {
    /// The status.
    pub status: StatusCode,
    /// The headers.
    pub headers: HeaderMap,
    /// The body.
    pub body: Vec<u8>,
}

impl Reply {
    /// The value of a header, or "" (the tests send ASCII only).
    pub fn header(&self, name: header::HeaderName) -> &str {
        self.headers
            .get(name)
            .map(|v| v.to_str().expect("an ASCII header"))
            .unwrap_or_default()
    }

    /// The body as text, or a panic.
    pub fn text(&self) -> &str {
        std::str::from_utf8(&self.body).expect("a UTF-8 body")
    }
}

/// `method uri` on `nqueens_lab_web::app()`. `uri` is sent as written (no
/// normalisation of `..` or percent escapes).
pub async fn request(method: Method, uri: &str) -> Reply {
    let response = nqueens_lab_web::app()
        .oneshot(
            Request::builder()
                .method(method)
                .uri(uri)
                .body(Body::empty())
                .expect("a request"),
        )
        .await
        .expect("the router is infallible");
    let status = response.status();
    let headers = response.headers().clone();
    let body = response
        .into_body()
        .collect()
        .await
        .expect("the body can be read")
        .to_bytes()
        .to_vec();
    Reply {
        status,
        headers,
        body,
    }
}

/// `GET uri` on `nqueens_lab_web::app()`.
pub async fn get(uri: &str) -> Reply {
    request(Method::GET, uri).await
}

// ---------------------------------------------------------------------
// The real server, over raw HTTP/1.1.

/// Starts `nqueens_lab_web::serve` on 127.0.0.1 with a free port in a task of
/// the current runtime; the address it bound.
pub async fn start_server() -> SocketAddr {
    let (ready, bound) = std::sync::mpsc::channel();
    let addr: SocketAddr = "127.0.0.1:0".parse().expect("an address");
    tokio::spawn(async move {
        let options = nqueens_lab_web::ServeOptions::new(addr);
        let result = nqueens_lab_web::serve(&options, move |bound| {
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

/// A raw HTTP/1.1 response.
#[derive(Debug)]
pub struct RawResponse {
    /// The status line, without CRLF.
    pub status_line: String,
    /// The header lines, names lower-cased.
    pub headers: Vec<(String, String)>,
    /// The body (de-chunked if needed).
    pub body: Vec<u8>,
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

/// Sends `GET path` with `Connection: close` to the real server at `addr`
/// and reads the whole response, until the server closes the connection.
pub async fn http_get(addr: SocketAddr, path: &str) -> RawResponse {
    let stream = tokio::net::TcpStream::connect(addr)
        .await
        .unwrap_or_else(|e| panic!("cannot connect to {addr}: {e}"));
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    let bytes = request.as_bytes();
    let mut written = 0;
    while written < bytes.len() {
        stream.writable().await.expect("writable");
        match stream.try_write(&bytes[written..]) {
            Ok(n) => written += n,
            Err(e) if e.kind() == ErrorKind::WouldBlock => {}
            Err(e) => panic!("cannot send the request: {e}"),
        }
    }
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
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no end of headers in {:?}", String::from_utf8_lossy(&raw)));
    let head = std::str::from_utf8(&raw[..end]).expect("an ASCII head");
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
        body: raw[end + 4..].to_vec(),
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
fn dechunk(mut rest: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    loop {
        let line_end = rest
            .windows(2)
            .position(|w| w == b"\r\n")
            .expect("a chunk size line");
        let line = std::str::from_utf8(&rest[..line_end]).expect("an ASCII chunk size");
        let size = usize::from_str_radix(line.split(';').next().unwrap_or("").trim(), 16)
            .expect("a hexadecimal chunk size");
        let after = &rest[line_end + 2..];
        if size == 0 {
            return body;
        }
        body.extend_from_slice(&after[..size]);
        rest = after[size..]
            .strip_prefix(b"\r\n")
            .expect("CRLF after a chunk");
    }
}
