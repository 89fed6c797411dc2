import { FormControl, Radio, RadioGroup } from '@primer/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../components/AlertArea';
import { describeApiError } from '../../components/describe-api-error';
import { useServices } from '../../components/services/services-context';
import { resetServerLocale } from '../../engine/api/locale';
import { LANGUAGES, storeLanguage, toLanguage, DEFAULT_LANGUAGE, type Language } from '../../engine/i18n/language';
import { ShellDialog } from '../parts/ShellDialog';

/**
 * The language setting: Save stores the choice, resets the server's locale (legacy
 * pages render in it), then switches the console to it, which reloads the legacy pages in it; the
 * browser's other console tabs follow (engine/tabs/follow-settings.ts).
 */
export function LanguageDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { api, tabs } = useServices();
  const [choice, setChoice] = useState<Language>(toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (): Promise<void> => {
    setSaving(true);
    setFailure(null);
    storeLanguage(choice);
    const result = await resetServerLocale(choice, api);
    if (result.ok) {
      // The other tabs store it and switch to it, without saving it again. This tab switches the same
      // way, in place rather than by reloading the page: the console comes back in the new language,
      // and so does every legacy page, but one holding unsaved input keeps it (docs/frame-workspace.md).
      tabs.post({ type: 'language', language: choice });
      onClose();
      void i18n.changeLanguage(choice);
      return;
    }
    setSaving(false);
    setFailure(t('language.saveFailed', { reason: describeApiError(t, result.error) }));
  };

  return (
    <ShellDialog
      title={t('language.title')}
      width="small"
      onClose={onClose}
      testId="language-dialog"
      footerButtons={[
        { content: t('language.cancel'), onClick: onClose, disabled: saving },
        {
          content: saving ? t('language.saving') : t('language.save'),
          buttonType: 'primary',
          onClick: () => void save(),
          disabled: saving,
        },
      ]}
    >
      <RadioGroup name="console-language" onChange={(value) => setChoice(toLanguage(value) ?? DEFAULT_LANGUAGE)}>
        <RadioGroup.Label>{t('language.legend')}</RadioGroup.Label>
        {LANGUAGES.map((language) => (
          <FormControl key={language}>
            <Radio value={language} checked={choice === language} onChange={() => setChoice(language)} />
            <FormControl.Label>{t(`language.${language}`)}</FormControl.Label>
          </FormControl>
        ))}
      </RadioGroup>
      {failure ? (
        <AlertArea variant="danger" testId="language-error">
          {failure}
        </AlertArea>
      ) : null}
    </ShellDialog>
  );
}
