//! `nqueens serve`: the visualizer's files (the page runs the search in
//! the browser), served by `nqueens_lab_web::serve` with its bounds until
//! Ctrl-C or SIGTERM, after which it exits with status 130 like every
//! interrupted command.

use std::io::Write;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use nqueens_lab_web::ServeOptions;

use crate::args::ServeHost;
use crate::cli::ServeArgs;
use crate::output::{Failure, EXIT_INTERRUPTED};

pub fn run(args: &ServeArgs) -> Result<ExitCode, Failure> {
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| Failure::Runtime(anyhow::anyhow!("cannot start the server runtime: {e}")))?;
    let mut options = ServeOptions::new(SocketAddr::new(args.host.ip, args.port));
    options.host_name = Some(args.host.name.clone());
    let open = args.open;
    let served = runtime.block_on(nqueens_lab_web::serve(&options, |bound| {
        if let Some(warning) = exposure_warning(&args.host) {
            eprintln!("nqueens: warning: {warning}");
        }
        let url = page_url(&args.host, bound);
        // Scripts read the URL from the first line: send it now. One that
        // stops reading then (and closes the pipe) does not stop the server.
        let mut out = std::io::stdout().lock();
        let _ = writeln!(
            out,
            "serving the nqueens visualizer at {url} (Ctrl-C to stop)"
        );
        let _ = writeln!(
            out,
            "the page runs the search in your browser; the server only serves its files"
        );
        let _ = out.flush();
        drop(out);
        if open {
            open_browser(&url);
        }
    }));
    // Whatever is still running (a connection past its grace) does not
    // hold the process after Ctrl-C.
    runtime.shutdown_timeout(Duration::from_millis(500));
    let signal =
        served.map_err(|e| Failure::Usage(format!("cannot serve on {}: {e}", options.addr)))?;
    eprintln!(
        "nqueens: interrupted ({}): the server has stopped",
        signal.name()
    );
    Ok(ExitCode::from(EXIT_INTERRUPTED))
}

/// The page's address as a browser on this machine opens it.
fn page_url(host: &ServeHost, bound: SocketAddr) -> String {
    if host.ip.is_unspecified() {
        // Every interface: this machine reaches it at its loopback address.
        format!("http://127.0.0.1:{}/", bound.port())
    } else if host.name == "localhost" {
        format!("http://localhost:{}/", bound.port())
    } else {
        format!("http://{bound}/")
    }
}

/// What to say when the server is reachable from other machines.
fn exposure_warning(host: &ServeHost) -> Option<String> {
    if host.ip.is_loopback() {
        return None;
    }
    Some(if host.ip.is_unspecified() {
        format!(
            "listening on every interface ({}): any machine that can reach this one can load \
             the page; it answers requests for 127.0.0.1, localhost, [::1] or {} only, so give \
             --host this machine's address to be reached by that address",
            host.name, host.name
        )
    } else {
        format!(
            "listening on {}: any machine that can reach that address can load the page",
            host.name
        )
    })
}

/// Asks the desktop to open `url`; says so if it cannot.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(target_os = "windows") {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(e) = std::process::Command::new(opener).arg(url).spawn() {
        eprintln!("nqueens: cannot open a browser ({opener}: {e}); open {url} yourself");
    }
}
