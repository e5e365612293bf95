//! A checked program's output against the classic search: each line read
//! as `N queens: S solutions, T squares tried`, each expected N given its
//! verdict, and the lines that are not expected or not readable. No
//! process and no I/O here: bytes in, verdicts out.

use std::fmt::Write as _;

use nqueens_lab::escape::shown;

/// The form of a line, as messages give it.
pub const FORM: &str = "N queens: S solutions, T squares tried";

/// How many lines of one kind (not expected, not readable) a comparison
/// keeps to show; the rest are only counted.
pub const SHOWN: usize = 10;

/// How many line numbers the verdict of an N printed more than once lists.
const LINES_SHOWN: usize = 5;

/// The figures of one line: N, its solutions and its squares tried
/// (the reference Java program's `tries`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Figures {
    /// The board size.
    pub n: u64,
    /// The solutions.
    pub solutions: u64,
    /// The squares tried.
    pub squares_tried: u64,
}

/// A line that is not of the [`FORM`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotReadable;

/// Reads one line of output: `Ok(None)` for a blank one, [`NotReadable`]
/// for one that is not of the [`FORM`].
///
/// Whitespace around the line and between its words may be any run of
/// spaces or tabs (a `\r` of a Windows line end included); the words may
/// be singular (`1 solution`) and in any case; numbers may group their
/// digits by three with commas or underscores (`15,720`, `15_720`), one
/// kind in a number. A number past 2^64 − 1 is not readable.
pub fn parse_line(text: &str) -> Result<Option<Figures>, NotReadable> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    read_figures(&mut Cursor(text)).map(Some).ok_or(NotReadable)
}

/// The figures of a line of the [`FORM`] that is all of `line`.
fn read_figures(line: &mut Cursor<'_>) -> Option<Figures> {
    let n = line.number()?;
    line.space()?;
    line.word("queen", true)?;
    line.skip_spaces();
    line.char(':')?;
    line.skip_spaces();
    let solutions = line.number()?;
    line.space()?;
    line.word("solution", true)?;
    line.skip_spaces();
    line.char(',')?;
    line.skip_spaces();
    let squares_tried = line.number()?;
    line.space()?;
    line.word("square", true)?;
    line.space()?;
    line.word("tried", false)?;
    line.0.is_empty().then_some(Figures {
        n,
        solutions,
        squares_tried,
    })
}

/// The rest of a line being read.
struct Cursor<'a>(&'a str);

impl Cursor<'_> {
    /// Skips spaces and tabs.
    fn skip_spaces(&mut self) {
        self.0 = self.0.trim_start_matches([' ', '\t']);
    }

    /// At least one space or tab, skipped.
    fn space(&mut self) -> Option<()> {
        let before = self.0.len();
        self.skip_spaces();
        (self.0.len() < before).then_some(())
    }

    fn char(&mut self, c: char) -> Option<()> {
        self.0 = self.0.strip_prefix(c)?;
        Some(())
    }

    /// `word` in any case, or its plural with `s` when `plural`, ending
    /// where the letters end.
    fn word(&mut self, word: &str, plural: bool) -> Option<()> {
        let letters = self
            .0
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(self.0.len());
        let found = &self.0[..letters];
        let matches = found.eq_ignore_ascii_case(word)
            || (plural
                && found.len() == word.len() + 1
                && found[..word.len()].eq_ignore_ascii_case(word)
                && found.ends_with(['s', 'S']));
        if !matches {
            return None;
        }
        self.0 = &self.0[letters..];
        Some(())
    }

    /// A whole number, its digits maybe grouped by three with `,` or `_`.
    fn number(&mut self) -> Option<u64> {
        let digits = |s: &str| s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        let first = digits(self.0);
        if first == 0 {
            return None;
        }
        let mut value = self.0[..first].parse::<u64>().ok()?;
        self.0 = &self.0[first..];
        let mut separator = None;
        while let Some(sep) = self.0.chars().next().filter(|c| matches!(c, ',' | '_')) {
            let group = &self.0[1..];
            // A separator starts a group only when exactly three digits
            // follow: in `2 solutions, 60` the comma is the line's own.
            if digits(group) != 3 || separator.is_some_and(|s| s != sep) {
                break;
            }
            separator = Some(sep);
            let three: u64 = group[..3].parse().ok()?;
            value = value.checked_mul(1000)?.checked_add(three)?;
            self.0 = &group[3..];
        }
        Some(value)
    }
}

