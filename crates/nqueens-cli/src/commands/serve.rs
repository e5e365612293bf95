//! `nqueens serve`.

use std::io::Write;
use std::net::SocketAddr;
use std::process::ExitCode;

use crate::cli::ServeArgs;
use crate::output::Failure;

pub fn run(args: &ServeArgs) -> Result<ExitCode, Failure> {
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| Failure::Runtime(anyhow::anyhow!("cannot start the server runtime: {e}")))?;
    let addr = SocketAddr::new(args.host, args.port);
    let open = args.open;
    runtime
        .block_on(nqueens_web::serve(addr, |bound| {
            let url = format!("http://{bound}/");
            println!("serving the nqueens visualizer at {url} (Ctrl-C to stop)");
            // Scripts read the URL from this line: send it now.
            let _ = std::io::stdout().flush();
            if open {
                open_browser(&url);
            }
        }))
        .map_err(|e| Failure::Usage(format!("cannot serve on {addr}: {e}")))?;
    Ok(ExitCode::SUCCESS)
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
