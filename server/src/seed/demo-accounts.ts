import { STAFF_ROLES, type StaffRole } from '@kanat/shared/rules';
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

/** A staff member of the demo data holding every role (administrator, clerk, editor, accountant). */
export const demoStaff = {
  phoneNumber: '+905329998877',
  password: 'Yonetici2023',
  username: 'zeynepkaya',
  fullname: 'Zeynep Kaya',
  roles: STAFF_ROLES,
} as const;

/** A clerk only (mezat görevlisi): members, pigeons, sale requests, groups and lots. */
export const demoClerk = {
  phoneNumber: '+905327776655',
  password: 'Gorevli2023',
  username: 'mehmetdemir',
  fullname: 'Mehmet Demir',
  roles: ['clerk'],
} as const;

/** An editor only (editör): news, gallery, the banner and the corporate pages. */
export const demoEditor = {
  phoneNumber: '+905326665544',
  password: 'Editor2023',
  username: 'elifsahin',
  fullname: 'Elif Şahin',
  roles: ['editor'],
} as const;

/** An accountant only (muhasebeci): statements, the bank's statement, payouts and exports. */
export const demoAccountant = {
  phoneNumber: '+905324443322',
  password: 'Muhasebe2023',
  username: 'canerarslan',
  fullname: 'Caner Arslan',
  roles: ['accountant'],
} as const;

/** The documented accounts with a password of their own, in the order they are seeded. */
export const demoAccounts = [demoMember, demoStaff, demoClerk, demoEditor, demoAccountant] as const;

/** Every other seeded account with a phone signs in with this password. */
export const demoPassword = 'Demo2023';

/**
 * Turns generated members into the documented demo accounts: the first two become the member
 * and the staff member of every role, the last two the clerk and the editor, the one before
 * them the accountant (the first few
 * also serve the console's demo entries). They keep their generated pigeons and bids, so the
 * account pages show something at once; only who they are changes, which leaves the rest of
 * the generated data set as it was.
 */
export function applyDemoAccounts(members: UserRow[], usedPhones: ReadonlySet<string>): void {
  const rows = [members[0], members[1], members.at(-2), members.at(-1), members.at(-3)];
  if (members.length < 5) throw new Error('demo accounts need 5 members');
  demoAccounts.forEach((account, i) => {
    const row = rows[i] as UserRow;
    if (usedPhones.has(account.phoneNumber) && row.phoneNumber !== account.phoneNumber) {
      throw new Error(`demo phone ${account.phoneNumber} was also generated for another account`);
    }
    row.phoneNumber = account.phoneNumber;
    row.registrationPhone = account.phoneNumber;
    row.username = account.username;
    row.fullname = account.fullname;
    row.mailAddress = `${account.username}@ornek.com.tr`;
    row.staffRoles = 'roles' in account ? [...(account.roles as readonly StaffRole[])] : [];
  });
}

/**
 * Password hashes for the seeded accounts: one argon2id hash per distinct password (six in
 * all), shared by the rows, so seeding stays fast.
 */
export async function setDemoPasswords(rows: UserRow[]): Promise<void> {
  const [sharedHash, ...ownHashes] = await Promise.all(
    [demoPassword, ...demoAccounts.map((account) => account.password)].map(hashPassword),
  );
  const hashOf = new Map<string, string | undefined>(
    demoAccounts.map((account, i) => [account.phoneNumber, ownHashes[i]]),
  );
  for (const row of rows) {
    const own = row.phoneNumber ? hashOf.get(row.phoneNumber) : undefined;
    if (own !== undefined) row.passwordHash = own;
    else if (row.phoneVerified && row.phoneNumber) row.passwordHash = sharedHash;
  }
}
