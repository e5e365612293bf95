//! The lanes in AVX2 registers with 64 bits each: 4 lanes, for searches
//! whose numbers outgrow 32 bits (the fast counter's lines from N = 25 or
//! so). The instructions are those of the 32-bit lanes (`avx2.rs`) on
//! 64-bit elements; where AVX2 has no 64-bit form (a table lookup, the
//! position of a bit, a permutation of lanes) the 32-bit one does the work
//! on the lanes' two halves.

use std::arch::x86_64::*;

use super::avx2::Avx2;
use super::Simd;

/// The 64-bit lanes of a processor with AVX2: made from the proof that it
/// has them (`Simd::wide` of [`Avx2`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Avx2Wide(pub(super) Avx2);

/// For each pattern of lanes to load into, the two halves of the value
/// each of those lanes takes (the number of lanes of the pattern below
/// it), as indices of 32-bit elements.
static EXPAND: [[u32; 8]; 16] = {
    let mut table = [[0u32; 8]; 16];
    let mut pattern = 0;
    while pattern < 16 {
        let mut lane = 0;
        let mut taken = 0;
        while lane < 4 {
            if pattern & 1 << lane != 0 {
                table[pattern][2 * lane] = 2 * taken;
                table[pattern][2 * lane + 1] = 2 * taken + 1;
                taken += 1;
            }
            lane += 1;
        }
        pattern += 1;
    }
    table
};

/// For each pattern of lanes to store, the halves of the lanes it holds,
/// in order (the rest of the row is lane 0, written past the values that
/// count).
static COMPRESS: [[u32; 8]; 16] = {
    let mut table = [[0u32, 1, 0, 1, 0, 1, 0, 1]; 16];
    let mut pattern = 0;
    while pattern < 16 {
        let mut lane = 0;
        let mut stored = 0;
        while lane < 4 {
            if pattern & 1 << lane != 0 {
                table[pattern][2 * stored] = 2 * lane as u32;
                table[pattern][2 * stored + 1] = 2 * lane as u32 + 1;
                stored += 1;
            }
            lane += 1;
        }
        pattern += 1;
    }
    table
};

// SAFETY (for every `unsafe` block below): the methods take an
// `Avx2Wide`, which holds an `Avx2` and so exists only on processors with
// AVX2, and the loads and stores stay within the slices and arrays they are
// given. Bitwise operations and masks of whole lanes are the same
// instructions at any lane width: those are the 32-bit lanes' own.
impl Simd for Avx2Wide {
    type Word = u64;
    type V = __m256i;
    type M = __m256i;
    /// The table's first four values and its last four.
    type T = (__m256i, __m256i);
    type Wide = Avx2Wide;
    const LANES: usize = 4;
    const GROUPS: usize = 4;
    const TABLE_LEN: usize = 8;

