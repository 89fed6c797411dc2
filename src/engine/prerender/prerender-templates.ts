/**
 * The login page's prerendered templates in login.html: one per language and reason the console may
 * have kept for the page (none for the plain page). The build writes them
 * (scripts/build/vite-plugin-prerender.ts) and the first-paint script picks one (app/first-paint.ts),
 * both through these names.
 */
import type { Language } from '../i18n/language';
import type { LoginReason } from '../leaving/login-reason';

const LANGUAGE_ATTRIBUTE = 'data-prerender-lang';
const REASON_ATTRIBUTE = 'data-prerender-reason';

/** The template of the page in `language` saying `reason` (null: none, an empty reason), around its markup. */
export function prerenderTemplate(language: Language, reason: LoginReason | null, markup: string): string {
  return `<template ${LANGUAGE_ATTRIBUTE}="${language}" ${REASON_ATTRIBUTE}="${reason ?? ''}">${markup}</template>`;
}

/** The selector of that template. */
export function prerenderTemplateSelector(language: Language, reason: LoginReason | null): string {
  return `template[${LANGUAGE_ATTRIBUTE}="${language}"][${REASON_ATTRIBUTE}="${reason ?? ''}"]`;
}
