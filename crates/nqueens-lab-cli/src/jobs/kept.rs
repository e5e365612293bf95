//! The ledger as a run keeps it: in memory, and with `--checkpoint` saved
//! to its file.

use nqueens_lab::job::{Engine, Ledger};

use super::JobFiles;
use crate::files::checkpoint::Checkpoint;
use crate::output::Failure;

/// The run's ledger, its checkpoint (holding the checkpoint's lock), and
/// whether it has progress not yet saved.
pub struct KeptLedger<E: Engine> {
    pub ledger: Ledger<E>,
    pub checkpoint: Option<Checkpoint>,
    unsaved: bool,
}

impl<E: JobFiles> KeptLedger<E> {
    /// A ledger as saved (or with nothing to save).
    pub fn new(ledger: Ledger<E>, checkpoint: Option<Checkpoint>) -> KeptLedger<E> {
        KeptLedger {
            ledger,
            checkpoint,
            unsaved: false,
        }
    }

    /// Records a unit the run finished.
    pub fn record(&mut self, id: u32, tally: E::Tally) -> Result<(), Failure> {
        self.ledger.record(id, tally).map_err(|e| {
            Failure::Runtime(anyhow::anyhow!(
                "the run reported a work unit its ledger refuses: {e}"
            ))
        })?;
        self.unsaved = true;
        Ok(())
    }

    /// Whether there is progress not yet saved.
    pub fn has_unsaved(&self) -> bool {
        self.unsaved
    }

    /// Saves the ledger to its checkpoint file, if it has one.
    pub fn save(&mut self) -> Result<(), Failure> {
        let Some(checkpoint) = &self.checkpoint else {
            return Ok(());
        };
        checkpoint.save(&self.ledger)?;
        self.unsaved = false;
        Ok(())
    }
}
