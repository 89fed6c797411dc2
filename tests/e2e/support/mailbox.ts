/**
 * What the end-to-end tests read instead of the reference server's dev helpers, so that they run
 * the same against a strict-contract server: the mail the server sent, from its mailbox (the mbox
 * spool `outbox.mbox` in the data folder of the project's server, server/mail/mail-spool.ts), read as a
 * user reads their mail; and the authenticator code, computed from the demo account's TOTP secret as
 * the user's phone does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_TOTP_SECRET } from '../../../server/data/demo-data';
import { MAIL_SPOOL_FILE } from '../../../server/mail/mail-spool';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** The mailbox of the server the running test's project uses (playwright.config.ts: metadata.dataDir). */
function mailboxFile(): string {
  const dataDir: unknown = test.info().project.metadata.dataDir;
  if (typeof dataDir !== 'string') throw new Error(`project ${test.info().project.name} names no dataDir in its metadata`);
  return path.join(dataDir, MAIL_SPOOL_FILE);
}

/** The messages of an mbox (mboxrd) text, oldest first. */
export function parseMbox(text: string): Mail[] {
  const messages = text.split(/^From [^\n]*\n/m).filter((part) => part.trim() !== '');
  return messages.map((message) => {
    const split = message.indexOf('\n\n');
    const head = split < 0 ? message : message.slice(0, split);
    const body = split < 0 ? '' : message.slice(split + 2);
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
    return {
      to: header('To'),
      subject: header('Subject'),
      body: body.replace(/\n+$/, '').replace(/^>(>*From )/gm, '$1'),
    };
  });
}

/** The mail sent to `email` so far, oldest first (none while nothing was sent). */
export function mailTo(email: string): Mail[] {
  let text = '';
  try {
    text = readFileSync(mailboxFile(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return parseMbox(text).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** How many mails `email` has had: a code sent later is the mail after that many. */
export function mailCount(email: string): number {
  return mailTo(email).length;
}

/** The code a mail asks the user to type: the digits after "code is" (and after a verification code's prefix). */
export function codeIn(mail: Mail): string {
  const code = /code is (?:[A-Z]+-)?(\d+)/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no code in the mail "${mail.subject}": ${mail.body}`);
  return code;
}

/** The code of the newest mail to `email` beyond the first `after`, once it has arrived. */
export async function mailedCode(email: string, after: number): Promise<string> {
  await expect.poll(() => mailCount(email), { message: `a mail to ${email}` }).toBeGreaterThan(after);
  const newest = mailTo(email).at(-1);
  if (!newest) throw new Error(`no mail to ${email}`);
  return codeIn(newest);
}

/** The demo MFA account's authenticator code now. */
export async function currentTotp(): Promise<string> {
  return generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) });
}
