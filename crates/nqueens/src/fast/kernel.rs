//! The inner search of a constellation, in scalar code or in SIMD lanes.

use super::plan::Plan;

/// How the rows below the edge queens are searched.
///
/// # Example
///
/// ```
/// use nqueens::fast::Kernel;
///
/// assert!(Kernel::available().contains(&Kernel::Scalar));
/// assert!(Kernel::available().contains(&Kernel::best()));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Kernel {
    /// One subproblem at a time, depth-first with bitboards.
    Scalar,
    /// Sixteen subproblems at once in the 32-bit lanes of AVX-512 registers
    /// (x86-64 processors with AVX-512 F, CD and VPOPCNTDQ). Plans too wide
    /// for 32-bit lanes (N of about 25 and more) run on the scalar kernel.
    Avx512,
}

impl Kernel {
    /// The fastest kernel this processor runs.
    pub fn best() -> Kernel {
        Kernel::available()
            .last()
            .copied()
            .unwrap_or(Kernel::Scalar)
    }

    /// Every kernel this processor runs, slowest first.
    pub fn available() -> Vec<Kernel> {
        let mut kernels = vec![Kernel::Scalar];
        #[cfg(target_arch = "x86_64")]
        if super::lanes::is_available() {
            kernels.push(Kernel::Avx512);
        }
        kernels
    }

    /// The kernel's name, as benchmarks and `--json` show it.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Scalar => "scalar",
            Kernel::Avx512 => "avx512",
        }
    }

    /// The number of ways to fill the plan's levels.
    pub(crate) fn count(self, plan: &Plan) -> u64 {
        match self {
            Kernel::Scalar => plan.count(),
            Kernel::Avx512 => {
                #[cfg(target_arch = "x86_64")]
                if let Some(count) = super::lanes::count(plan) {
                    return count;
                }
                plan.count()
            }
        }
    }
}
