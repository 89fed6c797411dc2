/**
 * Stands in for markdown-to-jsx (vite.config.ts aliases `markdown-to-jsx/react` here). rjsf renders
 * markdown only where a ui schema enables it (enableMarkdownInDescription / enableMarkdownInHelp),
 * which no form of the console does, plus three fixed English notices of widgets we do not use
 * (file lists, unsupported fields, object-field config errors). As text they lose nothing, and the
 * parser would add ~30 KiB gzipped to the sign-in screen. src/app/schema-forms.test.tsx checks the premise.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
