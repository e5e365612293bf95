//! The server itself, hardened for a machine it shares with a browser:
//! a bounded number of connections in which a client that sends half a
//! request cannot lock the others out (the oldest connections still
//! waiting for a request head make room for new ones), a deadline for
//! every request head, a `Host` allow-list (no page on another site
//! reaches it through DNS rebinding, and no request names another host in
//! its target), and a shutdown on a signal that waits for no client.

use std::collections::{BTreeMap, HashMap};
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use hyper::body::{Frame, SizeHint};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::oneshot;

/// File descriptors kept out of the connection limit: standard streams,
/// the listener, the runtime's own, and the connections being closed to
/// make room for new ones.
const RESERVED_FILES: u64 = 64;

/// How a server is run: where, reached by what name, and its bounds.
///
/// # Example
///
/// ```
/// use std::time::Duration;
/// use nqueens_lab_web::ServeOptions;
///
/// let mut options = ServeOptions::new("127.0.0.1:0".parse().unwrap());
/// assert_eq!(options.max_connections, 8192);
/// assert_eq!(options.header_read_timeout, Duration::from_secs(5));
/// assert_eq!(options.shutdown_grace, Duration::from_secs(1));
/// // Reached as 192.168.1.20 too (with the port), besides the loopback names.
/// options.host_name = Some("192.168.1.20".into());
/// ```
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// The address to bind (port 0 picks a free one).
    pub addr: SocketAddr,
    /// The name the server is reached by besides 127.0.0.1, localhost and
    /// `[::1]` (for `--host`, the name as given); `None` for the address
    /// itself.
    pub host_name: Option<String>,
    /// Connections open at once, at most: fewer if the process's limit of
    /// open files (raised to its hard limit when the server starts, see
    /// [`raise_open_file_limit`]) leaves less than this plus 64 descriptors.
    /// When the limit is reached, a new connection makes room by closing
    /// the connection that has waited longest for a request head (one that
    /// has sent half a request, or a kept-alive one idle between
    /// requests); a connection whose request is being answered is never
    /// closed for room, and a new one is closed at once only when every
    /// open connection is being answered. The default, 8,192, bounds the
    /// memory of a full server to some 115 MiB (a connection waiting for a
    /// head takes about 14 KiB).
    pub max_connections: usize,
    /// The longest a client may take to send a request's head (and to
    /// start the next one on a kept-alive connection).
    pub header_read_timeout: Duration,
    /// How long the shutdown waits for the requests in flight before it
    /// ends the server anyway.
    pub shutdown_grace: Duration,
}

impl ServeOptions {
    /// The defaults for `addr`: 8,192 connections, 5 s to send a request's
    /// head, 1 s of grace on shutdown.
    ///
    /// # Example
    ///
    /// ```
    /// let options = nqueens_lab_web::ServeOptions::new("127.0.0.1:8000".parse().unwrap());
    /// assert_eq!(options.addr.port(), 8000);
    /// assert_eq!(options.host_name, None);
    /// ```
    pub fn new(addr: SocketAddr) -> Self {
        ServeOptions {
            addr,
            host_name: None,
            max_connections: 8192,
            header_read_timeout: Duration::from_secs(5),
            shutdown_grace: Duration::from_secs(1),
        }
    }
}

/// Raises this process's soft limit of open files to its hard limit (the
/// most a process may raise it to without privileges), and gives the soft
/// limit then in force: `None` when there is none (unlimited, or a
/// platform other than Unix). If the limit cannot be raised, it stays as
/// it was. [`serve_until`] calls it before it serves.
///
/// # Example
///
/// ```
/// let limit = nqueens_lab_web::raise_open_file_limit();
/// // Raising it again changes nothing.
/// assert_eq!(nqueens_lab_web::raise_open_file_limit(), limit);
/// ```
pub fn raise_open_file_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        use rustix::process::{getrlimit, setrlimit, Resource, Rlimit};
        let limit = getrlimit(Resource::Nofile);
        let raised = Rlimit {
            current: limit.maximum,
            ..limit
        };
        if raised != limit && setrlimit(Resource::Nofile, raised).is_ok() {
            return raised.current;
        }
        // macOS reports an unlimited hard limit but takes no more than
        // OPEN_MAX (10,240) for the soft one.
        const OPEN_MAX: u64 = 10_240;
        if limit.current.is_some_and(|current| current < OPEN_MAX)
            && limit.maximum.is_none_or(|maximum| maximum >= OPEN_MAX)
        {
            let open_max = Rlimit {
                current: Some(OPEN_MAX),
                ..limit
            };
            if setrlimit(Resource::Nofile, open_max).is_ok() {
                return open_max.current;
            }
        }
        limit.current
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// The connections a server may hold: `wanted`, but no more than the open
/// file limit `files` allows once [`RESERVED_FILES`] are kept aside (and
/// at least one).
fn connection_limit(wanted: usize, files: Option<u64>) -> usize {
    let Some(files) = files else {
        return wanted.max(1);
    };
    let allowed = usize::try_from(files.saturating_sub(RESERVED_FILES)).unwrap_or(usize::MAX);
    wanted.min(allowed).max(1)
}

