//! A crowd of clients that send half a request and wait: the server goes
//! on answering others at once, whether it has room for the crowd (the
//! defaults: hundreds or a thousand are nothing to it, and each is closed
//! at its deadline) or not (the oldest make room for the newest). A
//! request being answered is never closed for room; a kept-alive
//! connection idle between requests is, as it waits for a request head too.
//!
//! These tests open up to 1,100 connections at once, both ends in this
//! process, so they raise its open file limit first.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::routing::get;
use axum::Router;
use nqueens_lab_web::ServeOptions;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Notify;

use super::{closed_within, exchange, exchange_whole, start, start_with, TestServer};

/// Makes sure this process may open `connections` connections to its own
/// server (two descriptors each) and some more.
fn allow_connections(connections: usize) {
    let needed = 2 * connections as u64 + 512;
    let limit = nqueens_lab_web::raise_open_file_limit();
    assert!(
        limit.is_none_or(|limit| limit >= needed),
        "this test needs {needed} open files and the hard limit allows {limit:?}: \
         raise it (ulimit -Hn)"
    );
}

/// `count` clients, each connected to `addr` with half a request sent
/// (its head without the blank line that ends it), in the order they
/// connected.
async fn half_sent(addr: SocketAddr, count: usize) -> Vec<TcpStream> {
    let half = format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n", addr.port());
    let mut streams = Vec::with_capacity(count);
    for i in 0..count {
        let mut stream = TcpStream::connect(addr)
            .await
            .unwrap_or_else(|e| panic!("client {i} of {count} cannot connect: {e}"));
        stream
            .write_all(half.as_bytes())
            .await
            .unwrap_or_else(|e| panic!("client {i} of {count} cannot send: {e}"));
        streams.push(stream);
    }
    streams
}

/// `GET /` on a new connection, answered within a second (a generous
/// bound on loopback, where it takes a millisecond): its status line.
async fn answered_within_a_second(addr: SocketAddr) -> String {
    let request = format!(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nConnection: close\r\n\r\n",
        addr.port()
    );
    let started = Instant::now();
    let status = tokio::time::timeout(Duration::from_secs(1), exchange(addr, &request))
        .await
        .unwrap_or_else(|_| panic!("no answer within 1 s ({:?})", started.elapsed()));
    assert!(
        !status.is_empty(),
        "the server closed a legitimate request unanswered"
    );
    status
}

/// Whether every stream is closed by the server within `wait` in all.
async fn all_closed_within(streams: &mut [TcpStream], wait: Duration) -> Result<(), String> {
    let deadline = Instant::now() + wait;
    for (i, stream) in streams.iter_mut().enumerate() {
        let left = deadline.saturating_duration_since(Instant::now());
        if !closed_within(stream, left).await {
            return Err(format!("client {i} was still open after {wait:?}"));
        }
    }
    Ok(())
}

/// With the default bounds, a crowd of `count` half-sent requests locks
/// no one out, and each is closed at its head deadline.
async fn check_a_crowd_of(count: usize) {
    allow_connections(count);
    let options = ServeOptions::new("127.0.0.1:0".parse().expect("an address"));
    let deadline = options.header_read_timeout;
    let server = start_with(nqueens_lab_web::app(), options).await;
    let mut crowd = half_sent(server.addr, count).await;
    assert_eq!(
        answered_within_a_second(server.addr).await,
        "HTTP/1.1 200 OK",
        "with {count} half-sent requests open"
    );
    // And again, with the crowd still there.
    assert_eq!(
        answered_within_a_second(server.addr).await,
        "HTTP/1.1 200 OK",
        "a second time with {count} half-sent requests open"
    );
    if let Err(open) = all_closed_within(&mut crowd, deadline + Duration::from_secs(10)).await {
        panic!("the head deadline is {deadline:?}, yet {open}");
    }
    let _ = server.shutdown.send(());
}

#[tokio::test]
async fn a_request_is_answered_while_300_half_sent_requests_are_open() {
    check_a_crowd_of(300).await;
}

#[tokio::test]
async fn a_request_is_answered_while_1100_half_sent_requests_are_open() {
    check_a_crowd_of(1100).await;
}

#[tokio::test]
async fn a_full_server_closes_the_oldest_half_sent_requests_for_new_ones() {
    let (limit, count) = (64, 300);
    allow_connections(count);
    // A deadline far beyond the test: only making room closes anything.
    let server = start(limit, Duration::from_secs(60)).await;
    let mut crowd = half_sent(server.addr, count).await;
    assert_eq!(
        answered_within_a_second(server.addr).await,
        "HTTP/1.1 200 OK"
    );
    // The new request took the place of the oldest of the newest `limit`.
    let (oldest, newest) = crowd.split_at_mut(count - limit + 1);
    if let Err(open) = all_closed_within(oldest, Duration::from_secs(10)).await {
        panic!("the server holds {limit} connections, yet {open}");
    }
    for (i, stream) in newest.iter_mut().enumerate() {
        assert!(
            !closed_within(stream, Duration::from_millis(10)).await,
            "client {} of the newest {} was closed",
            i + 1,
            limit - 1
        );
    }
    let _ = server.shutdown.send(());
}

