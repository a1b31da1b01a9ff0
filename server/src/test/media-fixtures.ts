import type { MediaFile, MediaPurpose } from '@kanat/shared/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/connection';
import { mediaFiles } from '../db/schema';

/** A plain JPEG of the given size, as a camera would send one. */
export async function sampleJpeg(width = 1600, height = 1200, color = '#557799'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** Sends a file to the staff (`staff: true`) or member upload endpoint. */
export function sendUpload(
  app: FastifyInstance,
  cookie: string | null,
  purpose: MediaPurpose,
  data: Buffer,
  options: { staff?: boolean; fileName?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: options.staff === false ? '/api/uploads' : '/api/staff/uploads',
    headers: cookie === null ? {} : { cookie },
    payload: { purpose, fileName: options.fileName ?? 'dosya.jpg', data: data.toString('base64') },
  });
}

/** Uploads a file that must be accepted; answers what the server stored. */
export async function uploadAccepted(
  app: FastifyInstance,
  cookie: string,
  purpose: MediaPurpose,
  data?: Buffer,
  options: { staff?: boolean; fileName?: string } = {},
): Promise<MediaFile> {
  const response = await sendUpload(app, cookie, purpose, data ?? (await sampleJpeg()), options);
  if (response.statusCode !== 201) {
    throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  }
  return response.json<MediaFile>();
}

/** Whether the upload is claimed by what uses it; undefined once it is gone. */
export async function isAttached(db: Db, id: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ attached: mediaFiles.attached })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, id));
  return row?.attached;
}
