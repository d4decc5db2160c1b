// The slabs grid reads rows pasted from a spreadsheet, checks each one as the server will and puts
// the server's per-row errors back on the row they name (D32).
import { LOT_MESSAGES } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import {
  checkSlabRow,
  duplicateSequences,
  pasteIntoRows,
  readSpreadsheetCells,
  rowErrorsFrom,
  rowsFromPaste,
  slabRow,
  slabRowsBody,
} from './slab-rows';

describe('pasting slab rows from a spreadsheet', () => {
  it('reads tab-separated lines in feet and inches, with a trailing empty defects cell', () => {
    const text = `1\t9'6"\t5'2"\t48.5\t\n2\t9'4"\t5'1"\t\tcorner chipped\n`;
    expect(rowsFromPaste(text)).toEqual([
      { sequence: '1', length: `9'6"`, width: `5'2"`, usableSqft: '48.5', defects: '' },
      { sequence: '2', length: `9'4"`, width: `5'1"`, usableSqft: '', defects: 'corner chipped' },
    ]);
  });

  it('reads mm, Windows line ends and a header line, which it skips', () => {
    const text =
      'Slab\tLength\tWidth\tUsable sq.ft\tDefects\r\n7\t2950\t1850\t56 sq.ft\t\r\n8\t3010 mm\t1900\t\t';
    expect(rowsFromPaste(text)).toEqual([
      { sequence: '7', length: '2950', width: '1850', usableSqft: '56', defects: '' },
      { sequence: '8', length: '3010 mm', width: '1900', usableSqft: '', defects: '' },
    ]);
  });

  it('unquotes the cells Excel quotes because they hold a quote mark (9\'6" copied as "9\'6""")', () => {
    const text = `3\t"9'6"""\t"5'2"""\t\t"hairline crack,\nnear the edge"\n`;
    expect(readSpreadsheetCells(text)).toEqual([['3', `9'6"`, `5'2"`, '', 'hairline crack,\nnear the edge']]);
    expect(rowsFromPaste(text)[0]).toMatchObject({ length: `9'6"`, width: `5'2"` });
  });

  it('numbers rows with an empty sequence after the row before', () => {
    const rows = rowsFromPaste(`\t2900\t1800\n\t2910\t1810\n10\t2920\t1820\n\t2930\t1830`, 4);
    expect(rows.map((r) => r.sequence)).toEqual(['4', '5', '10', '11']);
  });

  it('takes a whole size in one cell as length and width', () => {
    expect(rowsFromPaste(`5\t9'6" x 5'2"\t47\tpitted`)).toEqual([
      { sequence: '5', length: '2896', width: '1575', usableSqft: '47', defects: 'pitted' },
    ]);
  });

  it('reads comma-separated text when there is no tab, and skips blank lines', () => {
    expect(rowsFromPaste('1,3000,1800\n\n2,3050,1790,52.25\n')).toEqual([
      { sequence: '1', length: '3000', width: '1800', usableSqft: '', defects: '' },
      { sequence: '2', length: '3050', width: '1790', usableSqft: '52.25', defects: '' },
    ]);
  });
});

