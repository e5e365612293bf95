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
    /// that their searches are small: every kernel must count them alike,
    /// including where the lines come close to 32 bits.
    #[test]
    fn kernels_agree_on_random_wide_plans() {
        let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
        let mut in_lanes = 0;
        for _ in 0..3000 {
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
            let plan = Plan {
                mask,
                attacked,
                gap,
            };
            let expected = Kernel::Scalar.count(&plan);
            for kernel in Kernel::available() {
                assert_eq!(kernel.count(&plan), expected, "{kernel:?} on {plan:?}");
            }
            #[cfg(target_arch = "x86_64")]
            if Kernel::available().contains(&Kernel::Avx512) {
                in_lanes += usize::from(super::super::lanes::count(&plan).is_some());
            }
        }
        // Where the processor has the lanes, most of these plans ran in them.
        if Kernel::available().contains(&Kernel::Avx512) {
            assert!(in_lanes > 1000, "only {in_lanes} plans ran in the lanes");
        }
    }
}
