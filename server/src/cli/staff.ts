// Staff operations from a terminal: `pnpm --filter @kanat/server run staff -- <command> ...`.
// See server/README.md, "Staff command". Works with the server running or stopped.

import { parseArgs } from 'node:util';
import { fill, messages } from '@kanat/shared/i18n/full';
import type { StaffCommand, StaffCommandResult, StaffUserView } from '../modules/staff';
import { openStaffBackend } from './admin-client';

const usage = `Kullanım: pnpm --filter @kanat/server run staff -- <komut> [seçenekler]

Komutlar:
  list                            Onay bekleyen kayıtlar ve profil değişiklikleri
  approve <telefon|uid>           Kaydı ve/veya profil değişikliğini onaylar, hesabı açar;
                                  üyeye SMS gider
  reject <telefon|uid> <sebep>    Bekleyen kaydı (giriş yapamaz) ya da profil değişikliğini
                                  (eski bilgiler kalır) sebebiyle reddeder; üyeye SMS gider
  disable <telefon|uid> <sebep>   Hesabı sebebiyle devre dışı bırakır
  enable <telefon|uid>            Onaylanmış hesabı yeniden açar
  grant-staff <telefon|uid>       Bütün yetkileri verir (yönetici, mezat görevlisi, editör):
                                  ilk yöneticiyi atamak için
  revoke-staff <telefon|uid>      Bütün yetkileri geri alır
  roles <telefon|uid> <roller|none>
                                  Yetkileri belirler: virgülle administrator, clerk,
                                  editor (ör. clerk,editor); none: hiçbiri. Her değişiklik
                                  yöneticilere bildirilir; son yönetici yetkisini kaybedemez
  set-bid-ceiling <açık arttırma no> <tutar|none>
                                  Teklif tavanını yükseltir (TL); none: kurala döner
                                  (en düşük geçerli teklifin 10 katı)

Seçenekler:
  --server <url>    Çalışan sunucunun yönetici ucuna bağlan (anahtar: --token,
                    STAFF_ADMIN_TOKEN ya da DATA_DIR/admin.json)
  --token <anahtar> Yönetici anahtarı
  --json            Sonucu JSON olarak yaz
Ortam: DATA_DIR, DATABASE_URL (sunucununkilerle aynı).
Her değişiklik işlem kaydına "Komut satırı" adıyla yazılır.`;

/** '250000' or '250.000' as a number, 'none' as null (back to the rule); undefined: neither. */
function ceilingOf(word: string | undefined): number | null | undefined {
  if (word === 'none') return null;
  const digits = word?.replace(/\./g, '');
  return digits !== undefined && /^[0-9]{1,15}$/.test(digits) ? Number(digits) : undefined;
}

function toCommand(words: string[]): StaffCommand | null {
  const [name, who, ...rest] = words;
  switch (name) {
    case 'list':
      return { command: 'list' };
    case 'approve':
    case 'enable':
    case 'grant-staff':
    case 'revoke-staff':
      return who === undefined ? null : { command: name, who };
    case 'reject':
    case 'disable':
      return who === undefined || rest.length === 0
        ? null
        : { command: name, who, reason: rest.join(' ') };
    case 'roles': {
      const [list] = rest;
      return who === undefined || list === undefined || rest.length !== 1
        ? null
        : { command: 'roles', who, roles: list === 'none' ? [] : list.split(',') };
    }
    case 'set-bid-ceiling': {
      const ceiling = ceilingOf(rest[0]);
      return who === undefined || ceiling === undefined || rest.length !== 1
        ? null
        : { command: 'set-bid-ceiling', auctionId: who, ceiling };
    }
    default:
      return null;
  }
}

const t = messages.cli;

function line(user: StaffUserView): string {
  const state = user.accountEnabled
    ? t.staffAccountOpen
    : fill(t.staffAccountClosed, { reason: user.accountDisableReason ?? '-' });
  return `  ${user.phoneNumber ?? '-'}  ${user.username ?? '-'}  ${user.fullname ?? '-'}  ${user.province ?? ''}/${user.city ?? ''}  ${state}${user.roles.length > 0 ? `  ${fill(t.staffRoles, { roles: user.roles.map((r) => messages.staffRoles[r]).join(', ') })}` : ''}  uid=${user.uid}`;
}

function print(result: StaffCommandResult): void {
  if ('pending' in result) {
    const { registrations, profileChanges } = result.pending;
    console.log(fill(t.staffPendingRegistrations, { count: registrations.length }));
    for (const user of registrations) console.log(line(user));
    console.log(fill(t.staffPendingChanges, { count: profileChanges.length }));
    for (const user of profileChanges) {
      console.log(line(user));
      const c = user.change;
      const change = fill(t.staffChange, {
        dateOfBirth: c.dateOfBirth,
        province: c.province,
        city: c.city,
        mail: c.mailAddress ?? '-',
        phone: c.phoneNumber,
      });
      console.log(`      ${change}`);
    }
    return;
  }
  if ('auction' in result) {
    const { auctionId, bidCeiling, maximum } = result.auction;
    console.log(
      bidCeiling === null
        ? fill(t.staffCeilingRule, { auctionId, maximum })
        : fill(t.staffCeilingSet, { auctionId, ceiling: bidCeiling, maximum }),
    );
    return;
  }
  const labels: Record<string, string> = { ...t.staffDone, ...messages.adminMembers.cliDone };
  console.log(`${labels[result.done] ?? result.done}:`);
  console.log(line(result.user));
  if ('sms' in result && result.sms === 'failed') console.log(messages.adminMembers.smsFailed);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  // pnpm passes a lone `--` through when the user writes `run staff -- list`.
  const { values: options, positionals: words } = parseArgs({
    args: args[0] === '--' ? args.slice(1) : args,
    allowPositionals: true,
    options: {
      server: { type: 'string' },
      token: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const command = toCommand(words);
  if (command === null || options.help === true) {
    console.error(usage);
    return command === null && options.help !== true ? 2 : 0;
  }
  const backend = await openStaffBackend({ serverUrl: options.server, token: options.token });
  try {
    const result = await backend.run(command);
    if (options.json === true) console.log(JSON.stringify(result, null, 2));
    else {
      console.error(`(${backend.via})`);
      print(result);
    }
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
