//! `nqueens verify`.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Seek, Write};
use std::path::Path;
use std::process::ExitCode;

use nqueens_lab::format::{Checked, Checker};
use nqueens_lab::Format;

use crate::cli::VerifyArgs;
use crate::output::{self, Failure};

pub fn run(args: &VerifyArgs) -> Result<ExitCode, Failure> {
    let (name, reader) = open_input(args.file.as_deref())?;
    let mut placements = Placements::new(reader, args.format);
    // Read and check every placement before printing anything: bad input
    // gives no partial result. Each board is checked as it is read, and
    // only its verdict's line is kept.
    let mut verdicts = Verdicts::new(!args.quiet);
    while let Some(checked) = placements
        .next_checked()
        .map_err(|e| Failure::Usage(format!("cannot read {name}: {e}")))?
    {
        match checked.verdict {
            Ok(verdict) => verdicts.add(checked.line, verdict.n, verdict.attack)?,
            Err(err) => {
                return Err(Failure::Usage(format!(
                    "{name}, line {}: {err}",
                    checked.line
                )));
            }
        }
    }
    if verdicts.count == 0 {
        return Err(Failure::Usage(format!("no placements found in {name}")));
    }
    let mut out = output::stdout();
    verdicts.write_to(&mut out)?;
    out.flush()?;
    Ok(if verdicts.all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(output::EXIT_NONE)
    })
}

/// The verdicts' lines until the input has been read: in memory up to
/// [`Verdicts::IN_MEMORY`] bytes, then in an anonymous temporary file (gone
/// when the program ends), so that memory stays the same for any number of
/// placements. With `--quiet` only the tally is kept.
struct Verdicts {
    keep_lines: bool,
    lines: Vec<u8>,
    spilled: Option<std::fs::File>,
    count: u64,
    all_valid: bool,
}

impl Verdicts {
    const IN_MEMORY: usize = 1 << 20;

    fn new(keep_lines: bool) -> Verdicts {
        Verdicts {
            keep_lines,
            lines: Vec::new(),
            spilled: None,
            count: 0,
            all_valid: true,
        }
    }

    fn add(
        &mut self,
        line: usize,
        n: usize,
        verdict: Result<(), nqueens_lab::Attack>,
    ) -> Result<(), Failure> {
        self.count += 1;
        self.all_valid &= verdict.is_ok();
        if !self.keep_lines {
            return Ok(());
        }
        match verdict {
            Ok(()) => writeln!(self.lines, "line {line}: valid (N = {n})")?,
            Err(attack) => writeln!(self.lines, "line {line}: invalid (N = {n}): {attack}")?,
        }
        if self.lines.len() >= Self::IN_MEMORY {
            let file = match &mut self.spilled {
                Some(file) => file,
                None => self.spilled.insert(tempfile::tempfile().map_err(|e| {
                    Failure::Runtime(anyhow::anyhow!(
                        "cannot make a temporary file for the verdicts: {e}"
                    ))
                })?),
            };
            file.write_all(&self.lines)?;
            self.lines.clear();
        }
        Ok(())
    }

    /// Writes every verdict's line, in order.
    fn write_to(&mut self, out: &mut impl Write) -> Result<(), Failure> {
        if let Some(file) = &mut self.spilled {
            file.seek(io::SeekFrom::Start(0))?;
            io::copy(file, out)?;
        }
        out.write_all(&self.lines)?;
        Ok(())
    }
}

/// The placements of an input, read piece by piece into the library's
/// checking push parser: memory stays that of one record whatever the
/// input, and a line of numbers is checked as it arrives (one whose queens
/// attack is not kept past the first attacked queen).
struct Placements<R> {
    input: R,
    parser: Checker,
}

impl<R: BufRead> Placements<R> {
    fn new(input: R, format: Option<Format>) -> Self {
        Placements {
            input,
            parser: Checker::new(format),
        }
    }

    /// The next placement's verdict, `None` at the end, or why the input
    /// could not be read (including a line that is not UTF-8 text).
    fn next_checked(&mut self) -> io::Result<Option<Checked>> {
        loop {
            if let Some(item) = self.parser.next_checked() {
                return item
                    .map(Some)
                    .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()));
            }
            if self.parser.is_done() {
                return Ok(None);
            }
            let piece = self.input.fill_buf()?;
            if piece.is_empty() {
                self.parser.finish();
            } else {
                let used = piece.len();
                self.parser.feed(piece);
                self.input.consume(used);
            }
        }
    }
}

/// The input's name for messages, and a buffered reader of it.
fn open_input(file: Option<&Path>) -> Result<(String, Box<dyn BufRead>), Failure> {
    const BUFFER: usize = 1 << 16;
    match file.filter(|p| p.as_os_str() != "-") {
        Some(path) => {
            let name = output::shown_path(path);
            let file =
                File::open(path).map_err(|e| Failure::Usage(format!("cannot read {name}: {e}")))?;
            Ok((name, Box::new(BufReader::with_capacity(BUFFER, file))))
        }
        None => Ok((
            "standard input".to_string(),
            Box::new(BufReader::with_capacity(BUFFER, io::stdin())),
        )),
    }
}
