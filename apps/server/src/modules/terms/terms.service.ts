import type { DefaultTermsList, RestoreTermsBody, TermsList, UpdateTermsBody } from '@paybook/contracts';
import {
  DEFAULT_TERMS,
  effectiveTerms,
  isDefaultTermsText,
  TERMS_KINDS,
  type TermsKind,
} from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './terms.repository.ts';

// spec 3 §2.5 /settings/terms-and-conditions, §3.3 Terms, §7 (decision 182).

const present = (saved: ReadonlyMap<TermsKind, string>): TermsList => ({ terms: effectiveTerms(saved) });

/** GET terms_and_conditions: each kind, the merchant's text or the default. */
export function getTerms(db: Database, ctx: UserContext): Promise<TermsList> {
  return withTenantRead(db, ctx.merchantId, async (tx) =>
    present(await repo.findSavedTerms(tx, ctx.merchantId)),
  );
}

/** GET default_terms_and_conditions. */
export function getDefaultTerms(): DefaultTermsList {
  return { terms: TERMS_KINDS.map((kind) => ({ kind, text: DEFAULT_TERMS[kind] })) };
}

/**
 * PUT terms_and_conditions: saves the kinds sent. A text equal to its default is the default (its own row
 * goes), so restoring by typing the default back is the same as the restore call.
 */
export function updateTerms(db: Database, ctx: UserContext, body: UpdateTermsBody): Promise<TermsList> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const own = body.terms.filter((term) => !isDefaultTermsText(term.kind, term.text));
    const defaults = body.terms.filter((term) => isDefaultTermsText(term.kind, term.text));
    await repo.saveTerms(tx, ctx.merchantId, own);
    await repo.deleteTerms(
      tx,
      ctx.merchantId,
      defaults.map((term) => term.kind),
    );
    return present(await repo.findSavedTerms(tx, ctx.merchantId));
  });
}

/** POST terms_and_conditions/restore: the defaults of the kinds sent come back ('Defaults have been restored.'). */
export function restoreTerms(db: Database, ctx: UserContext, body: RestoreTermsBody): Promise<TermsList> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    await repo.deleteTerms(tx, ctx.merchantId, body.kinds);
    return present(await repo.findSavedTerms(tx, ctx.merchantId));
  });
}
