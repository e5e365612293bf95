//! The lanes in AVX-512 registers with 64 bits each: 8 lanes, for searches
//! whose numbers outgrow 32 bits (the fast counter's lines from N = 25 or
//! so). The instruction set has a 64-bit form of every operation the
//! searches use (lookups, leading zeros, population counts, expanding
//! loads and compressions), so each is one instruction, as in the 32-bit
//! lanes (`avx512.rs`).

use std::arch::x86_64::*;

use super::avx512::Avx512;
use super::Simd;

/// The 64-bit lanes of a processor with AVX-512 F, CD and VPOPCNTDQ: made
/// from the proof that it has them (`Simd::wide` of [`Avx512`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Avx512Wide(pub(super) Avx512);

// SAFETY (for every `unsafe` block below): the methods take an
// `Avx512Wide`, which holds an `Avx512` and so exists only on processors
// with these instructions, and the loads and stores stay within the slices
// and arrays they are given (checked where a slice's length is not the
// type's own).
impl Simd for Avx512Wide {
    type Word = u64;
    type V = __m512i;
    type M = __mmask8;
    type T = __m512i;
    type Wide = Avx512Wide;
    const LANES: usize = 8;
    // Three and four measured alike on an Intel Xeon (family 6 model 207),
    // both ahead of two: 1.945 s and 1.928 s against 1.992 s for the
    // `wide` benchmark's searches of N = 27 on one thread.
    const GROUPS: usize = 3;
    const TABLE_LEN: usize = 8;

    #[inline(always)]
    fn wide(self) -> Avx512Wide {
        self
    }
    #[inline(always)]
    fn splat(self, x: u64) -> __m512i {
        unsafe { _mm512_set1_epi64(x as i64) }
    }
    #[inline(always)]
    fn table(self, values: &[u64; 16]) -> __m512i {
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
        unsafe { _mm512_add_epi64(a, b) }
    }
    #[inline(always)]
    fn sub(self, a: __m512i, b: __m512i) -> __m512i {
        unsafe { _mm512_sub_epi64(a, b) }
    }
    #[inline(always)]
    fn shl(self, a: __m512i, n: __m512i) -> __m512i {
        unsafe { _mm512_sllv_epi64(a, n) }
    }
    #[inline(always)]
    fn shr(self, a: __m512i, n: __m512i) -> __m512i {
        unsafe { _mm512_srlv_epi64(a, n) }
    }
    #[inline(always)]
    fn lookup(self, table: __m512i, index: __m512i) -> __m512i {
        unsafe { _mm512_permutexvar_epi64(index, table) }
    }
    #[inline(always)]
    fn bit_index(self, bit: __m512i) -> __m512i {
        unsafe { _mm512_sub_epi64(_mm512_set1_epi64(63), _mm512_lzcnt_epi64(bit)) }
    }
    #[inline(always)]
    fn is_zero(self, a: __m512i) -> __mmask8 {
        unsafe { _mm512_testn_epi64_mask(a, a) }
    }
    #[inline(always)]
    fn equal(self, a: __m512i, b: __m512i) -> __mmask8 {
        unsafe { _mm512_cmpeq_epi64_mask(a, b) }
    }
    #[inline(always)]
    fn select(self, mask: __mmask8, a: __m512i, b: __m512i) -> __m512i {
        unsafe { _mm512_mask_mov_epi64(b, mask, a) }
    }
    #[inline(always)]
    fn both(self, a: __mmask8, b: __mmask8) -> __mmask8 {
        a & b
    }
    #[inline(always)]
    fn but_not(self, a: __mmask8, b: __mmask8) -> __mmask8 {
        a & !b
    }
    #[inline(always)]
    fn either(self, a: __mmask8, b: __mmask8) -> __mmask8 {
        a | b
    }
    #[inline(always)]
    fn bits(self, mask: __mmask8) -> u32 {
        u32::from(mask)
    }
    #[inline(always)]
    fn lanes_of(self, bits: u32) -> __mmask8 {
        bits as __mmask8
    }
    #[inline(always)]
    fn expand_load(self, current: __m512i, lanes: u32, from: &[u64]) -> __m512i {
        assert!(
            from.len() >= (lanes as u8).count_ones() as usize,
            "an expanding load reads one value per lane it fills"
        );
        unsafe { _mm512_mask_expandloadu_epi64(current, lanes as __mmask8, from.as_ptr().cast()) }
    }
    #[inline(always)]
    fn add_counts(self, total: __m512i, a: __m512i, mask: __mmask8) -> __m512i {
        // 64-bit lanes: no count of a run could overflow them.
        unsafe { _mm512_mask_add_epi64(total, mask, total, _mm512_popcnt_epi64(a)) }
    }
    #[inline(always)]
    fn compress_store(self, values: __m512i, lanes: u32, to: &mut [u64]) {
        assert!(to.len() >= 8, "a compressing store writes 8 values");
        // A compress into a register and a plain store, as in the 32-bit
        // lanes: on AMD Zen 4 the compressing store to memory is slow.
        unsafe {
            let packed = _mm512_maskz_compress_epi64(lanes as __mmask8, values);
            _mm512_storeu_si512(to.as_mut_ptr().cast(), packed);
        }
    }
    #[inline(always)]
    fn sum_counts(self, total: __m512i) -> u64 {
        let mut lanes = [0u64; 8];
        // SAFETY: `lanes` has room for the 8 lanes of the register.
        unsafe { _mm512_storeu_si512(lanes.as_mut_ptr().cast(), total) };
        lanes.iter().sum()
    }
}
