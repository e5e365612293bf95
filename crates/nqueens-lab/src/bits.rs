//! Bit plumbing shared by the searches: the set bits of a mask, a bit set
//! of any length, and the SplitMix64 mixer.
//!
//! Everything here is crate-private; the searches build their boards from
//! these pieces instead of each writing its own.

/// The set bits of `mask`, lowest first, each as a one-bit mask.
#[inline]
pub(crate) fn one_bit_masks(mut mask: u64) -> impl Iterator<Item = u64> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask & mask.wrapping_neg();
            mask ^= bit;
            bit
        })
    })
}

/// The positions of the set bits of `mask`, lowest first.
#[inline]
pub(crate) fn positions(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

/// A mask of the lowest `count` bits (all 64 if `count` ≥ 64).
#[inline]
pub(crate) fn low_bits(count: usize) -> u64 {
    if count >= 64 {
        u64::MAX
    } else {
        (1 << count) - 1
    }
}

/// A set of the numbers `0..len`, one bit each, readable 64 at a time from
/// any offset.
#[derive(Debug, Clone)]
pub(crate) struct BitSet {
    /// `len / 64 + 2` words: the spare words at the end (always zero) let
    /// [`BitSet::window`] read past the last bit without a check.
    words: Vec<u64>,
    len: usize,
}

impl BitSet {
    /// `len` bits, all clear.
    pub(crate) fn new(len: usize) -> Self {
        BitSet {
            words: vec![0; len / 64 + 2],
            len,
        }
    }

    /// Whether bit `i` (< len) is set.
    #[inline(always)]
    pub(crate) fn contains(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 == 1
    }

    /// Sets bit `i` (< len).
    #[inline]
    pub(crate) fn insert(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    /// Sets or clears bit `i` (< len).
    #[inline]
    pub(crate) fn set(&mut self, i: usize, value: bool) {
        let bit = 1 << (i % 64);
        if value {
            self.words[i / 64] |= bit;
        } else {
            self.words[i / 64] &= !bit;
        }
    }

    /// Bits `start` to `start + 63` (bit 0 of the result is `start`);
    /// `start` is at most the length, and bits past it read as clear.
    #[inline(always)]
    pub(crate) fn window(&self, start: usize) -> u64 {
        let (word, shift) = (start / 64, start % 64);
        let low = self.words[word] >> shift;
        if shift == 0 {
            low
        } else {
            low | self.words[word + 1] << (64 - shift)
        }
    }

    /// One 0 or 1 per bit, for the length rounded up to a multiple of 64
    /// (the extra values are 0).
    pub(crate) fn to_flags<T: From<bool>>(&self) -> Vec<T> {
        let words = &self.words[..self.len.div_ceil(64)];
        let mut flags = Vec::with_capacity(words.len() * 64);
        for &word in words {
            flags.extend((0..64).map(|bit| T::from(word >> bit & 1 == 1)));
        }
        flags
    }
}

/// SplitMix64 (Steele, Lea and Flood): a counter stepped by the golden
/// ratio and a well-mixed output. It seeds the xoshiro generators and, one
/// step from a chosen state, serves as a fixed hash.
#[derive(Debug, Clone)]
pub(crate) struct SplitMix64(pub(crate) u64);

impl SplitMix64 {
    /// The next output.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// The first output from state `x`: a fixed hash of `x`.
    pub(crate) fn hash(x: u64) -> u64 {
        SplitMix64(x).next_u64()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_bits_come_lowest_first() {
        assert_eq!(
            one_bit_masks(0b1010_0100).collect::<Vec<_>>(),
            [0b100, 0b10_0000, 0b1000_0000]
        );
        assert_eq!(positions(0b1010_0100).collect::<Vec<_>>(), [2, 5, 7]);
        assert_eq!(positions(0).count(), 0);
        assert_eq!(positions(u64::MAX).count(), 64);
        assert_eq!((low_bits(0), low_bits(3), low_bits(64)), (0, 7, u64::MAX));
    }

    #[test]
    fn a_bit_set_reads_windows_across_words() {
        let mut set = BitSet::new(130);
        for i in [0, 63, 64, 100, 129] {
            set.insert(i);
        }
        assert!(set.contains(63) && set.contains(129) && !set.contains(1));
        assert_eq!(set.window(63), 0b11 | 1 << 37);
        assert_eq!(set.window(129), 1);
        assert_eq!(set.window(130), 0);
        set.set(63, false);
        assert!(!set.contains(63));
        let flags: Vec<u8> = set.to_flags();
        assert_eq!(flags.len(), 192);
        assert_eq!(flags.iter().map(|&f| usize::from(f)).sum::<usize>(), 4);
    }

    #[test]
    fn splitmix64_gives_its_published_first_outputs() {
        // The reference implementation's outputs for the state 0.
        let mut rng = SplitMix64(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(SplitMix64::hash(0), 0xe220_a839_7b1d_cdaf);
    }
}
