import type { AdminGroupDetail } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { type PrintLot, PrintSheetPage, type SheetKind } from '../../../ui';
import { getGroup } from '../api/get-group';

/** A group's lots as the papers number them: in their order, cancelled lots left out. */
export function groupPrintLots(detail: AdminGroupDetail): PrintLot[] {
  return detail.lots
    .filter((lot) => lot.status !== 4)
    .map((lot, index) => ({
      number: index + 1,
      name: lot.name,
      serial: lot.serial,
      tagNum: lot.tagNum,
      owner: lot.ownerFullName,
      startingPrice: lot.startingBid,
      cover: lot.cover,
    }));
}

/** gruplar/:id/katalog, /etiketler, /teklif-kagidi: a group's papers. */
export function GroupPrintPage({ kind }: { kind: SheetKind }) {
  const { id = '' } = useParams();
  const detail = useQuery({ queryKey: ['admin-group', id], queryFn: () => getGroup({ id }) });
  return (
    <PrintSheetPage
      query={detail}
      sheet={(data) => ({
        kind,
        title: data.group.name,
        subtitle: fill(messages.adminConsole.print.groupSubtitle, {
          end: formatDateTime(data.group.expiry),
        }),
        lots: groupPrintLots(data),
        back: { to: `/yonetim/gruplar/${id}`, label: data.group.name },
      })}
    />
  );
}
