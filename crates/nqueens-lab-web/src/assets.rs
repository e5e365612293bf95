//! The page's files (`site/`), embedded in the binary at build time, and
//! how they are served.

use std::borrow::Cow;

use axum::extract::Path;
use axum::http::{header, HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

// `debug-embed` embeds the files in debug builds too: a lookup is always
// in the table built at compile time, never on the disk, so no request
// path can name a file outside it.
#[derive(rust_embed::Embed)]
#[folder = "site/"]
struct Site;

/// Every embedded file: its path below `site/` (with `/` separators) and
/// its bytes, in the order of their paths.
pub fn files() -> impl Iterator<Item = (String, Cow<'static, [u8]>)> {
    let mut names: Vec<String> = Site::iter().map(|name| name.into_owned()).collect();
    names.sort();
    names.into_iter().filter_map(|name| {
        // Every name the table lists is in it.
        let data = Site::get(&name)?.data;
        Some((name, data))
    })
}

/// The headers every answer carries: the browser takes the content type
/// as given (no sniffing), and asks again rather than keep a stale copy
/// of a page that changes with the binary.
fn common_headers() -> [(HeaderName, HeaderValue); 2] {
    [
        (
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
    ]
}

/// Serves one embedded file with its content type, or 404.
fn file(name: &str) -> Response {
    match Site::get(name) {
        Some(content) => {
            let mime = content_type(name, content.metadata.mimetype());
            (
                common_headers(),
                [(header::CONTENT_TYPE, mime)],
                content.data,
            )
                .into_response()
        }
        None => (
            StatusCode::NOT_FOUND,
            common_headers(),
            [(header::CONTENT_TYPE, TEXT.to_string())],
            "no such file\n",
        )
            .into_response(),
    }
}

const TEXT: &str = "text/plain; charset=utf-8";

/// The content type of a file of the site. The kinds the page is made of
/// are fixed here, whatever a MIME table says (a browser runs a module
/// script or compiles WebAssembly as it streams only with the right type);
/// text says it is UTF-8 (the scripts and styles hold arrows like ↘); the
/// vendored licenses and the exercise's Python checker read as text; the
/// exercise's Python standard library is a zip archive.
fn content_type(name: &str, guessed: &str) -> String {
    let extension = name.rsplit_once('.').map_or("", |(_, ext)| ext);
    let fixed = match extension {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "md" | "txt" | "py" => TEXT,
        "wasm" => "application/wasm",
        "json" | "map" => "application/json",
        "zip" => "application/zip",
        "svg" => "image/svg+xml",
        _ => "",
    };
    if !fixed.is_empty() {
        fixed.to_string()
    } else if guessed.starts_with("text/") && !guessed.contains("charset") {
        format!("{guessed}; charset=utf-8")
    } else {
        guessed.to_string()
    }
}

/// `GET /`: the page.
pub async fn index() -> Response {
    file("index.html")
}

/// `GET /{*path}`: any other file of the site, by its exact path.
pub async fn asset(Path(path): Path<String>) -> Response {
    file(&path)
}

/// Any path with a method other than GET or HEAD.
pub async fn method_not_allowed() -> Response {
    (
        StatusCode::METHOD_NOT_ALLOWED,
        common_headers(),
        [
            (header::ALLOW, "GET, HEAD".to_string()),
            (header::CONTENT_TYPE, TEXT.to_string()),
        ],
        "the site answers GET and HEAD only\n",
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_s_kinds_have_fixed_types() {
        assert_eq!(
            content_type("assets/wasm/x_bg.wasm", "application/octet-stream"),
            "application/wasm"
        );
        assert_eq!(
            content_type("a.js", "application/javascript"),
            "text/javascript; charset=utf-8"
        );
        assert_eq!(content_type("LICENSE.md", "text/markdown"), TEXT);
        assert_eq!(content_type("checker.py", "text/x-python"), TEXT);
        assert_eq!(
            content_type("python_stdlib.zip", "application/octet-stream"),
            "application/zip"
        );
        assert_eq!(content_type("x.png", "image/png"), "image/png");
        assert_eq!(content_type("x.xml", "text/xml"), "text/xml; charset=utf-8");
        assert_eq!(
            content_type("Makefile", "application/octet-stream"),
            "application/octet-stream"
        );
    }
}
