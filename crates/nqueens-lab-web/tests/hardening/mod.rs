//! The server's bounds, against a real socket on 127.0.0.1: the `Host`
//! allow-list (and targets in absolute form), the deadline for a request
//! head, the connection limit and a shutdown that waits for no client.
//! Every test here opens a handful of connections and ends within
//! seconds; [`crowd`] opens hundreds or a thousand.

mod crowd;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use nqueens_lab_web::ServeOptions;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::oneshot;

/// A server with tight bounds, and the sender that shuts it down.
struct TestServer {
    addr: SocketAddr,
    shutdown: oneshot::Sender<()>,
    stopped: tokio::task::JoinHandle<std::io::Result<()>>,
}

/// The site's server with these bounds.
async fn start(max_connections: usize, header_read_timeout: Duration) -> TestServer {
    let mut options = ServeOptions::new("127.0.0.1:0".parse().expect("an address"));
    options.max_connections = max_connections;
    options.header_read_timeout = header_read_timeout;
    start_with(nqueens_lab_web::app(), options).await
}

/// A server of `app` with `options`.
async fn start_with(app: axum::Router, options: ServeOptions) -> TestServer {
    let (ready, bound) = oneshot::channel();
    let (shutdown, stop) = oneshot::channel::<()>();
    let stopped = tokio::spawn(async move {
        nqueens_lab_web::serve_until(
            app,
            &options,
            move |addr| ready.send(addr).expect("the test waits for the address"),
            async {
                let _ = stop.await;
            },
        )
        .await
    });
    let addr = bound.await.expect("the server starts");
    TestServer {
        addr,
        shutdown,
        stopped,
    }
}

/// Sends `request` on a new connection and reads until the server closes
/// it (at most 10 s); the status line, or "" if it answered nothing.
async fn exchange(addr: SocketAddr, request: &str) -> String {
    let text = exchange_whole(addr, request).await;
    text.lines().next().unwrap_or("").to_string()
}

/// Sends `request` on a new connection and reads until the server closes
/// it (at most 10 s); all it sent, as text.
async fn exchange_whole(addr: SocketAddr, request: &str) -> String {
    let mut stream = TcpStream::connect(addr).await.expect("connects");
    // The server may close a connection it has no room for before this
    // lands.
    let _ = stream.write_all(request.as_bytes()).await;
    let mut raw = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut raw)).await;
    assert!(
        read.is_ok(),
        "the server neither answered nor closed within 10 s"
    );
    String::from_utf8_lossy(&raw).into_owned()
}

fn get(path: &str, host_lines: &str) -> String {
    format!("GET {path} HTTP/1.1\r\n{host_lines}Connection: close\r\n\r\n")
}

#[tokio::test]
async fn only_requests_for_this_server_by_name_are_answered() {
    let server = start(16, Duration::from_secs(5)).await;
    let port = server.addr.port();
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("LocalHost:{port}"),
        format!("[::1]:{port}"),
    ] {
        let status = exchange(server.addr, &get("/", &format!("Host: {host}\r\n"))).await;
        assert_eq!(status, "HTTP/1.1 200 OK", "Host: {host}");
    }
    for host in [
        format!("evil.example:{port}"),
        format!("127.0.0.1:{}", port.wrapping_add(1)),
        "localhost".to_string(),
        format!("127.0.0.1.evil.example:{port}"),
    ] {
        let status = exchange(server.addr, &get("/", &format!("Host: {host}\r\n"))).await;
        assert_eq!(status, "HTTP/1.1 421 Misdirected Request", "Host: {host}");
    }
    let none = exchange(server.addr, "GET / HTTP/1.0\r\n\r\n").await;
    assert_eq!(none, "HTTP/1.0 400 Bad Request", "no Host");
    let twice = format!("Host: 127.0.0.1:{port}\r\nHost: 127.0.0.1:{port}\r\n");
    let status = exchange(server.addr, &get("/", &twice)).await;
    assert_eq!(status, "HTTP/1.1 400 Bad Request", "two Host headers");
    let _ = server.shutdown.send(());
}

