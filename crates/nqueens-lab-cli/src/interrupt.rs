//! Ctrl-C and SIGTERM, for every command but `serve` (whose server stops
//! on them itself): the process ends with exit status 130 and one line on
//! stderr, and nothing it printed before is a result. A run with a
//! checkpoint asks first ([`save_first`]): then the signal only raises a
//! flag, and the run saves its work before it ends with 130.

use std::io::Write;
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
            end_interrupted();
        }
    })
    .map_err(|e| Failure::Runtime(anyhow::anyhow!("cannot watch for Ctrl-C: {e}")))
}

/// Says so (if stderr can still be written: a closed one must not stop
/// the exit) and ends the process with status 130.
fn end_interrupted() -> ! {
    let _ = writeln!(std::io::stderr(), "nqueens: interrupted");
    std::process::exit(i32::from(EXIT_INTERRUPTED));
}

/// While this is held, a signal does not end the process: it raises the
/// flag [`SaveFirst::requested`], which the run polls to save its work and
/// end. Dropped, signals end the process again, and one that came after
/// the run last looked ends it at once.
#[derive(Debug)]
pub struct SaveFirst {
    _private: (),
}

/// Signals raise a flag instead of ending the process, until the
/// [`SaveFirst`] returned is dropped.
pub fn save_first() -> SaveFirst {
    SAVE_FIRST.store(true, Ordering::SeqCst);
    SaveFirst { _private: () }
}

impl SaveFirst {
    /// The flag a signal raises.
    pub fn requested(&self) -> &'static AtomicBool {
        &REQUESTED
    }

    /// The run has answered the signal (saved its work, and ends with its
    /// own message).
    pub fn answered(self) {
        REQUESTED.store(false, Ordering::SeqCst);
    }

    /// Ends the process as a signal does when nothing is left to save
    /// (`check`, once it has killed its program): one line on stderr and
    /// exit status 130.
    pub fn end_interrupted(self) -> ! {
        end_interrupted()
    }
}

impl Drop for SaveFirst {
    fn drop(&mut self) {
        SAVE_FIRST.store(false, Ordering::SeqCst);
        if REQUESTED.load(Ordering::SeqCst) {
            end_interrupted();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signals_wait_for_the_save_only_while_it_is_held() {
        let save_first = save_first();
        assert!(SAVE_FIRST.load(Ordering::SeqCst));
        assert!(!save_first.requested().load(Ordering::SeqCst));
        save_first.answered();
        assert!(
            !SAVE_FIRST.load(Ordering::SeqCst),
            "once the run is done, a signal ends the process again"
        );
    }
}
