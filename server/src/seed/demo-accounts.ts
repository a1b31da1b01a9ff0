import type { users } from '../db/schema';
import { hashPassword } from '../modules/auth';

type UserRow = typeof users.$inferInsert;

/** The account a newcomer signs in with (printed in server/README.md). */
export const demoMember = {
  phoneNumber: '+905321112233',
  password: 'Guvercin2023',
  username: 'ahmetyilmaz',
  fullname: 'Ahmet Yılmaz',
} as const;

/** A staff member of the demo data. */
export const demoStaff = {
  phoneNumber: '+905329998877',
  password: 'Yonetici2023',
  username: 'zeynepkaya',
  fullname: 'Zeynep Kaya',
} as const;

/** Every other seeded account with a phone signs in with this password. */
export const demoPassword = 'Demo2023';

/**
 * Turns the first two generated members into the documented demo accounts. They keep their
 * generated pigeons and bids, so the account pages show something at once; only who they are
 * changes, which leaves the rest of the generated data set as it was.
 */
export function applyDemoAccounts(members: UserRow[], usedPhones: ReadonlySet<string>): void {
  const [member, staff] = members;
  if (member === undefined || staff === undefined) throw new Error('demo accounts need 2 members');
  for (const [row, account] of [
    [member, demoMember],
    [staff, demoStaff],
  ] as const) {
    if (usedPhones.has(account.phoneNumber) && row.phoneNumber !== account.phoneNumber) {
      throw new Error(`demo phone ${account.phoneNumber} was also generated for another account`);
    }
    row.phoneNumber = account.phoneNumber;
    row.registrationPhone = account.phoneNumber;
    row.username = account.username;
    row.fullname = account.fullname;
    row.mailAddress = `${account.username}@ornek.com.tr`;
  }
  staff.role = 'staff';
}

/**
 * Password hashes for the seeded accounts: one argon2id hash per distinct password (three in
 * all), shared by the rows, so seeding stays fast.
 */
export async function setDemoPasswords(rows: UserRow[]): Promise<void> {
  const [memberHash, staffHash, sharedHash] = await Promise.all([
    hashPassword(demoMember.password),
    hashPassword(demoStaff.password),
    hashPassword(demoPassword),
  ]);
  for (const row of rows) {
    if (row.phoneNumber === demoMember.phoneNumber) row.passwordHash = memberHash;
    else if (row.phoneNumber === demoStaff.phoneNumber) row.passwordHash = staffHash;
    else if (row.phoneVerified && row.phoneNumber) row.passwordHash = sharedHash;
  }
}
