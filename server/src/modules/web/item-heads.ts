import type { AuctionDetail, ContainerDetail } from '@kanat/shared/contracts';
import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { AuctionStatus } from '../../db/schema';
import { getAuctionDetail, getContainerDetail, guestViewer } from '../auctions';
import { htmlToText, parseNewsId, selectNewsBody, selectNewsById } from '../news';
import { type AuctionStanding, auctionJsonLd, newsArticleJsonLd } from './json-ld';
import {
  absolute,
  clip,
  type HeadContext,
  logoUrl,
  notFound,
  orNull,
  pictureImage,
  type RouteFacts,
} from './page-facts';
import {
  type AuctionPreviewFacts,
  auctionPreviewPath,
  PREVIEW_HEIGHT,
  PREVIEW_TYPE,
  PREVIEW_WIDTH,
} from './preview-image';

// The heads of the pages of one item (head kinds `auction`, `group`, `news`): named and
// described by the item's data, read through the services; 404 when it does not exist.

const text = messages.share;
const nav = messages.nav;

function standingOf(detail: AuctionDetail, now: number): AuctionStanding {
  const { auction } = detail;
  if (auction.status === AuctionStatus.cancelled) return 'cancelled';
  if (detail.result) return 'sold';
  const over = auction.status === AuctionStatus.sealed || auction.expiry <= now;
  if (!over) return 'running';
  return auction.bidCount > 0 ? 'sold' : 'ended';
}

/** An auction's preview facts (preview-image.ts), also what its page names. */
export function auctionPreviewFacts(detail: AuctionDetail, now: number): AuctionPreviewFacts {
  const { auction } = detail;
  const price = formatMoney(auction.currentBid?.amount ?? auction.startingBid);
  const running = standingOf(detail, now) === 'running';
  return {
    id: Number(auction.id),
    title: auction.name,
    priceLine: fill(running ? text.previewPrice : text.previewFinalPrice, { price }),
    endLine: fill(text.previewEnd, { end: formatDateTime(auction.expiry) }),
    photo: auction.pigeon.pictures[0] ?? auction.photo,
    siteName: text.siteName,
  };
}

export async function auctionPage(ctx: HeadContext, id: string): Promise<RouteFacts> {
  const detail = await orNull(getAuctionDetail(ctx.db, id, guestViewer(ctx.now)));
  if (!detail) return notFound();
  const { auction } = detail;
  const path = `/acik-arttirmalar/${auction.id}`;
  const url = `${ctx.origin}${path}`;
  const amount = auction.currentBid?.amount ?? auction.startingBid;
  const price = formatMoney(amount);
  const end = formatDateTime(auction.expiry);
  const standing = standingOf(detail, ctx.now);
  const headline =
    standing === 'cancelled'
      ? fill(text.auctionCancelled, { name: auction.name })
      : fill(standing === 'running' ? text.auctionRunning : text.auctionEnded, {
          name: auction.name,
          price,
          end,
        });
  const pigeon = fill(text.pigeonLine, {
    tag: auction.pigeon.tagNum,
    owner: auction.pigeon.ownerFullName,
  });
  const description = clip(`${headline} ${pigeon}`);
  const preview = `${ctx.origin}${auctionPreviewPath(auctionPreviewFacts(detail, ctx.now))}`;
  const photos = auction.pigeon.pictures.map((picture) => absolute(ctx, picture));
  return {
    status: 200,
    name: auction.name,
    description,
    path,
    ogType: 'product',
    image: {
      url: preview,
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      alt: auction.name,
      type: PREVIEW_TYPE,
    },
    properties: [
      ['product:price:amount', String(amount)],
      ['product:price:currency', 'TRY'],
      ['product:availability', standing === 'running' ? 'in stock' : 'out of stock'],
    ],
    trail: [
      { name: nav.openAuctions, path: '/acik-arttirmalar' },
      { name: auction.name, path },
    ],
    item: auctionJsonLd({
      name: auction.name,
      description: clip(auction.description || description, 500),
      url,
      images: [...photos, preview],
      sku: auction.pigeon.tagNum,
      price: amount,
      endsAt: auction.expiry,
      standing,
      sellerName: auction.pigeon.ownerFullName,
    }),
  };
}

export async function groupPage(ctx: HeadContext, id: string): Promise<RouteFacts> {
  const detail: ContainerDetail | null = await orNull(
    getContainerDetail(ctx.db, id, guestViewer(ctx.now)),
  );
  if (!detail) return notFound();
  const section = detail.archived ? 'arsiv' : 'grup-ihaleler';
  const path = `/${section}/${detail.id}`;
  const description = clip(
    fill(detail.archived ? text.archiveGroup : text.group, {
      name: detail.name,
      count: detail.totalAuctionsCount,
      bids: detail.totalBidCount,
      amount: formatMoney(detail.totalAmount),
    }),
  );
  const sectionCrumb = detail.archived
    ? { name: nav.archive, path: '/arsiv' }
    : { name: nav.groupAuctions, path: '/grup-ihaleler' };
  return {
    status: 200,
    name: detail.name,
    description,
    path,
    image: await pictureImage(ctx, detail.photo, detail.name),
    trail: [sectionCrumb, { name: detail.name, path }],
  };
}

export async function newsPage(ctx: HeadContext, rawId: string): Promise<RouteFacts> {
  const id = parseNewsId(rawId);
  const [item, body] =
    id === null
      ? [null, null]
      : await Promise.all([selectNewsById(ctx.db, id), selectNewsBody(ctx.db, id)]);
  if (!item) return notFound();
  const path = `/haberler/${item.id}`;
  const description = clip(body ? htmlToText(body.bodyHtml) : '') || item.title;
  const image = await pictureImage(ctx, item.mainPicture, item.title);
  return {
    status: 200,
    name: item.title,
    description,
    path,
    ogType: 'article',
    image,
    properties: [
      ['article:published_time', item.publishDate.toISOString()],
      ['article:modified_time', item.updatedAt.toISOString()],
      ['article:section', nav.news],
    ],
    trail: [
      { name: nav.news, path: '/haberler' },
      { name: item.title, path },
    ],
    item: newsArticleJsonLd({
      headline: item.title,
      description,
      url: `${ctx.origin}${path}`,
      image: item.mainPicture ? absolute(ctx, item.mainPicture) : null,
      published: item.publishDate,
      modified: item.updatedAt,
      organization: { name: text.siteName, url: `${ctx.origin}/`, logo: logoUrl(ctx) },
    }),
  };
}