#[tokio::test]
async fn a_target_naming_another_host_is_refused() {
    let server = start(16, Duration::from_secs(5)).await;
    let port = server.addr.port();
    let local = format!("Host: 127.0.0.1:{port}\r\n");
    // As a proxy would get it: a full URL for another host, with a Host
    // that passes the check.
    for target in [
        "http://evil.example/".to_string(),
        format!("http://evil.example:{port}/"),
        format!("http://127.0.0.1:{}/", port.wrapping_add(1)),
        format!("http://user@127.0.0.1:{port}/"),
        format!("https://127.0.0.1:{port}/"),
    ] {
        let reply = exchange_whole(server.addr, &get(&target, &local)).await;
        let mut lines = reply.lines();
        assert_eq!(
            lines.next(),
            Some("HTTP/1.1 421 Misdirected Request"),
            "GET {target}"
        );
        let body = reply.split_once("\r\n\r\n").map_or("", |(_, body)| body);
        assert!(
            body.ends_with('\n') && body.trim_end().lines().count() == 1 && body.contains("proxy"),
            "GET {target}: a one-line reason, got {body:?}"
        );
    }
    // A full URL for this server is served like its path, when its Host
    // agrees.
    for host in [format!("127.0.0.1:{port}"), format!("localhost:{port}")] {
        let target = format!("http://{host}/");
        let status = exchange(server.addr, &get(&target, &local)).await;
        assert_eq!(status, "HTTP/1.1 200 OK", "GET {target}");
    }
    let target = format!("http://127.0.0.1:{port}/");
    let status = exchange(
        server.addr,
        &get(&target, &format!("Host: evil.example:{port}\r\n")),
    )
    .await;
    assert_eq!(
        status, "HTTP/1.1 421 Misdirected Request",
        "GET {target} with another Host"
    );
    // The origin form is untouched.
    let status = exchange(server.addr, &get("/", &local)).await;
    assert_eq!(status, "HTTP/1.1 200 OK", "GET /");
    let _ = server.shutdown.send(());
}

#[tokio::test]
async fn a_half_sent_request_is_dropped_at_its_deadline() {
    let deadline = Duration::from_millis(400);
    let server = start(16, deadline).await;
    let started = Instant::now();
    let half = format!(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n",
        server.addr.port()
    );
    let status = exchange(server.addr, &half).await;
    let waited = started.elapsed();
    assert!(
        !status.contains(" 200 "),
        "a half-sent request got an answer: {status}"
    );
    assert!(
        waited >= deadline / 2,
        "closed after {waited:?}, before its deadline"
    );
    let _ = server.shutdown.send(());
}

#[tokio::test]
async fn a_full_server_makes_room_by_closing_the_oldest_half_sent_request() {
    let limit = 4;
    // A deadline far beyond the test: only making room closes anything.
    let server = start(limit, Duration::from_secs(60)).await;
    let host = format!("Host: 127.0.0.1:{}\r\n", server.addr.port());
    // `limit` clients that send half a request and wait, one after the
    // other.
    let mut stalled = Vec::new();
    for _ in 0..limit {
        let mut stream = TcpStream::connect(server.addr).await.expect("connects");
        stream
            .write_all(format!("GET / HTTP/1.1\r\n{host}").as_bytes())
            .await
            .expect("writes");
        stalled.push(stream);
        // Let the server take it, so that they are taken in this order.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // The server is full; a new client is answered all the same.
    let answered = exchange(server.addr, &get("/", &host)).await;
    assert_eq!(answered, "HTTP/1.1 200 OK");
    // The oldest made room; the others wait on.
    assert!(
        closed_within(&mut stalled[0], Duration::from_secs(5)).await,
        "the oldest half-sent request is still open"
    );
    for stream in &mut stalled[1..] {
        assert!(
            !closed_within(stream, Duration::from_millis(100)).await,
            "a newer half-sent request was closed"
        );
    }
    let _ = server.shutdown.send(());
}

/// Whether the server closes `stream` (or resets it) within `wait`,
/// without answering on it.
async fn closed_within(stream: &mut TcpStream, wait: Duration) -> bool {
    let mut buffer = [0u8; 1024];
    match tokio::time::timeout(wait, stream.read(&mut buffer)).await {
        Err(_) => false,
        Ok(Ok(0) | Err(_)) => true,
        Ok(Ok(n)) => panic!(
            "a half-sent request got an answer: {:?}",
            String::from_utf8_lossy(&buffer[..n])
        ),
    }
}

#[tokio::test]
async fn shutting_down_waits_for_no_client() {
    let server = start(16, Duration::from_secs(30)).await;
    // A client that holds half a request, well within its deadline.
    let mut stalled = TcpStream::connect(server.addr).await.expect("connects");
    stalled
        .write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        .await
        .expect("writes");
    tokio::time::sleep(Duration::from_millis(100)).await;
    let started = Instant::now();
    server.shutdown.send(()).expect("the server is running");
    let result = tokio::time::timeout(Duration::from_secs(5), server.stopped)
        .await
        .expect("the server stopped within 5 s")
        .expect("the server task ends");
    assert!(result.is_ok(), "{result:?}");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "shutting down took {:?}",
        started.elapsed()
    );
}
