import {
  type AdminAuditListData,
  type AdminAuditListResult,
  AUDIT_PAGE_SIZE,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { isValidDateOfBirth } from '@kanat/shared/validation';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { queryAudit } from './audit-repository';

const text = messages.adminMembers.errors;

// Turkey keeps UTC+3 all year (no daylight saving since 2016), so a day there is this span.
const TURKEY_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

/** The start of a 'YYYY-MM-DD' day in Turkey's time. */
function dayStart(day: string): Date {
  // The same calendar check as the date of birth (a real day, year 19xx or 20xx).
  if (!isValidDateOfBirth(day)) throw new AppError('invalid-argument', text.dayInvalid);
  return new Date(`${day}T00:00:00${TURKEY_OFFSET}`);
}

const actionPattern = /^[a-z][a-z-]*(\.([a-z][a-z-]*)?)?$/;

/** A page cursor: the id of the last entry shown. */
export function parseIdCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  if (!/^[1-9][0-9]{0,15}$/.test(cursor)) {
    throw new AppError('invalid-argument', text.cursorInvalid);
  }
  return Number(cursor);
}

/** The console's audit list: filtered, newest first, keyset paged. Read only. */
export async function listAudit(db: Db, data: AdminAuditListData): Promise<AdminAuditListResult> {
  const action = data.action?.trim();
  if (action !== undefined && !actionPattern.test(action)) {
    throw new AppError('invalid-argument', text.actionInvalid);
  }
  const from = data.from === undefined ? undefined : dayStart(data.from);
  const until = data.to === undefined ? undefined : new Date(dayStart(data.to).getTime() + DAY_MS);
  if (from !== undefined && until !== undefined && from >= until) {
    throw new AppError('invalid-argument', text.rangeInvalid);
  }
  const entries = await queryAudit(db, {
    actorId: data.actorId?.trim() || undefined,
    // A bare area ('member') lists all of its actions, like 'member.'.
    action: action ? (action.includes('.') ? action : `${action}.`) : undefined,
    targetType: data.targetType?.trim() || undefined,
    targetId: data.targetId?.trim() || undefined,
    q: data.q?.trim() || undefined,
    from,
    until,
    beforeId: parseIdCursor(data.cursor),
    limit: AUDIT_PAGE_SIZE,
  });
  const last = entries.at(-1);
  return {
    entries,
    cursor: entries.length === AUDIT_PAGE_SIZE && last !== undefined ? String(last.id) : null,
  };
}
