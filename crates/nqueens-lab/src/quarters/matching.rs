//! Counting the pairs of half boards that make solutions, for one set of
//! east rows: an east half and a west half match when no diagonal holds a
//! queen of each.
//!
//! The east halves are stored *bit sliced*, in tiles of up to 1024: for
//! each diagonal, one bit per east half that leaves it free. The set of
//! east halves a west quadrant placement leaves possible is the AND of the
//! slices of its diagonals (a handful of ANDs of 1024 bits, in the
//! kernel's SIMD registers), made once for each north-west and each
//! south-west placement. A west half is a pair of the two, on
//! complementary columns and with no diagonal in common, and the east
//! halves it matches are the AND of the pair's two sets: one AND and a
//! population count per west half and tile, without ever writing the west
//! half down.
//!
//! A *sieve* skips most of those that cannot match: the east halves are
//! put in the order of a few diagonals that only north-west placements
//! share with them, so that a north-west placement on one of those
//! diagonals leaves whole blocks of 256 east halves impossible. Its pairs
//! skip those blocks, and the south-west sets are made only on the blocks
//! some north-west placement of their run leaves possible.

use super::frame::ClassWeights;
use super::half::Quadrant;

/// Words of the largest tile: 1024 east halves.
const MAX_WORDS: usize = 16;
/// The bytes of a tile's slices (64 bits) and tables (13 chunks of 32
/// entries), at the largest tile.
pub(crate) const FIXED_BYTES: u64 = (8 * MAX_WORDS * (64 + 13 * 32)) as u64;
/// East halves per tile.
pub(crate) const TILE: usize = 64 * MAX_WORDS;
/// The most bits a pattern has: 2(2h - 1) for h = 12.
/// Bits looked up at once.
const CHUNK: usize = 5;
/// The diagonals the east halves are ordered by (see
/// [`Matcher::sieve_order`]).
const SIEVE_CUTS: usize = 4;

/// The first `len` bits of `W` words.
fn first_bits<const W: usize>(len: usize) -> [u64; W] {
    std::array::from_fn(|i| {
        let bits = len.saturating_sub(64 * i).min(64);
        if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        }
    })
}

/// The scratch space of the matching, kept between sets of rows.
#[derive(Default)]
pub(crate) struct Matcher {
    /// The east halves' patterns.
    pub(crate) east: Vec<u64>,
    /// The west halves: each north-west placement that has partners, with
    /// the range of its partners in `partners`: (placement, start, middle,
    /// end), those from `middle` on with a queen on the diagonal
    /// `r + c = N - 1`.
    heads: Vec<(u32, u32, u32, u32)>,
    /// The south-west placements each head is paired with.
    partners: Vec<u32>,
    /// The heads by the group of south-west placements they are paired
    /// with: (the group, the heads).
    runs: Vec<(std::ops::Range<usize>, std::ops::Range<usize>)>,
    /// Scratch space of the join.
    found: Vec<u32>,
    /// The sets of east halves each south-west placement leaves possible,
    /// for one tile (`W` words per placement).
    south_sets: Vec<u64>,
    /// The sets of the heads of one run, for one tile (`W` words per
    /// head), and which of their blocks are not empty.
    head_sets: Vec<u64>,
    head_blocks: Vec<u32>,
    /// The east halves' keys in the sieve, and their patterns in its
    /// order (scratch).
    keys: Vec<u8>,
    sorted: Vec<u64>,
    /// The slices of the tile's east halves, one word per block of 64.
    slices: Vec<u64>,
    /// The ANDs of every subset of each chunk of bits' slices, for one
    /// tile.
    chunks: Vec<u64>,
}

impl Matcher {
    /// Joins the east halves: every pair of a north-east and a south-east
    /// placement on complementary columns of `columns`, with no diagonal
    /// in common.
    #[inline(always)]
    pub(crate) fn join_east(
        &mut self,
        north: &Quadrant,
        south: &Quadrant,
        columns: u32,
        north_count: u32,
    ) {
        self.east.clear();
        let east = &mut self.east;
        north.join(
            south,
            columns,
            north_count,
            &mut self.found,
            |i, partners, _, _| {
                let pattern = north.patterns[i];
                east.extend(
                    partners
                        .iter()
                        .map(|&j| pattern | south.patterns[j as usize]),
                );
            },
        );
    }

