import { type Static, Type } from '@sinclair/typebox';
import { EditNewsBody, PublishNewsBody } from './news';

const Who = Type.String({ minLength: 1, maxLength: 40 });

/** The staff's bid ceiling of one auction (finding 9). */
const bidCeilingFields = {
  auctionId: Type.String({ minLength: 1, maxLength: 20 }),
  /**
   * The highest bid allowed on the auction, in TL; null: back to the rule (10x the minimum).
   * Checked by setBidCeiling for its own message: a schema union with null would let the
   * validator's type coercion turn 0 into null, or null into 0.
   */
  ceiling: Type.Unknown(),
};

export const OutboxBody = Type.Object({
  phone: Type.Optional(Type.String({ maxLength: 32 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const WhoData = Type.Object({ who: Who });
export const DisableData = Type.Object({ who: Who, reason: Type.String({ maxLength: 300 }) });
export const BidCeilingData = Type.Object(bidCeilingFields);

const NewsIdNumber = Type.Integer({ minimum: 1 });

/**
 * The `news` command's operations. They travel in this one shape both over the admin channel
 * (`POST /api/admin/news`) and straight to the database, so the two ways cannot drift apart.
 */
export const NewsCommandBody = Type.Union([
  Type.Object({ command: Type.Literal('publish'), item: PublishNewsBody }),
  Type.Object({ command: Type.Literal('edit'), id: NewsIdNumber, changes: EditNewsBody }),
  Type.Object({ command: Type.Literal('delete'), id: NewsIdNumber }),
  Type.Object({ command: Type.Literal('list'), count: Type.Integer({ minimum: 1, maximum: 50 }) }),
]);
export type NewsCommand = Static<typeof NewsCommandBody>;
