import * as tables from '@kanat/shared/tables';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { exportedTables, leftOutTables } from './covered-tables';
import { erasurePlan } from './erasure-service';

/** Every table with a `user_id` column or a column referring to `users`. */
function tablesNamingMembers(): string[] {
  const names: string[] = [];
  for (const table of Object.values(tables)) {
    if (!(table instanceof PgTable)) continue;
    const config = getTableConfig(table);
    const refersToUsers = config.foreignKeys.some(
      (fk) => getTableConfig(fk.reference().foreignTable).name === 'users',
    );
    if (refersToUsers || config.columns.some((c) => c.name === 'user_id')) names.push(config.name);
  }
  return names.sort();
}

describe("the member's data export's tables", () => {
  it('reads every table naming a member, or says why it leaves it out', () => {
    const found = tablesNamingMembers();
    // The scan finds tables at all (a broken scan would pass everything).
    expect(found).toEqual(expect.arrayContaining(['bids', 'watches', 'sessions']));
    const accounted = new Set([...exportedTables, ...Object.keys(leftOutTables)]);
    expect(found.filter((name) => !accounted.has(name))).toEqual([]);
  });

  it('names only tables that exist, each in one list', () => {
    const all = new Set(
      Object.values(tables)
        .filter((t) => t instanceof PgTable)
        .map((t) => getTableConfig(t as PgTable).name),
    );
    for (const name of [...exportedTables, ...Object.keys(leftOutTables)]) {
      expect({ name, exists: all.has(name) }).toEqual({ name, exists: true });
    }
    expect(exportedTables.filter((name) => name in leftOutTables)).toEqual([]);
    for (const reason of Object.values(leftOutTables)) expect(reason.length).toBeGreaterThan(10);
  });

  it('says for every table naming a member what erasure does with it, and only for those', () => {
    const found = tablesNamingMembers();
    expect(found.filter((name) => !(name in erasurePlan))).toEqual([]);
    // The account row itself is kept under the pseudonym.
    expect(erasurePlan.users).toBe('pseudonym');
    expect(
      Object.keys(erasurePlan).filter((name) => name !== 'users' && !found.includes(name)),
    ).toEqual([]);
  });
});