/// What became of one expected N.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Printed once, with the expected figures.
    Right {
        /// The line it was printed on (1-based).
        line: usize,
    },
    /// Printed once, with other figures.
    Wrong {
        /// The line it was printed on.
        line: usize,
        /// What the line said.
        printed: Figures,
    },
    /// Not printed.
    Missing,
    /// Printed more than once.
    Repeated {
        /// How many times.
        times: usize,
        /// The first lines it was printed on.
        lines: Vec<usize>,
    },
}

impl Verdict {
    /// The name `--json` gives it.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Right { .. } => "ok",
            Verdict::Wrong { .. } => "wrong",
            Verdict::Missing => "missing",
            Verdict::Repeated { .. } => "repeated",
        }
    }
}

/// One expected N and its verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeVerdict {
    /// The classic search's figures for N.
    pub expected: Figures,
    /// What the output made of them.
    pub verdict: Verdict,
}

impl SizeVerdict {
    /// The report's line for N. `stopped`: the program was stopped before
    /// it ended (a missing N may only not have been reached).
    pub fn describe(&self, stopped: bool) -> String {
        let n = self.expected.n;
        match &self.verdict {
            Verdict::Right { .. } => format!("{n} queens: ok"),
            Verdict::Wrong { printed, .. } => {
                let mut wrong = Vec::new();
                if printed.solutions != self.expected.solutions {
                    wrong.push(difference(
                        printed.solutions,
                        self.expected.solutions,
                        "solution",
                        "solutions",
                    ));
                }
                if printed.squares_tried != self.expected.squares_tried {
                    wrong.push(difference(
                        printed.squares_tried,
                        self.expected.squares_tried,
                        "square tried",
                        "squares tried",
                    ));
                }
                format!("{n} queens: {}", wrong.join("; "))
            }
            Verdict::Missing if stopped => {
                format!("{n} queens: not printed before the program was stopped")
            }
            Verdict::Missing => {
                format!("{n} queens: missing: the program printed no line for N = {n}")
            }
            Verdict::Repeated { times, lines } => {
                let mut listed: Vec<String> = lines.iter().map(usize::to_string).collect();
                let lines = if *times > lines.len() {
                    listed.push("…".into());
                    listed.join(", ")
                } else {
                    let last = listed.pop().unwrap_or_default();
                    format!("{} and {last}", listed.join(", "))
                };
                format!("{n} queens: printed {times} times (lines {lines}): each N must be printed once")
            }
        }
    }
}

/// `895 squares tried, expected 894 (1 too many)`.
fn difference(printed: u64, expected: u64, one: &str, many: &str) -> String {
    let name = if printed == 1 { one } else { many };
    let (by, way) = if printed > expected {
        (printed - expected, "too many")
    } else {
        (expected - printed, "too few")
    };
    format!("{printed} {name}, expected {expected} ({by} {way})")
}

/// The first [`SHOWN`] items of a kind, and how many there were.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed<T> {
    /// The first ones, in order.
    pub first: Vec<T>,
    /// How many in all.
    pub total: usize,
}

impl<T> Default for Listed<T> {
    fn default() -> Self {
        Listed {
            first: Vec::new(),
            total: 0,
        }
    }
}

impl<T> Listed<T> {
    fn push(&mut self, item: T) {
        if self.first.len() < SHOWN {
            self.first.push(item);
        }
        self.total += 1;
    }
}

