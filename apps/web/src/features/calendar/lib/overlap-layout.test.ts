import { describe, expect, it } from 'vitest';
import { packOverlaps, type Span } from './overlap-layout';

// spec 1 §2.5: overlapping items side by side. Spans in minutes after midnight; [column, columns] each.
const cases: Array<{ name: string; spans: Span[]; placed: Array<[number, number]> }> = [
  { name: 'nothing', spans: [], placed: [] },
  { name: 'one item', spans: [{ start: 540, end: 600 }], placed: [[0, 1]] },
  {
    name: 'no overlap: each item has the whole width',
    spans: [
      { start: 540, end: 600 },
      { start: 660, end: 720 },
    ],
    placed: [
      [0, 1],
      [0, 1],
    ],
  },
  {
    name: 'an item that starts when another ends does not overlap it',
    spans: [
      { start: 540, end: 600 },
      { start: 600, end: 660 },
      { start: 660, end: 690 },
    ],
    placed: [
      [0, 1],
      [0, 1],
      [0, 1],
    ],
  },
  {
    name: 'two overlapping items share the width',
    spans: [
      { start: 540, end: 600 },
      { start: 570, end: 630 },
    ],
    placed: [
      [0, 2],
      [1, 2],
    ],
  },
  {
    name: 'the order given does not matter: the earlier item is on the left',
    spans: [
      { start: 570, end: 630 },
      { start: 540, end: 600 },
    ],
    placed: [
      [1, 2],
      [0, 2],
    ],
  },
  {
    name: 'on the same start the longer item is on the left',
    spans: [
      { start: 540, end: 570 },
      { start: 540, end: 660 },
    ],
    placed: [
      [1, 2],
      [0, 2],
    ],
  },
  {
    name: 'a chain (each overlaps the next) is one cluster in two columns, reusing the freed column',
    spans: [
      { start: 540, end: 600 },
      { start: 570, end: 630 },
      { start: 600, end: 660 },
      { start: 630, end: 690 },
    ],
    placed: [
      [0, 2],
      [1, 2],
      [0, 2],
      [1, 2],
    ],
  },
  {
    name: 'three at once need three columns; a later cluster starts again at full width',
    spans: [
      { start: 540, end: 660 },
      { start: 550, end: 600 },
      { start: 560, end: 620 },
      { start: 600, end: 640 },
      { start: 700, end: 760 },
    ],
    placed: [
      [0, 3],
      [1, 3],
      [2, 3],
      [1, 3],
      [0, 1],
    ],
  },
  {
    name: 'a long item holds its cluster open over items that do not overlap each other',
    spans: [
      { start: 480, end: 720 },
      { start: 540, end: 600 },
      { start: 600, end: 660 },
    ],
    placed: [
      [0, 2],
      [1, 2],
      [1, 2],
    ],
  },
  {
    name: 'an empty item (its end before its start) is placed at its start',
    spans: [
      { start: 540, end: 600 },
      { start: 570, end: 560 },
      { start: 600, end: 630 },
    ],
    placed: [
      [0, 2],
      [1, 2],
      [0, 1],
    ],
  },
];

describe('packOverlaps (spec 1 §2.5: overlapping items side by side)', () => {
  it.each(cases)('$name', ({ spans, placed }) => {
    expect(packOverlaps(spans).map(({ column, columns }) => [column, columns])).toEqual(placed);
  });
});
