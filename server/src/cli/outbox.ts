// The latest SMS and mails the site sent (development outbox):
// `pnpm --filter @kanat/server run outbox`. Works with the server running or stopped; see
// server/README.md.

import { parseArgs } from 'node:util';
import { fill, messages } from '@kanat/shared/i18n/full';
import type { OutboxEntry } from '../modules/sms';
import { openStaffBackend } from './admin-client';

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
  const args = process.argv.slice(2);
  const { values: options } = parseArgs({
    args: args[0] === '--' ? args.slice(1) : args,
    options: {
      limit: { type: 'string' },
      phone: { type: 'string' },
      email: { type: 'string' },
      server: { type: 'string' },
      token: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (options.help === true) {
    console.error(usage);
    return 0;
  }
  const limitText = options.limit;
  const limit = limitText === undefined ? 20 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
    console.error(usage);
    return 2;
  }
  const backend = await openStaffBackend({ serverUrl: options.server, token: options.token });
  try {
    const sent = await backend.outbox({
      phone: options.phone,
      email: options.email,
      limit,
    });
    if (options.json === true) {
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
