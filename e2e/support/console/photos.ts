// Real JPEG files for the upload fields, drawn at test time: Chromium paints a picture on a
// canvas and encodes it as JPEG, so no fixture files live in the repository.
import type { Browser } from 'playwright-core';

/** A file for `setInputFiles` / `FileChooser.setFiles`. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * One JPEG per name (800×600, a different colour each), encoded by the browser. They are
 * real photographs as far as the server can tell: it checks the bytes, decodes and
 * re-encodes them.
 */
export async function jpegFiles(
  browser: Browser,
  names: readonly string[],
): Promise<FilePayload[]> {
  const page = await browser.newPage();
  try {
    const encoded = await page.evaluate(
      (count) =>
        Array.from({ length: count }, (_, index) => {
          const canvas = document.createElement('canvas');
          canvas.width = 800;
          canvas.height = 600;
          const g = canvas.getContext('2d') as CanvasRenderingContext2D;
          const hue = (index * 97 + 20) % 360;
          const sky = g.createLinearGradient(0, 0, 0, 600);
          sky.addColorStop(0, `hsl(${hue}, 60%, 75%)`);
          sky.addColorStop(1, `hsl(${(hue + 40) % 360}, 50%, 35%)`);
          g.fillStyle = sky;
          g.fillRect(0, 0, 800, 600);
          // A grey 'pigeon': body, head and wing.
          g.fillStyle = '#8a8f98';
          g.beginPath();
          g.ellipse(400, 340, 170, 110, -0.2, 0, Math.PI * 2);
          g.fill();
          g.beginPath();
          g.arc(545, 230, 55, 0, Math.PI * 2);
          g.fill();
          g.fillStyle = '#5b616b';
          g.beginPath();
          g.ellipse(360, 320, 120, 55, -0.4, 0, Math.PI * 2);
          g.fill();
          g.fillStyle = '#ffffff';
          g.font = 'bold 48px sans-serif';
          g.fillText(`Güvercin ${index + 1}`, 40, 80);
          return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
        }),
      names.length,
    );
    return names.map((name, index) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: Buffer.from(encoded[index] ?? '', 'base64'),
    }));
  } finally {
    await page.close();
  }
}
