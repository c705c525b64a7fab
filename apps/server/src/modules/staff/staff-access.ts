import { canOpenStaffMember, type StaffViewer } from '@paybook/domain';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { UserContext } from '../../plugins/auth.ts';
import * as repo from './staff.repository.ts';

export const viewerOf = (ctx: UserContext): StaffViewer => ({ subject: ctx.subject, userId: ctx.userId });

/** The staff user, if the signed-in user may open them (spec 3 §6). */
export async function loadOpenable(tx: Database, ctx: UserContext, userId: number) {
  const row = await repo.findStaff(tx, ctx.merchantId, userId);
  if (!row) throw notFound('The user');
  if (!canOpenStaffMember(viewerOf(ctx), row.user))
    throw forbidden('You can only open your own staff profile.');
  return row;
}
