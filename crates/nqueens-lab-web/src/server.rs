//! The server itself, hardened for a machine it shares with a browser:
//! a bounded number of connections, a deadline for every request head
//! (a client that sends half a request is dropped), a `Host` allow-list
//! (no page on another site reaches it through DNS rebinding, and no
//! request names another host in its target), and a shutdown on a signal
//! that waits for no client.

use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// How a server is run: where, reached by what name, and its bounds.
///
/// # Example
///
/// ```
/// use std::time::Duration;
/// use nqueens_lab_web::ServeOptions;
///
/// let options = ServeOptions::new("127.0.0.1:0".parse().unwrap());
/// assert_eq!(options.max_connections, 256);
/// assert_eq!(options.header_read_timeout, Duration::from_secs(10));
/// ```
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// The address to bind (port 0 picks a free one).
    pub addr: SocketAddr,
    /// The name the server is reached by besides 127.0.0.1, localhost and
    /// `[::1]` (for `--host`, the name as given); `None` for the address
    /// itself.
    pub host_name: Option<String>,
    /// Connections served at once; more are closed as they arrive.
    pub max_connections: usize,
    /// The longest a client may take to send a request's head (and to
    /// start the next one on a kept-alive connection).
    pub header_read_timeout: Duration,
    /// How long the shutdown waits for the requests in flight before it
    /// ends the server anyway.
    pub shutdown_grace: Duration,
}

impl ServeOptions {
    /// The defaults for `addr`: 256 connections, 10 s to send a request's
    /// head, 1 s of grace on shutdown.
    pub fn new(addr: SocketAddr) -> Self {
        ServeOptions {
            addr,
            host_name: None,
            max_connections: 256,
            header_read_timeout: Duration::from_secs(10),
            shutdown_grace: Duration::from_secs(1),
        }
    }
}

/// The `Host` values a server bound to `port` answers: 127.0.0.1,
/// localhost, `[::1]` and `extra`, each with the port (and without it when
/// the port is HTTP's own, 80).
#[derive(Debug, Clone)]
pub struct AllowedHosts {
    hosts: Vec<String>,
}

impl AllowedHosts {
    /// The allow-list of a server on `port`, also reached as `extra`.
    ///
    /// # Example
    ///
    /// ```
    /// let allowed = nqueens_lab_web::AllowedHosts::new(8000, None);
    /// assert!(allowed.allows("localhost:8000"));
    /// assert!(allowed.allows("[::1]:8000"));
    /// assert!(!allowed.allows("localhost:8001"));
    /// assert!(!allowed.allows("evil.example:8000"));
    /// ```
    pub fn new(port: u16, extra: Option<&str>) -> Self {
        let mut names: Vec<String> = vec!["127.0.0.1".into(), "localhost".into(), "[::1]".into()];
        if let Some(name) = extra {
            let name = match name.parse::<IpAddr>() {
                Ok(IpAddr::V6(v6)) => format!("[{v6}]"),
                _ => name.to_ascii_lowercase(),
            };
            if !names.contains(&name) {
                names.push(name);
            }
        }
        let mut hosts: Vec<String> = names.iter().map(|n| format!("{n}:{port}")).collect();
        if port == 80 {
            hosts.extend(names);
        }
        AllowedHosts { hosts }
    }

    /// Whether a request naming `host` is for this server (names compared
    /// without regard to case).
    ///
    /// # Example
    ///
    /// ```
    /// let allowed = nqueens_lab_web::AllowedHosts::new(80, Some("192.168.1.20"));
    /// assert!(allowed.allows("LOCALHOST"));
    /// assert!(allowed.allows("192.168.1.20:80"));
    /// assert!(!allowed.allows("192.168.1.21"));
    /// ```
    pub fn allows(&self, host: &str) -> bool {
        let host = host.trim().to_ascii_lowercase();
        self.hosts.contains(&host)
    }
}

/// What a request for another host gets, with 421.
const OTHER_HOST: &str = "this server answers only requests for 127.0.0.1, localhost or [::1] \
                          (or the name it was started with), with its port\n";

