// Consents on record (KVKK, commercial messages) in Chromium against the built site and
// server: a new member registers with SMS marketing ticked and mail left empty; the choices are
// on their İzinlerim page with the consent text's version. A clerk's message to a group the
// member watches reaches them by SMS; the member withdraws SMS marketing on the page, and the
// next message by SMS reaches no one (the console's count and the outbox say so).

import { WAIT_MS } from '@kanat/testkit/limits';
import { outbox, registerThroughUi } from './support/accounts';
import { baseURL, browserForFile } from './support/browser';
import { createGroupWithLots } from './support/console/groups';
import { toast } from './support/console/helpers';
import { DEMO_STAFF, signIn } from './support/console/sign-in';
import { callAs, mustCall } from './support/hall';

const { newPage } = browserForFile();

async function marketingVersion(): Promise<number> {
  const response = await fetch(`${baseURL()}/api/fn/legalText`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { kind: 'marketing' } }),
  });
  return ((await response.json()) as { result: { version: number } }).result.version;
}

/** The SMS texts the development outbox holds for `phone` that carry `mark`. */
async function smsWith(phone: string, mark: string): Promise<string[]> {
  return (await outbox(phone))
    .filter((message) => message.kind === 'sms' && message.text.includes(mark))
    .map((message) => message.text);
}

test('a member’s SMS marketing consent is recorded at registration, and once withdrawn no marketing SMS reaches them', async () => {
  const version = await marketingVersion();
  const member = await newPage();
  const { page } = member;
  // SMS marketing ticked, mail left empty (both start empty: the helper checks).
  const { phone, password } = await registerThroughUi(page, 'Ece Yıldırım', { sms: true });

  await signIn(page, { phone, password });
  await page.goto('/hesabim/izinlerim');
  const history = page.getByRole('table', { name: 'İzin geçmişi' });
  const smsRow = history.getByRole('row').filter({ hasText: 'Ticari ileti (SMS)' });
  await smsRow.filter({ hasText: 'Verildi' }).filter({ hasText: 'Üyelik formu' }).waitFor();
  await smsRow
    .filter({ hasText: String(version) })
    .first()
    .waitFor();
  await history
    .getByRole('row')
    .filter({ hasText: 'Ticari ileti (e-posta)' })
    .filter({ hasText: 'Geri alındı' })
    .waitFor();
  const smsSwitch = page.getByRole('checkbox', {
    name: 'Kampanya ve duyuruları SMS ile almak istiyorum',
  });
  expect(await smsSwitch.isChecked()).toBe(true);

  // A clerk's group, which the member watches.
  const staff = await newPage();
  await signIn(staff.page, DEMO_STAFF);
  const { groupId } = await createGroupWithLots(staff.page, {
    name: `İzin grubu ${Date.now()}`,
    endingTime: Date.now() + 3 * 86_400_000,
    staggerSeconds: null,
    lots: ['İzin lotu'],
  });
  await mustCall(page, 'watch', { kind: 'group', id: groupId });
  const message = (mark: string) => ({
    containerId: groupId,
    subject: 'Mezat duyurusu',
    text: `Cumartesi mezatı ${mark}`,
    channels: ['sms'],
  });
  const preview = await mustCall<{ counts: { sms: number; total: number } }>(
    staff.page,
    'adminGroupMessagePreview',
    message('bir'),
  );
  expect(preview.counts).toMatchObject({ sms: 1, total: 1 });
  await mustCall(staff.page, 'adminGroupMessageSend', {
    ...message('bir'),
    expectedRecipients: 1,
  });
  const deadline = Date.now() + WAIT_MS;
  while ((await smsWith(phone, 'Cumartesi mezatı bir')).length === 0) {
    if (Date.now() > deadline) throw new Error('the group message never reached the outbox');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // The member withdraws SMS marketing on their page: recorded, and the switch is off.
  await smsSwitch.uncheck();
  await toast(page, 'İzniniz geri alındı; bu kanaldan ticari ileti gönderilmeyecek.');
  await history
    .getByRole('row')
    .filter({ hasText: 'Ticari ileti (SMS)' })
    .filter({ hasText: 'Geri alındı' })
    .filter({ hasText: 'Hesabım' })
    .waitFor();
  await page.reload();
  expect(await smsSwitch.isChecked()).toBe(false);

  // The next message by SMS reaches no one: the console counts nobody and refuses to send.
  const after = await mustCall<{ counts: { sms: number; total: number } }>(
    staff.page,
    'adminGroupMessagePreview',
    message('iki'),
  );
  expect(after.counts).toMatchObject({ sms: 0, total: 0 });
  const refused = await callAs(staff.page, 'adminGroupMessageSend', {
    ...message('iki'),
    expectedRecipients: 0,
  });
  expect(refused.error?.message).toBe('Bu mesajı alacak üye yok.');
  expect(await smsWith(phone, 'Cumartesi mezatı iki')).toEqual([]);
  expect(await smsWith(phone, 'Cumartesi mezatı bir')).toHaveLength(1);
  expect(member.errors).toEqual([]);
});
