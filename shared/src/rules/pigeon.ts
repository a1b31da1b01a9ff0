// Pigeon, owner and sale-request rules: one implementation for the console's and the account
// area's forms (through ruleResolver) and for the server's services.
import type {
  AdminOwnerSaveData,
  AdminPigeonSaveData,
  SaleRequestCreateData,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n';
import { pigeonFacts } from '@kanat/shared/i18n/lazy';
import { validateDistrict, validateFullName, validateProvince } from '@kanat/shared/validation';
import { normalizeTagNum, TAG_PATTERN } from './ring';

const text = messages.pigeonRules;

/** The largest serial (shown padded to 6 digits, SPEC §9). */
export const PIGEON_SERIAL_MAX = 999_999;
export const PIGEON_STATE_MAX_LENGTH = 60;
/** A pigeon's name ('Kara Şimşek'): optional, short, plain text. */
export const PIGEON_NAME_MAX_LENGTH = 60;
export const PIGEON_DESCRIPTION_MAX_LENGTH = 4000;
/** Photos per pigeon in the console. */
export const PIGEON_PHOTOS_MAX = 12;
/** Photos per sale request. */
export const SALE_REQUEST_PHOTOS_MIN = 1;
export const SALE_REQUEST_PHOTOS_MAX = 8;
/** Pending requests a member may have at once. */
export const SALE_REQUEST_PENDING_MAX = 5;
export const SALE_REQUEST_PRICE_MAX = 1_000_000;
export const OWNER_NOTE_MAX_LENGTH = 500;
/** A pigeon's colour as fanciers name it ('mavi alaca', 'kırmızı çil'). */
export const PIGEON_COLOUR_MAX_LENGTH = 40;
/** A pigeon's sex: erkek, dişi, bilinmiyor. */
export const PIGEON_SEXES = ['male', 'female', 'unknown'] as const;
export type PigeonSex = (typeof PIGEON_SEXES)[number];

export function validatePigeonSex(value: string): string | null {
  return (PIGEON_SEXES as readonly string[]).includes(value) ? null : pigeonFacts.sexInvalid;
}

/** The colour: optional, short, plain text. */
export function validatePigeonColour(value: string): string | null {
  const colour = value.trim();
  if (colour.length > PIGEON_COLOUR_MAX_LENGTH) {
    return fill(pigeonFacts.colourTooLong, { max: PIGEON_COLOUR_MAX_LENGTH });
  }
  return /[<>]/.test(colour) ? pigeonFacts.colourInvalid : null;
}
/** The oldest ring year accepted: older birds are not auctioned. */
export const TAG_YEAR_MIN = 1990;

/** The message for a ring number (normalised or not), or null when it is acceptable. */
export function validateTagNum(input: string, now = new Date()): string | null {
  if (input.trim() === '') return text.tagRequired;
  const match = TAG_PATTERN.exec(normalizeTagNum(input, now));
  if (match === null) return text.tagInvalid;
  const year = Number(match[2]);
  const latest = now.getFullYear() + 1;
  if (year < TAG_YEAR_MIN || year > latest) {
    return fill(text.tagYear, { from: TAG_YEAR_MIN, to: latest });
  }
  return null;
}

export function validateSerial(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return Number.isInteger(value) && value >= 1 && value <= PIGEON_SERIAL_MAX
    ? null
    : fill(text.serialInvalid, { max: PIGEON_SERIAL_MAX });
}

export function validatePigeonState(value: string): string | null {
  if (value.trim() === '') return text.stateRequired;
  return value.trim().length > PIGEON_STATE_MAX_LENGTH
    ? fill(text.stateTooLong, { max: PIGEON_STATE_MAX_LENGTH })
    : null;
}

/** A pigeon's name: optional; plain text up to PIGEON_NAME_MAX_LENGTH after trimming. */
export function validatePigeonName(value: string): string | null {
  const name = value.trim();
  if (name.length > PIGEON_NAME_MAX_LENGTH) {
    return fill(text.nameTooLong, { max: PIGEON_NAME_MAX_LENGTH });
  }
  return /[<>]/.test(name) ? text.nameInvalid : null;
}

export function validatePigeonDescription(value: string): string | null {
  return value.length > PIGEON_DESCRIPTION_MAX_LENGTH
    ? fill(text.descriptionTooLong, { max: PIGEON_DESCRIPTION_MAX_LENGTH })
    : null;
}

export function validateWishedPrice(value: number | null | undefined): string | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= SALE_REQUEST_PRICE_MAX
    ? null
    : fill(text.priceInvalid, { max: SALE_REQUEST_PRICE_MAX.toLocaleString('tr-TR') });
}

