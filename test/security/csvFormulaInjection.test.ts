import test from 'ava';
import { csvCell } from '../../src/http/csv.js';

// Attack: a playlist or track named like a formula (`=HYPERLINK(...)`, or with a leading tab or
// carriage return that some spreadsheets skip) runs when the partner's operator opens the
// unmatched report's CSV. Every such cell is kept as text.

test('cells a spreadsheet would read as a formula are neutralised', (t) => {
  for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1+1', '\r=1+1', '\tplain', '\rplain', '  =1+1', ' @x']) {
    t.true(csvCell(text).startsWith(`"'`), JSON.stringify(text));
  }
});

test('ordinary cells stay as they are, quoted, with quotes doubled', (t) => {
  t.is(csvCell('Song "A"'), '"Song ""A"""');
  t.is(csvCell('a=b'), '"a=b"');
  t.is(csvCell(null), '""');
  t.is(csvCell(42), '"42"');
});
