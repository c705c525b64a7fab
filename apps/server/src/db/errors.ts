/** A unique, check or exclusion violation by name, from node-postgres's error (Drizzle wraps it). */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** What may be logged of a PostgreSQL error: names and codes, never values. */
export type DatabaseErrorFields = {
  code: string;
  severity?: string;
  constraint?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  routine?: string;
};

const loggableFields = [
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
] as const;

/**
 * The server's error in a chain (Drizzle wraps it with the statement and its parameters), reduced to its
 * names and codes. Its message, detail ("Key (email)=(…) already exists", "Failing row contains (…)"),
 * where and internal query can hold the row's values, so they are left out. Undefined for other errors.
 */
export function databaseErrorFields(error: unknown): DatabaseErrorFields | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as unknown as Record<string, unknown>;
    // node-postgres's DatabaseError carries the SQLSTATE code and a severity; no other error has both.
    if (typeof fields.code !== 'string' || typeof fields.severity !== 'string') continue;
    const found: DatabaseErrorFields = { code: fields.code };
    for (const name of loggableFields) {
      const value = fields[name];
      if (typeof value === 'string') found[name] = value;
    }
    return found;
  }
  return undefined;
}
