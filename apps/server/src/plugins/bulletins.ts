import { BULLETINS_REQUIREMENT, bulletinChanges, meets } from '@paybook/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { applyBulletinChanges } from '../modules/bulletins/bulletins.service.ts';

/**
 * spec 1 §4.4: a successful non-GET call of a signed-in user completes or reverts the merchant's
 * bulletins (the pairings are the domain's `bulletinChanges`). Applied as the answer is sent, after
 * the call's own transaction, so the next GET merchant/bulletins already sees it. Decided: calls made
 * in a support impersonation count too: they change the same data (a service added by support is a
 * service). A failure here is logged and never fails the call.
 */
export function registerBulletinTracking(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const ctx = request.userContext;
    if (!ctx || !request.url.startsWith('/api/')) return payload;
    const changes = bulletinChanges(request.method, request.url, reply.statusCode);
    if (changes.length === 0 || !meets(ctx.subject, BULLETINS_REQUIREMENT)) return payload;
    try {
      const applied = await applyBulletinChanges(db, ctx.merchantId, changes);
      if (applied.completed.length + applied.reverted.length > 0)
        request.log.info(applied, 'bulletins changed');
    } catch (err) {
      request.log.error({ err }, 'could not update the onboarding bulletins');
    }
    return payload;
  });
}
