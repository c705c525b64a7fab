import { describe, expect, it } from 'vitest';
import { providerDisplayName } from './display-name.ts';

describe('spec 1 §3 provider display name', () => {
  it('keeps a name of at most 35 characters', () => {
    expect(providerDisplayName('Leo', 'Martinez')).toBe('Leo Martinez');
    const exactly35 = `${'a'.repeat(17)} ${'b'.repeat(17)}`;
    expect(providerDisplayName('a'.repeat(17), 'b'.repeat(17))).toBe(exactly35);
  });

  it("cuts a longer name at 35 characters followed by '...'", () => {
    const name = providerDisplayName('Maximiliana-Alexandra', 'Featherstonehaugh-Smythe');
    expect(name).toBe('Maximiliana-Alexandra Featherstoneh...');
    expect(name).toHaveLength(38);
  });

  it('trims a missing last name', () => {
    expect(providerDisplayName('Cher', '')).toBe('Cher');
  });
});
