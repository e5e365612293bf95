//! The page's files, embedded in the binary at build time.

use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};

#[derive(rust_embed::Embed)]
#[folder = "site/"]
struct Assets;

/// Serves one embedded file with its content type, or 404.
fn file(name: &str) -> Response {
    match Assets::get(name) {
        Some(content) => {
            let mime = content_type(name, content.metadata.mimetype());
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

/// The content type to send: text files say they are UTF-8 (the scripts
/// and styles hold arrows like ↘), and the vendored license reads as text.
fn content_type(name: &str, guessed: &str) -> String {
    if name.ends_with(".md") {
        "text/plain; charset=utf-8".to_string()
    } else if (guessed.starts_with("text/") || guessed.ends_with("javascript"))
        && !guessed.contains("charset")
    {
        format!("{guessed}; charset=utf-8")
    } else {
        guessed.to_string()
    }
}

/// `GET /`: the page.
pub async fn index() -> Response {
    file("index.html")
}

/// `GET /{*path}`: any other file of the site.
pub async fn asset(Path(path): Path<String>) -> Response {
    file(&path)
}

/// The names of the embedded files (for tests).
pub fn names() -> Vec<String> {
    Assets::iter().map(|name| name.to_string()).collect()
}
