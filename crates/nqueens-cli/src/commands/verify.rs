//! `nqueens verify`.

use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

use nqueens::format::records;

use crate::cli::VerifyArgs;
use crate::output::{self, Failure};

pub fn run(args: &VerifyArgs) -> Result<ExitCode, Failure> {
    let (name, text) = read_input(args.file.as_deref())?;
    let records = records(&text, args.format);
    if records.is_empty() {
        return Err(Failure::Usage(format!("no placements found in {name}")));
    }
    // Read and check every placement before printing anything: bad input
    // gives no partial result. Only the verdicts are kept, not the boards.
    let mut verdicts = Vec::with_capacity(records.len());
    for record in records {
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
    drop(text);
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

/// The input's name for messages, and its text.
fn read_input(file: Option<&Path>) -> Result<(String, String), Failure> {
    let mut bytes = Vec::new();
    let name = match file.filter(|p| p.as_os_str() != "-") {
        Some(path) => {
            let name = path.display().to_string();
            std::fs::File::open(path)
                .and_then(|mut f| f.read_to_end(&mut bytes))
                .map_err(|e| Failure::Usage(format!("cannot read {name}: {e}")))?;
            name
        }
        None => {
            std::io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .map_err(|e| Failure::Usage(format!("cannot read standard input: {e}")))?;
            "standard input".to_string()
        }
    };
    let text = String::from_utf8(bytes)
        .map_err(|e| Failure::Usage(format!("{name} is not UTF-8 text ({e})")))?;
    Ok((name, text))
}
