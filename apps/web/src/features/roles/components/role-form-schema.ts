import type { Role, RoleBodyInput } from '@paybook/contracts';
import { ROLE_DESCRIPTION_MAX, roleMessages, roleNameProblem } from '@paybook/domain';
import { z } from 'zod';

/** The add/edit role modal's values: permission ids as the checkboxes hold them (strings). */
export interface RoleFormValues {
  name: string;
  description: string;
  access_right_ids: string[];
}

export const ROLE_FORM_FIELDS = ['name', 'description', 'access_right_ids'] as const;

/**
 * spec 3 §3.3: the name is required and unique among `otherNames` (every other role's, built-in ones
 * included), the same rule the server refuses with (packages/domain roleNameProblem).
 */
export const roleFormSchema = (otherNames: readonly string[]) =>
  z.object({
    name: z.string().superRefine((name, ctx) => {
      const problem = roleNameProblem(name, otherNames);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    description: z.string().trim().max(ROLE_DESCRIPTION_MAX, roleMessages.descriptionTooLong),
    access_right_ids: z.array(z.string()),
  });

/** A saved role's values; `name` replaces its name (a duplicate's 'Name (n)', spec 3 §9). */
export function roleFormValues(role?: Role, name?: string): RoleFormValues {
  return {
    name: name ?? role?.name ?? '',
    description: role?.description ?? '',
    access_right_ids: (role?.access_rights ?? []).map((right) => String(right.id)),
  };
}

export const roleBodyOf = (values: RoleFormValues): RoleBodyInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  access_right_ids: values.access_right_ids.map(Number),
});