/// A line that is not readable: its number and its text (lossily UTF-8).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    /// The line's number (1-based).
    pub line: usize,
    /// What it said.
    pub text: String,
}

/// A readable line of an N that is not expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unexpected {
    /// The line's number (1-based).
    pub line: usize,
    /// What it said.
    pub printed: Figures,
}

/// The sizes a check expects: N = `from` to `to`, each with the classic
/// search's figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    sizes: Vec<Figures>,
    /// The largest N that can be checked at all.
    max_n: u64,
}

impl Expected {
    /// The sizes of `figures` (consecutive, smallest first, at least one);
    /// `max_n` is the largest N a check could expect.
    pub fn new(figures: Vec<Figures>, max_n: u64) -> Expected {
        assert!(
            !figures.is_empty() && figures.windows(2).all(|pair| pair[1].n == pair[0].n + 1),
            "a check expects a range of sizes"
        );
        Expected {
            sizes: figures,
            max_n,
        }
    }

    /// The smallest N expected.
    pub fn from(&self) -> u64 {
        self.sizes[0].n
    }

    /// The largest N expected.
    pub fn to(&self) -> u64 {
        self.sizes[self.sizes.len() - 1].n
    }

    /// Compares `output` with the expected sizes. `ended`: the program
    /// ended by itself, so that a last line without a line end is whole
    /// (when it was stopped, that line may be cut, and is left out).
    pub fn compare(&self, output: &[u8], ended: bool) -> Comparison {
        let mut seen = vec![Seen::default(); self.sizes.len()];
        let mut unexpected = Listed::default();
        let mut unreadable = Listed::default();
        let mut lines: Vec<&[u8]> = output.split(|&b| b == b'\n').collect();
        // After the last line end there is an empty piece, or a line
        // without its end.
        if let Some(last) = lines.pop() {
            if ended && !last.is_empty() {
                lines.push(last);
            }
        }
        for (index, bytes) in lines.into_iter().enumerate() {
            let line = index + 1;
            let read = std::str::from_utf8(bytes)
                .map_err(|_| NotReadable)
                .and_then(parse_line);
            match read {
                Ok(None) => {}
                Ok(Some(printed)) => match self.index_of(printed.n) {
                    Some(at) => seen[at].add(line, printed),
                    None => unexpected.push(Unexpected { line, printed }),
                },
                Err(NotReadable) => unreadable.push(Unreadable {
                    line,
                    text: String::from_utf8_lossy(bytes).trim_end().to_string(),
                }),
            }
        }
        let sizes = self
            .sizes
            .iter()
            .zip(seen)
            .map(|(&expected, seen)| SizeVerdict {
                expected,
                verdict: seen.verdict(expected),
            })
            .collect();
        Comparison {
            sizes,
            unexpected,
            unreadable,
            from: self.from(),
            to: self.to(),
            max_n: self.max_n,
        }
    }

    fn index_of(&self, n: u64) -> Option<usize> {
        (self.from()..=self.to())
            .contains(&n)
            .then(|| usize::try_from(n - self.from()).expect("a range of at most 20 sizes"))
    }
}

/// The lines an expected N was printed on: how many, the first few, and
/// what the first said.
#[derive(Debug, Clone, Default)]
struct Seen {
    times: usize,
    lines: Vec<usize>,
    first: Option<Figures>,
}

impl Seen {
    fn add(&mut self, line: usize, printed: Figures) {
        self.times += 1;
        if self.lines.len() < LINES_SHOWN {
            self.lines.push(line);
        }
        self.first.get_or_insert(printed);
    }

    fn verdict(self, expected: Figures) -> Verdict {
        match (self.times, self.first, self.lines.first()) {
            (1, Some(printed), Some(&line)) if printed == expected => Verdict::Right { line },
            (1, Some(printed), Some(&line)) => Verdict::Wrong { line, printed },
            (0, ..) => Verdict::Missing,
            (times, ..) => Verdict::Repeated {
                times,
                lines: self.lines,
            },
        }
    }
}

