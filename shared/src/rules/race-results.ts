import { fill } from '@kanat/shared/i18n';
import { raceResults as t } from '@kanat/shared/i18n/lazy';

// A pigeon's race results: one rule for the console's table and the server's save, and the
// order and figures the auction page shows them in.

export const RACE_RESULTS_MAX = 30;
export const RACE_NAME_MAX_LENGTH = 80;
export const RACE_RELEASE_POINT_MAX_LENGTH = 60;
/** The earliest race year accepted (as the oldest ring year the site takes). */
export const RACE_YEAR_MIN = 1990;
export const RACE_DISTANCE_KM_MAX = 2000;
/** Speeds in metres per minute a racing pigeon can have flown (sprints to marathons). */
export const RACE_SPEED_MIN = 100;
export const RACE_SPEED_MAX = 3000;
export const RACE_COEFFICIENT_MAX = 1000;
/** The flying time a distance and a speed may imply, in minutes (ten minutes to 30 hours). */
const FLIGHT_MINUTES_MIN = 10;
const FLIGHT_MINUTES_MAX = 30 * 60;
/** Turkey keeps UTC+3 all year: "today" for a race date is the day in Turkey. */
const TURKEY_OFFSET_MS = 3 * 60 * 60_000;

/** A result as the form holds it: what staff or an owner typed. */
export interface RaceResultInput {
  name: string;
  /** 'YYYY-MM-DD' (a date input's value). */
  date: string;
  releasePoint: string;
  /** Kilometres, Turkish or English decimals ('512,4', '512.4'). */
  distanceKm: string;
  place: string;
  basketed: string;
  /** Metres per minute, optional ('1345,678'). */
  speed: string;
  /** As the race's result list prints it, optional. */
  coefficient: string;
}

/** A result as it is stored and travels: whole numbers only. */
export interface RaceResult {
  name: string;
  date: string;
  releasePoint: string;
  distanceM: number;
  place: number;
  basketed: number;
  /** Millimetres per minute (m/min × 1000); null when not given. */
  speedMmPerMin: number | null;
  /** The coefficient × 1000; null when not given. */
  coefficientMilli: number | null;
}

export type RaceField = keyof RaceResultInput;

/** A new row of a form: nothing typed yet. */
export const emptyRaceResultInput: Readonly<RaceResultInput> = Object.freeze({
  name: '',
  date: '',
  releasePoint: '',
  distanceKm: '',
  place: '',
  basketed: '',
  speed: '',
  coefficient: '',
});

/**
 * A decimal as Turkish or English writes it, as a whole number of 10^-decimals units; null when
 * it is not one. A comma is the decimal mark and dots group thousands ('1.345,678'); without a
 * comma, dots in groups of three are thousands ('1.345') and a single other dot is the decimal
 * point ('512.4').
 */
export function parseScaled(typed: string, decimals: number): number | null {
  const text = typed.trim().replace(/\s/g, '');
  let whole: string;
  let fraction = '';
  const comma = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d+)$/.exec(text);
  if (comma !== null) {
    whole = (comma[1] ?? '').replace(/\./g, '');
    fraction = comma[2] ?? '';
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    whole = text.replace(/\./g, '');
  } else {
    const point = /^(\d+)(?:\.(\d+))?$/.exec(text);
    if (point === null) return null;
    whole = point[1] ?? '';
    fraction = point[2] ?? '';
  }
  if (fraction.length > decimals || whole.length > 9) return null;
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

const wholeNumber = (typed: string): number | null => {
  const text = typed.trim();
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
};

const turkeyToday = (now: number) => new Date(now + TURKEY_OFFSET_MS).toISOString().slice(0, 10);

function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** '1 saat 12 dakika' for a number of minutes. */
function duration(minutes: number): string {
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return h === 0 ? fill(t.minutes, { m }) : fill(t.hours, { h, m });
}

export type RaceResultCheck =
  | { ok: true; value: RaceResult }
  | { ok: false; errors: Partial<Record<RaceField, string>> };