/// Answers 400 to a request with no `Host` or more than one, 421 to one
/// naming another host (in `Host` or in its target), and passes the rest
/// on.
///
/// A request target in absolute form (`GET http://host:port/path`, as
/// clients send to a proxy) is accepted when it is `http` and names an
/// allowed host, as HTTP/1.1 requires of servers (RFC 9112, 3.2.2), and
/// refused with 421 otherwise: this server is no proxy, so a target naming
/// another host is never for it. The `Host` header is checked as well in
/// either form (RFC 9112 lets a server ignore it next to an absolute
/// target, but a request whose two names disagree is refused rather than
/// guessed at), so the same rule holds for every form: each name a request
/// gives for its target must be this server's.
async fn check_host(
    State(allowed): State<Arc<AllowedHosts>>,
    request: Request,
    next: Next,
) -> Response {
    let mut hosts = request.headers().get_all(header::HOST).iter();
    let (Some(host), None) = (hosts.next(), hosts.next()) else {
        return (
            StatusCode::BAD_REQUEST,
            "a request names its host exactly once (one Host header)\n",
        )
            .into_response();
    };
    if !host.to_str().is_ok_and(|host| allowed.allows(host)) {
        return (StatusCode::MISDIRECTED_REQUEST, OTHER_HOST).into_response();
    }
    let uri = request.uri();
    if let Some(authority) = uri.authority() {
        let http = uri.scheme().is_none_or(|scheme| scheme.as_str() == "http");
        if !http || !allowed.allows(authority.as_str()) {
            return (
                StatusCode::MISDIRECTED_REQUEST,
                "this server is no proxy: a request target that is a full URL must name \
                 http://127.0.0.1, localhost or [::1] (or the name it was started with), \
                 with its port\n",
            )
                .into_response();
        }
    }
    next.run(request).await
}

/// `app` behind the `Host` check of a server on `port` also reached as
/// `extra`: 400 for a request with no `Host` or two, 421 for one that
/// names another host in its `Host` or in a target in absolute form
/// (`GET http://other.example/`).
///
/// # Example
///
/// ```
/// let _router = nqueens_lab_web::with_host_check(nqueens_lab_web::app(), 8000, None);
/// ```
pub fn with_host_check(app: Router, port: u16, extra: Option<&str>) -> Router {
    let allowed = Arc::new(AllowedHosts::new(port, extra));
    app.layer(middleware::from_fn_with_state(allowed, check_host))
}

/// Binds `options.addr`, calls `on_ready` with the address actually bound,
/// and serves `app` (behind the `Host` check of [`with_host_check`]) until
/// `shutdown` completes; then waits up to `options.shutdown_grace` for the
/// requests in flight, and gives what `shutdown` gave.
///
/// # Errors
///
/// If the address cannot be bound.
///
/// # Example
///
/// ```
/// # #[tokio::main(flavor = "current_thread")]
/// # async fn main() -> std::io::Result<()> {
/// use nqueens_lab_web::ServeOptions;
///
/// let options = ServeOptions::new("127.0.0.1:0".parse().unwrap());
/// let mut bound = None;
/// // A shutdown that comes at once: the server binds, then stops.
/// let reason = nqueens_lab_web::serve_until(
///     nqueens_lab_web::app(),
///     &options,
///     |addr| bound = Some(addr),
///     async { "done" },
/// )
/// .await?;
/// assert_eq!(reason, "done");
/// assert_ne!(bound.unwrap().port(), 0);
/// # Ok(())
/// # }
/// ```
pub async fn serve_until<T>(
    app: Router,
    options: &ServeOptions,
    on_ready: impl FnOnce(SocketAddr),
    shutdown: impl Future<Output = T>,
) -> io::Result<T> {
    let listener = TcpListener::bind(options.addr).await?;
    let bound = listener.local_addr()?;
    let app = with_host_check(app, bound.port(), options.host_name.as_deref());
    on_ready(bound);
    let connections = Arc::new(Semaphore::new(options.max_connections));
    let graceful = GracefulShutdown::new();
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(options.header_read_timeout);
    tokio::pin!(shutdown);
    let stopped = loop {
        let (stream, _) = tokio::select! {
            stopped = &mut shutdown => break stopped,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // Out of file descriptors, or a connection reset before it
                // was taken: wait a little, and go on serving the others.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                }
            },
        };
        // Over the cap, the connection is closed at once.
        let Ok(permit) = Arc::clone(&connections).try_acquire_owned() else {
            continue;
        };
        let service = TowerToHyperService::new(app.clone());
        let connection = graceful.watch(builder.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            // A client that goes away or times out ends only its own
            // connection.
            let _ = connection.await;
            drop(permit);
        });
    };
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(options.shutdown_grace) => {}
    }
    Ok(stopped)
}
