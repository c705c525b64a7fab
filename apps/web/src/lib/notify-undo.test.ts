import { beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 24 point 2: an undo stays with the page that showed it.
const shown = vi.hoisted(() => ({ ids: [] as string[], hidden: [] as string[] }));
vi.mock('@mantine/notifications', () => ({
  notifications: {
    show: (data: { id: string }) => shown.ids.push(data.id),
    hide: (id: string) => shown.hidden.push(id),
  },
}));
vi.mock('./i18n', () => ({ i18n: { t: (key: string) => key } }));

const { hideOtherPagesUndos, notifySuccessWithUndo } = await import('./notify-undo');

/** Lets the notifications' dynamic import and its then() run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('notifySuccessWithUndo', () => {
  beforeEach(() => {
    shown.ids = [];
    shown.hidden = [];
  });

  it('hides an undo once its page is left, and keeps it on its own page', async () => {
    vi.stubGlobal('location', { pathname: '/appointments' });
    notifySuccessWithUndo('Robin arrived.', () => undefined);
    await settle();
    expect(shown.ids).toHaveLength(1);

    // Another day of the calendar is the same page.
    hideOtherPagesUndos('/appointments');
    await settle();
    expect(shown.hidden).toEqual([]);

    hideOtherPagesUndos('/pos');
    await settle();
    expect(shown.hidden).toEqual(shown.ids);

    // Hidden once: coming back does not hide it again.
    hideOtherPagesUndos('/appointments');
    await settle();
    expect(shown.hidden).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
