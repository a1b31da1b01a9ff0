import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { getCatalogue } from '../hall-sales';
import { saleEventJsonLd } from './json-ld';
import {
  clip,
  type HeadContext,
  notFound,
  orNull,
  pictureImage,
  type RouteFacts,
} from './page-facts';

// The head of a hall sale's page (/canli-mezat/:id, head kind `hall-sale`): named by the sale,
// described by its day, place and lot count in its state, a SaleEvent for search engines; 404
// for a sale that does not exist or is still a draft (the public catalogue's own rule).

const text = messages.share;

export async function hallSalePage(ctx: HeadContext, id: string): Promise<RouteFacts> {
  const catalogue = await orNull(getCatalogue(ctx.db, id));
  if (!catalogue) return notFound();
  const { sale, lots } = catalogue;
  const path = `/canli-mezat/${sale.id}`;
  const facts = {
    name: sale.title,
    start: formatDateTime(sale.startsAt),
    place: sale.place,
    count: lots.length,
  };
  const described =
    sale.status === 'running'
      ? text.hallSaleRunning
      : sale.status === 'ended'
        ? text.hallSaleEnded
        : text.hallSaleScheduled;
  const description = clip(fill(described, facts));
  const image = await pictureImage(ctx, sale.cover, sale.title);
  return {
    status: 200,
    name: sale.title,
    description,
    path,
    image,
    trail: [
      { name: messages.nav.hallSales, path: '/canli-mezat' },
      { name: sale.title, path },
    ],
    item: saleEventJsonLd({
      name: sale.title,
      description,
      url: `${ctx.origin}${path}`,
      startsAt: sale.startsAt,
      place: sale.place,
      image: image?.url ?? null,
      organizer: { name: text.siteName, url: `${ctx.origin}/` },
    }),
  };
}
