import { describe, expect, it } from 'vitest';
import { explainRefusal } from '../access/index.ts';
import { findRoute } from '../shell/routes.ts';
import { makeSubject, type SubjectOptions } from '../testing/subjects.ts';
import {
  canChangeSavedReports,
  canDeleteReport,
  canOverwriteReport,
  canReadSavedReports,
  REPORT_TYPES,
  type ReportType,
  SAVED_REPORT_AREAS,
  savedReportsPathRequirement,
} from './saved-reports.ts';

const ALL = REPORT_TYPES;
/** spec 3 §2.2: the reports a user without view_reports still opens (spec 1 §2.4 sub-links). */
const OPEN_REPORTS: ReportType[] = ['transactions', 'xenon_transactions', 'orders', 'subscriptions'];
const REPORTS = ALL.filter((type) => type !== 'customers');

// [who, subject, types whose saved reports they read, types whose saved reports they change]
const TABLE: [string, SubjectOptions, readonly ReportType[], readonly ReportType[]][] = [
  ['full product, every right', {}, ALL, ALL],
  ['full product, no right', { rights: [] }, [...OPEN_REPORTS, 'customers'], []],
  ['full product, view_reports only', { rights: ['view_reports'] }, ALL, REPORTS],
  [
    'full product, manage_customers only',
    { rights: ['manage_customers'] },
    [...OPEN_REPORTS, 'customers'],
    ['customers'],
  ],
  [
    'appointments product, every right (no report features)',
    { product: 'appointments' },
    ['customers'],
    ['customers'],
  ],
  [
    'appointments product, a provider without rights (maya@juniper.test)',
    { product: 'appointments', rights: ['neon_service_provider'] },
    ['customers'],
    [],
  ],
];

describe('who reads and changes saved reports (spec 3 §2.2, §6; spec 2 §2.1)', () => {
  it('every report type belongs to a screen of the route table', () => {
    for (const type of ALL) expect(findRoute(SAVED_REPORT_AREAS[type].routeId), type).toBeDefined();
  });

  it.each(TABLE)('%s', (_, options, readable, changeable) => {
    const subject = makeSubject(options);
    for (const type of ALL) {
      expect(canReadSavedReports(subject, type), `read ${type}`).toBe(readable.includes(type));
      expect(canChangeSavedReports(subject, type), `change ${type}`).toBe(changeable.includes(type));
      const saved = { is_built_in: false };
      expect(canOverwriteReport(subject, type, saved), `overwrite ${type}`).toBe(changeable.includes(type));
      expect(canDeleteReport(subject, type, saved), `delete ${type}`).toBe(changeable.includes(type));
    }
  });

  it('a refusal names the missing right (the auth check explains the path requirement)', () => {
    const provider = makeSubject({ rights: ['neon_service_provider'] });
    const savedReportsRefusal = (subject: typeof provider, type: string, access: 'read' | 'change') =>
      explainRefusal(subject, savedReportsPathRequirement(access)({ reportType: type }));
    expect(savedReportsRefusal(provider, 'customers', 'change')).toBe(
      'You need the "Manage customers" permission to do this.',
    );
    expect(savedReportsRefusal(provider, 'orders', 'change')).toBe(
      'You need the "View reports" permission to do this.',
    );
    expect(savedReportsRefusal(provider, 'items', 'read')).toBe(
      'You need the "View reports" permission to do this.',
    );
  });
});
