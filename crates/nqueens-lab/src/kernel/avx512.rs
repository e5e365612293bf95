//! The lanes in AVX-512 registers: 16 lanes of 32 bits, with mask
//! registers, population counts (VPOPCNTDQ), leading-zero counts (CD) and
//! expanding loads of the instruction set's own.

use std::arch::x86_64::*;

use super::avx512_wide::Avx512Wide;
use super::{LaneWork, Simd};

/// Proof that the processor has AVX-512 F, CD and VPOPCNTDQ and POPCNT: the
/// only way to get one is [`Avx512::detect`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Avx512(());

impl Avx512 {
    /// The token, if this processor has the instructions.
    pub(crate) fn detect() -> Option<Avx512> {
        (is_x86_feature_detected!("avx512f")
            && is_x86_feature_detected!("avx2")
            && is_x86_feature_detected!("avx512cd")
            && is_x86_feature_detected!("avx512vpopcntdq")
            && is_x86_feature_detected!("popcnt"))
        .then_some(Avx512(()))
    }

    /// Runs `work`'s lanes, compiled for these instructions.
    pub(crate) fn run<W: LaneWork>(self, work: W) -> W::Output {
        // SAFETY: an `Avx512` exists only where `detect` found the features.
        unsafe { run(self, work) }
    }
}

#[target_feature(enable = "avx512f,avx512cd,avx512vpopcntdq,avx2,popcnt")]
fn run<W: LaneWork>(simd: Avx512, work: W) -> W::Output {
    work.lanes(simd)
}

// SAFETY (for every `unsafe` block below): the methods take an `Avx512`,
// which exists only on processors with these instructions, and the loads
// stay within the slices and arrays they are given.
impl Simd for Avx512 {
    type Word = u32;
    type V = __m512i;
    type M = __mmask16;
    type T = __m512i;
    type Wide = Avx512Wide;
    const LANES: usize = 16;
    // Three measured best on an Intel Xeon (family 6 model 207), one
    // thread: N = 17 in 1.95-1.96 s against 1.99-2.12 s with two.
    const GROUPS: usize = 3;
    const TABLE_LEN: usize = 16;

    #[inline(always)]
    fn wide(self) -> Avx512Wide {
        Avx512Wide(self)
    }
    #[inline(always)]
    fn splat(self, x: u32) -> __m512i {
        unsafe { _mm512_set1_epi32(x as i32) }
    }
    #[inline(always)]
    fn table(self, values: &[u32; 16]) -> __m512i {
        unsafe { _mm512_loadu_si512(values.as_ptr().cast()) }
    }
    #[inline(always)]
    fn and(self, a: __m512i, b: __m512i) -> __m512i {
        unsafe { _mm512_and_si512(a, b) }
    }
    #[inline(always)]
    fn or(self, a: __m512i, b: __m512i) -> __m512i {
        unsafe { _mm512_or_si512(a, b) }
    }
    #[inline(always)]
    fn xor(self, a: __m512i, b: __m512i) -> __m512i {
        unsafe { _mm512_xor_si512(a, b) }
    }
    #[inline(always)]
    fn and_not(self, a: __m512i, b: __m512i) -> __m512i {
        unsafe { _mm512_andnot_si512(a, b) }
    }
    #[inline(always)]
    fn add(self, a: __m512i, b: __m512i) -> __m512i {
        unsafe { _mm512_add_epi32(a, b) }
    }
    #[inline(always)]
    fn sub(self, a: __m512i, b: __m512i) -> __m512i {
        unsafe { _mm512_sub_epi32(a, b) }
    }
    #[inline(always)]
    fn shl(self, a: __m512i, n: __m512i) -> __m512i {
        unsafe { _mm512_sllv_epi32(a, n) }
    }
    #[inline(always)]
    fn shr(self, a: __m512i, n: __m512i) -> __m512i {
        unsafe { _mm512_srlv_epi32(a, n) }
    }
    #[inline(always)]
    fn lookup(self, table: __m512i, index: __m512i) -> __m512i {
        unsafe { _mm512_permutexvar_epi32(index, table) }
    }
    #[inline(always)]
    fn bit_index(self, bit: __m512i) -> __m512i {
        unsafe { _mm512_sub_epi32(_mm512_set1_epi32(31), _mm512_lzcnt_epi32(bit)) }
    }
    #[inline(always)]
    fn is_zero(self, a: __m512i) -> __mmask16 {
        unsafe { _mm512_testn_epi32_mask(a, a) }
    }
    #[inline(always)]
    fn equal(self, a: __m512i, b: __m512i) -> __mmask16 {
        unsafe { _mm512_cmpeq_epi32_mask(a, b) }
    }
    #[inline(always)]
    fn select(self, mask: __mmask16, a: __m512i, b: __m512i) -> __m512i {
        unsafe { _mm512_mask_mov_epi32(b, mask, a) }
    }
    #[inline(always)]
    fn both(self, a: __mmask16, b: __mmask16) -> __mmask16 {
        a & b
    }
    #[inline(always)]
    fn but_not(self, a: __mmask16, b: __mmask16) -> __mmask16 {
        a & !b
    }
    #[inline(always)]
    fn either(self, a: __mmask16, b: __mmask16) -> __mmask16 {
        a | b
    }
    #[inline(always)]
    fn bits(self, mask: __mmask16) -> u32 {
        u32::from(mask)
    }
    #[inline(always)]
    fn lanes_of(self, bits: u32) -> __mmask16 {
        bits as __mmask16
    }
    #[inline(always)]
    fn expand_load(self, current: __m512i, lanes: u32, from: &[u32]) -> __m512i {
        assert!(
            from.len() >= (lanes as u16).count_ones() as usize,
            "an expanding load reads one value per lane it fills"
        );
        unsafe { _mm512_mask_expandloadu_epi32(current, lanes as __mmask16, from.as_ptr().cast()) }
    }
    #[inline(always)]
    fn add_counts(self, total: __m512i, a: __m512i, mask: __mmask16) -> __m512i {
        // 32-bit lanes: the caller flushes long before they could overflow.
        unsafe { _mm512_mask_add_epi32(total, mask, total, _mm512_popcnt_epi32(a)) }
    }
    #[inline(always)]
    fn compress_store(self, values: __m512i, lanes: u32, to: &mut [u32]) {
        assert!(to.len() >= 16, "a compressing store writes 16 values");
        // A compress into a register and a plain store: on AMD Zen 4 the
        // compressing store to memory is many times slower.
        unsafe {
            let packed = _mm512_maskz_compress_epi32(lanes as __mmask16, values);
            _mm512_storeu_si512(to.as_mut_ptr().cast(), packed);
        }
    }
    #[inline(always)]
    fn sum_counts(self, total: __m512i) -> u64 {
        let mut lanes = [0u32; 16];
        // SAFETY: `lanes` has room for the 16 lanes of the register.
        unsafe { _mm512_storeu_si512(lanes.as_mut_ptr().cast(), total) };
        lanes.iter().map(|&x| u64::from(x)).sum()
    }
}
