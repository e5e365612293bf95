//! The page's files, embedded in the binary at build time.

use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};

#[derive(rust_embed::Embed)]
#[folder = "assets/"]
struct Assets;

/// Serves one embedded file with its content type, or 404.
fn file(name: &str) -> Response {
    match Assets::get(name) {
        Some(content) => {
            let mime = content.metadata.mimetype().to_string();
            (
                [
                    (header::CONTENT_TYPE, mime),
                    (header::CACHE_CONTROL, "no-cache".to_string()),
                ],
                content.data,
            )
                .into_response()
        }
        None => (StatusCode::NOT_FOUND, format!("no such file: {name}\n")).into_response(),
    }
}

/// `GET /`: the page.
pub async fn index() -> Response {
    file("index.html")
}

/// `GET /assets/{*path}`.
pub async fn asset(Path(path): Path<String>) -> Response {
    file(&path)
}

/// The names of the embedded files (for tests).
pub fn names() -> Vec<String> {
    Assets::iter().map(|name| name.to_string()).collect()
}
