// spec 3 §4.8 ccSwipeInput → ccSwipeSuccess: a keyboard-wedge reader types the card's tracks and ends
// with Enter. Track 1 ("%B" number "^" LAST/FIRST "^" YYMM …) carries the name the swipe prefills;
// track 2 (";" number "=" YYMM …) has no name. The server reads the number and expiry itself.

export interface SwipedCard {
  last4: string;
  first_name: string;
  last_name: string;
}

const TRACK_1 = /%B(\d{12,19})\^([^^]*)\^/;
const TRACK_2 = /;(\d{12,19})=/;

const titleCase = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'-])\p{L}/gu, (letter) => letter.toUpperCase());

/** What a swipe read, or null when the text holds no track (spec 3 §4.8: swipe again or key it in). */
export function readTrackData(text: string): SwipedCard | null {
  const track1 = TRACK_1.exec(text);
  if (track1) {
    const [last = '', first = ''] = (track1[2] ?? '').split('/');
    return {
      last4: track1[1]!.slice(-4),
      first_name: titleCase(first.replace(/\s+[A-Z]\.?$/, '')),
      last_name: titleCase(last),
    };
  }
  const track2 = TRACK_2.exec(text);
  return track2 ? { last4: track2[1]!.slice(-4), first_name: '', last_name: '' } : null;
}
