// spec 2 §3 Timeline event, §4 Timeline, §5, §9: timeline rules shared by the server and the profile.

export const TIMELINE_EVENT_TYPES = [
  'customer_notes_event',
  'customer_created_event',
  'customer_updated_event',
  'customer_merged_event',
  'customer_default_account_updated_event',
  'integration_success_event',
  'integration_failure_event',
  'unlinked_from_integration_event',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

/** spec 2 §9: the 'view more' button shows when a list holds more than 9 items. */
export const TIMELINE_VIEW_MORE_AFTER = 9;
export const showViewMore = (itemCount: number): boolean => itemCount > TIMELINE_VIEW_MORE_AFTER;

/** spec 2 §9: notes are cut at 2000 characters. */
export const NOTE_TRUNCATION = 2000;

/**
 * spec 2 §5: a customer_notes_event longer than 2000 characters shows its first 2000 and an ellipsis
 * (with a link to the full text); other events and shorter notes show whole.
 */
export function notePreview(eventType: string, content: string): { text: string; truncated: boolean } {
  const characters = Array.from(content);
  if (eventType !== 'customer_notes_event' || characters.length <= NOTE_TRUNCATION)
    return { text: content, truncated: false };
  return { text: `${characters.slice(0, NOTE_TRUNCATION).join('')}…`, truncated: true };
}

/** spec 2 §5: empty content is not sent. The comment to send, or null. */
export function commentToSend(content: string): string | null {
  const trimmed = content.trim();
  return trimmed === '' ? null : trimmed;
}

/** spec 2 §4: events newest first (created_on, then the larger id for events of the same instant). */
export function newestFirst<T extends { created_on: string; id: number }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => Date.parse(b.created_on) - Date.parse(a.created_on) || b.id - a.id);
}