#[tokio::test]
async fn a_request_being_answered_is_never_closed_for_room() {
    let limit = 8;
    allow_connections(4 * limit);
    // `/slow` answers once released.
    let entered = Arc::new(Notify::new());
    let release = Arc::new(Notify::new());
    let app = {
        let (entered, release) = (Arc::clone(&entered), Arc::clone(&release));
        Router::new().route(
            "/slow",
            get(move || {
                let (entered, release) = (Arc::clone(&entered), Arc::clone(&release));
                async move {
                    entered.notify_one();
                    release.notified().await;
                    "slow done"
                }
            }),
        )
    };
    let mut options = ServeOptions::new("127.0.0.1:0".parse().expect("an address"));
    options.max_connections = limit;
    options.header_read_timeout = Duration::from_secs(60);
    let server: TestServer = start_with(app, options).await;
    let port = server.addr.port();
    let mut slow = TcpStream::connect(server.addr).await.expect("connects");
    slow.write_all(
        format!("GET /slow HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n")
            .as_bytes(),
    )
    .await
    .expect("sends");
    tokio::time::timeout(Duration::from_secs(5), entered.notified())
        .await
        .expect("the slow request reaches its handler within 5 s");
    // Four times as many half-sent requests as there is room for: each
    // makes room by closing an older one, never the slow request.
    let _crowd = half_sent(server.addr, 4 * limit).await;
    let answered = exchange(
        server.addr,
        &format!("GET /nothing HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"),
    )
    .await;
    assert_eq!(answered, "HTTP/1.1 404 Not Found", "a new request");
    release.notify_one();
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), slow.read_to_end(&mut raw))
        .await
        .expect("the slow response ends within 5 s of its release")
        .expect("the slow connection reads");
    let reply = String::from_utf8_lossy(&raw);
    assert!(
        reply.starts_with("HTTP/1.1 200 OK\r\n") && reply.ends_with("slow done"),
        "{reply:?}"
    );
    let _ = server.shutdown.send(());
}

#[tokio::test]
async fn an_idle_kept_alive_connection_makes_room_like_a_half_sent_request() {
    let limit = 4;
    let server = start(limit, Duration::from_secs(60)).await;
    let port = server.addr.port();
    // A request on a connection kept alive, answered in full.
    let mut kept = TcpStream::connect(server.addr).await.expect("connects");
    kept.write_all(format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n").as_bytes())
        .await
        .expect("sends");
    let status = read_one_response(&mut kept).await;
    assert_eq!(status, "HTTP/1.1 200 OK");
    tokio::time::sleep(Duration::from_millis(20)).await;
    // Then the server fills with half-sent requests: the idle connection
    // has waited longest for a head, so it is the one closed for room.
    let mut crowd = Vec::new();
    for _ in 0..limit {
        crowd.extend(half_sent(server.addr, 1).await);
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        closed_within(&mut kept, Duration::from_secs(5)).await,
        "the idle kept-alive connection is still open"
    );
    for (i, stream) in crowd.iter_mut().enumerate() {
        assert!(
            !closed_within(stream, Duration::from_millis(10)).await,
            "half-sent client {i} was closed"
        );
    }
    // The server answers as before.
    let reply = exchange_whole(
        server.addr,
        &format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"),
    )
    .await;
    assert!(reply.starts_with("HTTP/1.1 200 OK\r\n"), "{reply:?}");
    let _ = server.shutdown.send(());
}

/// Reads one response with a `Content-Length` from a kept-alive
/// connection (at most 5 s): its status line.
async fn read_one_response(stream: &mut TcpStream) -> String {
    let mut raw = Vec::new();
    let mut chunk = [0u8; 8192];
    let started = Instant::now();
    loop {
        let left = Duration::from_secs(5).saturating_sub(started.elapsed());
        let n = tokio::time::timeout(left, stream.read(&mut chunk))
            .await
            .expect("a whole response within 5 s")
            .expect("the connection reads");
        assert_ne!(n, 0, "the connection closed before its response ended");
        raw.extend_from_slice(&chunk[..n]);
        let Some(end) = raw.windows(4).position(|w| w == b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&raw[..end]).into_owned();
        let length: usize = head
            .lines()
            .find_map(|line| {
                let (name, value) = line.split_once(':')?;
                name.eq_ignore_ascii_case("content-length")
                    .then(|| value.trim().parse().expect("a numeric content-length"))
            })
            .expect("a content-length");
        if raw.len() >= end + 4 + length {
            return head.lines().next().unwrap_or("").to_string();
        }
    }
}
