// The latest SMS and mails the site sent (development outbox):
// `pnpm --filter @kanat/server run outbox`. Works with the server running or stopped; see
// server/README.md.

import { fill, messages } from '@kanat/shared/i18n/full';
import type { OutboxEntry } from '../modules/sms/sms-gateway';
import { openStaffBackend } from '../modules/staff/admin-client';
import { parseArgs, textOption } from '../modules/staff/cli-args';

const usage = `Kullanım: pnpm --filter @kanat/server run outbox -- [--phone +905xxxxxxxxx] [--email adres@ornek.com] [--limit 20] [--json] [--server <url> --token <anahtar>]`;

/** One entry as the terminal shows it: an SMS on one line, a mail with its text below. */
function line(m: OutboxEntry): string {
  const t = messages.devOutbox;
  const common = {
    at: new Date(m.createdAt).toLocaleString('tr-TR'),
    kind: t.kinds[m.kind],
    to: m.to,
    status: t.statuses[m.status],
    text: m.text,
  };
  return m.kind === 'mail'
    ? fill(messages.cli.outboxMailLine, { ...common, subject: m.subject ?? '' })
    : fill(messages.cli.outboxLine, { ...common, code: m.code ?? '-' });
}

async function main(): Promise<number> {
  const { options } = parseArgs(process.argv.slice(2));
  if (options.has('help')) {
    console.error(usage);
    return 0;
  }
  const limitText = textOption(options, 'limit');
  const limit = limitText === undefined ? 20 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
    console.error(usage);
    return 2;
  }
  const backend = await openStaffBackend({
    serverUrl: textOption(options, 'server'),
    token: textOption(options, 'token'),
  });
  try {
    const sent = await backend.outbox({
      phone: textOption(options, 'phone'),
      email: textOption(options, 'email'),
      limit,
    });
    if (options.has('json')) {
      console.log(JSON.stringify({ messages: sent }, null, 2));
      return 0;
    }
    console.error(`(${backend.via})`);
    if (sent.length === 0) console.log(messages.devOutbox.empty);
    for (const m of sent) console.log(line(m));
    return 0;
  } finally {
    await backend.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
