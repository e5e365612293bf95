//! The inner search of a constellation, in scalar code or in SIMD lanes,
//! chosen at run time among those the processor has.

use std::fmt;
use std::str::FromStr;

use super::plan::Plan;
use crate::error::Error;

#[cfg(target_arch = "x86_64")]
use super::lanes::{avx2::Avx2, avx512::Avx512};

/// The kernels, by name: what [`Kernel::new`] asks for.
///
/// # Example
///
/// ```
/// use nqueens::fast::KernelKind;
///
/// assert_eq!("avx2".parse::<KernelKind>()?, KernelKind::Avx2);
/// assert_eq!(KernelKind::Avx512.name(), "avx512");
/// assert!("sse".parse::<KernelKind>().is_err());
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum KernelKind {
    /// One subproblem at a time, depth-first with bitboards, in portable
    /// code (with the `popcnt` instruction where an x86-64 processor has it).
    Scalar,
    /// Eight subproblems at once in the 32-bit lanes of AVX2 registers
    /// (x86-64). Plans too wide for 32-bit lanes (N of about 25 and more)
    /// run on the scalar kernel.
    Avx2,
    /// Sixteen subproblems at once in the 32-bit lanes of AVX-512 registers
    /// (x86-64 with AVX-512 F, CD and VPOPCNTDQ). Plans too wide for 32-bit
    /// lanes run on the scalar kernel.
    Avx512,
}

impl KernelKind {
    /// Every kernel, slowest first.
    pub const ALL: [KernelKind; 3] = [KernelKind::Scalar, KernelKind::Avx2, KernelKind::Avx512];

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
                name: crate::format::shown(name),
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
/// use nqueens::fast::{Kernel, KernelKind};
///
/// let kernels = Kernel::available();
/// assert_eq!(kernels[0], Kernel::scalar());
/// assert_eq!(kernels.last(), Some(&Kernel::best()));
/// assert_eq!("auto".parse::<Kernel>()?, Kernel::best());
/// match Kernel::new(KernelKind::Avx512) {
///     Ok(kernel) => assert_eq!(kernel.name(), "avx512"),
///     Err(err) => assert!(err.to_string().contains("this processor runs auto, scalar")),
/// }
/// # Ok::<(), nqueens::Error>(())
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
        let mut names = vec!["auto"];
        names.extend(Kernel::available().iter().map(|k| k.name()));
        names.join(", ")
    }

    /// The number of ways to fill the plan's levels.
    pub(crate) fn count(self, plan: &Plan) -> u64 {
        let in_lanes = match self.0 {
            Engine::Scalar => None,
            #[cfg(target_arch = "x86_64")]
            Engine::Avx2(avx2) => avx2.count(plan),
            #[cfg(target_arch = "x86_64")]
            Engine::Avx512(avx512) => avx512.count(plan),
        };
        in_lanes.unwrap_or_else(|| super::scalar::count(plan))
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
        if name == "auto" {
            return Ok(Kernel::best());
        }
        Kernel::new(name.parse()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator for random plans.
    struct XorShift(u64);

    impl XorShift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, bound: u64) -> u64 {
            self.next() % bound
        }
    }

    /// Plans of wide boards (up to N = 32) with most squares attacked, so
    /// that their searches are small.
    fn random_wide_plans(count: usize) -> Vec<Plan> {
        let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
        (0..count)
            .map(|_| {
                let n = 12 + rng.below(21) as usize;
                let levels = 1 + rng.below(9) as usize;
                let mask = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
                let attacked = (0..levels)
                    .map(|_| {
                        // Keep about 4 free squares per row.
                        let mut free = 0u32;
                        for _ in 0..4 {
                            free |= 1 << rng.below(n as u64);
                        }
                        mask & !free
                    })
                    .collect();
                let gap = (1..levels)
                    .map(|_| 1 + u32::from(rng.below(4) == 0))
                    .collect();
                Plan {
                    mask,
                    attacked,
                    gap,
                }
            })
            .collect()
    }

    /// The count of a plan by brute force over every way to fill it.
    fn brute_force(plan: &Plan) -> u64 {
        fn go(plan: &Plan, level: usize, queens: &mut Vec<(u32, u32)>, row: u32) -> u64 {
            if level == plan.levels() {
                return 1;
            }
            let mut total = 0;
            for c in (0..32).filter(|&c| plan.mask & !plan.attacked[level] & 1 << c != 0) {
                let safe = queens
                    .iter()
                    .all(|&(r, qc)| qc != c && row - r != c.abs_diff(qc));
                if safe {
                    queens.push((row, c));
                    let next_row = row + plan.gap.get(level).copied().unwrap_or(1);
                    total += go(plan, level + 1, queens, next_row);
                    queens.pop();
                }
            }
            total
        }
        go(plan, 0, &mut Vec::new(), 0)
    }

    /// Every kernel, and the lanes' search emulated with 8 and 16 lanes,
    /// counts random plans as brute force does, including where the lines
    /// come close to 32 bits.
    #[test]
    fn kernels_agree_with_brute_force_on_random_wide_plans() {
        let mut in_lanes = 0;
        for plan in random_wide_plans(3000) {
            let expected = brute_force(&plan);
            assert_eq!(
                super::super::scalar::count(&plan),
                expected,
                "scalar on {plan:?}"
            );
            for kernel in Kernel::available() {
                assert_eq!(kernel.count(&plan), expected, "{kernel} on {plan:?}");
            }
            use super::super::lanes::{self, emulated::Emulated};
            if let Some(count) = lanes::count(Emulated::<16>, &plan) {
                assert_eq!(count, expected, "16 emulated lanes on {plan:?}");
                in_lanes += 1;
            }
            if let Some(count) = lanes::count(Emulated::<8>, &plan) {
                assert_eq!(count, expected, "8 emulated lanes on {plan:?}");
            }
        }
        assert!(in_lanes > 1000, "only {in_lanes} plans ran in the lanes");
    }

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
