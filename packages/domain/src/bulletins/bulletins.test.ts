import { bulletinNames } from '@paybook/contracts';
import { describe, expect, it } from 'vitest';
import { meets } from '../access/requirement.ts';
import { findRoute } from '../shell/routes.ts';
import { makeSubject } from '../testing/subjects.ts';
import {
  BULLETIN_LEVEL_COLORS,
  BULLETINS,
  BULLETINS_REQUIREMENT,
  bulletinChanges,
  bulletinRoutePath,
  bulletinsCompletedByViewing,
  conditionHolds,
  factsNeeded,
  findBulletin,
  isBulletinArea,
  openBulletins,
} from './bulletins.ts';

describe('bulletin table (spec 1 §4.4, §3 Bulletin)', () => {
  it('spec 1 §4.4: defines exactly the seven bulletins', () => {
    expect(BULLETINS.map((b) => b.name).sort()).toEqual([...bulletinNames].sort());
    expect(BULLETINS).toHaveLength(7);
  });

  it('spec 1 §3 route_state: every route names a route of the domain route table', () => {
    for (const bulletin of BULLETINS) {
      if (bulletin.routeState !== null) expect(findRoute(bulletin.routeState), bulletin.name).toBeDefined();
      else expect(bulletin.action).toBe('resend_verification_email');
    }
  });

  it('spec 1 §4.4: the routes of the brief', () => {
    expect(findBulletin('design_booking_page')?.routeState).toBe('appointments.settings.booking');
    expect(findBulletin('spread_the_word')?.routeState).toBe('appointments.settings.booking-tools');
    expect(findBulletin('add_service')?.routeState).toBe('appointments.settings.services.edit');
    expect(findBulletin('add_first_staff')?.routeState).toBe('settings.staff.edit');
  });

  it('spec 1 §3 route_params: the link carries the route params as a query', () => {
    expect(bulletinRoutePath(findBulletin('create_test_appointment')!)).toBe(
      '/appointments?showAddModal=true',
    );
    expect(bulletinRoutePath(findBulletin('add_service')!)).toBe('/appointments/settings/services/edit');
    expect(bulletinRoutePath(findBulletin('email_validation')!)).toBeNull();
  });

  it('spec 1 §4.4: levels map to the display styles info, success, warning, error', () => {
    expect(BULLETIN_LEVEL_COLORS).toEqual({
      info: 'blue',
      success: 'green',
      warning: 'yellow',
      error: 'red',
    });
  });

  it('findBulletin answers undefined for an unknown name', () => {
    expect(findBulletin('nope')).toBeUndefined();
  });
});

describe('bulletinChanges: completion and reversion by calls (spec 1 §4.4)', () => {
  it('spec 1 §4.4: a POST to hub/user completes add_first_staff and add_additional_staff by staff count', () => {
    const changes = bulletinChanges('POST', '/api/hub/user', 200);
    expect(changes).toEqual([
      { name: 'add_first_staff', change: 'complete', when: { fact: 'staffCount', atLeast: 2 } },
      { name: 'add_additional_staff', change: 'complete', when: { fact: 'staffCount', atLeast: 3 } },
    ]);
    expect(factsNeeded(changes)).toEqual(['staffCount']);
  });

  it('spec 1 §4.4: a POST to offering completes add_service while an active service exists', () => {
    expect(bulletinChanges('POST', '/api/offering', 201)).toEqual([
      { name: 'add_service', change: 'complete', when: { fact: 'activeServiceCount', atLeast: 1 } },
    ]);
  });

  it('spec 1 §4.4: a PUT to verify_email/* completes email_validation', () => {
    expect(bulletinChanges('PUT', '/api/verify_email/abc123', 200)).toEqual([
      { name: 'email_validation', change: 'complete' },
    ]);
  });

  it('spec 1 §4.4: booking page save and test appointment', () => {
    expect(bulletinChanges('put', '/api/merchant_config/booking_page', 200)).toEqual([
      { name: 'design_booking_page', change: 'complete' },
    ]);
    expect(bulletinChanges('POST', '/api/service_provider/7/appointment', 200)).toEqual([
      { name: 'create_test_appointment', change: 'complete' },
    ]);
  });

  it('spec 1 §4.4: setup (its first service) completes add_service', () => {
    expect(bulletinChanges('POST', '/api/merchant/setup', 200).map((c) => c.name)).toEqual(['add_service']);
  });

  it('decided: deleting or deactivating the last active service reverts add_service', () => {
    const when = { fact: 'activeServiceCount', atMost: 0 };
    expect(bulletinChanges('DELETE', '/api/offering/12', 200)).toEqual([
      { name: 'add_service', change: 'revert', when },
    ]);
    expect(bulletinChanges('PUT', '/api/offering/12/deactivate', 200)).toEqual([
      { name: 'add_service', change: 'revert', when },
    ]);
  });

  it('decided: an offering save may complete or revert, decided by the active service count', () => {
    const changes = bulletinChanges('PUT', '/api/offering/12?x=1', 200);
    expect(changes.map((c) => c.change).sort()).toEqual(['complete', 'revert']);
    const after = { activeServiceCount: 0 };
    expect(changes.filter((c) => conditionHolds(c.when, after)).map((c) => c.change)).toEqual(['revert']);
  });

  it('decided: deleting users back to the owner reverts the staff bulletins', () => {
    const changes = bulletinChanges('DELETE', '/api/hub/user/5', 200);
    expect(changes.filter((c) => conditionHolds(c.when, { staffCount: 2 })).map((c) => c.name)).toEqual([
      'add_additional_staff',
    ]);
    expect(changes.filter((c) => conditionHolds(c.when, { staffCount: 1 }))).toHaveLength(2);
  });

  it('spec 1 §4.4: only successful non-GET calls count', () => {
    expect(bulletinChanges('GET', '/api/offering', 200)).toEqual([]);
    expect(bulletinChanges('POST', '/api/offering', 400)).toEqual([]);
    expect(bulletinChanges('POST', '/api/offering', 500)).toEqual([]);
    expect(bulletinChanges('PUT', '/api/verify_email/abc', 404)).toEqual([]);
  });

  it('other paths and longer paths do not match', () => {
    expect(bulletinChanges('POST', '/api/offering/5/image', 200)).toEqual([]);
    expect(bulletinChanges('DELETE', '/api/offering/5/image', 200)).toEqual([]);
    expect(bulletinChanges('POST', '/api/hub/user/5', 200)).toEqual([]);
    expect(bulletinChanges('PUT', '/api/verify_email', 200)).toEqual([]);
    expect(bulletinChanges('POST', '/api/apioffering', 200)).toEqual([]);
  });

  it('a path without the /api prefix matches the same', () => {
    expect(bulletinChanges('POST', 'offering', 200).map((c) => c.name)).toEqual(['add_service']);
  });
});

