//! Huge boards: the explicit construction, validation of very large
//! placements, the fast `columns` reader, and SVG pictures.

use nqueens_lab::construction::{construct, MAX_N};
use nqueens_lab::svg::{self, Marks};
use nqueens_lab::{validate, Error, Format, Square};

fn constructed(n: u64) -> Vec<usize> {
    construct(n)
        .unwrap_or_else(|e| panic!("N = {n}: {e}"))
        .map(|c| usize::try_from(c).expect("fits"))
        .collect()
}

#[test]
fn construction_is_a_solution_for_every_n_up_to_2000() {
    for n in (1..=2000).filter(|&n| n != 2 && n != 3) {
        let columns = constructed(n);
        assert_eq!(columns.len() as u64, n);
        assert_eq!(validate(&columns), Ok(()), "N = {n}");
    }
}

#[test]
fn construction_is_a_solution_for_spot_sizes_up_to_ten_million() {
    // Every residue mod 6 near 10^5 and 10^6, and three near 10^7.
    let spots = (100_000..100_006)
        .chain(1_000_000..1_000_006)
        .chain([10_000_000, 10_000_004, 10_000_005]);
    for n in spots {
        assert_eq!(validate(&constructed(n)), Ok(()), "N = {n}");
    }
}

#[test]
fn construction_refuses_sizes_without_solutions() {
    for n in [2, 3] {
        let err = construct(n).unwrap_err();
        assert_eq!(err, Error::NoSolution { n });
        assert!(err.to_string().contains("no solution exists"));
    }
    assert!(construct(0).is_err());
    assert!(construct(MAX_N + 1).is_err());
}

#[test]
fn construction_rows_are_a_permutation_at_a_billion() {
    // Not a proof of validity (that needs 5·10^9 bits), but every sampled
    // column is on the board and the rows at both ends match the lists.
    let billion = construct(1_000_000_000).expect("solvable");
    assert_eq!(billion.column(0), 1);
    assert_eq!(billion.column(499_999_999), 999_999_999);
    assert_eq!(billion.column(500_000_000), 0);
    assert_eq!(billion.column(999_999_999), 999_999_998);
}

#[test]
fn validate_finds_the_first_attack_on_a_huge_board() {
    let mut columns = constructed(1_000_000);
    // Row 700_000 takes the column of row 400_000: the first attack is there
    // unless an earlier row shares one of its diagonals.
    columns[700_000] = columns[400_000];
    let attack = validate(&columns).expect_err("two queens share a column");
    assert_eq!(attack.second.row, 700_000, "{attack}");
    let first = attack.first;
    assert!(first.row <= 400_000);
    assert_eq!(
        nqueens_lab::Line::between(first.row, first.column, 700_000, columns[700_000]),
        Some(attack.line)
    );
    // No earlier row attacks row 700_000 (brute force over the rows above).
    let attacks = |row: usize| {
        columns[row] == columns[700_000] || 700_000 - row == columns[row].abs_diff(columns[700_000])
    };
    assert_eq!((0..700_000).find(|&row| attacks(row)), Some(first.row));
}

#[test]
fn columns_format_reads_a_long_line_and_names_a_bad_token() {
    let columns = constructed(100_000);
    let text = Format::Columns.render(&columns).expect("renders");
    assert_eq!(Format::detect(&text), Some(Format::Columns));
    assert_eq!(Format::Columns.parse(&text), Ok(columns));
    let err = Format::Columns.parse("1 3 0x 2").unwrap_err();
    assert!(err.to_string().contains("'0x'"), "{err}");
    let err = Format::Columns
        .parse("1 99999999999999999999999 2")
        .unwrap_err();
    assert!(err.to_string().contains("99999999999999999999999"), "{err}");
    assert_eq!(Format::Columns.parse("1,3, 0,\t2"), Ok(vec![1, 3, 0, 2]));
}

/// The queens of a picture, as (row, column, given?), read back from the XML.
fn queens_in(picture: &str) -> Vec<(usize, usize, bool)> {
    let document = roxmltree::Document::parse(picture).expect("well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    document
        .descendants()
        .filter(|node| {
            node.attribute("class")
                .is_some_and(|class| class.split(' ').any(|c| c == "queen"))
        })
        .map(|node| {
            let at = |name: &str| -> usize {
                node.attribute(name)
                    .and_then(|v| v.parse::<usize>().ok())
                    .expect("integer coordinates")
            };
            let given = node.attribute("class") == Some("queen given");
            (at("y") / 40, at("x") / 40, given)
        })
        .collect()
}

#[test]
fn svg_pictures_parse_and_hold_n_queens() {
    for n in (1..=64).filter(|&n| n != 2 && n != 3) {
        let columns = constructed(n as u64);
        let picture = svg::board(&columns, &Marks::default()).expect("N ≤ 64");
        let mut queens = queens_in(&picture);
        queens.sort_unstable();
        let expected: Vec<(usize, usize, bool)> = columns
            .iter()
            .enumerate()
            .map(|(row, &column)| (row, column, false))
            .collect();
        assert_eq!(queens, expected, "N = {n}");
    }
}

#[test]
fn svg_highlights_given_queens_and_marks_blocked_squares() {
    let columns = [1, 3, 0, 2];
    let given = [Square { row: 0, column: 1 }, Square { row: 2, column: 0 }];
    let blocked = [Square { row: 3, column: 3 }];
    let picture = svg::board(
        &columns,
        &Marks {
            given: &given,
            blocked: &blocked,
        },
    )
    .expect("valid");
    let queens = queens_in(&picture);
    assert_eq!(queens.len(), 4);
    let highlighted: Vec<(usize, usize)> = queens
        .iter()
        .filter(|q| q.2)
        .map(|&(r, c, _)| (r, c))
        .collect();
    assert_eq!(highlighted, [(0, 1), (2, 0)]);
    assert_eq!(picture.matches("class=\"blocked\"").count(), 1);
}

#[test]
fn svg_refuses_boards_above_64_and_is_never_read() {
    let err = svg::board(&constructed(65), &Marks::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the svg format holds boards of N = 1 to 64, not N = 65"
    );
    // A picture is written, never read: no text format reads it.
    assert!("svg".parse::<Format>().is_err());
    assert_eq!(Format::detect("<svg/>"), None);
}

#[test]
fn svg_gallery_draws_every_board() {
    let boards: Vec<Vec<usize>> =
        nqueens_lab::Solutions::new(nqueens_lab::BoardSize::new(6).expect("6"))
            .map(nqueens_lab::Solution::into_columns)
            .collect();
    let picture = svg::gallery(&boards, &Marks::default()).expect("valid");
    assert_eq!(queens_in(&picture).len(), 4 * 6);
    assert!(svg::gallery::<Vec<usize>>(&[], &Marks::default()).is_err());
}
