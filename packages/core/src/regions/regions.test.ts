import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountry, findSubdivision, matchingCodes, regionLabel, unknownRegionPart } from '.';

describe('regions', () => {
  it('lists every country once, by name, each subdivision code unique and upper case', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const country of COUNTRIES) {
      const codes = country.subdivisions.map((s) => s.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toBe(code.toUpperCase());
      expect(codes).not.toContain('UNDEFINED');
    }
  });

  it('finds countries and subdivisions by code or name in any case', () => {
    expect(findCountry('us')?.name).toBe('United States');
    expect(findSubdivision('US', 'ca')?.name).toBe('California');
    expect(findSubdivision('US', ' California ')?.code).toBe('CA');
    expect(findSubdivision('US', 'Bavaria')).toBeUndefined();
  });

  it('names places for people and tells which part of a pair is unknown', () => {
    expect(regionLabel('US', 'CA')).toBe('California, United States');
    expect(regionLabel('DE')).toBe('Germany');
    expect(regionLabel('ZZ', 'X')).toBe('X, ZZ');
    expect(unknownRegionPart('US', 'CA')).toBeNull();
    expect(unknownRegionPart('DE', null)).toBeNull();
    expect(unknownRegionPart('ZZ')).toBe('country');
    expect(unknownRegionPart('US', 'XX')).toBe('state');
  });

  it('matches a search text against country and subdivision names', () => {
    const { countries, states } = matchingCodes('cali');
    expect(countries).toEqual([]);
    expect(states).toContainEqual(['US', 'CA']);
    expect(matchingCodes('de').countries).toContain('DE');
    expect(matchingCodes('  ')).toEqual({ countries: [], states: [] });
  });
});
