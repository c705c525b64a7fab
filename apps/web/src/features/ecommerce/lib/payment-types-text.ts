// spec 2 §3 accept_cc / accept_ach: the payment types a form takes, as one phrase ("card or bank (ACH)").

/** The names of the types taken, joined as the language joins alternatives; '' when none. */
export function paymentTypesText(
  accepts: { card: boolean; bank: boolean },
  names: { card: string; bank: string },
  language = 'en',
): string {
  const taken = [accepts.card && names.card, accepts.bank && names.bank].filter((name) => name !== false);
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(taken);
}
