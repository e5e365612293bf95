//! Running the program `check` checks: directly (no shell), with no
//! input, in a process group of its own, for a bounded time, its stdout
//! read up to a bound and the end of its stderr kept. Whatever ends the
//! run (the program's own end, the time limit, too much output, Ctrl-C),
//! its whole process group is killed before the program is reaped, so
//! that nothing it started outlives the check and no other process can
//! have taken its group's number.

use std::ffi::OsString;
use std::io::{self, Read};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, ChildStderr, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

use rustix::process::{Pid, Signal, WaitId, WaitIdOptions};

/// How often the run looks at the program, the clock and the signals.
const POLL: Duration = Duration::from_millis(10);

/// How long, once the program's group is killed, the run waits for the
/// last of its output (a process that left the group may hold the pipe).
const DRAIN: Duration = Duration::from_secs(1);

/// The bounds of a run.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// The longest the program may run.
    pub time: Duration,
    /// The most bytes of stdout read.
    pub output: usize,
    /// The longest line of stdout, in bytes.
    pub line: usize,
    /// The most bytes of the end of stderr kept.
    pub stderr: usize,
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The program ended by itself: an exit status or a signal.
    Ended(ExitStatus),
    /// It ran past the time limit, and was killed.
    TimedOut,
    /// It printed more than the output limit, and was killed.
    TooMuchOutput,
    /// Its stdout had a line (this one, 1-based) past the line limit, and
    /// it was killed.
    LineTooLong(usize),
    /// Ctrl-C or SIGTERM came: it was killed.
    Interrupted,
}

/// What a run gives.
#[derive(Debug)]
pub struct Run {
    /// How it ended.
    pub end: End,
    /// Its stdout, as far as it was read.
    pub stdout: Vec<u8>,
    /// The end of its stderr.
    pub stderr_tail: Vec<u8>,
    /// How long it ran, in seconds.
    pub seconds: f64,
}

/// Why a run gave no [`Run`].
#[derive(Debug)]
pub enum RunError {
    /// The program could not be started.
    Start(io::Error),
    /// Waiting for it failed (it was killed, with its group).
    Wait(io::Error),
}

/// Runs `argv` (a program and its arguments) within `limits`, until it
/// ends or `interrupted` is raised.
pub fn run(argv: &[OsString], limits: Limits, interrupted: &AtomicBool) -> Result<Run, RunError> {
    let (program, args) = argv.split_first().ok_or_else(|| {
        RunError::Start(io::Error::new(
            io::ErrorKind::InvalidInput,
            "no program to run was given",
        ))
    })?;
    let started = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // Its own group: the group is killed as one, and Ctrl-C at a
        // terminal reaches nqueens only, which kills it.
        .process_group(0)
        .spawn()
        .map_err(RunError::Start)?;
    let stdout = Capture::stdout(child.stdout.take().expect("stdout is piped"), limits);
    let stderr = Capture::stderr_tail(child.stderr.take().expect("stderr is piped"), limits);
    let group = Pid::from_child(&child);
    let mut ended = false;
    let mut watch = || -> io::Result<End> {
        loop {
            if interrupted.load(Ordering::SeqCst) {
                return Ok(End::Interrupted);
            }
            if let Some(overflow) = stdout.lock().overflow {
                return Ok(overflow);
            }
            if !ended && has_ended(group)? {
                // Anything it left behind in its group is stopped now,
                // while the program is unreaped and its group's number
                // still taken; then the pipes close.
                kill_group(group);
                ended = true;
            }
            if ended && stdout.lock().done {
                return Ok(End::Ended(child.wait()?));
            }
            if started.elapsed() >= limits.time {
                return Ok(End::TimedOut);
            }
            thread::sleep(POLL);
        }
    };
    let watched = watch();
    let seconds = started.elapsed().as_secs_f64();
    let end = match watched {
        Ok(end @ End::Ended(_)) => end,
        Ok(end) => {
            stop(&mut child, group, ended);
            end
        }
        Err(err) => {
            stop(&mut child, group, ended);
            return Err(RunError::Wait(err));
        }
    };
    let drained = Instant::now();
    while !(stdout.lock().done && stderr.lock().done) && drained.elapsed() < DRAIN {
        thread::sleep(POLL);
    }
    let stdout = std::mem::take(&mut stdout.lock().bytes);
    let stderr_tail = std::mem::take(&mut stderr.lock().bytes);
    Ok(Run {
        end,
        stdout,
        stderr_tail,
        seconds,
    })
}

/// Whether the program has ended, without reaping it.
fn has_ended(pid: Pid) -> io::Result<bool> {
    let options = WaitIdOptions::EXITED | WaitIdOptions::NOWAIT | WaitIdOptions::NOHANG;
    loop {
        match rustix::process::waitid(WaitId::Pid(pid), options) {
            // A signal (Ctrl-C, which the loop answers next) came first.
            Err(rustix::io::Errno::INTR) => continue,
            Err(err) => return Err(err.into()),
            Ok(status) => return Ok(status.is_some()),
        }
    }
}

/// Kills every process of the group `group`; one already gone is no error.
fn kill_group(group: Pid) {
    let _ = rustix::process::kill_process_group(group, Signal::KILL);
}

/// Kills the program's group (unless that was done when it `ended`) and
/// reaps the program.
fn stop(child: &mut Child, group: Pid, ended: bool) {
    if !ended {
        kill_group(group);
    }
    // SIGKILL cannot be caught: the wait is short. Should it fail, the
    // process is ending anyway and its status is not needed.
    let _ = child.wait();
}

