import { describe, expect, it } from 'vitest';
import { escapeXmlText, xmlElement } from './xml-body';

describe('xml bodies', () => {
  it('nests elements', () => {
    expect(xmlElement('notice', [['notice_id', 'n-1001']])).toBe('<notice><notice_id>n-1001</notice_id></notice>');
    expect(xmlElement('locale', 'ja')).toBe('<locale>ja</locale>');
  });

  it('escapes text so it cannot add elements', () => {
    expect(xmlElement('notice_id', '</notice_id><x>')).toBe('<notice_id>&lt;/notice_id&gt;&lt;x&gt;</notice_id>');
    expect(escapeXmlText(`a&b"c'd\u0001`)).toBe('a&amp;b&quot;c&apos;d');
  });
});
