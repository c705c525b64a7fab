import type { Bulletin, BulletinList, BulletinName } from '@paybook/contracts';
import {
  type BulletinChange,
  type BulletinDefinition,
  type BulletinFacts,
  bulletinRoutePath,
  conditionHolds,
  factsNeeded,
  findBulletin,
  openBulletins,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './bulletins.repository.ts';

function present(definition: BulletinDefinition): Bulletin {
  return {
    name: definition.name,
    level: definition.level,
    required: definition.required,
    action: definition.action,
    route_state: definition.routeState,
    route_path: bulletinRoutePath(definition),
    completes_on_view: definition.completesOnView,
  };
}

/** spec 1 §7 GET merchant/bulletins: the merchant's open bulletins, in display order. */
export function listBulletins(db: Database, ctx: UserContext): Promise<BulletinList> {
  return withTenantRead(db, ctx.merchantId, async (tx) => {
    const completed = new Set(await repo.listCompletedBulletins(tx, ctx.merchantId));
    const emailUnverified = await repo.isEmailUnverified(tx, ctx.merchantId);
    return { data: openBulletins(completed, { emailUnverified }).map(present) };
  });
}

function knownBulletin(name: string): BulletinName {
  const definition = findBulletin(name);
  if (!definition) throw notFound('The bulletin');
  return definition.name;
}

/**
 * spec 1 §7 DELETE merchant/bulletin/{name} (complete) and POST (revert). Decided: refused in a support
 * impersonation, so support viewing a screen does not tick off the merchant's prompts.
 */
export async function setBulletin(
  db: Database,
  ctx: UserContext,
  name: string,
  completed: boolean,
): Promise<void> {
  const bulletin = knownBulletin(name);
  if (ctx.impersonated) throw forbidden('Support sessions do not change the merchant’s onboarding prompts.');
  await withTenant(db, ctx.merchantId, (tx) =>
    repo.setBulletinsCompleted(tx, ctx.merchantId, [bulletin], completed),
  );
}

/**
 * spec 1 §4.4: applies the changes a successful call causes, reading only the facts they need after
 * the call's own transaction committed. Returns what changed, for the log.
 */
export function applyBulletinChanges(
  db: Database,
  merchantId: number,
  changes: readonly BulletinChange[],
): Promise<{ completed: BulletinName[]; reverted: BulletinName[] }> {
  return withTenant(db, merchantId, async (tx) => {
    const facts: Partial<BulletinFacts> = {};
    for (const fact of factsNeeded(changes)) facts[fact] = await repo.readFact(tx, merchantId, fact);
    const holding = changes.filter((change) => conditionHolds(change.when, facts));
    const completed = holding.filter((c) => c.change === 'complete').map((c) => c.name);
    const reverted = holding.filter((c) => c.change === 'revert').map((c) => c.name);
    await repo.setBulletinsCompleted(tx, merchantId, completed, true);
    await repo.setBulletinsCompleted(tx, merchantId, reverted, false);
    return { completed, reverted };
  });
}

/** For a caller already in the merchant's transaction (setup, verification). */
export function completeBulletins(tx: Database, merchantId: number, names: readonly BulletinName[]) {
  return repo.setBulletinsCompleted(tx, merchantId, names, true);
}
