//! # nqueens-web
//!
//! The visualizer behind `nqueens serve`: a page that shows the classic
//! backtracking search live (board, counters, search tree, charts,
//! fundamental solutions) and a JSON API that replays the search
//! deterministically. The page's files are embedded in the binary: it works
//! from any directory, with no build step and no network. API.md in this
//! crate describes every endpoint.
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
//! let response = nqueens_web::app()
//!     .oneshot(Request::get("/api/stats?n=8").body(Body::empty()).unwrap())
//!     .await
//!     .unwrap();
//! assert_eq!(response.status(), StatusCode::OK);
//! # }
//! ```

mod api;
mod assets;
mod error;
mod replay;
mod server;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::routing::get;
use axum::Router;

pub use api::{AppState, Limits};
pub use error::ApiError;
pub use replay::SearchState;
pub use server::{serve_until, with_host_check, AllowedHosts, ServeOptions};

/// The whole application with the default [`Limits`].
pub fn app() -> Router {
    app_with(Limits::default())
}

/// The whole application with the given limits.
///
/// # Example
///
/// ```
/// let limits = nqueens_web::Limits { max_n: 12, ..Default::default() };
/// let _router = nqueens_web::app_with(limits);
/// ```
pub fn app_with(limits: Limits) -> Router {
    let state = Arc::new(AppState::new(limits));
    Router::new()
        .route("/", get(assets::index))
        .route("/{*path}", get(assets::asset))
        .route("/api/limits", get(api::limits))
        .route("/api/events", get(api::events))
        .route("/api/state", get(api::search_state))
        .route("/api/seek", get(api::seek))
        .route("/api/stats", get(api::stats))
        .route("/api/tree", get(api::tree))
        .route("/api/table", get(api::table))
        .route("/api/fundamental", get(api::fundamental))
        .route("/api/symmetries", get(api::symmetries))
        .route("/api", get(not_found))
        .route("/api/", get(not_found))
        .route("/api/{*rest}", get(not_found))
        .method_not_allowed_fallback(method_not_allowed)
        .with_state(state)
}

async fn not_found(uri: axum::http::Uri) -> ApiError {
    ApiError::not_found(uri.path())
}

async fn method_not_allowed(method: axum::http::Method, uri: axum::http::Uri) -> ApiError {
    ApiError::method_not_allowed(&method, uri.path())
}

/// The names of the page's embedded files.
///
/// # Example
///
/// ```
/// assert!(nqueens_web::asset_names().contains(&"index.html".to_string()));
/// ```
pub fn asset_names() -> Vec<String> {
    assets::names()
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
