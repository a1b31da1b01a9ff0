// Every user-facing Turkish text of the product, keyed by meaning and grouped by domain.
// SPEC.md writes many of these in English or without Turkish letters; here they are the
// texts the user actually reads. Placeholders in braces are filled with `fill()`.
// One catalogue, kept in one file per area (messages/) so teams edit their own part.
import { accountMessages } from './messages/account';
import { adminAuctionsMessages } from './messages/admin-auctions';
import { adminConsoleMessages } from './messages/admin-console';
import { adminContentMessages } from './messages/admin-content';
import { adminMembersMessages } from './messages/admin-members';
import { adminPigeonsMessages } from './messages/admin-pigeons';
import { auctionsMessages } from './messages/auctions';
import { cliMessages } from './messages/cli';
import { contentMessages } from './messages/content';
import { siteMessages } from './messages/site';

export const messages = {
  ...siteMessages,
  ...accountMessages,
  ...auctionsMessages,
  ...contentMessages,
  ...cliMessages,
  ...adminConsoleMessages,
  ...adminMembersMessages,
  ...adminPigeonsMessages,
  ...adminAuctionsMessages,
  ...adminContentMessages,
} as const;

export type Messages = typeof messages;
