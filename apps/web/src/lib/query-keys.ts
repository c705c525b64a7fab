/**
 * Query-key factories: loaders and hooks share these, so a change in one place invalidates both.
 * One entry per feature (STYLE.md habit 5).
 */
export const authKeys = {
  loginContext: () => ['auth', 'login-context'] as const,
};

export const mfaKeys = {
  all: () => ['mfa'] as const,
  status: () => ['mfa', 'status'] as const,
};

export const supportKeys = {
  all: () => ['support'] as const,
  context: () => ['support', 'context'] as const,
  merchants: (query: string) => ['support', 'merchants', { query }] as const,
  merchantUsers: (merchantId: number) => ['support', 'merchants', merchantId, 'users'] as const,
};
