//! Ctrl-C and SIGTERM, for every command but `serve` (whose server stops
//! on them itself): the process ends with exit status 130 and one line on
//! stderr, and nothing it printed before is a result. A run with a
//! checkpoint asks first ([`save_first`]): then the signal only raises a
//! flag, and the run saves its work before it ends with 130.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::output::{Failure, EXIT_INTERRUPTED};

/// Whether a signal should wait for the run to save its work.
static SAVE_FIRST: AtomicBool = AtomicBool::new(false);

/// Set by a signal while [`SAVE_FIRST`] is.
static REQUESTED: AtomicBool = AtomicBool::new(false);

/// Watches for Ctrl-C, SIGTERM (Slurm's `scancel`) and SIGHUP from now on.
pub fn install() -> Result<(), Failure> {
    ctrlc::set_handler(|| {
        if SAVE_FIRST.load(Ordering::SeqCst) {
            REQUESTED.store(true, Ordering::SeqCst);
        } else {
            eprintln!("nqueens: interrupted");
            std::process::exit(i32::from(EXIT_INTERRUPTED));
        }
    })
    .map_err(|e| Failure::Runtime(anyhow::anyhow!("cannot watch for Ctrl-C: {e}")))
}

/// From now on a signal does not end the process: it sets the flag
/// returned, which the run polls to save its work and end.
pub fn save_first() -> &'static AtomicBool {
    SAVE_FIRST.store(true, Ordering::SeqCst);
    &REQUESTED
}