    /// Joins the west halves, as lists of partners.
    #[inline(always)]
    pub(crate) fn join_west(
        &mut self,
        north: &Quadrant,
        south: &Quadrant,
        columns: u32,
        north_count: u32,
    ) {
        self.heads.clear();
        self.partners.clear();
        self.runs.clear();
        let (heads, all, runs) = (&mut self.heads, &mut self.partners, &mut self.runs);
        north.join(
            south,
            columns,
            north_count,
            &mut self.found,
            |i, partners, split, group| {
                let start = all.len() as u32;
                let middle = start + partners.partition_point(|&j| (j as usize) < split) as u32;
                all.extend_from_slice(partners);
                match runs.last_mut() {
                    Some((last, heads_of)) if last == group => heads_of.end += 1,
                    _ => runs.push((group.clone(), heads.len()..heads.len() + 1)),
                }
                heads.push((i as u32, start, middle, all.len() as u32));
            },
        );
    }

    /// The sum, over every pair of an east half and a west half that share
    /// no diagonal, of the weight of the west half's class.
    #[inline(always)]
    pub(crate) fn count(
        &mut self,
        north: &Quadrant,
        south: &Quadrant,
        weights: ClassWeights,
    ) -> u64 {
        let mut sums = [0u64; 4];
        self.sieve_order(north, south);
        let mut start = 0;
        while start < self.east.len() {
            let len = (self.east.len() - start).min(TILE);
            let tile = start..start + len;
            match len.div_ceil(64) {
                1 => self.count_tile::<1>(tile, north, south, &mut sums),
                2 => self.count_tile::<2>(tile, north, south, &mut sums),
                3 | 4 => self.count_tile::<4>(tile, north, south, &mut sums),
                5..=8 => self.count_tile::<8>(tile, north, south, &mut sums),
                9..=16 => self.count_tile::<16>(tile, north, south, &mut sums),
                _ => self.count_tile::<MAX_WORDS>(tile, north, south, &mut sums),
            }
            start += len;
        }
        sums.iter()
            .zip(weights)
            .map(|(&sum, weight)| sum * weight)
            .sum()
    }

    /// Puts the east halves in the order of the diagonals only north-west
    /// placements share with them (the sieve's cut): the highest few such
    /// diagonals that east halves use, as a key, the first cut diagonal
    /// most significant. A north-west placement on a cut diagonal then
    /// leaves possible only the east halves of the keys without it, and
    /// those come in runs, so that whole blocks of its set are empty and
    /// skipped.
    fn sieve_order(&mut self, north: &Quadrant, south: &Quadrant) {
        let used = |patterns: &[u64]| patterns.iter().fold(0, |any, &p| any | p);
        let east_used = used(&self.east);
        let mut exclusive = used(&north.patterns) & !used(&south.patterns) & east_used;
        let mut cuts = [0u32; SIEVE_CUTS];
        let mut count = 0;
        while exclusive != 0 && count < SIEVE_CUTS {
            let bit = 63 - exclusive.leading_zeros();
            exclusive &= !(1u64 << bit);
            cuts[count] = bit;
            count += 1;
        }
        // One tile or less: the order costs more than it saves (measured
        // at N = 16).
        if count == 0 || self.east.len() <= TILE {
            return;
        }
        let cuts = &cuts[..count];
        self.keys.clear();
        self.keys.extend(self.east.iter().map(|&pattern| {
            cuts.iter()
                .fold(0u8, |key, &bit| key << 1 | (pattern >> bit & 1) as u8)
        }));
        // A counting sort by key, stable.
        let mut starts = [0usize; (1 << SIEVE_CUTS) + 1];
        for &key in &self.keys {
            starts[usize::from(key) + 1] += 1;
        }
        for k in 1..starts.len() {
            starts[k] += starts[k - 1];
        }
        self.sorted.clear();
        self.sorted.resize(self.east.len(), 0);
        for (&pattern, &key) in self.east.iter().zip(&self.keys) {
            let slot = &mut starts[usize::from(key)];
            self.sorted[*slot] = pattern;
            *slot += 1;
        }
        std::mem::swap(&mut self.east, &mut self.sorted);
    }

