import pg from 'pg';

/** One short-lived connection to `url` for `work`, closed afterwards whatever happens (tools, benchmarks, backups). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
