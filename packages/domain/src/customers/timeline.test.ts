import { describe, expect, it } from 'vitest';
import { commentToSend, NOTE_TRUNCATION, newestFirst, notePreview, showViewMore } from './timeline.ts';

describe('timeline rules (spec 2 §4, §5, §9)', () => {
  it("'view more' shows beyond 9 items", () => {
    expect(showViewMore(9)).toBe(false);
    expect(showViewMore(10)).toBe(true);
  });

  it('notes over 2000 characters are cut with an ellipsis; 2000 stay whole', () => {
    const exact = 'a'.repeat(NOTE_TRUNCATION);
    expect(notePreview('customer_notes_event', exact)).toEqual({ text: exact, truncated: false });
    const long = `${exact}b`;
    expect(notePreview('customer_notes_event', long)).toEqual({ text: `${exact}…`, truncated: true });
  });

  it('cuts by characters, not UTF-16 units, and only notes', () => {
    const emoji = '🙂'.repeat(NOTE_TRUNCATION + 1);
    const preview = notePreview('customer_notes_event', emoji);
    expect(Array.from(preview.text)).toHaveLength(NOTE_TRUNCATION + 1);
    expect(notePreview('customer_updated_event', emoji).truncated).toBe(false);
  });

  it('empty content is not sent', () => {
    expect(commentToSend('   \n ')).toBeNull();
    expect(commentToSend('  Called back  ')).toBe('Called back');
  });

  it('orders events newest first, the later id first at the same instant', () => {
    const events = [
      { id: 1, created_on: '2026-11-01T10:00:00Z' },
      { id: 3, created_on: '2026-11-02T10:00:00Z' },
      { id: 2, created_on: '2026-11-02T10:00:00Z' },
    ];
    expect(newestFirst(events).map((event) => event.id)).toEqual([3, 2, 1]);
  });
});
