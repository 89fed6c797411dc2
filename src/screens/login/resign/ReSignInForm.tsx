/**
 * The re-sign-in dialog on the cover of a signed-in console whose session expired
 * (shell/session/SessionKeeper.tsx draws the opaque cover; the app hands it this dialog). The login page's
 * own parts do the work: the same form, the same sign-in (use-sign-in.ts) with its migration and MFA
 * steps and the same MFA dialogs, so errors read as they do there. The user name is the one the
 * account signed in with, and may be changed; who signed in is read from the session the flow stored.
 */
import { PortalContext, registerPortalRoot } from '@primer/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '../../../components/AlertArea';
import { BrandMark } from '../../../components/BrandMark';
import { LightSchemaForm } from '../../../components/forms/rjsf/LightSchemaForm';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useServices } from '../../../components/services/services-context';
import { signInNameOf } from '../../../engine/login/sign-in-name';
import { messageRef } from '../../../engine/validation/message-ref';
import type { AccountRef } from '../../../generated/types/tab-message';
import { checkUsername, follow, logOn } from '../login-flow';
import { loginForm, type LoginFormData } from '../login-form';
import { useSignIn } from '../use-sign-in';
import styles from './ReSignInForm.module.css';

const MfaDialogs = lazy(async () => ({ default: (await import('../mfa/MfaDialogs')).MfaDialogs }));

const FORM_ID = 'resign-form';
/**
 * The MFA dialogs portal into the cover rather than the page's body: the cover lies over everything
 * else the console draws, so a dialog anywhere else would be hidden under it.
 */
const PORTAL = 'session-cover';
const inCover = { portalContainerName: PORTAL };

export interface ReSignInFormProps {
  /** The account the covered tab shows (its id; the user name it signed in with is remembered here). */
  readonly account: AccountRef;
  /** Signed in again, as `account` (the id of the session now, the user name typed). */
  readonly onSignedIn: (account: AccountRef) => void;
}

export function ReSignInForm({ account, onSignedIn }: ReSignInFormProps) {
  const { t } = useTranslation();
  const services = useServices();
  const loadServices = useCallback(() => Promise.resolve(services), [services]);
  const [data, setData] = useState<Partial<LoginFormData>>(() => ({ username: account.name || (signInNameOf(account.id) ?? '') }));
  const signIn = useSignIn({
    loadServices,
    flow: () => Promise.resolve({ follow, logOn, checkUsername }),
    username: data.username,
    returnTo: () => null,
    // Back on the page the cover lies over: no navigation, the account is the session's now.
    arrive: (_path, username) => {
      const signedIn = services.session.info?.account.account_id;
      if (signedIn === undefined) return { kind: 'failed', message: messageRef('login.sessionFailed') };
      onSignedIn({ id: signedIn, name: username.trim() });
    },
  });
  const area = useRef<HTMLElement>(null);
  const portal = useCallback((element: HTMLDivElement | null) => {
    if (element !== null) registerPortalRoot(element, PORTAL);
  }, []);

  // The dialog opens on the password when the user name is known, else on the user name.
  useEffect(() => {
    const fields = area.current?.querySelectorAll<HTMLInputElement>('input');
    const first = fields === undefined ? undefined : [...fields].find((field) => field.value === '');
    first?.focus();
  }, []);

  const change = (values: Partial<LoginFormData>): void => {
    signIn.typed(values.username);
    setData(values);
  };

  return (
    <section ref={area} className={styles.card} role="dialog" aria-modal="true" aria-labelledby="session-cover-title">
      <div className={styles.brand}>
        <BrandMark size={32} />
        <span>{t('app.name')}</span>
      </div>
      <h1 id="session-cover-title" className={styles.title}>
        {t('session.coverTitle')}
      </h1>
      <p className={styles.intro}>{t('session.coverIntro')}</p>
      {signIn.failure || signIn.blocked ? (
        <div className={styles.alerts}>
          {signIn.failure ? <AlertArea testId="resign-failure">{t(signIn.failure.key, signIn.failure.values)}</AlertArea> : null}
          {signIn.blocked ? (
            <AlertArea variant="warning" testId="resign-upgrade-blocked">
              {t('login.upgradeBlocked')}
            </AlertArea>
          ) : null}
        </div>
      ) : null}
      <LightSchemaForm form={loginForm} id={FORM_ID} formData={data} onChange={change} onSubmit={(values) => void signIn.submit(values)}>
        <div className={styles.actions}>
          <SubmitButton busy={signIn.busy} disabled={signIn.blocked}>
            {t('login.submit')}
          </SubmitButton>
        </div>
      </LightSchemaForm>
      <div ref={portal} />
      {signIn.mfa ? (
        <PortalContext value={inCover}>
          <Suspense fallback={null}>
            <MfaDialogs {...signIn.mfa} />
          </Suspense>
        </PortalContext>
      ) : null}
    </section>
  );
}
