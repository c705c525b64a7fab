import type {
  AcceptedPaymentType,
  DesignSettings,
  ImageKind,
  UpdateDesignSettingsBody,
} from '@paybook/contracts';
import { designAcceptance, designAcceptanceProblem } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { withTenant, withTenantRead } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import { deleteImage, findImageRef } from '../images/images.repository.ts';
import { presentDesign } from './design-presenter.ts';
import * as repo from './design-settings.repository.ts';

// spec 3 §2.5 /settings/design-settings, §5 (decision 183).

async function readRow(tx: Database, merchantId: number): Promise<repo.DesignRow> {
  const row = await repo.findDesign(tx, merchantId);
  if (!row) throw notFound('The merchant');
  return row;
}

/** GET merchant/design_settings. */
export function getDesignSettings(db: Database, ctx: UserContext): Promise<DesignSettings> {
  return withTenantRead(db, ctx.merchantId, async (tx) => presentDesign(await readRow(tx, ctx.merchantId)));
}

/** An image id of the body must be one of the merchant's uploads of that kind (400 on its field). */
async function checkImage(tx: Database, ctx: UserContext, field: string, kind: ImageKind, id: number | null) {
  if (id === null) return;
  const found = await findImageRef(tx, ctx.merchantId, kind, id);
  if (!found) throw badRequest(field, 'Upload the image again: this one was not found.');
}

/**
 * PUT merchant/design_settings: every field. The accept switches are the merchant's choice only while it
 * accepts both types (spec 3 §5); then one of them stays on. A replaced or removed image is deleted.
 */
export function updateDesignSettings(
  db: Database,
  ctx: UserContext,
  body: UpdateDesignSettingsBody,
): Promise<DesignSettings> {
  return withTenant(db, ctx.merchantId, async (tx) => {
    const current = await readRow(tx, ctx.merchantId);
    const accepts = current.acceptedPaymentTypes as AcceptedPaymentType[];
    const problem = designAcceptanceProblem(body, accepts);
    if (problem) throw badRequest('accept_cc', problem);
    await checkImage(tx, ctx, 'logo_image_id', 'design_logo', body.logo_image_id);
    await checkImage(tx, ctx, 'banner_image_id', 'design_banner', body.banner_image_id);
    const acceptance = designAcceptance(body, accepts);
    await repo.saveDesign(tx, ctx.merchantId, {
      logoImageId: body.logo_image_id,
      bannerImageId: body.banner_image_id,
      primaryColor: body.primary_color,
      backgroundColor: body.background_color,
      acceptCc: acceptance.accept_cc,
      acceptAch: acceptance.accept_ach,
    });
    for (const [before, after] of [
      [current.logoImageId, body.logo_image_id],
      [current.bannerImageId, body.banner_image_id],
    ] as const) {
      if (before !== null && before !== after) await deleteImage(tx, ctx.merchantId, before);
    }
    return presentDesign(await readRow(tx, ctx.merchantId));
  });
}
