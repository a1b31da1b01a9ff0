import type { Db } from '../../db/connection';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: Db,
  values: typeof contactMessages.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  return (row as { id: number }).id;
}
