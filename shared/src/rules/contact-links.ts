// The site's contact links, derived from what staff type once (issue 34): the footer dials the
// number staff wrote, mails the address they wrote, and finds the address on a map, with no
// second field to keep in step. Only the map link may be set by hand, for a pin of their own.

/**
 * A `tel:` link for a phone number as Turkish staff write it: '+90 (212) 555 01 23',
 * '0212 555 01 23' or '212 555 01 23' all give 'tel:+902125550123'; a number in another
 * country keeps its own code ('+49 30 1234567'). Null when it is not a phone number.
 */
export function telephoneLink(typed: string): string | null {
  const trimmed = typed.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (!international) {
    // A Turkish number: ten digits after the trunk 0 (or none), country code 90.
    if (digits.startsWith('0')) digits = digits.slice(1);
    if (digits.length !== 10) return null;
    digits = `90${digits}`;
  }
  return digits.length >= 8 && digits.length <= 15 ? `tel:+${digits}` : null;
}

/** A `mailto:` link for a mail address; null when it is not one. */
export function mailLink(typed: string): string | null {
  const address = typed.trim();
  return /^[^\s@:]+@[^\s@]+\.[^\s@]+$/.test(address) ? `mailto:${address}` : null;
}

/** A map search for a postal address (Google Maps' documented search link); null when empty. */
export function addressMapLink(typed: string): string | null {
  const address = typed.trim().replace(/\s+/g, ' ');
  return address === ''
    ? null
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
