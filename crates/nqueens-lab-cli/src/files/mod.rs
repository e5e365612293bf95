//! The files a count leaves behind and reads back: checkpoints and shard
//! results, sealed with a checksum, written atomically, and locked while a
//! run uses them. What the files hold, and the rules for it, are the
//! library's (`nqueens_lab::job`); this is only how they are kept on disk.

pub mod atomic;
pub mod checkpoint;
pub mod lock;
pub mod sealed;
pub mod shard;
