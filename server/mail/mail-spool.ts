// Mail the server "sends" (emergency sign-in codes, password-reset verification codes). The reference
// server has no mail relay: each message is appended to a spool file in mbox format (mboxrd) in the
// data folder, `outbox.mbox`, the way a local mail system keeps a mailbox, so tests and demos read the
// codes from the mailbox as a user reads their mail, without any route of the server's own. Readable
// by the server's user alone (0600), like the rest of the data folder.
import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';

/** The spool's name in the data folder. */
export const MAIL_SPOOL_FILE = 'outbox.mbox';
export const MAIL_FROM = 'Email Security <no-reply@uiserver.invalid>';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** A header value on one line: a CR or LF in it would start a header (or the body) of its own. */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

/** The mbox "From " line's date: asctime form, in UTC. */
function asctime(at: Date): string {
  // toUTCString: "Thu, 02 Apr 2026 09:00:00 GMT" → "Thu Apr  2 09:00:00 2026"
  const [weekday, day, month, year, time] = at.toUTCString().replace(',', '').split(' ');
  return `${weekday} ${month} ${String(Number(day)).padStart(2, ' ')} ${time} ${year}`;
}

/**
 * One message as it stands in the spool: the separator line, the headers, a blank line, the body with
 * every line that reads as a separator quoted (`>From `, mboxrd), and a blank line after it.
 */
export function mboxMessage(mail: OutgoingMail, at: Date, id: string = randomUUID()): string {
  const body = mail.body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (/^>*From /.test(line) ? `>${line}` : line))
    .join('\n');
  return [
    `From no-reply@uiserver.invalid ${asctime(at)}`,
    `From: ${MAIL_FROM}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${at.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@uiserver.invalid>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '',
    '',
  ].join('\n');
}

/** Appends to one spool file, one message at a time and in the order sent. */
export class MailSpool {
  private last: Promise<void> = Promise.resolve();
  constructor(readonly path: string) {}

  deliver(mail: OutgoingMail, at: Date): Promise<void> {
    const text = mboxMessage(mail, at);
    const written = this.last.then(() => appendFile(this.path, text, { encoding: 'utf8', mode: 0o600 }));
    // A failed write fails this delivery only: the next one is still attempted.
    this.last = written.catch(() => undefined);
    return written;
  }
}
