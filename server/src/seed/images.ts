import sharp from 'sharp';
import { type MediaPlace, type MediaStore, toMediaStore } from '../modules/media';

// Every demo picture is drawn as SVG (image-scenes.ts) and rasterised here with sharp at seed
// time: no downloads, no binary files in the repository.

export interface ImageOutput {
  /** Key in the media store (its path under the media folder), with forward slashes. */
  file: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
}

export interface ImageJob {
  svg: string;
  outputs: ImageOutput[];
}

async function renderJob(store: MediaStore, job: ImageJob): Promise<void> {
  const source = Buffer.from(job.svg);
  for (const output of job.outputs) {
    const image = sharp(source).resize(output.width, output.height, { fit: 'cover' });
    if (output.format === 'png') {
      const data = await image.png({ compressionLevel: 8 }).toBuffer();
      await store.put('media', output.file, data, 'image/png');
    } else {
      const data = await image.jpeg({ quality: 80, mozjpeg: false }).toBuffer();
      await store.put('media', output.file, data, 'image/jpeg');
    }
  }
}

/**
 * Renders every job into the media store (the local folder, or the bucket every instance
 * serves from), two at a time (one per core on the reference machine).
 */
export async function renderImages(place: MediaPlace, jobs: ImageJob[], concurrency = 2) {
  const store = toMediaStore(place);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as ImageJob;
      await renderJob(store, job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}
