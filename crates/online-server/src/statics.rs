//! The static directory (`--static`, the browser build) served at `/`, kept to its folder:
//! no path that leaves it through a symbolic link, no dotfile or dot-directory (`.git`,
//! `.env`), and a path too long for any file answered 414 before the file system sees it.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use tower_http::services::ServeDir;

/// The longest request path served, in bytes: far past any file of the build, short of the
/// file system's limits (a longer name made the file service answer 500).
pub const MAX_PATH_BYTES: usize = 1024;

struct Statics {
    dir: ServeDir,
    /// The folder with every symbolic link resolved: what a served file must be inside.
    root: PathBuf,
}

/// A router serving `dir` for every path no other route takes.
pub fn router(dir: &Path) -> std::io::Result<Router> {
    let root = std::fs::canonicalize(dir)?;
    let statics = Arc::new(Statics {
        dir: ServeDir::new(&root),
        root,
    });
    Ok(Router::new().fallback(serve).with_state(statics))
}

fn status(code: StatusCode) -> Response {
    code.into_response()
}

async fn serve(State(statics): State<Arc<Statics>>, request: Request) -> Response {
    let raw = request.uri().path();
    if raw.len() > MAX_PATH_BYTES {
        return status(StatusCode::URI_TOO_LONG);
    }
    let Some(path) = percent_decode(raw) else {
        return status(StatusCode::BAD_REQUEST);
    };
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    if segments
        .iter()
        .any(|s| s.starts_with('.') || s.contains(['\\', '\0']))
    {
        return status(StatusCode::NOT_FOUND);
    }
    let file = segments.iter().fold(statics.root.clone(), |p, s| p.join(s));
    let root = statics.root.clone();
    let inside = tokio::task::spawn_blocking(move || stays_inside(&root, &file)).await;
    if !matches!(inside, Ok(true)) {
        return status(StatusCode::NOT_FOUND);
    }
    let mut dir = statics.dir.clone();
    match dir.try_call(request).await {
        Ok(response) => response.map(Body::new),
        Err(e) => {
            tracing::warn!("static file: {e}");
            status(StatusCode::NOT_FOUND)
        }
    }
}

/// Whether `file` (and, for a directory, its `index.html`), links resolved, lies in `root`. A
/// path that does not exist is inside: the file service answers 404 for it.
fn stays_inside(root: &Path, file: &Path) -> bool {
    let resolved = |p: &Path| match std::fs::canonicalize(p) {
        Ok(real) => Some(real.starts_with(root)),
        Err(_) => None,
    };
    match resolved(file) {
        Some(false) => false,
        Some(true) if file.is_dir() => resolved(&file.join("index.html")) != Some(false),
        _ => true,
    }
}

/// `%XX` escapes decoded; `None` when one is malformed or the result is not UTF-8.
fn percent_decode(path: &str) -> Option<String> {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_are_decoded_and_bad_ones_refused() {
        assert_eq!(percent_decode("/a%2Eb%20c").as_deref(), Some("/a.b c"));
        assert_eq!(percent_decode("/%2"), None);
        assert_eq!(percent_decode("/%zz"), None);
        assert_eq!(percent_decode("/%ff"), None);
    }
}
