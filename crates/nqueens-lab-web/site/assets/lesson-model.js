// The lesson's questions: each answer worked out from what the library
// says (the whole search's figures from its table, the search stepped
// ahead from the section's moment, the symmetries of a solution), the
// words of each choice, whether a choice is right, and why, in a sentence
// said on the board's terms. And the score, kept by the page in the
// browser's storage. Pure functions (tested with node --test in
// crates/nqueens-lab-web/tests/js/).

import { fmt, LINE_NAMES } from './format.js';
import { allFillings, big, permutations } from './pruning-model.js';

/** The words of the lines of attack, as a question's choices say them. */
const VERDICT_WORDS = {
  column: 'its column',
  diagonal_down: 'a ↘ diagonal',
  diagonal_up: 'a ↙ diagonal',
  safe: 'nothing: it is safe',
};

const RACER_WORDS = {
  fillings: 'every board with a queen in each row',
  permutations: 'every board with different columns',
  backtracking: 'backtracking',
};

/**
 * What the library says that a question needs, gathered by the page:
 *
 *   figures   N → the whole search's figures (the table's)
 *   peek      the search stepped ahead from the section's moment (the
 *             search worker's "peek"): {verdict: {kind, line, by}, next:
 *             {row, column}, row: {row, tries, deadEnd}}
 *   images    the 8 images of the board's solution (columns each)
 */

/** The right answer to `question`, from `facts`; null while a fact is missing. */
export function answerOf(question, facts) {
  const figures = (n) => facts.figures && facts.figures.get(n);
  switch (question.kind) {
    case 'count': {
      if (question.of === 'fillings') return Number(allFillings(question.n));
      if (question.of === 'permutations') return Number(permutations(question.n));
      if (question.of === 'solutions') return figures(question.n) ? figures(question.n).solutions : null;
      if (question.of === 'growth') {
        const before = figures(question.n - 1);
        const after = figures(question.n);
        if (!before || !after) return null;
        // The choice nearest the real ratio, on a log scale.
        const ratio = after.nodes / before.nodes;
        return nearest(question.choices, ratio);
      }
      return null;
    }
    case 'verdict': {
      const verdict = facts.peek && facts.peek.verdict;
      if (!verdict) return null;
      return verdict.kind === 'reject' ? verdict.line : 'safe';
    }
    case 'next-try': {
      const next = facts.peek && facts.peek.next;
      return next ? { row: next.row, column: next.column } : null;
    }
    case 'dead-end': {
      const row = facts.peek && facts.peek.row;
      return row ? (row.deadEnd ? 'yes' : 'no') : null;
    }
    case 'row-tries': {
      const row = facts.peek && facts.peek.row;
      if (!row) return null;
      // Against the row's size: every square, or fewer.
      if (row.tries === row.n) return 'all';
      return row.tries === row.places ? 'safe-only' : 'first-safe';
    }
    case 'race': {
      const f = figures(question.n);
      if (!f) return null;
      const boards = { fillings: allFillings(question.n), permutations: permutations(question.n), backtracking: BigInt(f.nodes) };
      return Object.keys(boards).reduce((best, racer) => (boards[racer] < boards[best] ? racer : best));
    }
    case 'class': {
      if (!facts.images) return null;
      return new Set(facts.images.map((image) => image.join(','))).size;
    }
    default:
      return null;
  }
}

/** The choice of `choices` nearest `value` on a log scale. */
function nearest(choices, value) {
  return choices.reduce((best, c) => (Math.abs(Math.log(c / value)) < Math.abs(Math.log(best / value)) ? c : best));
}

/** The words of one choice. */
export function choiceWords(question, choice, n) {
  switch (question.kind) {
    case 'verdict':
      return VERDICT_WORDS[choice];
    case 'dead-end':
      return choice;
    case 'row-tries':
      return { 'first-safe': 'until one is safe', 'safe-only': 'only the safe ones', all: `all ${n}` }[choice];
    case 'race':
      return RACER_WORDS[choice];
    case 'count':
      return question.of === 'growth' ? `about ${choice} times` : fmt(choice);
    default:
      return String(choice);
  }
}

/** Whether `choice` (for a square: {row, column}) is the answer. */
export function isRight(question, choice, answer) {
  if (question.kind === 'next-try') return choice.row === answer.row && choice.column === answer.column;
  return choice === answer;
}

