// @vitest-environment node
// The mail spool's messages: mbox (mboxrd) as mail readers and the end-to-end tests read it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MailSpool, mboxMessage } from './mail-spool';

const AT = new Date(Date.UTC(2026, 3, 2, 9, 5, 7));

describe('mboxMessage', () => {
  it('writes the separator line, the headers, a blank line and the body', () => {
    const text = mboxMessage({ to: 'a@example.com', subject: 'Your code', body: 'Your code is 123456.' }, AT, 'id-1');
    expect(text).toBe(
      [
        'From no-reply@uiserver.invalid Thu Apr  2 09:05:07 2026',
        'From: Email Security <no-reply@uiserver.invalid>',
        'To: a@example.com',
        'Subject: Your code',
        'Date: Thu, 02 Apr 2026 09:05:07 +0000',
        'Message-ID: <id-1@uiserver.invalid>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Your code is 123456.',
        '',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['a line that reads as a separator', 'Hello\nFrom here on\nbye', 'Hello\n>From here on\nbye'],
    ['an already quoted one', '>From me', '>>From me'],
    ['CRLF line ends', 'a\r\nFrom b\r\n', 'a\n>From b\n'],
    ['"From" inside a line', 'Sent From home', 'Sent From home'],
  ])('quotes %s in the body', (_name, body, written) => {
    expect(mboxMessage({ to: 'a@example.com', subject: 's', body }, AT).split('\n\n')[1]).toBe(`${written}`.replace(/\n$/, ''));
  });

  it('keeps a header on its line: a line break in a value cannot add a header', () => {
    const text = mboxMessage({ to: 'a@example.com\r\nBcc: b@example.com', subject: 'x\nFrom y', body: 'z' }, AT);
    const headers = text.split('\n\n')[0]?.split('\n') ?? [];
    expect(headers).toContain('To: a@example.com Bcc: b@example.com');
    expect(headers).toContain('Subject: x From y');
    expect(headers.filter((line) => /^(Bcc|From) /.test(line))).toEqual(['From no-reply@uiserver.invalid Thu Apr  2 09:05:07 2026']);
  });
});

describe('MailSpool', () => {
  it('appends in the order sent, creating the file private', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uiserver-spool-'));
    try {
      const spool = new MailSpool(join(dir, 'outbox.mbox'));
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => spool.deliver({ to: 'a@example.com', subject: `n${i}`, body: `body ${i}` }, AT)),
      );
      const subjects = [...readFileSync(spool.path, 'utf8').matchAll(/^Subject: (.*)$/gm)].map((m) => m[1]);
      expect(subjects).toEqual(Array.from({ length: 20 }, (_, i) => `n${i}`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a failed delivery fails alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uiserver-spool-'));
    try {
      const broken = new MailSpool(join(dir, 'missing-folder', 'outbox.mbox'));
      await expect(broken.deliver({ to: 'a@example.com', subject: 's', body: 'b' }, AT)).rejects.toThrow();
      await expect(broken.deliver({ to: 'a@example.com', subject: 's', body: 'b' }, AT)).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
