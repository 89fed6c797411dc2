import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { LinkButton } from '../../components/forms/LinkButton';
import { LightSchemaForm } from '../../components/forms/rjsf/LightSchemaForm';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useDocumentTitle } from '../../components/use-document-title';
import { takeLoginReason, type LoginReason } from '../../engine/leaving/login-reason';
import { readReturnTarget } from '../../engine/login/return-target';
import { linksFor } from '../../engine/menu/help-links';
import type { LoadServices } from '../../engine/services/console-services';
import { loginForm, type LoginFormData } from './login-form';
import { resetFromQuery, upgradeBlockedByQuery, type ResetPrefill } from './login-query';
import { LoginAlerts } from './LoginAlerts';
import { LoginDialogs } from './LoginDialogs';
import { LOGIN_FORM_ID, usePrerenderHandOff } from './use-prerender-hand-off';
import { useSignIn } from './use-sign-in';
import styles from './LoginPage.module.css';

/**
 * The re-sign-in dialog of an expired session's cover, loaded through this page's chunk: it is built
 * from this page's parts (the form, the alerts, the sign-in, the MFA dialogs), which stay in this chunk
 * rather than split into shared ones the first screen would load one by one.
 */
export const loadReSignInForm = () => import('./resign/ReSignInForm');

const loadFlow = () => import('./login-flow');

/**
 * Log On's state as its button shows it. The button reads it here rather than from the form's
 * props: the schema form compares its props deeply and renders again when they differ, so the form
 * handed the same fields and the same actions stays as it is when Log On starts, and only the button
 * renders (busy, disabled).
 */
const LogOnState = createContext<{ readonly busy: boolean; readonly blocked: boolean }>({ busy: false, blocked: false });

/** Log On, busy or blocked as the sign-in is. */
function LogOnButton({ children }: { readonly children: ReactNode }) {
  const { busy, blocked } = useContext(LogOnState);
  return (
    <SubmitButton busy={busy} disabled={blocked}>
      {children}
    </SubmitButton>
  );
}

/**
 * The login page: the form, its sign-in (use-sign-in.ts) and its dialogs. The app hands it the loader
 * of the console's services rather than the services: the form paints without the route table or the
 * API client.
 */
export interface LoginPageProps {
  readonly loadServices: LoadServices;
  /** The app's part once the user starts on the form: it marks the sign-in's start and fetches the signed-in screens' code (router.tsx). None for the prerender. */
  readonly onSignInStarted?: () => void;
  /**
   * Takes the reason the console kept for the page, once, as the page mounts: the tab's storage
   * (takeLoginReason), or for the prerender the reason it renders the page for.
   */
  readonly takeReason?: () => LoginReason | null;
}

export function LoginPage({ loadServices, onSignInStarted, takeReason = takeLoginReason }: LoginPageProps) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const links = linksFor(i18n.resolvedLanguage);
  // The page asked for before sign-in; the query stays on this page through failed attempts and dialogs.
  // Read when signing in, not while rendering: the page is also rendered where there is no window (the prerender).
  const returnTarget = (): string | null => readReturnTarget(`?${query.toString()}`, window.location.origin);
  // Why the console sent the user here, if it did: taken once, when the page mounts (React keeps the
  // first result where Strict Mode calls the initialiser twice).
  const [reason] = useState(takeReason);
  const [reset, setReset] = useState<ResetPrefill | null>(() => resetFromQuery(query));
  // The user name starts empty: the prerender's hand-off tells it what was typed there.
  const signIn = useSignIn({
    loadServices,
    flow: loadFlow,
    returnTo: returnTarget,
    // The shell's first render in one piece (flushSync), not in a transition's slices: after Log On
    // nothing else on the page takes input, and the browser's tasks queued between slices only put the
    // menu's paint off (464 -> 434 ms median of 10 at 4x CPU, docs/performance.md). A reload's render
    // stays a transition.
    arrive: (path) => void navigate(path, { replace: true, flushSync: true }),
  });

  // What Log On needs loads once the user starts on the form, not at page load (the form itself needs
  // none of it) nor when the button is pressed: the sign-in flow with the API client, and the
  // signed-in screens' code. A task later, so the keystroke that starts it is drawn first.
  const warmedUp = useRef(false);
  const warmUp = (): void => {
    if (warmedUp.current) return;
    warmedUp.current = true;
    setTimeout(() => {
      void loadFlow().then((flow) => flow.prepare());
      onSignInStarted?.();
    }, 0);
  };
  const [data, setData] = usePrerenderHandOff(signIn, warmUp);
  // The form's buttons, the same element while the user name stays the same: the form compares it deeply otherwise.
  const username = data.username ?? '';
  const actions = useMemo(
    () => (
      <div className={styles.actions}>
        <LogOnButton>{t('login.submit')}</LogOnButton>
        <LinkButton onClick={() => setReset({ username, email: '' })}>{t('login.forgotPassword')}</LinkButton>
      </div>
    ),
    [t, username],
  );

  const submit = (values: Partial<LoginFormData>): void => {
    void signIn.submit(values);
    warmUp(); // a no-op once typing has started it
  };

  const change = (values: Partial<LoginFormData>): void => {
    warmUp();
    signIn.typed(values.username);
    setData(values);
  };

  return (
    <div className={styles.page}>
      <main className={styles.centre}>
        <div className={styles.card}>
          <div className={styles.brand}>
            <BrandMark size={32} />
            <span>{t('app.name')}</span>
          </div>
          <h1 className={styles.title}>{t('login.title')}</h1>
          <p className={styles.intro}>
            {t('login.intro')}{' '}
            <a className={styles.link} href={links.loginIntro} target="_blank" rel="noopener noreferrer">
              {t('login.introLink')}
            </a>
          </p>
          <LoginAlerts
            loadServices={loadServices}
            returnTarget={returnTarget}
            failure={signIn.failure}
            reason={reason}
            upgradeBlocked={signIn.blocked || upgradeBlockedByQuery(query)}
          />
          <LogOnState value={{ busy: signIn.busy, blocked: signIn.blocked }}>
            <LightSchemaForm
              form={loginForm}
              id={LOGIN_FORM_ID}
              formData={data}
              onChange={change}
              onSubmit={submit}
              onFieldBlur={(field, value) => void signIn.check(field, value)}
            >
              {actions}
            </LightSchemaForm>
          </LogOnState>
        </div>
      </main>
      <footer className={styles.footer}>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <a href={links.legal} target="_blank" rel="noopener noreferrer">
          {t('footer.legal')}
        </a>
        <a href={links.contact} target="_blank" rel="noopener noreferrer">
          {t('footer.contact')}
        </a>
        <a href={links.productSite} target="_blank" rel="noopener noreferrer">
          {t('footer.product')}
        </a>
      </footer>
      <LoginDialogs loadServices={loadServices} mfa={signIn.mfa} reset={reset} closeReset={() => setReset(null)} />
    </div>
  );
}
