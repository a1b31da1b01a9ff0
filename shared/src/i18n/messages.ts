// Every user-facing Turkish text the browser's public site needs, keyed by meaning and grouped
// by domain. SPEC.md writes many of these in English or without Turkish letters; here they are
// the texts the user actually reads. Placeholders in braces are filled with `fill()`.
// The console's and the server's own texts are in ./full.ts, so a visitor's first page does
// not download them. One file per area (messages/) so teams edit their own part.
//
// Each group (`messages.common`, `messages.bid`, …) is a named export of its area's module and
// `messages` is the namespace of them all, not one object: the build then keeps, in each app,
// only the groups that app reads (`@kanat/shared/i18n` is not a federation singleton; see
// NOT_SHARED in shared/build), so the home page does not download the account pages' texts.
// Read a group through `messages.<group>`; copying the namespace (`{ ...messages }`,
// `Object.values(messages)`) would keep every group again.
import * as messages from './catalogue';

export { messages };

export type Messages = typeof messages;
