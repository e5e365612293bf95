//! The lane operations in plain Rust, lane by lane: slow, but it runs the
//! lanes' searches on every machine, so that their logic is tested where
//! the processor has neither AVX2 nor AVX-512, with 16 lanes where only 8
//! are native, and with lanes of 64 bits.

use std::marker::PhantomData;
use std::ops::{BitAnd, BitOr, BitXor, Not};

use super::simd::{Simd, Word};

/// What the emulation does with a lane's number.
pub(crate) trait LaneNumber:
    Word
    + Eq
    + std::fmt::Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
{
    fn wrapping_add(self, other: Self) -> Self;
    fn wrapping_sub(self, other: Self) -> Self;
    /// `self << by`, 0 from a shift by the width or more.
    fn shifted_left(self, by: Self) -> Self;
    /// `self >> by`, 0 from a shift by the width or more.
    fn shifted_right(self, by: Self) -> Self;
    fn ones(self) -> u32;
    fn trailing_zeros(self) -> u32;
    /// The number as an index or a count.
    fn index(self) -> usize;
}

macro_rules! lane_number {
    ($t:ty) => {
        impl LaneNumber for $t {
            fn wrapping_add(self, other: $t) -> $t {
                <$t>::wrapping_add(self, other)
            }
            fn wrapping_sub(self, other: $t) -> $t {
                <$t>::wrapping_sub(self, other)
            }
            fn shifted_left(self, by: $t) -> $t {
                u32::try_from(by)
                    .ok()
                    .and_then(|by| self.checked_shl(by))
                    .unwrap_or(0)
            }
            fn shifted_right(self, by: $t) -> $t {
                u32::try_from(by)
                    .ok()
                    .and_then(|by| self.checked_shr(by))
                    .unwrap_or(0)
            }
            fn ones(self) -> u32 {
                self.count_ones()
            }
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            fn index(self) -> usize {
                usize::try_from(self).expect("a count or an index fits a usize")
            }
        }
    };
}

lane_number!(u32);
lane_number!(u64);

/// `L` lanes of plain numbers of type `T`.
#[derive(Debug)]
pub(crate) struct EmulatedLanes<T, const L: usize>(PhantomData<T>);

impl<T, const L: usize> Clone for EmulatedLanes<T, L> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, const L: usize> Copy for EmulatedLanes<T, L> {}

/// `L` emulated lanes of numbers of type `T`.
pub(crate) fn emulated<T, const L: usize>() -> EmulatedLanes<T, L> {
    EmulatedLanes(PhantomData)
}

impl<T: LaneNumber, const L: usize> EmulatedLanes<T, L> {
    fn map(a: [T; L], f: impl Fn(T) -> T) -> [T; L] {
        a.map(f)
    }

    fn zip(a: [T; L], b: [T; L], f: impl Fn(T, T) -> T) -> [T; L] {
        std::array::from_fn(|i| f(a[i], b[i]))
    }

    fn flags(f: impl Fn(usize) -> bool) -> u32 {
        (0..L).filter(|&i| f(i)).fold(0, |bits, i| bits | 1 << i)
    }
}

impl<T: LaneNumber, const L: usize> Simd for EmulatedLanes<T, L> {
    type Word = T;
    type V = [T; L];
    type M = u32;
    type T = [T; 16];
    type Wide = EmulatedLanes<u64, L>;
    const LANES: usize = L;
    const GROUPS: usize = 2;
    /// 16 with 16 lanes, as in AVX-512's 32-bit lanes, so that the lanes'
    /// longer tables and two path words are tested on any processor.
    const TABLE_LEN: usize = if L >= 16 { 16 } else { 8 };

    fn wide(self) -> EmulatedLanes<u64, L> {
        emulated()
    }
    fn splat(self, x: T) -> [T; L] {
        [x; L]
    }
    fn table(self, values: &[T; 16]) -> [T; 16] {
        let mut table = [T::default(); 16];
        table[..Self::TABLE_LEN].copy_from_slice(&values[..Self::TABLE_LEN]);
        table
    }
    fn and(self, a: [T; L], b: [T; L]) -> [T; L] {
        Self::zip(a, b, |x, y| x & y)
    }
    fn or(self, a: [T; L], b: [T; L]) -> [T; L] {
        Self::zip(a, b, |x, y| x | y)
    }
    fn xor(self, a: [T; L], b: [T; L]) -> [T; L] {
        Self::zip(a, b, |x, y| x ^ y)
    }
    fn and_not(self, a: [T; L], b: [T; L]) -> [T; L] {
        Self::zip(a, b, |x, y| !x & y)
    }
    fn add(self, a: [T; L], b: [T; L]) -> [T; L] {
        Self::zip(a, b, T::wrapping_add)
    }
    fn sub(self, a: [T; L], b: [T; L]) -> [T; L] {
        Self::zip(a, b, T::wrapping_sub)
    }
    fn shl(self, a: [T; L], n: [T; L]) -> [T; L] {
        Self::zip(a, n, T::shifted_left)
    }
    fn shr(self, a: [T; L], n: [T; L]) -> [T; L] {
        Self::zip(a, n, T::shifted_right)
    }
    fn lookup(self, table: [T; 16], index: [T; L]) -> [T; L] {
        Self::map(index, |i| table[i.index() % Self::TABLE_LEN])
    }
    fn bit_index(self, bit: [T; L]) -> [T; L] {
        Self::map(bit, |b| T::from(b.trailing_zeros()))
    }
    fn is_zero(self, a: [T; L]) -> u32 {
        Self::flags(|i| a[i] == T::default())
    }
    fn equal(self, a: [T; L], b: [T; L]) -> u32 {
        Self::flags(|i| a[i] == b[i])
    }
    fn select(self, mask: u32, a: [T; L], b: [T; L]) -> [T; L] {
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
    fn expand_load(self, current: [T; L], lanes: u32, from: &[T]) -> [T; L] {
        let mut next = from.iter();
        std::array::from_fn(|i| {
            if lanes & 1 << i != 0 {
                *next.next().expect("enough values to load")
            } else {
                current[i]
            }
        })
    }
    fn add_counts(self, total: [T; L], a: [T; L], mask: u32) -> [T; L] {
        std::array::from_fn(|i| {
            let counted = if mask & 1 << i != 0 { a[i].ones() } else { 0 };
            total[i].wrapping_add(T::from(counted))
        })
    }
    fn compress_store(self, values: [T; L], lanes: u32, to: &mut [T]) {
        let kept = (0..L).filter(|&i| lanes & 1 << i != 0).map(|i| values[i]);
        let padded = kept.chain(std::iter::repeat(T::default()));
        for (slot, value) in to[..L].iter_mut().zip(padded) {
            *slot = value;
        }
    }
    fn sum_counts(self, total: [T; L]) -> u64 {
        total.iter().map(|&x| x.index() as u64).sum()
    }
}
