// Every user-facing Turkish text the browser's public site needs, keyed by meaning and grouped
// by domain. SPEC.md writes many of these in English or without Turkish letters; here they are
// the texts the user actually reads. Placeholders in braces are filled with `fill()`.
// The console's and the server's own texts are in ./full.ts, so a visitor's first page does
// not download them. One file per area (messages/) so teams edit their own part.
import { accountMessages } from './messages/account';
import { auctionsMessages } from './messages/auctions';
import { contentMessages } from './messages/content';
import { contentRuleMessages } from './messages/content-rules';
import { pigeonMessages } from './messages/pigeons';
import { siteMessages } from './messages/site';
import { watchlistMessages } from './messages/watchlist';

export const messages = {
  ...siteMessages,
  ...accountMessages,
  ...auctionsMessages,
  ...contentMessages,
  ...contentRuleMessages,
  ...pigeonMessages,
  ...watchlistMessages,
} as const;

export type Messages = typeof messages;
