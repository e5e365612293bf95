//! # nqueens-lab-web
//!
//! The visualizer's files and the server behind `nqueens serve`. The page
//! runs the search in the browser (the `nqueens-lab` library compiled to
//! WebAssembly, in a Web Worker); the server only serves its files. They
//! are embedded in the binary: [`site_files`] gives them to be written out
//! as a static site (`nqueens site DIR`), and [`app`] serves them, with
//! nothing else, behind the bounds of [`serve`]. The page links its files
//! by relative URLs, so any static file server can serve the same tree.
//!
//! # Example
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! use axum::body::Body;
//! use axum::http::{Request, StatusCode};
//! use tower::ServiceExt;
//!
//! let response = nqueens_lab_web::app()
//!     .oneshot(Request::get("/").body(Body::empty()).unwrap())
//!     .await
//!     .unwrap();
//! assert_eq!(response.status(), StatusCode::OK);
//! assert_eq!(response.headers()["content-type"], "text/html; charset=utf-8");
//! # }
//! ```

mod assets;
mod server;

use std::borrow::Cow;
use std::net::SocketAddr;

use axum::routing::get;
use axum::Router;

pub use server::{raise_open_file_limit, serve_until, with_host_check, AllowedHosts, ServeOptions};

/// The site: `/` is `index.html`, and every other embedded file is at
/// `/<its path>` with its content type. Any other path is 404, and a method
/// other than GET or HEAD is 405.
///
/// # Example
///
/// ```
/// let _router = nqueens_lab_web::app();
/// ```
pub fn app() -> Router {
    Router::new()
        .route("/", get(assets::index))
        .route("/{*path}", get(assets::asset))
        .method_not_allowed_fallback(assets::method_not_allowed)
}

/// The page and every file it needs: each file's path relative to the
/// site's root, with `/` separators (`index.html`, `assets/app.js`, …),
/// and its bytes, in the order of their paths. Written to a directory with
/// this layout, they are a static site that any file server can serve.
///
/// # Example
///
/// ```
/// let files: Vec<_> = nqueens_lab_web::site_files().collect();
/// let (_, page) = files
///     .iter()
///     .find(|(path, _)| path == "index.html")
///     .expect("the page");
/// assert!(!page.is_empty());
/// assert!(files.iter().all(|(path, _)| !path.starts_with('/') && !path.contains('\\')));
/// ```
pub fn site_files() -> impl Iterator<Item = (String, Cow<'static, [u8]>)> {
    assets::files()
}

/// The signal that stopped [`serve`].
///
/// # Example
///
/// ```
/// use nqueens_lab_web::Signal;
///
/// assert_eq!(Signal::Interrupt.name(), "SIGINT");
/// assert_eq!(Signal::Terminate.name(), "SIGTERM");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Signal {
    /// SIGINT, as Ctrl-C in a terminal sends it (on Windows, the console's
    /// Ctrl-C).
    Interrupt,
    /// SIGTERM: asked to stop by `kill`, a service manager or a container
    /// runtime (Unix only).
    Terminate,
}

impl Signal {
    /// The signal's usual name: `SIGINT` or `SIGTERM`.
    pub fn name(self) -> &'static str {
        match self {
            Signal::Interrupt => "SIGINT",
            Signal::Terminate => "SIGTERM",
        }
    }
}

/// Binds `options.addr`, calls `on_ready` with the address actually bound
/// (port 0 picks a free one), and serves [`app`] behind the server's
/// bounds and `Host` check ([`ServeOptions`]) until Ctrl-C (SIGINT) or
/// SIGTERM; then, after the shutdown's grace, gives the signal that
/// stopped it. On Unix the signals are caught from before the address is
/// bound, so one sent as soon as `on_ready` has run stops the server the
/// same way. If they cannot be caught, it serves until the process is
/// killed.
///
/// # Errors
///
/// If the address cannot be bound.
///
/// # Example
///
/// ```no_run
/// # #[tokio::main]
/// # async fn main() -> std::io::Result<()> {
/// let options = nqueens_lab_web::ServeOptions::new("127.0.0.1:8000".parse().unwrap());
/// let signal = nqueens_lab_web::serve(&options, |addr| println!("serving at http://{addr}/")).await?;
/// eprintln!("stopped by {}", signal.name());
/// # Ok(())
/// # }
/// ```
pub async fn serve(
    options: &ServeOptions,
    on_ready: impl FnOnce(SocketAddr),
) -> std::io::Result<Signal> {
    let stop = stop_signal();
    serve_until(app(), options, on_ready, stop).await
}

/// Catches SIGINT and SIGTERM now; the future completes with the first
/// that comes after.
#[cfg(unix)]
fn stop_signal() -> impl std::future::Future<Output = Signal> {
    use tokio::signal::unix::{signal, SignalKind};
    let interrupt = signal(SignalKind::interrupt());
    let terminate = signal(SignalKind::terminate());
    async move {
        let (mut interrupt, mut terminate) = (interrupt.ok(), terminate.ok());
        tokio::select! {
            () = next(interrupt.as_mut()) => Signal::Interrupt,
            () = next(terminate.as_mut()) => Signal::Terminate,
        }
    }
}

/// The next delivery of a caught signal; never, for one that could not be
/// caught.
#[cfg(unix)]
async fn next(caught: Option<&mut tokio::signal::unix::Signal>) {
    match caught {
        Some(caught) => {
            caught.recv().await;
        }
        None => std::future::pending().await,
    }
}

/// Ctrl-C; never, if it cannot be caught.
#[cfg(not(unix))]
fn stop_signal() -> impl std::future::Future<Output = Signal> {
    async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
        Signal::Interrupt
    }
}
