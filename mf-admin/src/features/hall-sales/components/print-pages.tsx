import type { AdminHallSaleDetail } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { type PrintLot, PrintSheetPage, type SheetKind } from '../../../ui';
import { getHallSale } from '../api/get-sale';
import { HALL_ROOT } from '../hall-words';

/** A hall sale's lots by their lot numbers; withdrawn lots left out. */
export function hallPrintLots(detail: AdminHallSaleDetail): PrintLot[] {
  return detail.lots
    .filter((lot) => lot.status !== 'withdrawn')
    .map((lot) => ({
      number: lot.position,
      name: lot.state,
      serial: lot.serial,
      tagNum: lot.tagNum,
      owner: lot.ownerFullName,
      startingPrice: lot.startingPrice,
      cover: lot.cover,
    }));
}

/** canli-mezat/:id/katalog, /etiketler, /teklif-kagidi: a hall sale's papers. */
export function HallPrintPage({ kind }: { kind: SheetKind }) {
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: ['admin-hall-sale', id],
    queryFn: () => getHallSale({ saleId: id }),
  });
  return (
    <PrintSheetPage
      query={detail}
      sheet={(data) => ({
        kind,
        title: data.sale.title,
        subtitle: fill(messages.adminConsole.print.hallSubtitle, {
          start: formatDateTime(data.sale.startsAt),
          place: data.sale.place,
        }),
        lots: hallPrintLots(data),
        back: { to: `${HALL_ROOT}/${id}`, label: data.sale.title },
      })}
    />
  );
}