type Errors<K extends string> = Partial<Record<K, string | null>>;

/** The columns of the console's pigeon form that have a rule; `serial` null for the next one. */
export type PigeonFormValues = Pick<
  AdminPigeonSaveData,
  'tagNum' | 'ownerId' | 'state' | 'description'
> & {
  name?: string;
  serial: number | null;
  photoIds: readonly string[];
  sex?: string;
  colour?: string;
  /** Whether a DNA certificate is attached (it proves a sex: one must be chosen). */
  hasDnaCertificate?: boolean;
  /** What each photo shows, in the photos' order; absent: unchanged. */
  photoSlots?: readonly (string | null)[];
};

/** What a photo can show, of the set a buyer expects (null: another photo). */
export const PIGEON_PHOTO_SLOTS = ['body', 'wings', 'eye', 'tail'] as const;

/** One slot per photo, each slot on one photo at most. */
export function validatePhotoSlots(
  photoIds: readonly string[],
  slots: readonly (string | null)[] | undefined,
): string | null {
  if (slots === undefined) return null;
  if (slots.length !== photoIds.length) return pigeonFacts.slotsMismatch;
  const given = slots.filter((slot): slot is string => slot !== null);
  if (given.some((slot) => !(PIGEON_PHOTO_SLOTS as readonly string[]).includes(slot))) {
    return pigeonFacts.slotsMismatch;
  }
  return new Set(given).size === given.length ? null : pigeonFacts.slotTwice;
}

/** The console's pigeon form; the server runs it on `adminPigeonSave` too. */
export function validatePigeonForm(values: PigeonFormValues): { errors: Errors<string> } {
  const errors: Errors<keyof PigeonFormValues> = {
    serial: validateSerial(values.serial),
    tagNum: validateTagNum(values.tagNum),
    name: validatePigeonName(values.name ?? ''),
    ownerId: values.ownerId.trim() === '' ? text.ownerRequired : null,
    state: validatePigeonState(values.state),
    description: validatePigeonDescription(values.description),
    sex:
      values.sex === undefined
        ? null
        : (validatePigeonSex(values.sex) ??
          (values.hasDnaCertificate === true && values.sex === 'unknown'
            ? pigeonFacts.dnaNeedsSex
            : null)),
    colour: validatePigeonColour(values.colour ?? ''),
    photoIds:
      values.photoIds.length > PIGEON_PHOTOS_MAX
        ? fill(text.photosTooMany, { max: PIGEON_PHOTOS_MAX })
        : validatePhotoSlots(values.photoIds, values.photoSlots),
  };
  return { errors };
}

/** The member's sale-request form; `wishedPrice` null while the field is empty. */
export type SaleRequestFormValues = Pick<
  SaleRequestCreateData,
  'tagNum' | 'state' | 'description'
> & {
  wishedPrice: number | null;
  photoIds: readonly string[];
};

/** The member's sale-request form; the server runs it on `saleRequestCreate` too. */
export function validateSaleRequestForm(values: SaleRequestFormValues): {
  errors: Errors<string>;
} {
  const count = values.photoIds.length;
  const errors: Errors<keyof SaleRequestFormValues> = {
    tagNum: validateTagNum(values.tagNum),
    state: validatePigeonState(values.state),
    description: validatePigeonDescription(values.description),
    wishedPrice: validateWishedPrice(values.wishedPrice),
    photoIds:
      count < SALE_REQUEST_PHOTOS_MIN || count > SALE_REQUEST_PHOTOS_MAX
        ? fill(text.photosRange, { min: SALE_REQUEST_PHOTOS_MIN, max: SALE_REQUEST_PHOTOS_MAX })
        : null,
  };
  return { errors };
}

export function validateOwnerNote(value: string): string | null {
  return value.length > OWNER_NOTE_MAX_LENGTH
    ? fill(text.noteTooLong, { max: OWNER_NOTE_MAX_LENGTH })
    : null;
}

export type OwnerFormValues = Pick<AdminOwnerSaveData, 'fullname' | 'province' | 'city' | 'note'>;

/** An owner without an account: name and place as for members, and a short profile. */
export function validateOwnerForm(values: OwnerFormValues): { errors: Errors<string> } {
  const errors: Errors<keyof OwnerFormValues> = {
    fullname: validateFullName(values.fullname),
    province: validateProvince(values.province),
    city: validateDistrict(values.city),
    note: validateOwnerNote(values.note),
  };
  return { errors };
}

/** True when a rule verdict carries no message. */
export function isClean(verdict: { errors: Errors<string> }): boolean {
  return Object.values(verdict.errors).every((message) => !message);
}
