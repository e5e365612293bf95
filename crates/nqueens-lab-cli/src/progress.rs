//! A progress bar for long counts: on stderr, only when it is a terminal,
//! and only once the count has run for about a second.

use std::sync::{Condvar, Mutex};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

/// How long a count runs before its progress bar appears.
const DELAY: Duration = Duration::from_secs(1);

/// Runs `work` with a progress bar of `len` units that appears after
/// [`DELAY`] if `enabled` and stderr is a terminal; `work` gets the bar to
/// advance. The bar is cleared when `work` returns.
pub fn with_progress<T>(len: u64, enabled: bool, work: impl FnOnce(&ProgressBar) -> T) -> T {
    let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::hidden());
    if !enabled {
        return work(&bar);
    }
    let style = ProgressStyle::with_template(
        "{elapsed_precise} {wide_bar} {pos}/{len} units  {rate}  ETA {eta}",
    )
    .expect("the template is valid")
    .with_key(
        "rate",
        |state: &ProgressState, out: &mut dyn std::fmt::Write| {
            let _ = write!(out, "{:.0}/s", state.per_sec());
        },
    )
    .progress_chars("=> ");
    bar.set_style(style);
    let finished = (Mutex::new(false), Condvar::new());
    let result = std::thread::scope(|scope| {
        scope.spawn(|| {
            let (lock, signal) = &finished;
            let guard = lock.lock().unwrap_or_else(|e| e.into_inner());
            let (done, _) = signal
                .wait_timeout_while(guard, DELAY, |done| !*done)
                .unwrap_or_else(|e| e.into_inner());
            if !*done {
                bar.set_draw_target(ProgressDrawTarget::stderr());
                bar.enable_steady_tick(Duration::from_millis(200));
            }
        });
        let result = work(&bar);
        let (lock, signal) = &finished;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = true;
        signal.notify_all();
        result
    });
    bar.finish_and_clear();
    result
}