/// What a reading thread has read.
#[derive(Debug, Default)]
struct Captured {
    bytes: Vec<u8>,
    /// The pipe reached its end (or could not be read further).
    done: bool,
    /// The output broke a limit: reading stopped.
    overflow: Option<End>,
}

/// The bytes of one pipe, read on a thread of its own.
struct Capture(Arc<Mutex<Captured>>);

impl Capture {
    fn lock(&self) -> MutexGuard<'_, Captured> {
        // A reading thread holds the lock only to append, and cannot
        // panic while it does.
        self.0.lock().expect("a reading thread does not panic")
    }

    /// Reads stdout up to `limits.output` bytes and lines of up to
    /// `limits.line` bytes; past either, keeps no more and says so.
    fn stdout(mut pipe: ChildStdout, limits: Limits) -> Capture {
        let shared = Arc::new(Mutex::new(Captured::default()));
        let captured = Arc::clone(&shared);
        thread::spawn(move || {
            let mut buffer = vec![0; 1 << 16];
            let (mut line, mut line_length, mut total) = (1usize, 0usize, 0usize);
            loop {
                let read = match pipe.read(&mut buffer) {
                    Ok(0) | Err(_) => break,
                    Ok(read) => &buffer[..read],
                };
                let mut overflow = None;
                for &byte in read {
                    if byte == b'\n' {
                        line += 1;
                        line_length = 0;
                    } else {
                        line_length += 1;
                        if line_length > limits.line {
                            overflow = Some(End::LineTooLong(line));
                            break;
                        }
                    }
                }
                total += read.len();
                if total > limits.output {
                    overflow = Some(End::TooMuchOutput);
                }
                let mut captured = captured.lock().expect("no panic while locked");
                if overflow.is_some() {
                    captured.overflow = overflow;
                    break;
                }
                captured.bytes.extend_from_slice(read);
            }
            // Past a limit the rest is read and dropped until the program,
            // killed, closes the pipe: closing it first would give the
            // program a broken pipe to complain of before it dies.
            while matches!(pipe.read(&mut buffer), Ok(1..)) {}
            captured.lock().expect("no panic while locked").done = true;
        });
        Capture(shared)
    }

    /// Reads stderr to its end, keeping its last `limits.stderr` bytes.
    fn stderr_tail(mut pipe: ChildStderr, limits: Limits) -> Capture {
        let shared = Arc::new(Mutex::new(Captured::default()));
        let captured = Arc::clone(&shared);
        thread::spawn(move || {
            let mut buffer = vec![0; 1 << 14];
            loop {
                let read = match pipe.read(&mut buffer) {
                    Ok(0) | Err(_) => break,
                    Ok(read) => &buffer[..read],
                };
                let mut captured = captured.lock().expect("no panic while locked");
                captured.bytes.extend_from_slice(read);
                let excess = captured.bytes.len().saturating_sub(limits.stderr);
                captured.bytes.drain(..excess);
            }
            captured.lock().expect("no panic while locked").done = true;
        });
        Capture(shared)
    }
}

/// A signal's name, where it is a common one: `SIGSEGV`.
pub fn signal_name(signal: i32) -> Option<&'static str> {
    let known = [
        (Signal::HUP, "SIGHUP"),
        (Signal::INT, "SIGINT"),
        (Signal::QUIT, "SIGQUIT"),
        (Signal::ILL, "SIGILL"),
        (Signal::TRAP, "SIGTRAP"),
        (Signal::ABORT, "SIGABRT"),
        (Signal::BUS, "SIGBUS"),
        (Signal::FPE, "SIGFPE"),
        (Signal::KILL, "SIGKILL"),
        (Signal::SEGV, "SIGSEGV"),
        (Signal::PIPE, "SIGPIPE"),
        (Signal::ALARM, "SIGALRM"),
        (Signal::TERM, "SIGTERM"),
        (Signal::XCPU, "SIGXCPU"),
        (Signal::XFSZ, "SIGXFSZ"),
    ];
    known
        .into_iter()
        .find(|(known, _)| known.as_raw() == signal)
        .map(|(_, name)| name)
}

/// How a program that ended by itself ended: `exited with status 1`,
/// `was killed by signal 11 (SIGSEGV)`; `None` for a success.
pub fn failure(status: ExitStatus) -> Option<String> {
    if status.success() {
        return None;
    }
    Some(match (status.code(), status.signal()) {
        (Some(code), _) => format!("exited with status {code}"),
        (None, Some(signal)) => match signal_name(signal) {
            Some(name) => format!("was killed by signal {signal} ({name})"),
            None => format!("was killed by signal {signal}"),
        },
        (None, None) => format!("ended abnormally ({status})"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signals_are_named() {
        assert_eq!(signal_name(9), Some("SIGKILL"));
        assert_eq!(signal_name(11), Some("SIGSEGV"));
        assert_eq!(signal_name(0), None);
        assert_eq!(
            failure(ExitStatus::from_raw(11)),
            Some("was killed by signal 11 (SIGSEGV)".into())
        );
        assert_eq!(
            failure(ExitStatus::from_raw(1 << 8)),
            Some("exited with status 1".into())
        );
        assert_eq!(failure(ExitStatus::from_raw(0)), None);
    }
}
