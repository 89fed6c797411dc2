import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab names the page on screen, in the user's language: "{page} - {product}". Null
 * leaves the title to whoever set it. The title from before comes back when the page goes, not
 * between two titles of the page: each write of the title costs the browser work.
 */
export function useDocumentTitle(page: string | null): void {
  const { t } = useTranslation();
  const title = page === null ? null : `${page} - ${t('app.name')}`;
  const before = useRef<string | null>(null);
  const named = title !== null;
  useEffect(() => {
    if (title === null) return;
    before.current ??= document.title;
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      if (before.current !== null) document.title = before.current;
      before.current = null;
    },
    [named],
  );
}
