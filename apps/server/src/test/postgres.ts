import { randomBytes } from 'node:crypto';

export const randomDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The maintenance database on the same server, for creating and dropping test databases. */
export const adminUrl = (url: string) => databaseUrlFor(url, 'postgres');
