import { messages } from '@kanat/shared/i18n/full';
import { maxArchiveDelayDays, maxSoftCloseMinutes, validatePublishTime } from '@kanat/shared/rules';
import type { RuleVerdict } from '@kanat/shared/validation';

const text = messages.adminAuctions;

import { fromTurkeyInput } from '../../ui/turkey-time';

export { fromTurkeyInput, toTurkeyInput } from '../../ui/turkey-time';

export interface GroupFormValues {
  name: string;
  description: string;
  kind: 'final' | 'nested';
  startedOn: string;
  endingTime: string;
  /** Minutes between the ends of consecutive lots; empty: all end together. */
  staggerMinutes: string;
  /** On the site at once (an edit of a group on the site keeps its time), later, or a draft. */
  publishMode: 'now' | 'later' | 'draft';
  /** The publish time in Turkey time, for 'later'. */
  publishAt: string;
  /** The lots are public before the start (unticked: only from the start). */
  lotsBeforeStart: boolean;
}

/** The group form's rule: the server's checks, with the same Turkish messages. */
export function validateGroupForm(values: GroupFormValues): RuleVerdict {
  const errors: RuleVerdict['errors'] = {};
  if (values.name.trim() === '') errors.name = text.nameRequired;
  const start = fromTurkeyInput(values.startedOn);
  const end = fromTurkeyInput(values.endingTime);
  if (Number.isNaN(start)) errors.startedOn = text.endBeforeStart;
  if (Number.isNaN(end) || (!Number.isNaN(start) && end <= start)) {
    errors.endingTime = text.endBeforeStart;
  }
  const stagger = values.staggerMinutes.trim();
  if (stagger !== '') {
    const minutes = Number(stagger);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60) {
      errors.staggerMinutes = text.staggerInvalid;
    }
  }
  if (values.publishMode === 'later') {
    const at = fromTurkeyInput(values.publishAt);
    const problem = Number.isNaN(at)
      ? text.publishOnRequired
      : Number.isNaN(start)
        ? null
        : validatePublishTime(at, start, Date.now());
    if (problem !== null) errors.publishAt = problem;
  }
  return { errors };
}

/** The form's publish choice as the save call takes it. */
export function publishOf(values: GroupFormValues): 'now' | 'draft' | { at: number } {
  if (values.publishMode === 'draft') return 'draft';
  if (values.publishMode === 'later') return { at: fromTurkeyInput(values.publishAt) };
  return 'now';
}

/** Minutes typed in the form -> the call's seconds (null: all lots end together). */
export function staggerSecondsOf(minutes: string): number | null {
  const trimmed = minutes.trim();
  return trimmed === '' || Number(trimmed) === 0 ? null : Number(trimmed) * 60;
}

/** A starting price typed in a field: a whole number of lira, 0 or more. */
export function priceError(value: string): string | null {
  const trimmed = value.trim();
  return /^\d{1,10}$/.test(trimmed) && Number(trimmed) <= 1_000_000_000 ? null : text.priceInvalid;
}

export interface SettingsFormValues {
  archiveDelayDays: string;
  softCloseMinutes: string;
}

/** A whole number from 0 to `max` as typed, or null. */
const wholeUpTo = (typed: string, max: number): number | null => {
  const trimmed = typed.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) <= max ? Number(trimmed) : null;
};

export function validateSettings(values: SettingsFormValues): RuleVerdict {
  const errors: Record<string, string> = {};
  if (wholeUpTo(values.archiveDelayDays, maxArchiveDelayDays) === null) {
    errors.archiveDelayDays = text.archiveDelayInvalid;
  }
  if (wholeUpTo(values.softCloseMinutes, maxSoftCloseMinutes) === null) {
    errors.softCloseMinutes = text.softCloseInvalid;
  }
  return { errors };
}
