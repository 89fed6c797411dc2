import { describe, expect, it } from 'vitest';
import { cobrandBannerUrl, cobrandSource } from './cobrand';

describe('co-brand banner', () => {
  it('uses the default banner, id 3 in light and 1 in dark', () => {
    expect(cobrandSource({ theme: 'light', accountCobrandId: null, cachedUuid: null })).toEqual({ kind: 'id', id: '3' });
    expect(cobrandSource({ theme: 'dark', accountCobrandId: null, cachedUuid: null })).toEqual({ kind: 'id', id: '1' });
    expect(cobrandSource({ theme: 'dark', accountCobrandId: '3', cachedUuid: null })).toEqual({ kind: 'id', id: '1' });
  });

  it("uses the account's co-brand in both themes", () => {
    expect(cobrandSource({ theme: 'light', accountCobrandId: '7', cachedUuid: null })).toEqual({ kind: 'id', id: '7' });
    expect(cobrandSource({ theme: 'dark', accountCobrandId: '7', cachedUuid: null })).toEqual({ kind: 'id', id: '7' });
  });

  it('prefers the cached uuid and ignores a non-numeric id', () => {
    expect(cobrandSource({ theme: 'light', accountCobrandId: '7', cachedUuid: 'ab-12' })).toEqual({ kind: 'uuid', uuid: 'ab-12' });
    expect(cobrandSource({ theme: 'light', accountCobrandId: '../x', cachedUuid: null })).toEqual({ kind: 'id', id: '3' });
  });

  it('builds the contract url with bannertype=1, escaping the uuid', () => {
    expect(cobrandBannerUrl({ kind: 'id', id: '3' })).toBe('/uiserver/api/v1/cobrand/banner?cobrand_id=3&bannertype=1');
    expect(cobrandBannerUrl({ kind: 'uuid', uuid: 'a&b=c' })).toBe('/uiserver/api/v1/cobrand/banner?cobrand_uuid=a%26b%3Dc&bannertype=1');
  });
});