/** One result: the stored figures, or a Turkish problem per field. */
export function validateRaceResult(input: RaceResultInput, now = Date.now()): RaceResultCheck {
  const errors: Partial<Record<RaceField, string>> = {};
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '') errors.name = t.nameRequired;
  else if (name.length > RACE_NAME_MAX_LENGTH) {
    errors.name = fill(t.nameTooLong, { max: RACE_NAME_MAX_LENGTH });
  }
  const date = input.date.trim();
  if (!validDate(date)) errors.date = t.dateInvalid;
  else if (date > turkeyToday(now)) errors.date = t.dateInFuture;
  else if (Number(date.slice(0, 4)) < RACE_YEAR_MIN) {
    errors.date = fill(t.dateTooOld, { year: RACE_YEAR_MIN });
  }
  const releasePoint = input.releasePoint.trim().replace(/\s+/g, ' ');
  if (releasePoint === '') errors.releasePoint = t.releasePointRequired;
  else if (releasePoint.length > RACE_RELEASE_POINT_MAX_LENGTH) {
    errors.releasePoint = fill(t.releasePointTooLong, { max: RACE_RELEASE_POINT_MAX_LENGTH });
  }
  const tenthsKm = parseScaled(input.distanceKm, 1);
  const distanceM =
    tenthsKm !== null && tenthsKm >= 10 && tenthsKm <= RACE_DISTANCE_KM_MAX * 10
      ? tenthsKm * 100
      : null;
  if (distanceM === null)
    errors.distanceKm = fill(t.distanceInvalid, { max: RACE_DISTANCE_KM_MAX });
  const place = wholeNumber(input.place);
  const basketed = wholeNumber(input.basketed);
  if (place === null) errors.place = t.placeInvalid;
  if (basketed === null) errors.basketed = t.basketedInvalid;
  if (place !== null && basketed !== null && place > basketed) {
    errors.place = fill(t.placeAboveBasketed, { basketed });
  }
  let speedMmPerMin: number | null = null;
  if (input.speed.trim() !== '') {
    speedMmPerMin = parseScaled(input.speed, 3);
    if (
      speedMmPerMin === null ||
      speedMmPerMin < RACE_SPEED_MIN * 1000 ||
      speedMmPerMin > RACE_SPEED_MAX * 1000
    ) {
      errors.speed = fill(t.speedInvalid, { min: RACE_SPEED_MIN, max: RACE_SPEED_MAX });
    } else if (distanceM !== null) {
      const flightMinutes = (distanceM * 1000) / speedMmPerMin;
      if (flightMinutes < FLIGHT_MINUTES_MIN || flightMinutes > FLIGHT_MINUTES_MAX) {
        errors.speed = fill(t.speedMismatch, {
          km: formatKilometres(distanceM),
          time: duration(flightMinutes),
        });
      }
    }
  }
  let coefficientMilli: number | null = null;
  if (input.coefficient.trim() !== '') {
    coefficientMilli = parseScaled(input.coefficient, 3);
    if (coefficientMilli === null || coefficientMilli > RACE_COEFFICIENT_MAX * 1000) {
      errors.coefficient = fill(t.coefficientInvalid, { max: RACE_COEFFICIENT_MAX });
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      date,
      releasePoint,
      distanceM: distanceM as number,
      place: place as number,
      basketed: basketed as number,
      speedMmPerMin,
      coefficientMilli,
    },
  };
}

/**
 * A pigeon's whole list: each row checked, at most RACE_RESULTS_MAX. The first problem says its
 * row ('2. satır: …'); `rows` has every row's problems for a form to show in place.
 */
export function validateRaceResults(
  inputs: readonly RaceResultInput[],
  now = Date.now(),
):
  | { ok: true; value: RaceResult[] }
  | { ok: false; message: string; rows: Partial<Record<RaceField, string>>[] } {
  if (inputs.length > RACE_RESULTS_MAX) {
    return { ok: false, message: fill(t.tooMany, { max: RACE_RESULTS_MAX }), rows: [] };
  }
  const checks = inputs.map((input) => validateRaceResult(input, now));
  const rows = checks.map((check) => (check.ok ? {} : check.errors));
  const firstBad = checks.findIndex((check) => !check.ok);
  if (firstBad !== -1) {
    const problem = Object.values(rows[firstBad] ?? {})[0] ?? '';
    return { ok: false, message: fill(t.row, { n: firstBad + 1, problem }), rows };
  }
  return { ok: true, value: checks.map((check) => (check.ok ? check.value : (null as never))) };
}

/** The stored result as the form shows it again (Turkish decimals). */
export function raceResultInput(result: RaceResult): RaceResultInput {
  return {
    name: result.name,
    date: result.date,
    releasePoint: result.releasePoint,
    distanceKm: decimal(result.distanceM / 100, 1),
    place: String(result.place),
    basketed: String(result.basketed),
    speed: result.speedMmPerMin === null ? '' : decimal(result.speedMmPerMin, 3),
    coefficient: result.coefficientMilli === null ? '' : decimal(result.coefficientMilli, 3),
  };
}

/** A whole number of 10^-decimals units written with a Turkish comma, trailing zeros dropped. */
function decimal(units: number, decimals: number, group = false): string {
  const scale = 10 ** decimals;
  const wholePart = String(Math.floor(units / scale));
  const whole = group ? wholePart.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : wholePart;
  const fraction = String(units % scale)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return fraction === '' ? whole : `${whole},${fraction}`;
}

/** '512,4' (kilometres) from metres. */
export function formatKilometres(distanceM: number): string {
  return decimal(Math.round(distanceM / 100), 1, true);
}

/** '1.345,678' (metres per minute) from millimetres per minute. */
export function formatSpeed(speedMmPerMin: number): string {
  return decimal(speedMmPerMin, 3, true);
}

/** '12,5' from a coefficient × 1000. */
export function formatCoefficient(coefficientMilli: number): string {
  return decimal(coefficientMilli, 3, true);
}

/**
 * Best first, as a buyer reads a record: the best place for the field's size (place ÷ birds
 * basketed), then the longer race, then the newer one.
 */
export function raceResultsBestFirst<T extends RaceResult>(results: readonly T[]): T[] {
  return [...results].sort(
    (a, b) =>
      a.place * b.basketed - b.place * a.basketed ||
      b.distanceM - a.distanceM ||
      (a.date < b.date ? 1 : a.date > b.date ? -1 : 0),
  );
}
