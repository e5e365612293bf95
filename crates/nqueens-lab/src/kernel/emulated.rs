//! The lane operations in plain Rust, lane by lane: slow, but it runs the
//! lanes' search on every machine, so that its logic is tested where the
//! processor has neither AVX2 nor AVX-512, and with 16 lanes where only 8
//! are native.

use super::Simd;

/// `L` lanes of plain numbers.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Emulated<const L: usize>;

impl<const L: usize> Emulated<L> {
    fn map(a: [u32; L], f: impl Fn(u32) -> u32) -> [u32; L] {
        a.map(f)
    }

    fn zip(a: [u32; L], b: [u32; L], f: impl Fn(u32, u32) -> u32) -> [u32; L] {
        std::array::from_fn(|i| f(a[i], b[i]))
    }

    fn flags(f: impl Fn(usize) -> bool) -> u32 {
        (0..L).filter(|&i| f(i)).fold(0, |bits, i| bits | 1 << i)
    }
}

impl<const L: usize> Simd for Emulated<L> {
    type V = [u32; L];
    type M = u32;
    const LANES: usize = L;
    const GROUPS: usize = 2;

    fn splat(self, x: u32) -> [u32; L] {
        [x; L]
    }
    fn load(self, values: &[u32; 16]) -> [u32; L] {
        std::array::from_fn(|i| values[i])
    }
    fn and(self, a: [u32; L], b: [u32; L]) -> [u32; L] {
        Self::zip(a, b, |x, y| x & y)
    }
    fn or(self, a: [u32; L], b: [u32; L]) -> [u32; L] {
        Self::zip(a, b, |x, y| x | y)
    }
    fn xor(self, a: [u32; L], b: [u32; L]) -> [u32; L] {
        Self::zip(a, b, |x, y| x ^ y)
    }
    fn and_not(self, a: [u32; L], b: [u32; L]) -> [u32; L] {
        Self::zip(a, b, |x, y| !x & y)
    }
    fn add(self, a: [u32; L], b: [u32; L]) -> [u32; L] {
        Self::zip(a, b, u32::wrapping_add)
    }
    fn sub(self, a: [u32; L], b: [u32; L]) -> [u32; L] {
        Self::zip(a, b, u32::wrapping_sub)
    }
    fn shl(self, a: [u32; L], n: [u32; L]) -> [u32; L] {
        Self::zip(a, n, |x, k| x.checked_shl(k).unwrap_or(0))
    }
    fn shr(self, a: [u32; L], n: [u32; L]) -> [u32; L] {
        Self::zip(a, n, |x, k| x.checked_shr(k).unwrap_or(0))
    }
    fn lookup(self, table: [u32; L], index: [u32; L]) -> [u32; L] {
        Self::map(index, |i| table[i as usize % L])
    }
    fn bit_index(self, bit: [u32; L]) -> [u32; L] {
        Self::map(bit, u32::trailing_zeros)
    }
    fn is_zero(self, a: [u32; L]) -> u32 {
        Self::flags(|i| a[i] == 0)
    }
    fn equal(self, a: [u32; L], b: [u32; L]) -> u32 {
        Self::flags(|i| a[i] == b[i])
    }
    fn select(self, mask: u32, a: [u32; L], b: [u32; L]) -> [u32; L] {
        std::array::from_fn(|i| if mask & 1 << i != 0 { a[i] } else { b[i] })
    }
    fn both(self, a: u32, b: u32) -> u32 {
        a & b
    }
    fn but_not(self, a: u32, b: u32) -> u32 {
        a & !b
    }
    fn either(self, a: u32, b: u32) -> u32 {
        a | b
    }
    fn bits(self, mask: u32) -> u32 {
        mask
    }
    fn lanes_of(self, bits: u32) -> u32 {
        bits
    }
    fn expand_load(self, current: [u32; L], lanes: u32, from: &[u32]) -> [u32; L] {
        let mut next = from.iter();
        std::array::from_fn(|i| {
            if lanes & 1 << i != 0 {
                *next.next().expect("enough values to load")
            } else {
                current[i]
            }
        })
    }
    fn add_counts(self, total: [u32; L], a: [u32; L], mask: u32) -> [u32; L] {
        std::array::from_fn(|i| {
            let counted = if mask & 1 << i != 0 {
                a[i].count_ones()
            } else {
                0
            };
            total[i].wrapping_add(counted)
        })
    }
    fn compress_store(self, values: [u32; L], lanes: u32, to: &mut [u32]) {
        let kept = (0..L).filter(|&i| lanes & 1 << i != 0).map(|i| values[i]);
        let padded = kept.chain(std::iter::repeat(0));
        for (slot, value) in to[..L].iter_mut().zip(padded) {
            *slot = value;
        }
    }
    fn sum_counts(self, total: [u32; L]) -> u64 {
        total.iter().map(|&x| u64::from(x)).sum()
    }
}
