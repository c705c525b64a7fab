import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Ruling 11: every change made while impersonating is recorded with both identities. Recorded as the
 * answer is sent, so every area is covered without opting in; a refused or failed call is recorded too.
 */
export function registerImpersonationAudit(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const ctx = request.userContext;
    if (!ctx?.impersonated || SAFE_METHODS.has(request.method)) return payload;
    try {
      await withTenant(db, ctx.merchantId, (tx) =>
        tx.insert(auditLog).values({
          merchantId: ctx.merchantId,
          userId: ctx.userId,
          supportUserId: ctx.supportUserId,
          action: request.routeOptions.url ?? request.url,
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
          statusCode: reply.statusCode,
          requestId: request.id,
        }),
      );
    } catch (err) {
      request.log.error({ err }, 'could not write the impersonation audit record');
    }
    return payload;
  });
}
