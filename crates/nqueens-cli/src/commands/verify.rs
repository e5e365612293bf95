//! `nqueens verify`.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::cli::VerifyArgs;
use crate::input::Placements;
use crate::output::{self, Failure};

pub fn run(args: &VerifyArgs) -> Result<ExitCode, Failure> {
    let (name, reader) = open_input(args.file.as_deref())?;
    let mut placements = Placements::new(reader, args.format);
    // Read and check every placement before printing anything: bad input
    // gives no partial result. Each board is checked as it is read and only
    // its verdict is kept.
    let mut verdicts = Vec::new();
    while let Some(record) = placements
        .next_record()
        .map_err(|e| Failure::Usage(format!("cannot read {name}: {e}")))?
    {
        match record.placement {
            Ok(columns) => verdicts.push((record.line, columns.len(), nqueens::validate(&columns))),
            Err(err) => {
                return Err(Failure::Usage(format!(
                    "{name}, line {}: {err}",
                    record.line
                )));
            }
        }
    }
    if verdicts.is_empty() {
        return Err(Failure::Usage(format!("no placements found in {name}")));
    }
    let mut out = output::stdout();
    let all_valid = verdicts.iter().all(|(_, _, verdict)| verdict.is_ok());
    if !args.quiet {
        for (line, n, verdict) in &verdicts {
            match verdict {
                Ok(()) => writeln!(out, "line {line}: valid (N = {n})")?,
                Err(attack) => writeln!(out, "line {line}: invalid (N = {n}): {attack}")?,
            }
        }
    }
    out.flush()?;
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The input's name for messages, and a buffered reader of it.
fn open_input(file: Option<&Path>) -> Result<(String, Box<dyn BufRead>), Failure> {
    const BUFFER: usize = 1 << 16;
    match file.filter(|p| p.as_os_str() != "-") {
        Some(path) => {
            let name = path.display().to_string();
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
