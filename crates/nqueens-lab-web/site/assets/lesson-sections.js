// The lesson, section by section, in the order the lessons teach: every
// placement, one queen per row, different columns, the diagonals,
// backtracking, what pruning saves, dead ends, the sets that make each
// check fast, symmetry, and how the work grows with N. Each section sets
// the main board to a moment of the real search (the library's
// trace::Moment, landed on at once; "start" and "end" are the search's
// start and end), names the figure beside it, says a few sentences (and,
// as a teacher's slide, one line: `slide`), then asks a question before it
// tells (`after`, shown once answered). The
// answers are not written here: lesson-model.js works each one out from
// the library's answers (the search stepped ahead, the table, the
// symmetries). Pure data (tested with node --test in
// crates/nqueens-lab-web/tests/js/, and in Chromium against the search).

/**
 * The figures a section can show beside the board: "sets" (the code's
 * sets and call stack), "code" (the code), "tree" (the tree around the
 * search), "race" (the pruning race), "growth" (the work by N, timed in
 * this browser), "symmetry" (the 8 images of the board's solution).
 */
export const FIGURES = ['sets', 'code', 'tree', 'race', 'growth', 'symmetry'];

/** The figures the lesson draws itself (the others are the views beside the board). */
export const OWN_FIGURES = ['race', 'growth', 'symmetry'];

/**
 * The kinds of question, each answered by the library in its own way
 * (lesson-model.js): a number to pick from the table or from counting
 * (`count`), the verdict of the square being tried (`verdict`), the next
 * square the search tries, clicked on the board (`next-try`), whether the
 * row below the queens is a dead end (`dead-end`), how many squares that
 * row tries (`row-tries`), which search of the race finishes first
 * (`race`), and how many different solutions the 8 symmetries of the
 * board make (`class`).
 */
