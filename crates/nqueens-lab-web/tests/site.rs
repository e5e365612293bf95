//! The site as the server serves it: every embedded file at its path with
//! its content type, `/` as the page, 404 for anything else (the old JSON
//! API included), 405 for methods other than GET and HEAD, and no path
//! that reaches outside the embedded files; then the server's bounds
//! against a real socket ([`hardening`]).

mod common;
mod hardening;

use std::collections::BTreeMap;
use std::path::Path;

use axum::http::{header, Method, StatusCode};

use common::*;

/// The embedded files, by path.
fn site() -> BTreeMap<String, Vec<u8>> {
    nqueens_lab_web::site_files()
        .map(|(path, bytes)| (path, bytes.into_owned()))
        .collect()
}

/// The content type a browser needs for a file of the site, by its
/// extension: text says it is UTF-8, WebAssembly is `application/wasm`
/// (or browsers will not compile it as it streams), a license in Markdown
/// and the exercise's checker in Python read as plain text, Pyodide's
/// standard library is a zip archive.
fn expected_type(path: &str) -> &'static str {
    let extension = path.rsplit_once('.').map_or("", |(_, ext)| ext);
    match extension {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "md" | "txt" | "py" => "text/plain; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "zip" => "application/zip",
        _ => panic!(
            "{path}: this test knows no content type for a .{extension} file; \
             say here which one the browser needs (and check the server sends it)"
        ),
    }
}

/// The regular files below `dir`, by path relative to `root` with `/`
/// separators.
fn files_on_disk(root: &Path, dir: &Path, found: &mut BTreeMap<String, Vec<u8>>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            files_on_disk(root, &path, found);
        } else {
            let relative = path.strip_prefix(root).expect("below the root");
            let name: Vec<String> = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            found.insert(name.join("/"), std::fs::read(&path).expect("reads"));
        }
    }
}

#[test]
fn the_embedded_files_are_the_site_folder_byte_for_byte() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("site");
    let mut on_disk = BTreeMap::new();
    files_on_disk(&root, &root, &mut on_disk);
    let embedded = site();
    assert_eq!(
        embedded.keys().collect::<Vec<_>>(),
        on_disk.keys().collect::<Vec<_>>(),
        "the binary embeds other files than site/ holds (was the crate rebuilt?)"
    );
    for (path, bytes) in &on_disk {
        assert!(embedded[path] == *bytes, "{path} differs from site/{path}");
    }
}

#[test]
fn site_files_are_relative_paths_in_order() {
    let paths: Vec<String> = nqueens_lab_web::site_files()
        .map(|(path, _)| path)
        .collect();
    assert!(paths.iter().any(|p| p == "index.html"), "{paths:?}");
    let mut sorted = paths.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(paths, sorted, "in the order of their paths, each once");
    for path in &paths {
        assert!(
            path.split('/')
                .all(|part| !part.is_empty() && part != "." && part != ".."),
            "{path:?}"
        );
        assert!(!path.contains('\\'), "{path:?}");
    }
}

#[tokio::test]
async fn every_embedded_file_is_served_at_its_path_with_its_type() {
    for (path, bytes) in site() {
        let uri = format!("/{path}");
        let reply = get(&uri).await;
        assert_eq!(reply.status, StatusCode::OK, "GET {uri}");
        assert_eq!(
            reply.header(header::CONTENT_TYPE),
            expected_type(&path),
            "GET {uri}"
        );
        assert_eq!(reply.header(header::X_CONTENT_TYPE_OPTIONS), "nosniff");
        assert!(reply.body == bytes, "GET {uri}: not the embedded bytes");

        let head = request(Method::HEAD, &uri).await;
        assert_eq!(head.status, StatusCode::OK, "HEAD {uri}");
        assert_eq!(
            head.header(header::CONTENT_TYPE),
            expected_type(&path),
            "HEAD {uri}"
        );
        assert!(head.body.is_empty(), "HEAD {uri} has a body");
    }
}

#[tokio::test]
async fn the_root_is_the_page() {
    let reply = get("/").await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(
        reply.header(header::CONTENT_TYPE),
        "text/html; charset=utf-8"
    );
    assert!(reply.body == site()["index.html"]);
    let head = request(Method::HEAD, "/").await;
    assert_eq!(head.status, StatusCode::OK);
    assert!(head.body.is_empty());
}

