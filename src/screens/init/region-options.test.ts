import { describe, expect, it } from 'vitest';
import { regionOptions } from './region-options';

const region = (site: string, order: number | null = null) => ({ site, name: site, order });

describe('regionOptions', () => {
  it('puts the known regions in their fixed order, whatever order the server sends', () => {
    const sites = ['UAE', 'JP', 'US', 'IN', 'ANZ', 'SG', 'EMEA'].map((site, index) => region(site, 7 - index));
    expect(regionOptions(sites).map((option) => option.site)).toEqual(['US', 'EMEA', 'ANZ', 'JP', 'SG', 'IN', 'UAE']);
  });

  it('lists unknown sites last, by the server order then code, as unknown', () => {
    const options = regionOptions([region('XX', 8), region('JP', 4), region('AB', 9), region('ZZ', 8), region('US', 1)]);
    expect(options).toEqual([
      { site: 'US', known: 'US' },
      { site: 'JP', known: 'JP' },
      { site: 'XX', known: null },
      { site: 'ZZ', known: null },
      { site: 'AB', known: null },
    ]);
  });

  it('recognises a known region in another case but posts the server spelling, once', () => {
    expect(regionOptions([region('jp'), region('JP')])).toEqual([{ site: 'jp', known: 'JP' }]);
  });

  it('is empty for no sites', () => {
    expect(regionOptions([])).toEqual([]);
  });
});