    #[inline(always)]
    fn count_tile<const W: usize>(
        &mut self,
        tile: std::ops::Range<usize>,
        north: &Quadrant,
        south: &Quadrant,
        sums: &mut [u64; 4],
    ) {
        let east = &self.east[tile];
        let valid = first_bits::<W>(east.len());
        // slices[b * W + k]: the east halves of block k (64 of them) that
        // leave diagonal bit b free.
        let mut live = 0u64;
        self.slices.clear();
        self.slices.resize(64 * W, 0);
        for (block, patterns) in east.chunks(64).enumerate() {
            let mut rows = [0u64; 64];
            rows[..patterns.len()].copy_from_slice(patterns);
            live |= patterns.iter().fold(0, |any, &p| any | p);
            transpose(&mut rows);
            for (bit, &holders) in rows.iter().enumerate() {
                self.slices[bit * W + block] = !holders & valid[block];
            }
        }
        // chunks[(k * 32 + v) * W..]: the AND of the slices of the bits
        // of v, bits 5k to 5k + 4.
        let chunk_count = (64 - live.leading_zeros() as usize).div_ceil(CHUNK);
        self.chunks.clear();
        for chunk in 0..chunk_count {
            let first = self.chunks.len();
            self.chunks.extend_from_slice(&valid);
            for value in 1..1usize << CHUNK {
                let low = value.trailing_zeros() as usize;
                let bit = (chunk * CHUNK + low) & 63;
                let before = first + (value & (value - 1)) * W;
                for w in 0..W {
                    let word = self.chunks[before + w] & self.slices[bit * W + w];
                    self.chunks.push(word);
                }
            }
        }
        let (tables, _) = self.chunks.as_chunks::<W>();
        let (tables, _) = tables.as_chunks::<{ 1 << CHUNK }>();
        let chunks = Chunks::<W>::new(tables, live, valid);

        let south_used = south.patterns.iter().fold(0, |any, &p| any | p);
        let south_chunks = chunks.used_by(south_used);
        let north_used = north.patterns.iter().fold(0, |any, &p| any | p);
        let north_chunks = chunks.used_by(north_used);
        for (group, heads) in &self.runs {
            // The heads' sets first: the south-west placements' sets are
            // made only for the blocks some head leaves possible.
            self.head_sets.clear();
            self.head_blocks.clear();
            let mut needed = 0u32;
            for &(i, ..) in &self.heads[heads.clone()] {
                let set = north_chunks.set(north.patterns[i as usize]);
                let blocks = nonempty_blocks(&set);
                needed |= blocks;
                self.head_blocks.push(blocks);
                self.head_sets.extend_from_slice(&set);
            }
            if needed == 0 {
                continue;
            }
            let size = group.len() * W;
            if self.south_sets.len() < size {
                self.south_sets.resize(size, 0);
            }
            let (south_sets, _) = self.south_sets[..size].as_chunks_mut::<W>();
            for (set, &pattern) in south_sets.iter_mut().zip(&south.patterns[group.clone()]) {
                south_chunks.set_blocks(pattern, needed, set);
            }
            let south_sets = &*south_sets;
            let base = group.start as u32;
            let (head_sets, _) = self.head_sets.as_chunks::<W>();
            for ((&(i, first, middle, end), &blocks), set) in self.heads[heads.clone()]
                .iter()
                .zip(&self.head_blocks)
                .zip(head_sets)
            {
                if blocks == 0 {
                    continue;
                }
                let class = usize::from(north.classes[i as usize]);
                let partners = &self.partners[..];
                let first_class = &partners[first as usize..middle as usize];
                let second_class = &partners[middle as usize..end as usize];
                sums[class] += count_with(set, blocks, first_class, base, south_sets);
                if !second_class.is_empty() {
                    sums[class | 2] += count_with(set, blocks, second_class, base, south_sets);
                }
            }
        }
    }
}

/// Transposes a 64×64 matrix of bits: bit `c` of row `r` goes to bit `r`
/// of row `c`.
fn transpose(rows: &mut [u64; 64]) {
    let mut width = 32;
    let mut mask = 0x0000_0000_FFFF_FFFFu64;
    while width != 0 {
        let mut row = 0;
        while row < 64 {
            for k in row..row + width {
                let swap = (rows[k] >> width ^ rows[k + width]) & mask;
                rows[k] ^= swap << width;
                rows[k + width] ^= swap;
            }
            row += 2 * width;
        }
        width /= 2;
        mask ^= mask << width;
    }
}

/// The chunk tables of a tile, and which of them a quadrant's patterns
/// use.
#[derive(Clone, Copy)]
struct Chunks<'a, const W: usize> {
    /// `all[k][v]`: the AND of the slices of the bits of `v`, bits 5k to
    /// 5k + 4.
    all: &'a [[[u64; W]; 1 << CHUNK]],
    /// The chunks used.
    used: [usize; 64 / CHUNK + 1],
    count: usize,
    live: u64,
    valid: [u64; W],
}