/// The output of a program compared with the expected sizes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    /// Every expected N, smallest first, with its verdict.
    pub sizes: Vec<SizeVerdict>,
    /// Readable lines of sizes not expected.
    pub unexpected: Listed<Unexpected>,
    /// Lines not of the form.
    pub unreadable: Listed<Unreadable>,
    from: u64,
    to: u64,
    max_n: u64,
}

impl Comparison {
    /// The smallest N expected.
    pub fn from(&self) -> u64 {
        self.from
    }

    /// The largest N expected.
    pub fn to(&self) -> u64 {
        self.to
    }

    /// How many expected sizes are right.
    pub fn right(&self) -> usize {
        self.sizes
            .iter()
            .filter(|size| matches!(size.verdict, Verdict::Right { .. }))
            .count()
    }

    /// Every expected N right, and nothing else printed.
    pub fn all_right(&self) -> bool {
        self.right() == self.sizes.len() && self.unexpected.total == 0 && self.unreadable.total == 0
    }

    /// The report's line for a line not expected.
    pub fn describe_unexpected(&self, unexpected: &Unexpected) -> String {
        let (n, line) = (unexpected.printed.n, unexpected.line);
        let (from, to) = (self.from, self.to);
        let how = if n == 0 || n > self.max_n {
            format!("only N = 1 to {} can be checked", self.max_n)
        } else if n < from {
            format!("--from {n} checks it too")
        } else {
            format!("--to {n} checks it too")
        };
        format!("{n} queens: not expected (line {line}): the check is of N = {from} to {to}; {how}")
    }

    /// The report's line for a line not readable.
    pub fn describe_unreadable(unreadable: &Unreadable) -> String {
        format!(
            "line {}: not readable: '{}'; expected '{FORM}'",
            unreadable.line,
            shown(&unreadable.text)
        )
    }

