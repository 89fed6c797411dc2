/**
 * The outside links of the console per language: one table, so every screen
 * links to the same places and a missing translation of a link is caught by one unit test.
 */
import type { Language } from '../i18n/language';

export interface LinkSet {
  help: string;
  documentation: string;
  securityInfo: string;
  support: string;
  sales: string;
  termsOfService: string;
  legal: string;
  contact: string;
  productSite: string;
  loginIntro: string;
}

export const LINKS: Record<Language, LinkSet> = {
  en: {
    help: 'https://docs.example.com/en/email-security/help',
    documentation: 'https://docs.example.com/en/email-security',
    securityInfo: 'https://security.example.com/en/threat-encyclopedia',
    support: 'https://support.example.com/en/email-security',
    sales: 'https://www.example.com/en/contact-sales',
    termsOfService: 'https://www.example.com/en/legal/terms-of-service',
    legal: 'https://www.example.com/en/legal',
    contact: 'https://www.example.com/en/contact',
    productSite: 'https://www.example.com/en/products/email-security',
    loginIntro: 'https://www.example.com/en/products/email-security/getting-started',
  },
  ja: {
    help: 'https://docs.example.com/ja/email-security/help',
    documentation: 'https://docs.example.com/ja/email-security',
    securityInfo: 'https://security.example.com/ja/threat-encyclopedia',
    support: 'https://support.example.com/ja/email-security',
    sales: 'https://www.example.com/ja/contact-sales',
    termsOfService: 'https://www.example.com/ja/legal/terms-of-service',
    legal: 'https://www.example.com/ja/legal',
    contact: 'https://www.example.com/ja/contact',
    productSite: 'https://www.example.com/ja/products/email-security',
    loginIntro: 'https://www.example.com/ja/products/email-security/getting-started',
  },
};

export function linksFor(language: string | undefined): LinkSet {
  return language === 'ja' ? LINKS.ja : LINKS.en;
}
