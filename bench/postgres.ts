import pg from 'pg';

/** Runs one statement as the server's admin connection (creating and dropping bench databases). */
export const adminQuery = async (baseUrl: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};

/** The same server's URL for another database. */
export const databaseUrl = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
