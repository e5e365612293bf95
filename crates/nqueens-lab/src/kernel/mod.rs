//! The kernels: the instruction sets the searches run their inner loops
//! in (portable scalar code, or SIMD lanes of AVX2 or AVX-512), chosen at
//! run time among those the processor has.
//!
//! A [`Kernel`] is a token that only a check of the processor makes. The
//! searches that have lanes (the fast counter's, `fast/lanes.rs`, and the
//! statistics walk's, `stats/lanes.rs`) are written once over the crate's
//! lane operations (`Simd`) and handed to the kernel as work with a
//! portable path and a path in lanes (`LaneWork`), which it compiles for
//! each instruction set and runs in the copy the token stands for. The
//! fast counter re-exports these types as [`fast::Kernel`](crate::fast::Kernel)
//! and [`fast::KernelKind`](crate::fast::KernelKind).

#![allow(unsafe_code)]

use std::fmt;
use std::str::FromStr;

use crate::error::Error;

#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx2_wide;
#[cfg(target_arch = "x86_64")]
mod avx512;
#[cfg(target_arch = "x86_64")]
mod avx512_wide;
#[cfg(test)]
pub(crate) mod emulated;
#[cfg(feature = "opencl")]
pub mod opencl;
mod simd;

#[cfg(target_arch = "x86_64")]
use avx2::Avx2;
#[cfg(target_arch = "x86_64")]
use avx512::Avx512;
pub(crate) use simd::{Simd, Word};

/// A search with a portable path and a path in SIMD lanes, for
/// [`Kernel::run`].
pub(crate) trait LaneWork {
    /// What the search gives.
    type Output;

    /// The search in portable code.
    fn scalar(self) -> Self::Output;

    /// The search in the lanes of `simd`. Implementations are
    /// `#[inline(always)]`, so that each instruction set's copy is compiled
    /// whole with its instructions. (Only x86-64 has lanes to run it in.)
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    fn lanes<S: Simd<Word = u32>>(self, simd: S) -> Self::Output;
}

/// The kernel name that asks for the fastest kernel the processor runs
/// ([`Kernel::best`]).
pub const AUTO: &str = "auto";

/// The kernels, by name: what [`Kernel::new`] asks for.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::KernelKind;
///
/// assert_eq!("avx2".parse::<KernelKind>()?, KernelKind::Avx2);
/// assert_eq!(KernelKind::Avx512.name(), "avx512");
/// assert!("sse".parse::<KernelKind>().is_err());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum KernelKind {
    /// One subproblem at a time, depth-first with bitboards, in portable
    /// code (with the `popcnt` instruction where an x86-64 processor has it).
    Scalar,
    /// Eight subproblems at once in the 32-bit lanes of AVX2 registers
    /// (x86-64); four at once in 64-bit lanes for plans too wide for 32
    /// bits (N of about 25 and more).
    Avx2,
    /// Sixteen subproblems at once in the 32-bit lanes of AVX-512 registers
    /// (x86-64 with AVX-512 F, CD and VPOPCNTDQ); eight at once in 64-bit
    /// lanes for plans too wide for 32 bits.
    Avx512,
}

impl KernelKind {
    /// Every kernel, slowest first.
    pub const ALL: [KernelKind; 3] = [KernelKind::Scalar, KernelKind::Avx2, KernelKind::Avx512];

    /// Every name a kernel is asked for by, [`AUTO`] first, as messages and
    /// help list them.
    ///
    /// # Example
    ///
    /// ```
    /// use nqueens_lab::kernel::KernelKind;
    ///
    /// assert_eq!(KernelKind::choices(), "auto, scalar, avx2, avx512");
    /// ```
    pub fn choices() -> String {
        let names: Vec<&str> = std::iter::once(AUTO)
            .chain(KernelKind::ALL.iter().map(|kind| kind.name()))
            .collect();
        names.join(", ")
    }

    /// The kernel's name, as `--kernel` and `--json` show it.
    pub fn name(self) -> &'static str {
        match self {
            KernelKind::Scalar => "scalar",
            KernelKind::Avx2 => "avx2",
            KernelKind::Avx512 => "avx512",
        }
    }

    /// The processors the kernel runs on.
    pub fn requirement(self) -> &'static str {
        match self {
            KernelKind::Scalar => "any processor",
            KernelKind::Avx2 => "an x86-64 processor with AVX2",
            KernelKind::Avx512 => "an x86-64 processor with AVX-512 F, CD and VPOPCNTDQ",
        }
    }
}

impl fmt::Display for KernelKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for KernelKind {
    type Err = Error;

    fn from_str(name: &str) -> Result<KernelKind, Error> {
        KernelKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| Error::UnknownKernel {
                name: crate::escape::shown(name),
            })
    }
}

