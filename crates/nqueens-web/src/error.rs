//! The API's error: a status and a message, sent as `{"error": "..."}`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

/// A failed request.
///
/// # Example
///
/// ```
/// use axum::http::StatusCode;
/// use nqueens_web::ApiError;
///
/// let err = ApiError::bad_request("n must be between 1 and 20, got 25");
/// assert_eq!(err.status(), StatusCode::BAD_REQUEST);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    status: StatusCode,
    message: String,
}

impl ApiError {
    /// A bad parameter (400).
    pub fn bad_request(message: impl Into<String>) -> Self {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            message: message.into(),
        }
    }

    /// A request that would take longer than its time limit (422).
    pub fn too_long(message: impl Into<String>) -> Self {
        ApiError {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            message: message.into(),
        }
    }

    /// A request whose client went away (408); nobody reads it.
    pub fn cancelled() -> Self {
        ApiError {
            status: StatusCode::REQUEST_TIMEOUT,
            message: "the client went away".into(),
        }
    }

    /// A failure of the server itself (500).
    pub fn internal(message: impl Into<String>) -> Self {
        ApiError {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            message: message.into(),
        }
    }

    /// A path that names nothing (404).
    pub fn not_found(path: &str) -> Self {
        ApiError {
            status: StatusCode::NOT_FOUND,
            message: format!("no such endpoint: {path} (see /api/limits and API.md)"),
        }
    }

    /// A method other than GET (405).
    pub fn method_not_allowed(method: &axum::http::Method, path: &str) -> Self {
        ApiError {
            status: StatusCode::METHOD_NOT_ALLOWED,
            message: format!("{method} {path} is not allowed: the API answers GET only"),
        }
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": self.message });
        (self.status, Json(body)).into_response()
    }
}
