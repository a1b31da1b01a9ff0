import {
  auctionContainers,
  auctions,
  auditLog,
  bids,
  galleryPhotos,
  hallLots,
  hallSales,
  legalAcknowledgements,
  legalTexts,
  mediaFiles,
  news,
  newsComments,
  pigeons,
  saleRequests,
  users,
} from '@kanat/shared/tables';
import { Type } from '@sinclair/typebox';
import { createSelectSchema } from 'drizzle-typebox';

// Rows as the API carries them, derived from the tables (@kanat/shared/tables): a column is
// declared once, where it lives, and the contracts compose their rows from these with
// Type.Pick, Type.Omit and Type.Composite. What differs from the stored value is said here:
// times travel as ms epoch numbers, never as dates.

const Millis = Type.Integer();
/** A stored time (a date) as the API carries it; a nullable column stays nullable. */
const millis = () => Millis;

/** A pigeon's columns; `active` is 1 (active) or 0 (passive), as the public pages read it. */
export const PigeonColumns = createSelectSchema(pigeons, { createdAt: Millis, updatedAt: Millis });

/** A pigeon's columns as the console reads them: `active` a boolean. */
export const ConsolePigeonColumns = createSelectSchema(pigeons, {
  active: Type.Boolean(),
  createdAt: Millis,
  updatedAt: Millis,
});

/**
 * A pigeon's columns as the console's form sends them back, bounded so that no field can make
 * the server parse megabytes (the shared rules in @kanat/shared/rules set the real limits).
 */
export const PigeonInput = createSelectSchema(pigeons, {
  tagNum: Type.String({ maxLength: 40 }),
  ownerId: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: 200 }),
  active: Type.Boolean(),
  state: Type.String({ maxLength: 200 }),
  description: Type.String({ maxLength: 8000 }),
  sex: Type.String({ maxLength: 10 }),
  colour: Type.String({ maxLength: 200 }),
});

/** An account's or an owner's columns, as its own pages and the console read them. */
export const UserColumns = createSelectSchema(users);

/** An owner's name and place on public pages and in the console's lists: blank when not given. */
export const OwnerColumns = createSelectSchema(users, {
  fullname: Type.String(),
  province: Type.String(),
  city: Type.String(),
});

/** A member's profile (SPEC §4 personalInfo), in the order the API sends it. */
export const MEMBER_PROFILE_COLUMNS = [
  'username',
  'fullname',
  'dateOfBirth',
  'province',
  'city',
  'mailAddress',
  'phoneNumber',
] as const;

/**
 * What a member types into the registration and profile forms, bounded for the same reason;
 * the validation rules (@kanat/shared/validation) set the real limits.
 */
export const MemberInput = createSelectSchema(users, {
  phoneNumber: Type.String({ maxLength: 32 }),
  username: Type.String({ maxLength: 64 }),
  fullname: Type.String({ maxLength: 200 }),
  dateOfBirth: Type.String({ maxLength: 32 }),
  mailAddress: Type.String({ maxLength: 200 }),
  province: Type.String({ maxLength: 400 }),
  city: Type.String({ maxLength: 400 }),
});

/** An auction's columns; its id travels as text (IdText), its times as ms. */
export const AuctionColumns = createSelectSchema(auctions, {
  cancelledAt: millis,
  paidAt: millis,
  deliveredAt: millis,
  createdAt: millis,
  updatedAt: millis,
});

/** A bid's columns (never its nonce, device or signature, which no contract picks). */
export const BidColumns = createSelectSchema(bids, { voidedAt: millis, createdAt: millis });

/** A group's or an archive folder's columns (SPEC §3 with summaryParams). */
export const ContainerColumns = createSelectSchema(auctionContainers, {
  archivedAt: millis,
  createdAt: millis,
  updatedAt: millis,
});

/** A news item's columns (never its search columns, which no contract picks). */
export const NewsColumns = createSelectSchema(news, {
  publishDate: millis,
  createdAt: millis,
  updatedAt: millis,
});

/** A comment's columns. */
export const NewsCommentColumns = createSelectSchema(newsComments, { createdAt: millis });

/** A sale request's columns. */
export const SaleRequestColumns = createSelectSchema(saleRequests, {
  decidedAt: millis,
  createdAt: millis,
  updatedAt: millis,
});

/** An upload's columns (never where it is stored on disk, which no contract picks). */
export const MediaColumns = createSelectSchema(mediaFiles, { createdAt: millis });

/** A gallery photo's columns. */
export const GalleryPhotoColumns = createSelectSchema(galleryPhotos, { createdAt: millis });

/** An audit entry's columns; what it recorded before and after is any JSON value. */
export const AuditColumns = createSelectSchema(auditLog, {
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: millis,
});

/** A hall sale's columns (issue 32): its times as ms; never the clerk's lease hash, which no contract picks. */
export const HallSaleColumns = createSelectSchema(hallSales, {
  startsAt: Millis,
  clerkLeaseExpiresAt: millis,
  createdAt: millis,
  updatedAt: millis,
});

/** A hall lot's columns; `leadingBidId` and the buyer are read only by staff. */
export const HallLotColumns = createSelectSchema(hallLots, { openedAt: millis, closedAt: millis });

/** A legal text's version as stored. */
export const LegalTextColumns = createSelectSchema(legalTexts, { createdAt: millis });

/** A member's acknowledgement of a legal text. */
export const LegalAcknowledgementColumns = createSelectSchema(legalAcknowledgements, {
  acknowledgedAt: millis,
});