    #[inline(always)]
    fn wide(self) -> Avx2Wide {
        self
    }
    #[inline(always)]
    fn splat(self, x: u64) -> __m256i {
        unsafe { _mm256_set1_epi64x(x as i64) }
    }
    #[inline(always)]
    fn table(self, values: &[u64; 16]) -> (__m256i, __m256i) {
        unsafe {
            (
                _mm256_loadu_si256(values.as_ptr().cast()),
                _mm256_loadu_si256(values[4..].as_ptr().cast()),
            )
        }
    }
    #[inline(always)]
    fn and(self, a: __m256i, b: __m256i) -> __m256i {
        self.0.and(a, b)
    }
    #[inline(always)]
    fn or(self, a: __m256i, b: __m256i) -> __m256i {
        self.0.or(a, b)
    }
    #[inline(always)]
    fn xor(self, a: __m256i, b: __m256i) -> __m256i {
        self.0.xor(a, b)
    }
    #[inline(always)]
    fn and_not(self, a: __m256i, b: __m256i) -> __m256i {
        self.0.and_not(a, b)
    }
    #[inline(always)]
    fn add(self, a: __m256i, b: __m256i) -> __m256i {
        unsafe { _mm256_add_epi64(a, b) }
    }
    #[inline(always)]
    fn sub(self, a: __m256i, b: __m256i) -> __m256i {
        unsafe { _mm256_sub_epi64(a, b) }
    }
    #[inline(always)]
    fn shl(self, a: __m256i, n: __m256i) -> __m256i {
        unsafe { _mm256_sllv_epi64(a, n) }
    }
    #[inline(always)]
    fn shr(self, a: __m256i, n: __m256i) -> __m256i {
        unsafe { _mm256_srlv_epi64(a, n) }
    }
    #[inline(always)]
    fn lookup(self, table: (__m256i, __m256i), index: __m256i) -> __m256i {
        // Entry i of a half is its 32-bit elements 2i and 2i + 1.
        unsafe {
            let three = _mm256_set1_epi64x(3);
            let four = _mm256_set1_epi64x(4);
            let twice = _mm256_slli_epi64(_mm256_and_si256(index, three), 1);
            let halves = _mm256_or_si256(
                twice,
                _mm256_slli_epi64(_mm256_add_epi64(twice, _mm256_set1_epi64x(1)), 32),
            );
            let low = _mm256_permutevar8x32_epi32(table.0, halves);
            let high = _mm256_permutevar8x32_epi32(table.1, halves);
            let in_high = _mm256_cmpeq_epi64(_mm256_and_si256(index, four), four);
            _mm256_blendv_epi8(low, high, in_high)
        }
    }
    #[inline(always)]
    fn add_counts(self, total: __m256i, a: __m256i, mask: __m256i) -> __m256i {
        // The 32-bit lanes' count already sums bytes into 64-bit lanes.
        self.0.add_counts(total, a, mask)
    }
    #[inline(always)]
    fn compress_store(self, values: __m256i, lanes: u32, to: &mut [u64]) {
        assert!(to.len() >= 4, "a compressing store writes 4 values");
        unsafe {
            let order = _mm256_loadu_si256(COMPRESS[lanes as usize & 0xF].as_ptr().cast());
            let packed = _mm256_permutevar8x32_epi32(values, order);
            _mm256_storeu_si256(to.as_mut_ptr().cast(), packed);
        }
    }
    #[inline(always)]
    fn sum_counts(self, total: __m256i) -> u64 {
        self.0.sum_counts(total)
    }
    #[inline(always)]
    fn bit_index(self, bit: __m256i) -> __m256i {
        // The bit is in the lane's low half: as a float (signed, so 2^31
        // is -2^31, which has the same exponent), its exponent is the
        // bit's position plus 127; the high half's float is 0.
        unsafe {
            let float = _mm256_castps_si256(_mm256_cvtepi32_ps(bit));
            let exponent = _mm256_and_si256(_mm256_srli_epi64(float, 23), _mm256_set1_epi64x(0xFF));
            _mm256_sub_epi64(exponent, _mm256_set1_epi64x(127))
        }
    }
    #[inline(always)]
    fn is_zero(self, a: __m256i) -> __m256i {
        unsafe { _mm256_cmpeq_epi64(a, _mm256_setzero_si256()) }
    }
    #[inline(always)]
    fn equal(self, a: __m256i, b: __m256i) -> __m256i {
        unsafe { _mm256_cmpeq_epi64(a, b) }
    }
    #[inline(always)]
    fn select(self, mask: __m256i, a: __m256i, b: __m256i) -> __m256i {
        self.0.select(mask, a, b)
    }
    #[inline(always)]
    fn both(self, a: __m256i, b: __m256i) -> __m256i {
        self.0.both(a, b)
    }
    #[inline(always)]
    fn but_not(self, a: __m256i, b: __m256i) -> __m256i {
        self.0.but_not(a, b)
    }
    #[inline(always)]
    fn either(self, a: __m256i, b: __m256i) -> __m256i {
        self.0.either(a, b)
    }
    #[inline(always)]
    fn bits(self, mask: __m256i) -> u32 {
        unsafe { _mm256_movemask_pd(_mm256_castsi256_pd(mask)) as u32 }
    }
    #[inline(always)]
    fn lanes_of(self, bits: u32) -> __m256i {
        unsafe {
            let lane_bits = _mm256_setr_epi64x(1, 2, 4, 8);
            let set = _mm256_and_si256(_mm256_set1_epi64x(i64::from(bits)), lane_bits);
            _mm256_cmpeq_epi64(set, lane_bits)
        }
    }
    #[inline(always)]
    fn expand_load(self, current: __m256i, lanes: u32, from: &[u64]) -> __m256i {
        assert!(from.len() >= 4, "an expanding load reads 4 values");
        unsafe {
            let values = _mm256_loadu_si256(from.as_ptr().cast());
            let order = _mm256_loadu_si256(EXPAND[lanes as usize & 0xF].as_ptr().cast());
            let spread = _mm256_permutevar8x32_epi32(values, order);
            _mm256_blendv_epi8(current, spread, self.lanes_of(lanes))
        }
    }
}
