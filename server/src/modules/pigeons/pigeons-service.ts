import type { PigeonListFilters, PigeonRow } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { foldSearchText } from '../../db/schema/text-search';
import { AppError } from '../../errors';
import { keysetPage, readKeysetCursor } from '../../lib/keyset';
import type { Page, PageRequest } from '../../plugins/paged-list';
import { selectPigeons } from './pigeons-repository';

const ordering = 'serial:asc';

function folded(text: string | undefined, field: string): string | undefined {
  if (text === undefined) return undefined;
  const value = foldSearchText(text.trim());
  if (value === '') throw new AppError('invalid-argument', `Geçersiz istek verisi: ${field}.`);
  return value;
}

/** `POST /api/list/pigeons` (participants): serial order, keyset pages on the unique serial. */
export async function listPigeons(
  db: Db,
  filters: PigeonListFilters,
  page: PageRequest,
): Promise<Page<PigeonRow>> {
  const after = readKeysetCursor(page.cursor, ordering, 'number');
  const bounds = [filters.serialFrom, after?.value].filter(
    (v): v is number => typeof v === 'number',
  );
  const tag = filters.tagNum?.trim().toLocaleUpperCase('tr-TR');
  if (tag === '') throw new AppError('invalid-argument', messages.participants.tagInvalid);
  const records = await selectPigeons(
    db,
    {
      serialAfter: bounds.length === 0 ? undefined : Math.max(...bounds),
      tagPrefix: tag,
      fullnameSearch: filters.fullname,
      province: folded(filters.province, 'province'),
      city: folded(filters.city, 'city'),
      active: filters.active,
      state: folded(filters.state, 'state'),
    },
    page.count + 1,
  );
  const { rows, next } = keysetPage(records, page.count, ordering, (last) => ({
    value: last.serial,
    id: last.serial,
  }));
  return {
    rows: rows.map((row) => ({
      serial: row.serial,
      tagNum: row.tagNum,
      fullname: row.fullname ?? '',
      province: row.province ?? '',
      city: row.city ?? '',
      active: row.active,
      state: row.state,
    })),
    next,
  };
}
