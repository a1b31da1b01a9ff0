import { fill } from '@kanat/shared/i18n';
import { pedigree as t } from '@kanat/shared/i18n/lazy';

// A pigeon's pedigree as data: one rule for the console's editor and the server's save, and
// the names of the places in the tree that the chart, the editor and the PDF read out.

/** Generations kept above the pigeon: parents, grandparents, great- and great-great-grandparents. */
export const PEDIGREE_GENERATIONS = 4;
export const PEDIGREE_RING_MAX_LENGTH = 40;
export const PEDIGREE_NAME_MAX_LENGTH = 60;
export const PEDIGREE_COLOUR_MAX_LENGTH = 40;
export const PEDIGREE_NOTE_MAX_LENGTH = 160;
export const PEDIGREE_BLOODLINE_MAX_LENGTH = 120;

/**
 * Every place in the tree, generation by generation, sires before dams: 's' (the sire), 'd'
 * (the dam), 'ss' (the sire's sire), 'sd', 'ds', 'dd', … up to four letters (30 places).
 */
export const PEDIGREE_PATHS: readonly string[] = /* @__PURE__ */ (() => {
  const paths: string[] = [];
  let generation = [''];
  for (let n = 1; n <= PEDIGREE_GENERATIONS; n++) {
    generation = generation.flatMap((path) => [`${path}s`, `${path}d`]);
    paths.push(...generation);
  }
  return paths;
})();

const order = /* @__PURE__ */ new Map(PEDIGREE_PATHS.map((path, index) => [path, index]));

/** Sorts places (or rows with a `path`) in the tree's order: generation by generation, sires first. */
export function byPedigreeOrder(a: { path: string }, b: { path: string }): number {
  return (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0);
}

/** True for a place in the tree. */
export function isPedigreePath(path: string): boolean {
  return order.has(path);
}

/** The generation of a place: 1 for the parents, 4 for the great-great-grandparents. */
export function pedigreeGeneration(path: string): number {
  return path.length;
}

/** The sex a place in the tree asks for: a sire is a cock, a dam a hen. */
export function pedigreeSex(path: string): 'male' | 'female' {
  return path.endsWith('s') ? 'male' : 'female';
}

/** The place's name read from the pigeon up: 'Baba', 'Babanın annesi', 'Annenin babasının annesi'. */
export function pedigreePlace(path: string): string {
  const letters = [...path];
  if (letters.length === 1) return letters[0] === 's' ? t.sire : t.dam;
  return letters
    .map((letter, index) => {
      const male = letter === 's';
      if (index === 0) return male ? t.sireOf : t.damOf;
      if (index === letters.length - 1) return male ? t.sireEnd : t.damEnd;
      return male ? t.sireMid : t.damMid;
    })
    .join(' ');
}

/** An ancestor as the editor holds it: what staff typed at one place. */
export interface PedigreeAncestorInput {
  path: string;
  ring: string;
  name: string;
  colour: string;
  note: string;
}

export type PedigreeField = 'ring' | 'name' | 'colour' | 'note';

export interface PedigreeInput {
  bloodline: string;
  ancestors: readonly PedigreeAncestorInput[];
}

/** The pedigree as it is stored: trimmed, the empty places left out, in the tree's order. */
export interface CheckedPedigree {
  bloodline: string;
  ancestors: PedigreeAncestorInput[];
}

export type PedigreeVerdict =
  | { ok: true; value: CheckedPedigree }
  | {
      ok: false;
      /** The first problem, named with its place ('Baba: …'). */
      message: string;
      /** Problems by place and field. */
      places: Record<string, Partial<Record<PedigreeField, string>>>;
      bloodline?: string;
    };

const limits: Record<PedigreeField, { max: number; message: string }> = {
  ring: { max: PEDIGREE_RING_MAX_LENGTH, message: t.ringTooLong },
  name: { max: PEDIGREE_NAME_MAX_LENGTH, message: t.nameTooLong },
  colour: { max: PEDIGREE_COLOUR_MAX_LENGTH, message: t.colourTooLong },
  note: { max: PEDIGREE_NOTE_MAX_LENGTH, message: t.noteTooLong },
};

const fields: readonly PedigreeField[] = ['ring', 'name', 'colour', 'note'];

/**
 * Checks a pedigree: a bloodline within its length; each ancestor at a real place, once, each
 * text within its length, and never above an empty place (a grandparent needs its parent).
 * Places left empty are dropped.
 */
export function validatePedigree(input: PedigreeInput): PedigreeVerdict {
  const bloodline = input.bloodline.trim().replace(/\s+/g, ' ');
  const places: Record<string, Partial<Record<PedigreeField, string>>> = {};
  const problems: Array<{ path: string; message: string }> = [];
  const problem = (path: string, field: PedigreeField, message: string) => {
    places[path] = { ...places[path], [field]: message };
    problems.push({ path, message });
  };
  const kept = new Map<string, PedigreeAncestorInput>();
  for (const raw of input.ancestors) {
    const row = {
      path: raw.path,
      ring: raw.ring.trim(),
      name: raw.name.trim(),
      colour: raw.colour.trim(),
      note: raw.note.trim(),
    };
    if (fields.every((field) => row[field] === '')) continue;
    if (!isPedigreePath(row.path)) {
      return { ok: false, message: t.placeInvalid, places };
    }
    if (kept.has(row.path)) {
      problem(row.path, 'ring', t.placeTwice);
      continue;
    }
    for (const field of fields) {
      const { max, message } = limits[field];
      if (row[field].length > max) problem(row.path, field, fill(message, { max }));
    }
    kept.set(row.path, row);
  }
  for (const path of kept.keys()) {
    const child = path.slice(0, -1);
    if (child !== '' && !kept.has(child)) {
      problem(path, 'ring', fill(t.childMissing, { child: pedigreePlace(child) }));
    }
  }
  const bloodlineProblem =
    bloodline.length > PEDIGREE_BLOODLINE_MAX_LENGTH
      ? fill(t.bloodlineTooLong, { max: PEDIGREE_BLOODLINE_MAX_LENGTH })
      : undefined;
  if (bloodlineProblem !== undefined) {
    return { ok: false, message: bloodlineProblem, places, bloodline: bloodlineProblem };
  }
  const first = problems.sort(byPedigreeOrder)[0];
  if (first !== undefined) {
    return {
      ok: false,
      message: fill(t.row, { place: pedigreePlace(first.path), problem: first.message }),
      places,
    };
  }
  const ancestors = [...kept.values()].sort(byPedigreeOrder);
  return { ok: true, value: { bloodline, ancestors } };
}
