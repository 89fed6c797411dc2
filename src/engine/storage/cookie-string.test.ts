import { describe, expect, it } from 'vitest';
import { readCookie } from './cookie-string';

describe('readCookie', () => {
  it.each([
    // name, cookie string, value
    ['XSRF-TOKEN', 'XSRF-TOKEN=abc', 'abc'],
    ['b', 'a=1; b=2; c=3', '2'],
    ['XSRF-TOKEN', 'MY-XSRF-TOKEN=no; XSRF-TOKEN=yes; XSRF-TOKEN2=no', 'yes'],
    ['a', 'A=upper; a=lower', 'lower'],
    ['missing', 'a=1', null],
    ['a', '', null],
    ['a', 'a', null],
    ['a', 'a; a=2', '2'],
    ['a', 'a=', ''],
    ['a', 'a=1; a=2', '1'],
    ['a', 'a=x=y', 'x=y'],
    ['a', ' a = padded ;b=1', 'padded'],
    ['b', 'a=1;b=2', '2'],
    ['b', 'a=1;\tb=2', '2'],
    // DQUOTE-wrapped values: the quotes are syntax.
    ['a', 'a="quoted"', 'quoted'],
    ['a', 'a=""', ''],
    ['a', 'a="', '"'],
    ['a', 'a="half', '"half'],
    ['a', 'a="two%20words"', 'two words'],
    // Percent escapes: decoded; malformed ones kept as written.
    ['XSRF-TOKEN', 'XSRF-TOKEN=a%2Bb%3D', 'a+b='],
    ['b', 'a=1; b=two%20words; c=3', 'two words'],
    ['a', 'a=%E6%97%A5%E6%9C%AC', '日本'],
    ['a', 'a=%22inner%22', '"inner"'],
    ['a', 'a=%E0%A4%A', '%E0%A4%A'],
    ['a', 'a=100%', '100%'],
    ['a', 'a=a+b', 'a+b'],
  ])('%s in %j: %j', (name, cookies, value) => {
    expect(readCookie(name, cookies)).toBe(value);
  });
});
