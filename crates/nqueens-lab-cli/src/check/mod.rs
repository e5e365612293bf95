//! `nqueens check`'s two halves: running a program of the user's within
//! bounds (`program`), and comparing what it printed with the classic
//! search (`compare`). The command (`commands/check.rs`) joins them and
//! prints the report.

pub mod compare;
pub mod program;
