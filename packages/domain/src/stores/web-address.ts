// spec 2 §5 Shared widgets and validators: "Web address without http or https gets http:// prepended on
// blur." A payment form's return button address is such a field (spec 2 §3 return_button.url).

/** The typed address with http:// in front when it names no http or https scheme; empty stays empty. */
export function withWebScheme(text: string): string {
  const typed = text.trim();
  if (typed === '' || /^https?:\/\//i.test(typed)) return typed;
  return `http://${typed}`;
}
