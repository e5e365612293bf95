//! `nqueens serve` as a user starts it: the address it prints, `--host`
//! forms, the warning when other machines can reach it, requests for
//! another host refused, a crowd of half-sent requests locking no one out,
//! and Ctrl-C or SIGTERM ending it at once whatever its clients do, with
//! exit status 130.

use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::util::bin_path;

/// A running `nqueens serve`, killed when dropped.
struct Server {
    child: Child,
    /// The first line it printed.
    ready_line: String,
    stderr: std::process::ChildStderr,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `nqueens serve --port 0` with `extra` arguments and waits (at
/// most 15 s) for the line with its address.
fn start(extra: &[&str]) -> Server {
    let mut child = Command::new(bin_path())
        .args(["serve", "--port", "0"])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts nqueens serve");
    let stdout = child.stdout.take().expect("piped");
    let stderr = child.stderr.take().expect("piped");
    let (line_sender, line) = mpsc::channel();
    std::thread::spawn(move || {
        let mut first = String::new();
        let _ = BufReader::new(stdout).read_line(&mut first);
        let _ = line_sender.send(first);
    });
    let ready_line = line
        .recv_timeout(Duration::from_secs(15))
        .expect("the server prints its address within 15 s");
    Server {
        child,
        ready_line,
        stderr,
    }
}

/// The port in the server's first line.
fn port_of(line: &str) -> u16 {
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no URL in {line:?}"));
    url.trim_end_matches('/')
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no port in {url}"))
}

/// `GET /` with the given `Host`; the status line.
fn status_for(port: u16, host: &str) -> String {
    status_of(port, "/", host, Duration::from_secs(10))
}

/// `GET target` with the given `Host`, answered within `wait`; the status
/// line.
fn status_of(port: u16, target: &str, host: &str, wait: Duration) -> String {
    let started = Instant::now();
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    stream.set_read_timeout(Some(wait)).expect("a timeout");
    write!(
        stream,
        "GET {target} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .expect("sends");
    let mut response = String::new();
    let read = stream.read_to_string(&mut response);
    assert!(
        read.is_ok() && started.elapsed() < wait,
        "GET {target}: no whole answer within {wait:?}: {read:?}, {response:?}"
    );
    response.lines().next().unwrap_or("").to_string()
}

/// Sends `signal` (a name `kill` takes: INT, TERM) to the server and waits
/// (at most 5 s) for it to exit; its status and what it said on stderr.
fn stop_with(mut server: Server, signal: &str) -> (ExitStatus, String) {
    let sent = Command::new("kill")
        .args([&format!("-{signal}"), &server.child.id().to_string()])
        .status()
        .expect("runs kill");
    assert!(sent.success(), "kill -{signal}");
    let started = Instant::now();
    let status = loop {
        if let Some(status) = server.child.try_wait().expect("waits") {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "the server still runs 5 s after SIG{signal}"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stderr = String::new();
    let _ = server.stderr.read_to_string(&mut stderr);
    (status, stderr)
}

#[test]
fn localhost_is_a_host_and_names_the_page() {
    let server = start(&["--host", "localhost"]);
    assert!(
        server.ready_line.contains("http://localhost:"),
        "{:?}",
        server.ready_line
    );
    let port = port_of(&server.ready_line);
    assert_eq!(
        status_for(port, &format!("localhost:{port}")),
        "HTTP/1.1 200 OK"
    );
    assert_eq!(
        status_for(port, &format!("attacker.example:{port}")),
        "HTTP/1.1 421 Misdirected Request"
    );
}

#[test]
fn every_interface_is_served_only_with_a_warning() {
    let mut server = start(&["--host", "0.0.0.0"]);
    let port = port_of(&server.ready_line);
    // The URL printed is one a browser on this machine opens.
    assert!(
        server
            .ready_line
            .contains(&format!("http://127.0.0.1:{port}/")),
        "{:?}",
        server.ready_line
    );
    assert_eq!(
        status_for(port, &format!("127.0.0.1:{port}")),
        "HTTP/1.1 200 OK"
    );
    let _ = server.child.kill();
    let _ = server.child.wait();
    let mut stderr = String::new();
    let _ = server.stderr.read_to_string(&mut stderr);
    assert!(
        stderr.contains("warning") && stderr.contains("every interface"),
        "{stderr:?}"
    );
}

#[test]
fn a_host_that_is_no_address_is_refused() {
    let output = Command::new(bin_path())
        .args(["serve", "--host", "example.com"])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("not an address to listen on"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn a_target_naming_another_host_is_refused() {
    let server = start(&[]);
    let port = port_of(&server.ready_line);
    let local = format!("127.0.0.1:{port}");
    let wait = Duration::from_secs(10);
    assert_eq!(
        status_of(port, "http://evil.example/", &local, wait),
        "HTTP/1.1 421 Misdirected Request"
    );
    assert_eq!(
        status_of(port, &format!("http://{local}/"), &local, wait),
        "HTTP/1.1 200 OK"
    );
    assert_eq!(status_of(port, "/", &local, wait), "HTTP/1.1 200 OK");
}

#[test]
fn a_request_is_answered_while_1100_half_sent_requests_are_open() {
    let count = 1100;
    // This process holds one end of every connection.
    let limit = nqueens_lab_web::raise_open_file_limit();
    assert!(
        limit.is_none_or(|limit| limit >= count + 256),
        "this test needs {} open files and the hard limit allows {limit:?}: raise it (ulimit -Hn)",
        count + 256
    );
    let server = start(&[]);
    let port = port_of(&server.ready_line);
    let mut crowd = Vec::with_capacity(count as usize);
    for i in 0..count {
        let mut stream = TcpStream::connect(("127.0.0.1", port))
            .unwrap_or_else(|e| panic!("client {i} cannot connect: {e}"));
        write!(stream, "GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n")
            .unwrap_or_else(|e| panic!("client {i} cannot send: {e}"));
        crowd.push(stream);
    }
    // Answered within a second: generous on loopback, where it takes a
    // millisecond.
    assert_eq!(
        status_of(
            port,
            "/",
            &format!("127.0.0.1:{port}"),
            Duration::from_secs(1)
        ),
        "HTTP/1.1 200 OK"
    );
    // Each half-sent request is closed at its head deadline (5 s).
    let deadline = Instant::now() + Duration::from_secs(15);
    for (i, stream) in crowd.iter_mut().enumerate() {
        let left = deadline.saturating_duration_since(Instant::now());
        stream
            .set_read_timeout(Some(left.max(Duration::from_millis(1))))
            .expect("a timeout");
        let mut buffer = [0u8; 1024];
        match stream.read(&mut buffer) {
            Ok(0) => {}
            Ok(n) => panic!(
                "half-sent client {i} got an answer: {:?}",
                String::from_utf8_lossy(&buffer[..n])
            ),
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                panic!("half-sent client {i} is still open 15 s later")
            }
            // Reset: closed too.
            Err(_) => {}
        }
    }
}

#[test]
fn ctrl_c_ends_the_server_though_a_client_holds_half_a_request() {
    let server = start(&[]);
    let port = port_of(&server.ready_line);
    let mut stalled = TcpStream::connect(("127.0.0.1", port)).expect("connects");
    write!(stalled, "GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n").expect("sends");
    std::thread::sleep(Duration::from_millis(200));
    let (status, stderr) = stop_with(server, "INT");
    assert_eq!(status.code(), Some(130), "{status}; stderr: {stderr:?}");
    assert_eq!(
        stderr,
        "nqueens: interrupted (SIGINT): the server has stopped\n"
    );
    drop(stalled);
}

#[test]
fn sigterm_ends_the_server_with_status_130() {
    // The signal comes as soon as the address is printed.
    let server = start(&[]);
    let (status, stderr) = stop_with(server, "TERM");
    assert_eq!(status.code(), Some(130), "{status}; stderr: {stderr:?}");
    assert_eq!(
        stderr,
        "nqueens: interrupted (SIGTERM): the server has stopped\n"
    );
}

#[test]
fn ctrl_c_at_once_ends_the_server_with_status_130() {
    // The signal comes as soon as the address is printed: it is caught
    // from before then.
    let server = start(&[]);
    let (status, stderr) = stop_with(server, "INT");
    assert_eq!(status.code(), Some(130), "{status}; stderr: {stderr:?}");
}
