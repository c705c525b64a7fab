/**
 * Query keys of the roles screen (STYLE.md habit 5). `list()` is the key the staff form's role picker
 * reads too (features/staff/api/staff-keys.ts `roles()`), so a role write refreshes the picker.
 */
export const roleKeys = {
  list: () => ['staff', 'roles'] as const,
  detail: (roleId: number) => ['staff', 'roles', 'detail', roleId] as const,
  accessRights: () => ['roles', 'access-rights'] as const,
};
