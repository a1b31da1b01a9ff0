// Small steps the console journeys share: toasts, file choosers, loaded pictures, the SMS
// outbox.

import { WAIT_MS } from '@kanat/testkit/limits';
import type { Locator, Page } from 'playwright-core';
import { outbox } from '../accounts';
import type { FilePayload } from './photos';

/** A locator's text, trimmed. */
export const text = async (locator: Locator): Promise<string> =>
  ((await locator.textContent()) ?? '').trim();

/** Waits for the shell's toast with `message`. */
export const toast = (page: Page, message: string): Promise<void> =>
  page.getByTestId('toast').filter({ hasText: message }).first().waitFor();

/** Picks `files` in the browser's file chooser that clicking `button` opens. */
export async function chooseFiles(
  page: Page,
  button: Locator,
  files: FilePayload[],
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** Resolves when there are images matching `selector` and every one shows a real picture. */
export async function imagesLoad(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>(css)];
    return imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0);
  }, selector);
}

/** Waits for an SMS to `phone` whose text contains `words`. */
export async function waitForSms(phone: string, words: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await outbox(phone)).some((m) => m.text.includes(words))) {
    if (Date.now() > deadline) throw new Error(`no SMS with "${words}" reached ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