/// Asserts a 404 with a short text body.
fn assert_not_found(uri: &str, reply: &Reply) {
    assert_eq!(reply.status, StatusCode::NOT_FOUND, "GET {uri}");
    assert_eq!(
        reply.header(header::CONTENT_TYPE),
        "text/plain; charset=utf-8",
        "GET {uri}"
    );
    let text = reply.text();
    assert!(
        !text.trim().is_empty() && text.len() <= 80 && text.lines().count() == 1,
        "GET {uri}: a short line, not {text:?}"
    );
}

#[tokio::test]
async fn a_missing_file_is_a_short_404() {
    for uri in [
        "/no-such-file",
        "/assets/no-such-file.js",
        "/assets",
        "/assets/",
        "/index.html/",
        "/INDEX.HTML",
        "/index.htm",
        "//index.html",
        "/index.html%00",
        "/site/index.html",
    ] {
        assert_not_found(uri, &get(uri).await);
    }
}

#[tokio::test]
async fn the_json_api_is_gone() {
    for uri in [
        "/api",
        "/api/",
        "/api/limits",
        "/api/stats?n=8",
        "/api/events?n=4&from=0&limit=10",
        "/api/state?n=4&step=3",
        "/api/seek?n=4&target=end",
        "/api/tree?n=4",
        "/api/table",
        "/api/fundamental?n=8",
        "/api/symmetries?columns=1,3,0,2",
    ] {
        assert_not_found(uri, &get(uri).await);
    }
}

#[tokio::test]
async fn methods_other_than_get_and_head_are_405() {
    for method in [
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
        Method::OPTIONS,
    ] {
        for uri in ["/", "/index.html", "/no-such-file", "/api/stats?n=8"] {
            let reply = request(method.clone(), uri).await;
            assert_eq!(
                reply.status,
                StatusCode::METHOD_NOT_ALLOWED,
                "{method} {uri}"
            );
            let allow = reply.header(header::ALLOW);
            assert!(
                allow.contains("GET") && allow.contains("HEAD"),
                "{method} {uri}: Allow {allow:?}"
            );
            assert!(!reply.text().trim().is_empty(), "{method} {uri}");
        }
    }
}

/// Paths that try to leave the embedded files, by `..` as written,
/// percent-encoded, or with backslashes, toward this crate's own files
/// and the system's.
const TRAVERSALS: [&str; 16] = [
    "/../Cargo.toml",
    "/%2e%2e/Cargo.toml",
    "/%2E%2E/Cargo.toml",
    "/..%2fCargo.toml",
    "/%2e%2e%2fCargo.toml",
    "/..%5cCargo.toml",
    "/..\\Cargo.toml",
    "/assets/../../Cargo.toml",
    "/assets/%2e%2e/%2e%2e/Cargo.toml",
    "/../src/lib.rs",
    "/%2e%2e/src/lib.rs",
    "/./../Cargo.toml",
    "/../../../../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/%2fetc%2fpasswd",
    "/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd",
];

#[tokio::test]
async fn no_path_escapes_the_embedded_files() {
    for uri in TRAVERSALS {
        // `\` is not allowed in a URI as the router takes it; sent raw,
        // the real server is asked below.
        if uri.contains('\\') {
            continue;
        }
        assert_not_found(uri, &get(uri).await);
    }
    // A path that stays inside the site by `..` is not resolved either:
    // a file is served at its exact path only.
    for uri in ["/assets/../index.html", "/./index.html"] {
        assert_not_found(uri, &get(uri).await);
    }
}

#[tokio::test]
async fn the_real_server_serves_the_site_and_nothing_else() {
    let addr = start_server().await;
    let response = http_get(addr, "/").await;
    assert_eq!(response.status_line, "HTTP/1.1 200 OK");
    assert_eq!(
        response.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    assert!(response.body == site()["index.html"]);
    for (path, bytes) in site() {
        let response = http_get(addr, &format!("/{path}")).await;
        assert_eq!(response.status_line, "HTTP/1.1 200 OK", "/{path}");
        assert_eq!(
            response.header("content-type"),
            Some(expected_type(&path)),
            "/{path}"
        );
        assert!(response.body == bytes, "/{path}: not the embedded bytes");
    }
    for uri in TRAVERSALS.iter().chain(&["/api/limits", "/api/stats?n=6"]) {
        let response = http_get(addr, uri).await;
        assert!(
            response.status_line == "HTTP/1.1 404 Not Found"
                || response.status_line == "HTTP/1.1 400 Bad Request",
            "GET {uri}: {}",
            response.status_line
        );
        let body = String::from_utf8_lossy(&response.body);
        assert!(
            !body.contains("[package]") && !body.contains("root:"),
            "GET {uri}: {body}"
        );
    }
}
