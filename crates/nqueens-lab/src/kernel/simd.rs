//! The lane operations the searches in SIMD lanes are written in, once for
//! every instruction set: the fast counter's lanes (`fast/lanes.rs`) and
//! the statistics walk's (`stats/lanes.rs`) run on them.

/// The number a lane holds: 32 or 64 bits.
pub(crate) trait Word: Copy + Default + From<u32> {
    /// Bits in a lane.
    const BITS: u32;
}

impl Word for u32 {
    const BITS: u32 = 32;
}

impl Word for u64 {
    const BITS: u32 = 64;
}

/// The lane operations a kernel is written in. An implementing type is a
/// token that exists only where the processor has its instructions, so a
/// value of it is the proof that calling them is sound.
pub(crate) trait Simd: Copy {
    /// The number of a lane: 32 or 64 bits.
    type Word: Word;
    /// One number per lane.
    type V: Copy;
    /// One flag per lane.
    type M: Copy;
    /// A table of [`Simd::TABLE_LEN`] numbers, for [`Simd::lookup`].
    type T: Copy;
    /// The same instructions on lanes of 64 bits, for searches whose
    /// numbers outgrow 32 bits.
    type Wide: Simd<Word = u64>;
    /// Lanes per register.
    const LANES: usize;
    /// Groups of lanes that the fast counter's search lets take turns (at
    /// most 4): enough independent work to hide each step's latency, few
    /// enough to keep the registers from spilling.
    const GROUPS: usize;
    /// Entries of a table: 8, or 16 where one instruction looks up 16 (the
    /// 32-bit lanes of AVX-512). The fast counter's lanes take more levels
    /// where tables are longer.
    const TABLE_LEN: usize;

    /// The kernel's lanes of 64 bits.
    fn wide(self) -> Self::Wide;
    /// Every lane `x`.
    fn splat(self, x: Self::Word) -> Self::V;
    /// A table of the first [`Simd::TABLE_LEN`] of these values, for
    /// [`Simd::lookup`].
    fn table(self, values: &[Self::Word; 16]) -> Self::T;
    /// Lanes `a & b`.
    fn and(self, a: Self::V, b: Self::V) -> Self::V;
    /// Lanes `a | b`.
    fn or(self, a: Self::V, b: Self::V) -> Self::V;
    /// Lanes `a ^ b`.
    fn xor(self, a: Self::V, b: Self::V) -> Self::V;
    /// Lanes `!a & b`.
    fn and_not(self, a: Self::V, b: Self::V) -> Self::V;
    /// Lanes `a + b`, wrapping.
    fn add(self, a: Self::V, b: Self::V) -> Self::V;
    /// Lanes `a - b`, wrapping.
    fn sub(self, a: Self::V, b: Self::V) -> Self::V;
    /// Lanes `a << n`, each by its own count (below the lane's width).
    fn shl(self, a: Self::V, n: Self::V) -> Self::V;
    /// Lanes `a >> n`, each by its own count (below the lane's width).
    fn shr(self, a: Self::V, n: Self::V) -> Self::V;
    /// Lane `i` is `table[index[i]]`, for indices below [`Simd::TABLE_LEN`].
    fn lookup(self, table: Self::T, index: Self::V) -> Self::V;
    /// The position of the one set bit of each lane, a bit below 2^32
    /// (anything for 0).
    fn bit_index(self, bit: Self::V) -> Self::V;
    /// The lanes that are 0.
    fn is_zero(self, a: Self::V) -> Self::M;
    /// The lanes where `a` and `b` are equal.
    fn equal(self, a: Self::V, b: Self::V) -> Self::M;
    /// Lane by lane, `a` where `mask` is set, else `b`.
    fn select(self, mask: Self::M, a: Self::V, b: Self::V) -> Self::V;
    /// Flags `a & b`.
    fn both(self, a: Self::M, b: Self::M) -> Self::M;
    /// Flags `a & !b`.
    fn but_not(self, a: Self::M, b: Self::M) -> Self::M;
    /// Flags `a | b`.
    fn either(self, a: Self::M, b: Self::M) -> Self::M;
    /// The flags as bits, lane `i` as bit `i`.
    fn bits(self, mask: Self::M) -> u32;
    /// The flags of the bits, lane `i` from bit `i`.
    fn lanes_of(self, bits: u32) -> Self::M;
    /// The lanes set in `lanes` (bit `i` for lane `i`) take the next values
    /// of `from`, in order; the others keep theirs. `from` holds at least
    /// [`Simd::LANES`] values.
    fn expand_load(self, current: Self::V, lanes: u32, from: &[Self::Word]) -> Self::V;
    /// Adds the set bits of the lanes of `a` that `mask` selects to `total`,
    /// a running count in a layout of the implementation's own, which
    /// [`Simd::sum_counts`] reads (up to 2^20 additions).
    fn add_counts(self, total: Self::V, a: Self::V, mask: Self::M) -> Self::V;
    /// The count that [`Simd::add_counts`] has kept.
    fn sum_counts(self, total: Self::V) -> u64;
    /// Writes the lanes set in `lanes` (bit `i` for lane `i`) to the start
    /// of `to`, in order, and anything to the rest of its first
    /// [`Simd::LANES`] values: a full register is written, so `to` holds
    /// at least that many.
    fn compress_store(self, values: Self::V, lanes: u32, to: &mut [Self::Word]);
}
