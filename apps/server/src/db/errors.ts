/** A unique, check or exclusion violation by name, from either driver (node-postgres or PGlite, wrapped by Drizzle). */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