/**
 * Why the answer is what it is, in a sentence, for a right choice and for
 * a wrong one (which names what was chosen).
 */
export function why(question, choice, answer, facts) {
  const right = isRight(question, choice, answer);
  const start = right ? 'Right.' : 'Not quite.';
  switch (question.kind) {
    case 'verdict': {
      const { by, tried } = facts.peek.verdict;
      if (answer === 'safe') return `${start} No queen holds its column or its diagonals: the search places a queen there.`;
      if (answer === 'column') return `${start} The queen at row ${by.row}, column ${by.column} is in the same column.`;
      const apart = Math.abs(tried.row - by.row);
      return `${start} The queen at row ${by.row}, column ${by.column} is on the same ${LINE_NAMES[answer]}: ${apart} ${apart === 1 ? 'row' : 'rows'} and ${apart} ${apart === 1 ? 'column' : 'columns'} apart.`;
    }
    case 'next-try': {
      const picked = right ? '' : ` You picked row ${choice.row}, column ${choice.column}.`;
      return `${start}${picked} The search backs up: it takes the last queen off and tries the next column of her row, row ${answer.row}, column ${answer.column}.`;
    }
    case 'dead-end': {
      const row = facts.peek.row;
      return answer === 'yes'
        ? `${start} Every square of row ${row.row} is attacked, so the search goes back.`
        : `${start} Row ${row.row} still has a safe square, so the search can go on.`;
    }
    case 'row-tries': {
      const row = facts.peek.row;
      return `${start} All ${row.tries}: after a queen in row ${row.row} is searched and taken back, the scan goes on to the next column, to the end of the row.`;
    }
    case 'race':
      return `${start} Backtracking looks at far fewer boards: it never builds a board that grows from an attacked square.`;
    case 'class':
      return `${start} Its 8 images make ${answer} different ${answer === 1 ? 'solution' : 'solutions'}.`;
    case 'count': {
      const words = choiceWords(question, answer);
      return right ? `Right: ${words}.` : `Not quite: ${question.of === 'growth' ? 'it is ' : 'the answer is '}${words}.`;
    }
    default:
      return start;
  }
}

/**
 * A section's `after` text with its numbers filled in: {answer}, and
 * {solutions8}, {fillings8}, {permutations8}, {deadEnds8}, {expanded8},
 * {tried8}, {fundamental8}, {nodes8}, {nodes9} from the figures. Null
 * while a figure is missing.
 */
export function fillIn(text, answerText, figures) {
  const eight = figures.get(8);
  const nine = figures.get(9);
  if (!eight || !nine) return null;
  const values = {
    answer: answerText,
    solutions8: fmt(eight.solutions),
    fillings8: big(allFillings(8)),
    permutations8: big(permutations(8)),
    deadEnds8: fmt(eight.dead_ends),
    expanded8: fmt(eight.expanded),
    tried8: fmt(eight.squares_tried),
    fundamental8: fmt(eight.fundamental),
    nodes8: fmt(eight.nodes),
    nodes9: fmt(nine.nodes),
  };
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? values[key] : whole));
}

/** The answer in words, as the `after` text starts with it. */
export function answerWords(question, answer, facts) {
  switch (question.kind) {
    case 'verdict':
      return answer === 'safe' ? 'Nothing: it is safe.' : answer === 'column' ? 'Its column.' : `The ${LINE_NAMES[answer]}.`;
    case 'next-try':
      return `Row ${answer.row}, column ${answer.column}.`;
    case 'dead-end': {
      const row = facts.peek.row.row;
      return answer === 'yes' ? `Yes: row ${row} has no safe square.` : `No: row ${row} has a safe square.`;
    }
    case 'row-tries':
      return answer === 'all' ? 'All of them.' : choiceWords(question, answer);
    case 'race':
      return `${RACER_WORDS[answer][0].toUpperCase()}${RACER_WORDS[answer].slice(1)} finishes first.`;
    case 'class':
      return `${answer}.`;
    default:
      return fmt(answer);
  }
}

/** The score of the answers kept ({id: {right}}), out of `total` questions: {answered, right}. */
export function scoreOf(record) {
  const answers = Object.values(record || {});
  return { answered: answers.length, right: answers.filter((a) => a.right).length };
}
