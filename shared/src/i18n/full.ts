// The whole catalogue: the public site's texts (@kanat/shared/i18n) plus the operations
// console's, the server's and the commands'. For mf-admin and the server; a visitor's browser
// never loads it. Not a federation singleton (see NOT_SHARED in shared/build): it holds no
// state.
import { messages as publicMessages } from '@kanat/shared/i18n';
import * as lazyMessages from './lazy';
import { adminAuctionsMessages } from './messages/admin-auctions';
import { adminConsoleMessages } from './messages/admin-console';
import { adminContentMessages } from './messages/admin-content';
import { adminHallSalesMessages } from './messages/admin-hall-sales';
import { adminLegalMessages } from './messages/admin-legal';
import { adminMembersMessages } from './messages/admin-members';
import { adminPigeonsMessages } from './messages/admin-pigeons';
import { adminSettlementMessages } from './messages/admin-settlement';
import { adminStatementsMessages } from './messages/admin-statements';
import { adminTrustMessages } from './messages/admin-trust';
import { cliMessages } from './messages/cli';
import { serverMessages } from './messages/server';
import { shareMessages } from './messages/share';
import { staffAccessMessages } from './messages/staff-access';

export { fill, pageTitle } from '@kanat/shared/i18n';

// The public groups are a module namespace (./messages.ts); spread, they become plain groups
// like the rest.
export const messages = {
  ...publicMessages,
  ...lazyMessages,
  ...serverMessages,
  ...shareMessages,
  ...cliMessages,
  ...adminConsoleMessages,
  ...adminMembersMessages,
  ...adminPigeonsMessages,
  ...adminAuctionsMessages,
  ...adminContentMessages,
  ...adminHallSalesMessages,
  ...adminLegalMessages,
  ...adminSettlementMessages,
  ...adminStatementsMessages,
  ...adminTrustMessages,
  ...staffAccessMessages,
} as const;

export type FullMessages = typeof messages;