    /// `3 of 5 right`, `all 5 right`, with the lines not expected or not
    /// readable.
    pub fn tally(&self) -> String {
        let (right, total) = (self.right(), self.sizes.len());
        let mut tally = if self.all_right() && total > 1 {
            format!("all {total} right")
        } else {
            format!("{right} of {total} right")
        };
        let lines = |count: usize| if count == 1 { "line" } else { "lines" };
        if self.unexpected.total > 0 {
            let count = self.unexpected.total;
            let _ = write!(tally, ", {count} {} not expected", lines(count));
        }
        if self.unreadable.total > 0 {
            let count = self.unreadable.total;
            let _ = write!(tally, ", {count} {} not readable", lines(count));
        }
        tally
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figures(n: u64, solutions: u64, squares_tried: u64) -> Figures {
        Figures {
            n,
            solutions,
            squares_tried,
        }
    }

    /// The classic search's figures of N = 4 to 8, from the library.
    fn four_to_eight() -> Expected {
        let sizes = (4..=8)
            .map(|n| {
                let stats =
                    nqueens_lab::search_stats(nqueens_lab::BoardSize::new(n).expect("small"));
                figures(n as u64, stats.solutions, stats.squares_tried)
            })
            .collect();
        Expected::new(sizes, 20)
    }

    const JAVA: &str = "4 queens: 2 solutions, 60 squares tried
5 queens: 10 solutions, 220 squares tried
6 queens: 4 solutions, 894 squares tried
7 queens: 40 solutions, 3584 squares tried
8 queens: 92 solutions, 15720 squares tried
";

    #[test]
    fn reads_the_java_programs_lines_and_tolerates_spacing_case_and_groups() {
        assert_eq!(
            parse_line("8 queens: 92 solutions, 15720 squares tried"),
            Ok(Some(figures(8, 92, 15_720)))
        );
        for same in [
            "  8 queens: 92 solutions, 15720 squares tried \r",
            "8\tqueens :92 solutions ,15720 squares\ttried",
            "8 Queens: 92 Solutions, 15,720 Squares Tried",
            "8 queens: 92 solutions, 15_720 squares tried",
        ] {
            assert_eq!(
                parse_line(same),
                Ok(Some(figures(8, 92, 15_720))),
                "{same:?}"
            );
        }
        assert_eq!(
            parse_line("1 queen: 1 solution, 1 square tried"),
            Ok(Some(figures(1, 1, 1)))
        );
        assert_eq!(
            parse_line("20 queens: 39,029,188,884 solutions, 74,618,971,140,500 squares tried"),
            Ok(Some(figures(20, 39_029_188_884, 74_618_971_140_500)))
        );
        assert_eq!(parse_line(""), Ok(None));
        assert_eq!(parse_line(" \t\r"), Ok(None));
        for bad in [
            "hello",
            "8 queens: 92 solutions",
            "8 queens: 92 solutions, 15720 squares",
            "8 queens: 92 solutions, 15720 squares tried.",
            "8queens: 92 solutions, 15720 squares tried",
            "8 queenss: 92 solutions, 15720 squares tried",
            "8 queens: ninety-two solutions, 15720 squares tried",
            "8 queens: 92 solutions, 15,72 squares tried",
            "8 queens: 92 solutions, 15,720_000 squares tried",
            "8 queens: -92 solutions, 15720 squares tried",
            "8 queens: 92 solutions, 99999999999999999999 squares tried",
            "N = 8: 92 solutions, 15720 squares tried",
        ] {
            assert_eq!(parse_line(bad), Err(NotReadable), "{bad:?}");
        }
    }

    #[test]
    fn the_java_output_is_all_right() {
        let comparison = four_to_eight().compare(JAVA.as_bytes(), true);
        assert!(comparison.all_right());
        assert_eq!(comparison.tally(), "all 5 right");
        let lines: Vec<String> = comparison.sizes.iter().map(|s| s.describe(false)).collect();
        assert_eq!(lines[0], "4 queens: ok");
        assert_eq!(comparison.sizes[4].verdict, Verdict::Right { line: 5 });
        // In any order, with blank lines and no last line end.
        let shuffled = "\n8 queens: 92 solutions, 15720 squares tried\n\n4 queens: 2 solutions, 60 squares tried\r\n7 queens: 40 solutions, 3584 squares tried\n6 queens: 4 solutions, 894 squares tried\n5 queens: 10 solutions, 220 squares tried";
        let comparison = four_to_eight().compare(shuffled.as_bytes(), true);
        assert!(comparison.all_right(), "{comparison:?}");
        assert_eq!(comparison.sizes[0].verdict, Verdict::Right { line: 4 });
    }

    #[test]
    fn names_each_wrong_figure_with_its_difference() {
        let output = JAVA
            .replace("894 squares", "895 squares")
            .replace("92 solutions", "91 solutions")
            .replace("10 solutions, 220", "11 solutions, 1");
        let comparison = four_to_eight().compare(output.as_bytes(), true);
        let lines: Vec<String> = comparison.sizes.iter().map(|s| s.describe(false)).collect();
        assert_eq!(
            lines,
            [
                "4 queens: ok",
                "5 queens: 11 solutions, expected 10 (1 too many); 1 square tried, expected 220 (219 too few)",
                "6 queens: 895 squares tried, expected 894 (1 too many)",
                "7 queens: ok",
                "8 queens: 91 solutions, expected 92 (1 too few)",
            ]
        );
        assert_eq!(comparison.tally(), "2 of 5 right");
        assert!(!comparison.all_right());
    }

    #[test]
    fn a_missing_n_an_n_twice_and_an_n_not_expected() {
        let output = JAVA
            .replace("7 queens: 40 solutions, 3584 squares tried\n", "")
            .replace(
                "5 queens: 10 solutions, 220 squares tried\n",
                "5 queens: 10 solutions, 220 squares tried\n5 queens: 10 solutions, 220 squares tried\n",
            )
            + "9 queens: 352 solutions, 1 squares tried\n3 queens: 0 solutions, 1 squares tried\n0 queens: 1 solution, 0 squares tried\n21 queens: 1 solution, 0 squares tried\n";
        let comparison = four_to_eight().compare(output.as_bytes(), true);
        let lines: Vec<String> = comparison.sizes.iter().map(|s| s.describe(false)).collect();
        assert_eq!(
            lines[1],
            "5 queens: printed 2 times (lines 2 and 3): each N must be printed once"
        );
        assert_eq!(
            lines[3],
            "7 queens: missing: the program printed no line for N = 7"
        );
        assert_eq!(
            comparison.sizes[3].describe(true),
            "7 queens: not printed before the program was stopped"
        );
        let unexpected: Vec<String> = comparison
            .unexpected
            .first
            .iter()
            .map(|u| comparison.describe_unexpected(u))
            .collect();
        assert_eq!(
            unexpected,
            [
                "9 queens: not expected (line 6): the check is of N = 4 to 8; --to 9 checks it too",
                "3 queens: not expected (line 7): the check is of N = 4 to 8; --from 3 checks it too",
                "0 queens: not expected (line 8): the check is of N = 4 to 8; only N = 1 to 20 can be checked",
                "21 queens: not expected (line 9): the check is of N = 4 to 8; only N = 1 to 20 can be checked",
            ]
        );
        assert_eq!(comparison.tally(), "3 of 5 right, 4 lines not expected");
    }

    #[test]
    fn an_n_printed_many_times_lists_its_first_lines() {
        let output = "4 queens: 2 solutions, 60 squares tried\n".repeat(50_000);
        let comparison = four_to_eight().compare(output.as_bytes(), true);
        assert_eq!(
            comparison.sizes[0].verdict,
            Verdict::Repeated {
                times: 50_000,
                lines: vec![1, 2, 3, 4, 5]
            }
        );
        assert_eq!(
            comparison.sizes[0].describe(false),
            "4 queens: printed 50000 times (lines 1, 2, 3, 4, 5, …): each N must be printed once"
        );
    }

    #[test]
    fn unreadable_lines_are_listed_up_to_a_bound_and_counted() {
        let output = format!("hello \u{1b}[2J\n{JAVA}\u{ff}\u{fe}\n").into_bytes();
        let mut output = output;
        // A line that is not UTF-8.
        output.extend_from_slice(b"4 queens: \xff\n");
        output.extend("x\n".repeat(20).bytes());
        let comparison = four_to_eight().compare(&output, true);
        assert_eq!(comparison.unreadable.total, 23);
        assert_eq!(comparison.unreadable.first.len(), SHOWN);
        assert_eq!(
            Comparison::describe_unreadable(&comparison.unreadable.first[0]),
            "line 1: not readable: 'hello \\u{1b}[2J'; expected 'N queens: S solutions, T squares tried'"
        );
        assert_eq!(comparison.unreadable.first[2].line, 8);
        assert_eq!(comparison.right(), 5);
        assert!(!comparison.all_right());
        assert_eq!(comparison.tally(), "5 of 5 right, 23 lines not readable");
    }

    #[test]
    fn a_cut_last_line_counts_only_when_the_program_ended() {
        let cut = &JAVA[..JAVA.len() - 10];
        let ended = four_to_eight().compare(cut.as_bytes(), true);
        assert_eq!(ended.unreadable.total, 1);
        let stopped = four_to_eight().compare(cut.as_bytes(), false);
        assert_eq!(stopped.unreadable.total, 0);
        assert_eq!(stopped.sizes[4].verdict, Verdict::Missing);
        assert_eq!(stopped.tally(), "4 of 5 right");
    }

    #[test]
    fn one_size() {
        let one = Expected::new(vec![figures(1, 1, 1)], 20);
        let comparison = one.compare(b"1 queens: 1 solutions, 1 squares tried\n", true);
        assert_eq!(comparison.tally(), "1 of 1 right");
        assert!(comparison.all_right());
    }
}
