import { describe, expect, it } from 'vitest';
import { createPageIndex } from './page-index';

const texts = [
  'Virus Scan Inbound Protection ウイルス検索 受信保護',
  'Manual License Check Administration Other Settings 手動ライセンス確認 管理 その他の設定',
  'Spam Filter Inbound Protection 迷惑メールフィルタ 受信保護',
  'Audit Log Logs 監査ログ ログ',
  'Virus Scan Outbound Protection ウイルス検索 送信保護',
];
const index = createPageIndex(texts);
const found = (query: string): string[] => index.search(query).map((i) => texts[i]?.split(' ').slice(0, 4).join(' ') ?? '');

describe('createPageIndex', () => {
  it('lists every item in order for a blank query', () => {
    expect(index.search('  ')).toEqual([0, 1, 2, 3, 4]);
  });

  it('finds a page by its English words in any order', () => {
    expect(index.search('check license manual')).toEqual([1]);
    expect(index.search('outbound virus')).toEqual([4]);
  });

  it('tolerates a typo in each word', () => {
    expect(index.search('licnse chek')).toEqual([1]);
    expect(index.search('vrius')).toEqual(expect.arrayContaining([0, 4]));
    expect(index.search('audti')).toEqual([3]);
  });

  it('finds a page by its Japanese name, whatever the words around it', () => {
    expect(index.search('監査')).toEqual([3]);
    expect(index.search('迷惑メール')).toEqual([2]);
    expect(index.search('ウイルス 送信')).toEqual([4]);
  });

  it('finds nothing for a query no page resembles', () => {
    expect(index.search('zzqx')).toEqual([]);
    expect(found('virus')).toHaveLength(2);
  });

  it('ranks the best match first, and leaves a match set too broad to rank in table order', () => {
    const loose = (count: number): string[] => [...Array.from({ length: count }, (_, i) => `Log Viewer ${i} Audit Trail`), 'Audit'];
    const few = createPageIndex(loose(20));
    expect(few.search('audit')[0]).toBe(20);
    const many = createPageIndex(loose(300));
    expect(many.search('audit')).toEqual(Array.from({ length: 301 }, (_, i) => i));
  });

  it('takes the words alone, not the matcher syntax', () => {
    expect(index.search('-virus')).toEqual(expect.arrayContaining([0, 4]));
    expect(index.search('"audit"')).toEqual([3]);
    expect(index.search('…')).toEqual([]);
  });
});
