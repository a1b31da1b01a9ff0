import type { Static, TSchema } from '@sinclair/typebox';
import { adminAuctionsCallables } from './admin-auctions';
import { adminAuditCallables } from './admin-audit';
import { adminContentCallables } from './admin-content';
import { adminDashboardCallables } from './admin-dashboard';
import { adminMembersCallables } from './admin-members';
import { adminPigeonsCallables } from './admin-pigeons';
import { BidData, BidResult, MyMaxBidData, MyMaxBidResult } from './auctions';
import * as auth from './auth';
import { calendarCallables } from './calendar';
import { SendContactMailData, SendContactMailResult } from './contact';
import { hallFloorCallables } from './hall-floor';
import { adminHallSalesCallables, hallSalesCallables } from './hall-sales';
import { legalCallables } from './legal';
import { LikeData, LikeResult, MakeCommentData, MakeCommentResult } from './news';
import { pedigreeCallables } from './pedigree';
import { pigeonVideoCallables } from './pigeon-videos';
import { privacyCallables } from './privacy';
import { NoData } from './protocol';
import { pushCallables } from './push';
import { raceResultsCallables } from './race-results';
import { adminSaleReportCallables } from './records';
import { retentionCallables } from './retention';
import { saleRequestsCallables } from './sale-requests';
import { settlementCallables } from './settlement';
import { BidCeilingData, DisableData, WhoData } from './staff';
import { statementsCallables } from './statements';
import { trustCallables } from './trust';
import { BidNoticeData, MyWonSummary, NotificationPrefsData, UpdatePersonalData } from './users';
import { watchlistCallables } from './watchlist';

/**
 * Every callable function (`POST /api/fn/<name>`) by name, with its data and result schemas.
 * The server registers each function with its entry; the browser types its calls by name from
 * it. Staff functions answer with their command's report, which no schema describes.
 */
export const callables = {
  login: { data: auth.LoginData, result: auth.LoginResult },
  logout: { data: NoData, result: auth.Empty },
  createAccount: { data: auth.CreateAccountData, result: auth.Empty },
  saveRegistrationPhone: { data: auth.SaveRegistrationPhoneData, result: auth.Empty },
  userDataPrecheck: { data: auth.PrecheckData, result: auth.PrecheckResult },
  register: { data: auth.RegisterData, result: auth.Empty },
  deleteOnUnregister: { data: NoData, result: auth.Empty },
  requestChanneledMFA: { data: auth.ChanneledRequestData, result: auth.ChanneledRequestResult },
  resolveChanneledMFA: { data: auth.ChanneledResolveData, result: auth.Empty },
  registerMFAKey: { data: auth.RegisterKeyData, result: auth.Empty },
  requestKeyedMFA: { data: auth.KeyedRequestData, result: auth.KeyedRequestResult },
  resolveKeyedMFA: { data: auth.KeyedResolveData, result: auth.TokenResult },
  sendPasswordResetCode: { data: auth.ResetCodeData, result: auth.ResetCodeResult },
  getPasswordResetToken: { data: auth.ResetTokenData, result: auth.TokenResult },
  queryPasswordResetTokenStatus: { data: auth.ResetStatusData, result: auth.ResetStatusResult },
  usePasswordResetToken: { data: auth.UseResetTokenData, result: auth.Empty },
  changePassword: { data: auth.ChangePasswordData, result: auth.Empty },
  setBidNoticeOptOut: { data: BidNoticeData, result: auth.Empty },
  myNotificationPrefs: { data: NoData, result: NotificationPrefsData },
  setNotificationPrefs: { data: NotificationPrefsData, result: auth.Empty },
  ...pushCallables,
  updatePersonalData: { data: UpdatePersonalData, result: auth.Empty },
  makeComment: { data: MakeCommentData, result: MakeCommentResult },
  likeNew: { data: LikeData, result: LikeResult },
  unlikeNew: { data: LikeData, result: LikeResult },
  bid: { data: BidData, result: BidResult },
  myMaxBid: { data: MyMaxBidData, result: MyMaxBidResult },
  myWonSummary: { data: NoData, result: MyWonSummary },
  sendContactMail: { data: SendContactMailData, result: SendContactMailResult },
  staffListPending: { data: NoData },
  staffApprove: { data: WhoData },
  staffDisable: { data: DisableData },
  staffEnable: { data: WhoData },
  staffSetBidCeiling: { data: BidCeilingData },
  // The operations console, one object per area.
  ...adminDashboardCallables,
  ...adminMembersCallables,
  ...adminAuditCallables,
  ...adminPigeonsCallables,
  ...raceResultsCallables,
  ...pedigreeCallables,
  ...pigeonVideoCallables,
  ...adminSaleReportCallables,
  ...saleRequestsCallables,
  ...adminAuctionsCallables,
  ...adminContentCallables,
  ...legalCallables,
  ...adminHallSalesCallables,
  // The members' watchlist.
  ...watchlistCallables,
  // Following a coming sale from the calendar (issue 36).
  ...calendarCallables,
  // The hall mezat: the clerk's console and the online bidder (issue 32).
  ...hallFloorCallables,
  // The hall mezat's absentee maximums.
  ...hallSalesCallables,
  // The terms a sale is settled on (issue 33).
  ...settlementCallables,
  // Statements, payments, delivery and payouts after the hammer (issue 33).
  ...statementsCallables,
  // A member's own data, all of it (KVKK md. 11).
  ...privacyCallables,
  // Bidder trust: signals of shill bidding, annulled bids (issue 35).
  ...trustCallables,
  // How long the site keeps what it no longer needs (issue 35).
  ...retentionCallables,
} as const satisfies Record<string, { data: TSchema; result?: TSchema }>;

export type CallableName = keyof typeof callables;

/** What the browser sends as `data` to the function `Name`. */
export type CallableData<Name extends CallableName> = Static<(typeof callables)[Name]['data']>;

/** The function's own result fields (the protocol adds `code`); unknown where no schema says. */
export type CallableResultOf<Name extends CallableName> = (typeof callables)[Name] extends {
  result: infer R extends TSchema;
}
  ? Static<R>
  : Record<string, unknown>;