/// A kernel that this processor runs: the only ways to get one check the
/// processor ([`Kernel::new`], [`Kernel::best`], [`Kernel::available`]),
/// so no safe code can run instructions the processor lacks.
///
/// # Example
///
/// ```
/// use nqueens_lab::fast::{Kernel, KernelKind};
///
/// let kernels = Kernel::available();
/// assert_eq!(kernels[0], Kernel::scalar());
/// assert_eq!(kernels.last(), Some(&Kernel::best()));
/// assert_eq!("auto".parse::<Kernel>()?, Kernel::best());
/// match Kernel::new(KernelKind::Avx512) {
///     Ok(kernel) => assert_eq!(kernel.name(), "avx512"),
///     Err(err) => assert!(err.to_string().contains("this processor runs auto, scalar")),
/// }
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Kernel(Engine);

/// A kernel with the proof that the processor runs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Engine {
    Scalar,
    #[cfg(target_arch = "x86_64")]
    Avx2(Avx2),
    #[cfg(target_arch = "x86_64")]
    Avx512(Avx512),
}

impl Kernel {
    /// The portable kernel, which every processor runs.
    pub fn scalar() -> Kernel {
        Kernel(Engine::Scalar)
    }

    /// The kernel of that kind, if this processor runs it; else
    /// [`Error::KernelUnavailable`], naming the kernels it does run.
    pub fn new(kind: KernelKind) -> Result<Kernel, Error> {
        Kernel::detect(kind).ok_or_else(|| Error::KernelUnavailable {
            kernel: kind,
            available: Kernel::choices(),
        })
    }

    /// The kernel of that kind, if this processor runs it.
    fn detect(kind: KernelKind) -> Option<Kernel> {
        let engine = match kind {
            KernelKind::Scalar => Some(Engine::Scalar),
            #[cfg(target_arch = "x86_64")]
            KernelKind::Avx2 => Avx2::detect().map(Engine::Avx2),
            #[cfg(target_arch = "x86_64")]
            KernelKind::Avx512 => Avx512::detect().map(Engine::Avx512),
            #[cfg(not(target_arch = "x86_64"))]
            KernelKind::Avx2 | KernelKind::Avx512 => None,
        };
        engine.map(Kernel)
    }

    /// Every kernel this processor runs, slowest first.
    pub fn available() -> Vec<Kernel> {
        KernelKind::ALL
            .into_iter()
            .filter_map(Kernel::detect)
            .collect()
    }

    /// The fastest kernel this processor runs (what `auto` means).
    pub fn best() -> Kernel {
        Kernel::available().pop().unwrap_or_else(Kernel::scalar)
    }

    /// Which kernel this is.
    pub fn kind(self) -> KernelKind {
        match self.0 {
            Engine::Scalar => KernelKind::Scalar,
            #[cfg(target_arch = "x86_64")]
            Engine::Avx2(_) => KernelKind::Avx2,
            #[cfg(target_arch = "x86_64")]
            Engine::Avx512(_) => KernelKind::Avx512,
        }
    }

    /// The kernel's name, as benchmarks and `--json` show it.
    pub fn name(self) -> &'static str {
        self.kind().name()
    }

    /// What this processor accepts as a kernel name: `auto` and the names
    /// of the kernels it runs.
    fn choices() -> String {
        let mut names = vec![AUTO];
        names.extend(Kernel::available().iter().map(|k| k.name()));
        names.join(", ")
    }

    /// Runs `work` on this kernel: its portable path on the scalar kernel,
    /// its lanes compiled for the instruction set on the others.
    pub(crate) fn run<W: LaneWork>(self, work: W) -> W::Output {
        match self.0 {
            Engine::Scalar => work.scalar(),
            #[cfg(target_arch = "x86_64")]
            Engine::Avx2(avx2) => avx2.run(work),
            #[cfg(target_arch = "x86_64")]
            Engine::Avx512(avx512) => avx512.run(work),
        }
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `auto` is [`Kernel::best`]; a kernel's name is that kernel, if this
/// processor runs it.
impl FromStr for Kernel {
    type Err = Error;

    fn from_str(name: &str) -> Result<Kernel, Error> {
        if name == AUTO {
            return Ok(Kernel::best());
        }
        Kernel::new(name.parse()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_and_unavailable_kernels_name_the_available_ones() {
        for kind in KernelKind::ALL {
            assert_eq!(kind.name().parse::<KernelKind>(), Ok(kind));
            match Kernel::new(kind) {
                Ok(kernel) => assert_eq!(kernel.kind(), kind),
                Err(err) => {
                    let text = err.to_string();
                    assert!(text.contains(kind.requirement()), "{text}");
                    assert!(text.contains("auto, scalar"), "{text}");
                    assert!(!text.contains(&format!(", {}", kind.name())), "{text}");
                }
            }
        }
        let err = "fast".parse::<Kernel>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown kernel 'fast': valid kernels are auto, scalar, avx2, avx512"
        );
        assert_eq!("auto".parse::<Kernel>(), Ok(Kernel::best()));
    }
}