describe('checking a row before it is sent', () => {
  it('previews gross sq.ft from feet and inches and defaults usable to gross', () => {
    const check = checkSlabRow({ sequence: '1', length: `9'6"`, width: `5'2"`, usableSqft: '', defects: '' });
    expect(check).toMatchObject({ lengthMm: 2896, widthMm: 1575, grossSqftX100: 4910, usableSqftX100: 4910 });
    expect(check.errors).toEqual({});
  });

  it("names each bad cell in the server's words: unreadable, too long, usable above gross, bad sequence", () => {
    expect(
      checkSlabRow({ sequence: '0', length: '9 ft x', width: '2300', usableSqft: '10', defects: '' }).errors,
    ).toEqual({
      sequence: 'must be a whole number from 1 to 9999',
      length: LOT_MESSAGES.lengthUnreadable,
      width: LOT_MESSAGES.tooWide,
    });
    expect(
      checkSlabRow({ sequence: '2', length: '3700', width: '0', usableSqft: '', defects: '' }).errors,
    ).toEqual({ length: LOT_MESSAGES.tooLong, width: LOT_MESSAGES.notPositive });
    expect(
      checkSlabRow({ sequence: '3', length: '2900', width: '1800', usableSqft: '60', defects: '' }).errors,
    ).toEqual({ usableSqft: LOT_MESSAGES.usableAboveGross(56.19) });
    expect(
      checkSlabRow({ sequence: '', length: '', width: '1800', usableSqft: '5.555', defects: '' }).errors,
    ).toEqual({
      sequence: 'is required',
      length: 'is required',
      usableSqft: 'must be a number of sq.ft with at most 2 decimals',
    });
  });

  it('finds a sequence typed twice', () => {
    const rows = [
      slabRow({ sequence: '1', length: '1' }),
      slabRow({ sequence: '2' }),
      slabRow({ sequence: '1', width: '2' }),
    ];
    expect([...duplicateSequences(rows)]).toEqual([rows[0]!.key, rows[2]!.key]);
  });
});

describe('sending rows and reading the answer', () => {
  it('leaves blank rows out and maps the server errors back to the grid rows', () => {
    const rows = [
      slabRow({ sequence: '1', length: `9'6"`, width: '1575', usableSqft: '48.5' }),
      slabRow(),
      slabRow({ sequence: '2', length: '4000', width: '1500', defects: ' chipped ' }),
    ];
    const { body, sentKeys } = slabRowsBody(rows);
    expect(body).toEqual({
      rows: [
        { sequence: 1, length: `9'6"`, width: '1575', usableSqft: 48.5 },
        { sequence: 2, length: '4000', width: '1500', defects: 'chipped' },
      ],
    });
    expect(sentKeys).toEqual([rows[0]!.key, rows[2]!.key]);
    const { byRow, other } = rowErrorsFrom(
      {
        'rows.1.length': 'must be at most 3,600 mm',
        'rows.0': 'sequence 1 is already in this block',
        rows: 'x',
      },
      sentKeys,
    );
    expect(byRow).toEqual({
      [rows[2]!.key]: { length: 'must be at most 3,600 mm' },
      [rows[0]!.key]: { sequence: 'sequence 1 is already in this block' },
    });
    expect(other).toEqual(['Slabs x']);
  });
});

describe('pasting into the grid at the focused cell', () => {
  it('fills rows down from the focused row, adding rows, numbered after the slabs the lot has', () => {
    const rows = [slabRow({ sequence: '4', length: '2900', width: '1800' }), slabRow()];
    const pasted = pasteIntoRows(rows, rows[1]!.key, 'sequence', `\t9'6"\t5'2"\n\t9'5"\t5'1"\t47`, [1, 2, 3]);
    expect(pasted.map(({ key: _key, ...values }) => values)).toEqual([
      { sequence: '4', length: '2900', width: '1800', usableSqft: '', defects: '' },
      { sequence: '5', length: `9'6"`, width: `5'2"`, usableSqft: '', defects: '' },
      { sequence: '6', length: `9'5"`, width: `5'1"`, usableSqft: '47', defects: '' },
    ]);
    expect(pasted[1]!.key).toBe(rows[1]!.key);
  });

  it('from the length column, fills length, width and usable and keeps the sequences', () => {
    const rows = [slabRow({ sequence: '1' }), slabRow({ sequence: '2' })];
    const pasted = pasteIntoRows(rows, rows[0]!.key, 'length', '3000\t1800\t50\n3010\t1810\n3020\t1820', [7]);
    expect(pasted.map((r) => [r.sequence, r.length, r.width, r.usableSqft])).toEqual([
      ['1', '3000', '1800', '50'],
      ['2', '3010', '1810', ''],
      ['8', '3020', '1820', ''],
    ]);
  });
});