impl<'a, const W: usize> Chunks<'a, W> {
    fn new(all: &'a [[[u64; W]; 1 << CHUNK]], live: u64, valid: [u64; W]) -> Chunks<'a, W> {
        let mut chunks = Chunks {
            all,
            used: [0; 64 / CHUNK + 1],
            count: 0,
            live,
            valid,
        };
        for chunk in 0..all.len() {
            chunks.used[chunks.count] = chunk;
            chunks.count += 1;
        }
        chunks
    }

    /// Only the chunks where `used` has a live bit.
    fn used_by(&self, used: u64) -> Chunks<'a, W> {
        let mut kept = *self;
        kept.count = 0;
        for &chunk in &self.used[..self.count] {
            if (used & self.live) >> (CHUNK * chunk) & ((1 << CHUNK) - 1) != 0 {
                kept.used[kept.count] = chunk;
                kept.count += 1;
            }
        }
        kept
    }

    /// The east halves of the tile that leave every bit of `pattern`
    /// free: the AND of its chunks' entries.
    #[inline(always)]
    fn set(&self, pattern: u64) -> [u64; W] {
        let pattern = pattern & self.live;
        let entry = |chunk: usize| -> &[u64; W] {
            &self.all[chunk][(pattern >> (CHUNK * chunk)) as usize & ((1 << CHUNK) - 1)]
        };
        let used = &self.used[..self.count];
        let mut pairs = used.chunks_exact(2);
        let mut acc = self.valid;
        for pair in &mut pairs {
            let (a, b) = (entry(pair[0]), entry(pair[1]));
            acc = std::array::from_fn(|w| acc[w] & a[w] & b[w]);
        }
        if let [last] = pairs.remainder() {
            let a = entry(*last);
            acc = std::array::from_fn(|w| acc[w] & a[w]);
        }
        acc
    }

    /// [`set`](Self::set) on the blocks of `blocks` only, written to
    /// `out` (its other blocks are left as they were).
    #[inline(always)]
    fn set_blocks(&self, pattern: u64, blocks: u32, out: &mut [u64; W]) {
        if W < BLOCK || blocks.count_ones() as usize == W / BLOCK {
            *out = self.set(pattern);
            return;
        }
        let pattern = pattern & self.live;
        let used = &self.used[..self.count];
        let mut rest = blocks;
        while rest != 0 {
            let first = BLOCK * rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut acc: [u64; BLOCK] = std::array::from_fn(|w| self.valid[first + w]);
            for &chunk in used {
                let entry =
                    &self.all[chunk][(pattern >> (CHUNK * chunk)) as usize & ((1 << CHUNK) - 1)];
                acc = std::array::from_fn(|w| acc[w] & entry[first + w]);
            }
            out[first..first + BLOCK].copy_from_slice(&acc);
        }
    }
}

/// Words of a block: the unit in which empty parts of a set are skipped
/// (a tile of fewer words is one block).
const BLOCK: usize = 4;

/// Which blocks of a set hold a member: bit `b` for block `b`.
#[inline(always)]
fn nonempty_blocks<const W: usize>(set: &[u64; W]) -> u32 {
    if W < BLOCK {
        return u32::from(set.iter().any(|&word| word != 0));
    }
    let (blocks, _) = set.as_chunks::<BLOCK>();
    blocks.iter().enumerate().fold(0, |mask, (b, block)| {
        mask | u32::from(block.iter().fold(0, |any, &word| any | word) != 0) << b
    })
}

/// The east halves of a tile both `set` and each partner's set leave
/// possible, summed over the partners; only the blocks of `blocks` are
/// read (the others of `set` are empty).
#[inline(always)]
fn count_with<const W: usize>(
    set: &[u64; W],
    blocks: u32,
    partners: &[u32],
    base: u32,
    south_sets: &[[u64; W]],
) -> u64 {
    if W < BLOCK || blocks.count_ones() as usize == W / BLOCK {
        let mut counts = [0u64; W];
        for &j in partners {
            let other = &south_sets[(j - base) as usize];
            for w in 0..W {
                counts[w] += u64::from((set[w] & other[w]).count_ones());
            }
        }
        return counts.iter().sum();
    }
    let mut counts = [0u64; BLOCK];
    let mut rest = blocks;
    while rest != 0 {
        let first = BLOCK * rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let mine: [u64; BLOCK] = std::array::from_fn(|w| set[first + w]);
        for &j in partners {
            let other = &south_sets[(j - base) as usize];
            for w in 0..BLOCK {
                counts[w] += u64::from((mine[w] & other[first + w]).count_ones());
            }
        }
    }
    counts.iter().sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transpose_moves_each_bit_across_the_diagonal() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut rows = [0u64; 64];
        for row in &mut rows {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            *row = state;
        }
        let before = rows;
        transpose(&mut rows);
        for (r, &row) in before.iter().enumerate() {
            for (c, &column) in rows.iter().enumerate() {
                assert_eq!(column >> r & 1, row >> c & 1, "row {r}, column {c}");
            }
        }
    }
}