/// Whether accepting failed for want of file descriptors.
fn out_of_files(error: &io::Error) -> bool {
    #[cfg(unix)]
    {
        use rustix::io::Errno;
        matches!(
            Errno::from_io_error(error),
            Some(Errno::MFILE | Errno::NFILE)
        )
    }
    #[cfg(not(unix))]
    {
        let _ = error;
        false
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

// ---------------------------------------------------------------------
// Connections: which are waiting for a request head, and since when.

/// The open connections of a server. Each is either waiting for a request
/// head (from its opening, or from the end of its last response on a
/// kept-alive connection) or being answered; when the server is full, the
/// one that has waited longest is closed to make room.
struct Connections {
    limit: usize,
    state: Mutex<ConnectionsState>,
}

#[derive(Default)]
struct ConnectionsState {
    /// The next connection id, and the next waiting mark: both only grow.
    next: u64,
    open: HashMap<u64, Connection>,
    /// The connections waiting for a request head, by the mark of when
    /// they began to wait (oldest first): mark → id.
    waiting: BTreeMap<u64, u64>,
}

struct Connection {
    /// Dropped to close the connection.
    _close: oneshot::Sender<()>,
    /// The connection's mark in `waiting`, while it waits.
    waiting_since: Option<u64>,
    /// Requests being answered (one at a time in HTTP/1.1).
    answering: usize,
}

impl Connections {
    fn new(limit: usize) -> Self {
        Connections {
            limit,
            state: Mutex::default(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, ConnectionsState> {
        // The state is consistent after every statement: a panic elsewhere
        // leaves nothing half-done.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Takes a new connection, closing the one that has waited longest for
    /// a request head if the server is full: its id, and the receiver that
    /// completes when it is to be closed; `None` when the server is full of
    /// connections being answered.
    fn admit(self: &Arc<Self>) -> Option<(Admitted, oneshot::Receiver<()>)> {
        let mut state = self.lock();
        if state.open.len() >= self.limit && !state.close_oldest_waiting() {
            return None;
        }
        let id = state.next;
        state.next += 1;
        let (close, closed) = oneshot::channel();
        state.open.insert(
            id,
            Connection {
                _close: close,
                waiting_since: Some(id),
                answering: 0,
            },
        );
        state.waiting.insert(id, id);
        let admitted = Admitted {
            connections: Arc::clone(self),
            id,
        };
        Some((admitted, closed))
    }

    /// Closes the connection that has waited longest for a request head;
    /// whether there was one.
    fn close_oldest_waiting(&self) -> bool {
        self.lock().close_oldest_waiting()
    }

    fn request_started(&self, id: u64) {
        let mut guard = self.lock();
        let state = &mut *guard;
        let Some(connection) = state.open.get_mut(&id) else {
            return;
        };
        connection.answering += 1;
        if let Some(mark) = connection.waiting_since.take() {
            state.waiting.remove(&mark);
        }
    }

    fn request_done(&self, id: u64) {
        let mut guard = self.lock();
        let state = &mut *guard;
        let mark = state.next;
        let Some(connection) = state.open.get_mut(&id) else {
            return;
        };
        connection.answering = connection.answering.saturating_sub(1);
        if connection.answering == 0 && connection.waiting_since.is_none() {
            connection.waiting_since = Some(mark);
            state.next += 1;
            state.waiting.insert(mark, id);
        }
    }

    fn closed(&self, id: u64) {
        let mut guard = self.lock();
        let state = &mut *guard;
        if let Some(connection) = state.open.remove(&id) {
            if let Some(mark) = connection.waiting_since {
                state.waiting.remove(&mark);
            }
        }
    }
}

impl ConnectionsState {
    fn close_oldest_waiting(&mut self) -> bool {
        let Some((_, id)) = self.waiting.pop_first() else {
            return false;
        };
        // Dropping its sender tells its task to close it.
        self.open.remove(&id);
        true
    }
}

/// A connection the server holds; forgotten when dropped.
struct Admitted {
    connections: Arc<Connections>,
    id: u64,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        self.connections.closed(self.id);
    }
}

/// A request being answered, until its response has been sent (or the
/// connection is gone): the connection is not closed for room meanwhile.
struct Answering {
    connections: Arc<Connections>,
    id: u64,
}

impl Answering {
    fn start(connections: &Arc<Connections>, id: u64) -> Self {
        connections.request_started(id);
        Answering {
            connections: Arc::clone(connections),
            id,
        }
    }
}

impl Drop for Answering {
    fn drop(&mut self) {
        self.connections.request_done(self.id);
    }
}

/// A response's body that holds its request's [`Answering`] until hyper
/// has sent it whole and drops it.
struct AnsweringBody {
    body: Body,
    _answering: Answering,
}

impl hyper::body::Body for AnsweringBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

/// The service of one connection: the app, with each request marked as
/// being answered from its head to the end of its response.
#[derive(Clone)]
struct TrackedService {
    app: TowerToHyperService<Router>,
    connections: Arc<Connections>,
    id: u64,
}

impl hyper::service::Service<hyper::Request<hyper::body::Incoming>> for TrackedService {
    type Response = Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

    fn call(&self, request: hyper::Request<hyper::body::Incoming>) -> Self::Future {
        let answering = Answering::start(&self.connections, self.id);
        let response = self.app.call(request);
        Box::pin(async move {
            let response = response.await?;
            Ok(response.map(|body| {
                Body::new(AnsweringBody {
                    body,
                    _answering: answering,
                })
            }))
        })
    }
}

/// Binds `options.addr`, calls `on_ready` with the address actually bound,
/// and serves `app` (behind the `Host` check of [`with_host_check`]) until
/// `shutdown` completes; then waits up to `options.shutdown_grace` for the
/// requests in flight, and gives what `shutdown` gave.
///
/// Before it binds, it raises the process's soft limit of open files to
/// its hard limit ([`raise_open_file_limit`]), so that it can hold
/// `options.max_connections`.
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
    let limit = connection_limit(options.max_connections, raise_open_file_limit());
    let listener = TcpListener::bind(options.addr).await?;
    let bound = listener.local_addr()?;
    let app = with_host_check(app, bound.port(), options.host_name.as_deref());
    on_ready(bound);
    let connections = Arc::new(Connections::new(limit));
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
                // Out of file descriptors (the limit was set below what
                // the files allow): make room. Or a connection reset
                // before it was taken. Wait a little, and go on serving
                // the others.
                Err(error) => {
                    if out_of_files(&error) {
                        connections.close_oldest_waiting();
                    }
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                }
            },
        };
        // Full of connections being answered: this one is closed at once.
        let Some((admitted, closed)) = connections.admit() else {
            continue;
        };
        let service = TrackedService {
            app: TowerToHyperService::new(app.clone()),
            connections: Arc::clone(&connections),
            id: admitted.id,
        };
        let connection = graceful.watch(builder.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            // A client that goes away or times out ends only its own
            // connection; one closed for room ends here too.
            tokio::select! {
                _ = connection => {}
                _ = closed => {}
            }
            drop(admitted);
        });
    };
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(options.shutdown_grace) => {}
    }
    Ok(stopped)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_keeps_files_in_reserve() {
        assert_eq!(connection_limit(8192, None), 8192);
        assert_eq!(connection_limit(8192, Some(20_000)), 8192);
        assert_eq!(connection_limit(8192, Some(1024)), 960);
        assert_eq!(connection_limit(8192, Some(10)), 1);
        assert_eq!(connection_limit(0, Some(1024)), 1);
    }

    #[test]
    fn the_oldest_waiting_connection_makes_room() {
        use oneshot::error::TryRecvError::{Closed, Empty};
        let connections = Arc::new(Connections::new(2));
        let (first, mut first_closed) = connections.admit().expect("room");
        let (_second, mut second_closed) = connections.admit().expect("room");
        // The first is being answered: the second, waiting, makes room.
        connections.request_started(first.id);
        let (third, mut third_closed) = connections.admit().expect("room made");
        assert_eq!(second_closed.try_recv(), Err(Closed));
        assert_eq!(first_closed.try_recv(), Err(Empty));
        // The first, answered, waits again from now: after the third.
        connections.request_done(first.id);
        let (fourth, mut fourth_closed) = connections.admit().expect("room made");
        assert_eq!(third_closed.try_recv(), Err(Closed));
        assert_eq!(first_closed.try_recv(), Err(Empty));
        drop(third);
        // Both being answered: no room for a new one.
        connections.request_started(first.id);
        connections.request_started(fourth.id);
        assert!(connections.admit().is_none());
        assert_eq!(first_closed.try_recv(), Err(Empty));
        assert_eq!(fourth_closed.try_recv(), Err(Empty));
        // One goes away: room again.
        drop(first);
        assert!(connections.admit().is_some());
    }
}
