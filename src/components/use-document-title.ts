import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab names the page on screen, in the user's language: "{page} - {product}". Null
 * leaves the title to whoever set it. The title from before comes back when the page goes.
 */
export function useDocumentTitle(page: string | null): void {
  const { t } = useTranslation();
  const title = page === null ? null : `${page} - ${t('app.name')}`;
  useEffect(() => {
    if (title === null) return undefined;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
