/** A delivery window as staff read it: '07:00–09:00', or '–' when the courier gives none. */
export function formatWindow(from: string, to: string): string {
  return from || to ? `${from}–${to}` : '–';
}

/** Who receives a stop: the name, and the company after a comma when there is one. */
export function recipientOf(address: { name: string; company?: string | null }): string {
  return address.company ? `${address.name}, ${address.company}` : address.name;
}
