// A plain PostgreSQL client for a test or a benchmark to read and set rows directly.
import { Client } from 'pg';

/** Runs `work` with a plain client on the database at `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
