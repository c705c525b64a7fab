import { describe, expect, it } from 'vitest';
import { availableNotificationGroups, defaultNotifications } from './notifications.ts';
import { isSecurityQuestionId, normaliseSecurityAnswer, SECURITY_QUESTIONS } from './security-questions.ts';

describe('spec 3 §7 security questions', () => {
  it('is a fixed list with unique ids', () => {
    expect(new Set(SECURITY_QUESTIONS.map((q) => q.id)).size).toBe(SECURITY_QUESTIONS.length);
    expect(isSecurityQuestionId(1)).toBe(true);
    expect(isSecurityQuestionId(99)).toBe(false);
  });

  it('compares answers ignoring case and spacing', () => {
    expect(normaliseSecurityAnswer('  Rex   the  Dog ')).toBe('rex the dog');
  });
});

describe('spec 3 §9 notification defaults', () => {
  it('turns order, payments, subscriptionAccount and orderPayment on', () => {
    const on = Object.entries(defaultNotifications())
      .filter(([, value]) => value)
      .map(([group]) => group);
    expect(on).toEqual(['order', 'payments', 'subscriptionAccount', 'orderPayment']);
  });

  it('spec 3 §6: integration notifications only with Manage Configuration', () => {
    expect(availableNotificationGroups(false)).not.toContain('integrations');
    expect(availableNotificationGroups(true)).toContain('integrations');
  });
});