describe('conditionHolds', () => {
  it('checks inclusive bounds and fails without the fact', () => {
    expect(conditionHolds(undefined, {})).toBe(true);
    expect(conditionHolds({ fact: 'staffCount', atLeast: 2 }, { staffCount: 2 })).toBe(true);
    expect(conditionHolds({ fact: 'staffCount', atLeast: 2 }, { staffCount: 1 })).toBe(false);
    expect(conditionHolds({ fact: 'staffCount', atMost: 1 }, { staffCount: 2 })).toBe(false);
    expect(conditionHolds({ fact: 'staffCount', atLeast: 2 }, {})).toBe(false);
  });
});

describe('openBulletins (spec 1 §4.4 shown until done)', () => {
  it('a new merchant sees every bulletin but add_additional_staff, in table order', () => {
    expect(openBulletins(new Set(), { emailUnverified: true }).map((b) => b.name)).toEqual([
      'email_validation',
      'add_service',
      'add_first_staff',
      'design_booking_page',
      'spread_the_word',
      'create_test_appointment',
    ]);
  });

  it('decided: add_additional_staff shows once add_first_staff is complete', () => {
    const names = openBulletins(new Set(['add_first_staff']), { emailUnverified: true }).map((b) => b.name);
    expect(names).toContain('add_additional_staff');
    expect(names).not.toContain('add_first_staff');
  });

  it('spec 3 §2.5: email_validation is gone once the e-mail is verified', () => {
    expect(openBulletins(new Set(), { emailUnverified: false }).map((b) => b.name)).not.toContain(
      'email_validation',
    );
  });
});

describe('completion by viewing the route (spec 1 §4.4)', () => {
  it('viewing the booking page completes design_booking_page; viewing booking tools spread_the_word', () => {
    expect(bulletinsCompletedByViewing('appointments.settings.booking', BULLETINS)).toEqual([
      'design_booking_page',
    ]);
    expect(bulletinsCompletedByViewing('appointments.settings.booking-tools', BULLETINS)).toEqual([
      'spread_the_word',
    ]);
  });

  it('decided: viewing the service or staff editor does not complete: adding does', () => {
    expect(bulletinsCompletedByViewing('appointments.settings.services.edit', BULLETINS)).toEqual([]);
    expect(bulletinsCompletedByViewing('settings.staff.edit', BULLETINS)).toEqual([]);
  });
});

describe('where bulletins show (spec 1 §4.4 appointments area)', () => {
  it('the appointments routes except setup', () => {
    expect(isBulletinArea('appointments')).toBe(true);
    expect(isBulletinArea('appointments.settings.booking')).toBe(true);
    expect(isBulletinArea('appointments.setup')).toBe(false);
    expect(isBulletinArea('settings.staff')).toBe(false);
    expect(isBulletinArea('appointmentsx')).toBe(false);
  });

  it('merchants with appointments have bulletins; starter does not', () => {
    expect(meets(makeSubject({ product: 'appointments' }), BULLETINS_REQUIREMENT)).toBe(true);
    expect(meets(makeSubject({ product: 'starter' }), BULLETINS_REQUIREMENT)).toBe(false);
  });
});
