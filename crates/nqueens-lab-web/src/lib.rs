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

pub use server::{serve_until, with_host_check, AllowedHosts, ServeOptions};

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

/// Binds `options.addr`, calls `on_ready` with the address actually bound
/// (port 0 picks a free one), and serves [`app`] behind the server's
/// bounds and `Host` check ([`ServeOptions`]) until Ctrl-C.
///
/// # Errors
///
/// If the address cannot be bound.
pub async fn serve(
    options: &ServeOptions,
    on_ready: impl FnOnce(SocketAddr),
) -> std::io::Result<()> {
    serve_until(app(), options, on_ready, async {
        // If the handler cannot be installed, serve until killed.
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    })
    .await
}
