import type {
  AdminPigeonDetail,
  AdminPigeonPhoto,
  AdminPigeonSaveData,
  MediaFile,
  OwnerSummary,
  PedigreeFile,
  PhotoSlot,
} from '@kanat/shared/contracts';
import { validatePigeonForm } from '@kanat/shared/rules';

// The pigeon form's values and their way to and from the API: the columns staff type in are
// the save contract's, and travel as they are; the serial, owner, photos and pedigree are held
// as the fields that edit them need.

type Columns = Omit<
  AdminPigeonSaveData,
  'id' | 'serial' | 'ownerId' | 'photoIds' | 'photoSlots' | 'pedigreeId' | 'dnaCertificateId'
>;

export type PigeonFormState = Columns & {
  /** As typed; empty: the next free serial. */
  serial: string;
  owner: OwnerSummary | null;
  photos: MediaFile[];
  /** What each photo shows, by its id; '' (or none): another photo. */
  photoSlots: Record<string, string>;
  pedigree: MediaFile | null;
  dnaCertificate: MediaFile | null;
};

/** A new pigeon's columns before staff type anything. */
const NEW_PIGEON: Columns = {
  tagNum: '',
  name: '',
  active: true,
  state: '',
  description: '',
  sex: 'unknown',
  colour: '',
};

// The form keeps stored photos in the shape uploads answer, so the upload fields show them
// beside new ones; `id` is what the server takes back (the media id or a seed key).
function photoAsFile(photo: AdminPigeonPhoto): MediaFile {
  return {
    id: photo.key,
    purpose: 'pigeon-photo',
    kind: 'image',
    url: photo.url,
    contentType: 'image/jpeg',
    bytes: 0,
    width: null,
    height: null,
    variants: photo.variants,
  };
}

function documentAsFile(pedigree: PedigreeFile, purpose: MediaFile['purpose']): MediaFile {
  return {
    id: pedigree.id,
    purpose,
    kind: pedigree.kind,
    url: pedigree.url,
    contentType: pedigree.kind === 'document' ? 'application/pdf' : 'image/jpeg',
    bytes: 0,
    width: null,
    height: null,
    variants: [],
  };
}

/** A slot as the form holds it ('' for none), as the API takes it. */
function slotOf(value: string | undefined): PhotoSlot {
  return value === 'body' || value === 'wings' || value === 'eye' || value === 'tail'
    ? value
    : null;
}

function parseSerial(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The form's first values: a stored pigeon's, or a new one's. */
export function formDefaults(pigeon: AdminPigeonDetail | null): PigeonFormState {
  if (pigeon === null)
    return {
      ...NEW_PIGEON,
      serial: '',
      owner: null,
      photos: [],
      photoSlots: {},
      pedigree: null,
      dnaCertificate: null,
    };
  const {
    id: _id,
    serial,
    owner,
    photos,
    pedigree,
    dnaCertificate,
    races: _races,
    auctions: _auctions,
    saleRequestId: _request,
    createdAt: _created,
    updatedAt: _updated,
    ...columns
  } = pigeon;
  return {
    ...columns,
    serial: String(serial),
    owner,
    photos: photos.map(photoAsFile),
    photoSlots: Object.fromEntries(photos.map((photo) => [photo.key, photo.slot ?? ''])),
    pedigree: pedigree ? documentAsFile(pedigree, 'pedigree') : null,
    dnaCertificate: dnaCertificate ? documentAsFile(dnaCertificate, 'dna-certificate') : null,
  };
}

/** What `adminPigeonSave` takes from the form (with the id of a stored pigeon). */
export function toSaveData(
  values: PigeonFormState,
  pigeon: AdminPigeonDetail | null,
): AdminPigeonSaveData & { serial: number | null } {
  const { serial, owner, photos, photoSlots, pedigree, dnaCertificate, ...columns } = values;
  return {
    ...(pigeon ? { id: pigeon.id } : {}),
    ...columns,
    serial: parseSerial(serial),
    ownerId: owner?.id ?? '',
    photoIds: photos.map((photo) => photo.id),
    photoSlots: photos.map((photo) => slotOf(photoSlots[photo.id])),
    pedigreeId: pedigree?.id ?? null,
    dnaCertificateId: dnaCertificate?.id ?? null,
  };
}

/** The shared rule, run on what the form would send. */
export function formRule(values: PigeonFormState) {
  return validatePigeonForm({
    ...toSaveData(values, null),
    hasDnaCertificate: values.dnaCertificate !== null,
  });
}
