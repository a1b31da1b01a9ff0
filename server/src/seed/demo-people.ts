import { applyDemoAccounts } from './demo-accounts';
import { type DemoBuilder, day, pad, type UserRow } from './demo-builder';
import { femaleNames, maleNames, phonePrefixes, surnames } from './turkish-data';

const transliteration: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

function asciiLower(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .split('')
    .map((c) => transliteration[c] ?? c)
    .join('')
    .replace(/[^a-z0-9]/g, '');
}

function uniqueFullname(demo: DemoBuilder): string {
  for (;;) {
    const first = demo.rnd.chance(0.82) ? demo.rnd.pick(maleNames) : demo.rnd.pick(femaleNames);
    const name = `${first} ${demo.rnd.pick(surnames)}`;
    if (!demo.usedFullnames.has(name)) {
      demo.usedFullnames.add(name);
      return name;
    }
  }
}

function uniquePhone(demo: DemoBuilder): string {
  for (;;) {
    const phone = `+90${demo.rnd.pick(phonePrefixes)}${demo.rnd.token(7, '0123456789')}`;
    if (!demo.usedPhones.has(phone)) {
      demo.usedPhones.add(phone);
      return phone;
    }
  }
}

/** SPEC §5 usernames: 4-12 of [a-z0-9_.-]. */
function uniqueUsername(demo: DemoBuilder, fullname: string): string {
  const [first = 'uye', last = ''] = fullname.split(' ');
  const base = `${asciiLower(first).slice(0, 6)}${asciiLower(last).slice(0, 3)}`;
  for (;;) {
    const candidate = `${base}${demo.rnd.int(1, 99)}`.slice(0, 12);
    if (!demo.usedUsernames.has(candidate)) {
      demo.usedUsernames.add(candidate);
      return candidate;
    }
  }
}

function memberRow(demo: DemoBuilder, extra: Partial<UserRow> = {}): UserRow {
  const fullname = uniqueFullname(demo);
  const username = uniqueUsername(demo, fullname);
  const phone = uniquePhone(demo);
  const dob = `${demo.rnd.int(1955, 2003)}-${pad(demo.rnd.int(1, 12))}-${pad(demo.rnd.int(1, 28))}`;
  const row: UserRow = {
    // Real accounts get 28-character ids; fake users (below) get 20 (SPEC §3).
    id: demo.rnd.token(28),
    username,
    fullname,
    dateOfBirth: dob,
    ...demo.place(),
    mailAddress: demo.rnd.chance(0.6) ? `${username}@ornek.com.tr` : null,
    phoneNumber: phone,
    registrationPhone: phone,
    phoneVerified: true,
    accountEnabled: true,
    dontSendBidSuperseeded: demo.rnd.chance(0.2),
    createdAt: new Date(demo.now - demo.rnd.int(30, 700) * day),
    ...extra,
  };
  // Approved accounts were approved when they joined; a registration waiting has no date.
  if (!('approvedAt' in extra)) row.approvedAt = row.accountEnabled ? row.createdAt : null;
  return row;
}

export function buildUsers(demo: DemoBuilder): void {
  for (let i = 0; i < 46; i++) demo.members.push(memberRow(demo));
  applyDemoAccounts(demo.members, demo.usedPhones);
  // Accounts waiting for staff: two new registrations and one profile change.
  const awaiting = {
    accountEnabled: false,
    accountDisableReason: 'Kaydınız yönetici onayı bekliyor.',
  };
  demo.otherUsers.push(memberRow(demo, awaiting));
  demo.otherUsers.push(memberRow(demo, awaiting));
  const changed = memberRow(demo, {
    accountEnabled: false,
    accountDisableReason: 'Bilgileriniz güncellendi, yönetici onayı bekleniyor.',
    approvedAt: new Date(demo.now - 100 * day),
  });
  changed.pendingProfile = {
    dateOfBirth: changed.dateOfBirth ?? '1980-01-01',
    province: 'İzmir',
    city: 'Bornova',
    mailAddress: changed.mailAddress ?? null,
    phoneNumber: changed.phoneNumber ?? uniquePhone(demo),
    requestedAt: demo.now - 2 * day,
  };
  demo.otherUsers.push(changed);
  for (let i = 0; i < 6; i++) {
    demo.fakeUsers.push({
      id: demo.rnd.token(20),
      fullname: uniqueFullname(demo),
      ...demo.place(),
      phoneVerified: false,
      accountEnabled: false,
      createdAt: new Date(demo.now - demo.rnd.int(100, 900) * day),
    });
  }
}