export const SECTIONS = [
  {
    id: 'puzzle',
    title: 'The puzzle',
    n: 4,
    moment: '1.3.0.2:l',
    figure: 'tree',
    slide: 'N queens on an N×N board, no two attacking. Here is one for N = 4.',
    text: [
      'A queen attacks along her row, her column and both diagonals.',
      'Place N queens on an N×N board so that no two attack each other.',
      'Here is one way for N = 4. A computer can find every way. How?',
    ],
    question: {
      id: 'solutions-4',
      kind: 'count',
      of: 'solutions',
      n: 4,
      prompt: 'Guess first: how many ways are there for N = 4?',
      choices: [1, 2, 4, 8],
    },
    after: 'There are {answer}: this one and its mirror image. N = 8 has {solutions8}.',
  },
  {
    id: 'placements',
    title: 'One queen per row',
    n: 4,
    moment: '0.3.1:e',
    figure: 'race',
    slide: 'One queen per row: a board is a list of N columns, Nᴺ of them.',
    text: [
      'Two queens in one row attack each other, so each row holds exactly one queen.',
      'A board is then a list of columns, one for each row: here 0 3 1 so far.',
      'Row 0 has N choices, row 1 has N, and so on.',
    ],
    question: {
      id: 'fillings-4',
      kind: 'count',
      of: 'fillings',
      n: 4,
      prompt: 'How many boards have one queen in each row when N = 4?',
      choices: [16, 64, 256, 1820],
    },
    after: '4 × 4 × 4 × 4 = {answer}, written 4⁴. For N = 8 it is 8⁸ = {fillings8}: far too many to check one by one.',
  },
  {
    id: 'columns',
    title: 'Different columns',
    n: 4,
    moment: '0:t0',
    figure: 'race',
    slide: 'Different columns too: N × (N − 1) × … × 1 = N! boards.',
    text: [
      'Two queens in one column attack too, so the columns must all differ.',
      'Row 0 has N choices, row 1 the N − 1 left, row 2 the N − 2 left, and so on.',
      'On the board, row 1, column 0 is being tried under the queen of column 0.',
    ],
    question: {
      id: 'permutations-4',
      kind: 'count',
      of: 'permutations',
      n: 4,
      prompt: 'How many boards are left when the 4 columns must differ?',
      choices: [4, 12, 24, 64],
    },
    after: '4 × 3 × 2 × 1 = {answer}, written 4!. For N = 8: {permutations8}. Most of them still have two queens on a diagonal.',
  },
  {
    id: 'diagonals',
    title: 'The two diagonals',
    n: 8,
    moment: '0:t1',
    figure: 'tree',
    slide: 'Same ↘ diagonal: equal row − col. Same ↙ diagonal: equal row + col.',
    text: [
      'Two queens share a diagonal when they are as many rows apart as columns apart.',
      'Going ↘, row − col stays the same. Going ↙, row + col stays the same.',
      'The blue frame is the square being tried: row 1, column 1.',
    ],
    question: {
      id: 'rule',
      kind: 'verdict',
      prompt: 'What attacks row 1, column 1?',
      choices: ['column', 'diagonal_down', 'diagonal_up', 'safe'],
    },
    after: '{answer} The queen at row 0, column 0 has row − col = 0, and so has row 1, column 1.',
  },
  {
    id: 'backtracking',
    title: 'Backtracking',
    n: 4,
    moment: '0.2:l',
    figure: 'code',
    slide: 'Choose a safe square, explore the next row, undo when stuck.',
    text: [
      'Fill the board row by row. In each row, try the columns from left to right.',
      'Put a queen on the first safe square and go on to the next row: choose, explore.',
      'When a row has no safe square, take the last queen back and try her next column: undo.',
      'Here row 2 has no safe square.',
    ],
    question: {
      id: 'next-try',
      kind: 'next-try',
      prompt: 'Which square will the search try next? Click it on the board.',
    },
    after: '{answer} Choose, explore, undo: that is the whole method.',
  },
  {
    id: 'pruning',
    title: 'What pruning saves',
    n: 5,
    moment: 'start',
    figure: 'race',
    slide: 'An attacked square is dropped with every board that grows from it.',
    text: [
      'The moment a square is attacked, the search drops it, and every board that would grow from it.',
      'A rejection in row k of an N×N board skips Nᴺ⁻ᵏ⁻¹ complete boards at once.',
      'Below, three searches look at one board per tick each.',
    ],
    question: {
      id: 'race',
      kind: 'race',
      n: 5,
      prompt: 'Which one finishes first?',
      choices: ['fillings', 'permutations', 'backtracking'],
    },
    after: '{answer} Press race to watch them.',
  },
  {
    id: 'dead-ends',
    title: 'Dead ends',
    n: 8,
    moment: '0.2.4.1.3:e',
    figure: 'tree',
    slide: 'A dead end: the next row has no safe square, so go back.',
    text: [
      'A dead end is a board whose next row has no safe square at all.',
      'The search cannot go on, so it goes back.',
      'Five queens are on the board. The hatched squares are attacked.',
    ],
    question: {
      id: 'dead-end',
      kind: 'dead-end',
      prompt: 'Is this a dead end: does row 5 have no safe square?',
      choices: ['yes', 'no'],
    },
    after: '{answer} N = 8 meets {deadEnds8} dead ends among the {expanded8} boards whose next row it scans.',
  },
  {
    id: 'sets',
    title: 'Three sets make each check fast',
    n: 8,
    moment: '0.2.4:e',
    figure: 'sets',
    slide: 'Three sets, three lookups: cols, sums (row + col), diffs (row − col).',
    text: [
      'Checking a square against every queen gets slower as the board fills.',
      'Three sets make it three lookups: cols holds the columns used, sums the row + col of each queen, diffs their row − col.',
      'A square is safe when none of its three values is in its set.',
    ],
    question: {
      id: 'row-tries',
      kind: 'row-tries',
      prompt: 'Row 3 is about to be scanned. How many of its squares will be tried before the search leaves it?',
      choices: ['first-safe', 'safe-only', 'all'],
    },
    after: '{answer} So squares tried = N × expanded nodes: {tried8} = 8 × {expanded8} for N = 8.',
  },
  {
    id: 'symmetry',
    title: 'Symmetry',
    n: 8,
    moment: '0.4.7.5.2.6.1.3:l',
    figure: 'symmetry',
    slide: 'The 4 turns and 4 mirrors of a solution are solutions too.',
    text: [
      'Turn a solution a quarter turn, or mirror it: it is still a solution.',
      'A square has 8 such symmetries: 4 turns (one of them does nothing) and 4 mirrors.',
      'This is the first solution the search finds for N = 8.',
    ],
    question: {
      id: 'class',
      kind: 'class',
      prompt: 'Its 8 images: how many different solutions are among them?',
      choices: [1, 2, 4, 8],
    },
    after: '{answer} The {solutions8} solutions of N = 8 fall into {fundamental8} such classes: one of each is a fundamental solution.',
  },
  {
    id: 'growth',
    title: 'How the work grows',
    n: 8,
    moment: 'end',
    figure: 'growth',
    slide: 'Each N up multiplies the work by 4 to 6.',
    text: [
      'The search is fast for N = 8. But each N up makes the tree several times larger.',
      'Your own browser can time it: the figure runs the search for N = 8 to 15.',
    ],
    question: {
      id: 'growth',
      kind: 'count',
      of: 'growth',
      n: 9,
      prompt: 'N = 8 has {nodes8} nodes. About how many times more does N = 9 have?',
      choices: [2, 4, 16, 100],
    },
    after: 'About {answer} times: N = 9 has {nodes9}. Each N up multiplies the work by 4 to 6, so past N = 14 it slows sharply.',
  },
];

/** The section with id `id`, or undefined. */
export function sectionById(id) {
  return SECTIONS.find((section) => section.id === id);
}

/** The section number K (1-based) of the address's `section`, or 1 for anything else. */
export function sectionNumber(text) {
  const k = Number(text);
  return Number.isInteger(k) && k >= 1 && k <= SECTIONS.length ? k : 1;
}
