// spec 2 §8 "Deleting an account that fails shows a modal with the subscription count extracted from the
// text between asterisks": a card or bank account that pays for a billing schedule still billing (active or
// suspended) is not deleted (issue 23 point 1). Both ends of that text live here: the server words the
// refusal, the web reads the count back out of it.

/** The refusal's words for an account paying for `subscriptions` billing schedules, or null (may delete). */
export function paymentAccountDeleteBlockedMessage(subscriptions: number): string | null {
  if (subscriptions <= 0) return null;
  return subscriptions === 1
    ? 'This payment method pays for *1* subscription. Change its payment method first.'
    : `This payment method pays for *${subscriptions}* subscriptions. Change their payment method first.`;
}

/** The subscription count between asterisks in a refused delete's message, or null when it has none. */
export function subscriptionCount(message: string): number | null {
  const match = /\*(\d+)\*/.exec(message);
  return match ? Number(match[1]) : null;
}
