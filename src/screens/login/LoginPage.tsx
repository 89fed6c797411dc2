import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { linksFor } from '../../engine/links/help-links';
import type { MfaCredentials } from '../../engine/api/mfa';
import { takeLoginReason, type LoginReason } from '../../engine/login/login-reason';
import { leavePage } from '../../engine/leaving/leave-page';
import {
  readPrerenderedForm,
  removePrerenderedMarkup,
  replayHeldAction,
  restoreFocus,
  type PrerenderedForm,
} from '../../engine/prerender/prerendered-form';
import { readReturnTarget } from '../../engine/login/return-target';
import type { LoadServices } from '../../engine/services/console-services';
import type { MessageRef } from '../../engine/validation/message-ref';
import { BrandMark } from '../../components/BrandMark';
import { useDocumentTitle } from '../../components/use-document-title';
import { AlertArea } from '../../components/AlertArea';
import { LinkButton } from '../../components/forms/LinkButton';
import { LightSchemaForm } from '../../components/forms/rjsf/LightSchemaForm';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { LoginStep } from './login-flow';
import { loginForm, type LoginFormData } from './login-form';
import { resetFromQuery, upgradeBlockedByQuery, type ResetPrefill } from './login-query';
import { REASON_TEXTS } from './reason-texts';
import styles from './LoginPage.module.css';

// Dialogs load on first open: the first screen carries only the form.
// The dialogs are Primer's: they bring the rest of its theme.
const MfaDialogs = lazy(async () => {
  const [{ MfaDialogs }] = await Promise.all([import('./mfa/MfaDialogs'), import('../../components/signed-in-theme')]);
  return { default: MfaDialogs };
});
// Why the console sent the user here, when it did (and, after a log off in another tab, the wait for a sign-in).
const SignInWait = lazy(() => import('./SignInWait'));
/**
 * The re-sign-in dialog of an expired session's cover, loaded through this page's chunk: it is built
 * from this page's parts (the form, the alerts, the flow, the MFA dialogs), which stay in this chunk
 * rather than split into shared ones the first screen would load one by one.
 */
export const loadReSignInForm = () => import('./resign/ReSignInForm');

const ResetPasswordDialog = lazy(async () => {
  const [{ ResetPasswordDialog }] = await Promise.all([import('./reset/ResetPasswordDialog'), import('../../components/signed-in-theme')]);
  return { default: ResetPasswordDialog };
});

const FORM_ID = 'login';

const fields: readonly string[] = Object.keys(loginForm.schema.properties ?? {});

/** The prerendered form's fields that are the login form's, with what the user typed into them. */
function typedData(prerendered: PrerenderedForm | null): Partial<LoginFormData> {
  if (!prerendered) return {};
  return Object.fromEntries(Object.entries(prerendered.values).filter(([name, value]) => fields.includes(name) && value !== ''));
}

const sameData = (a: Partial<LoginFormData>, b: Partial<LoginFormData>): boolean =>
  fields.every((name) => a[name as keyof LoginFormData] === b[name as keyof LoginFormData]);

/**
 * The login page and its sign-in flow (login-flow.ts). The app hands it the loader of the console's
 * services rather than the services: the form paints without the route table or the API client.
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
  // The form the page was built with (login-prerender.tsx) stays on screen while this page first
  // renders: the render starts from what the user had typed there, and the commit takes the form over
  // (below). No document where the prerender itself runs.
  const [data, setData] = useState<Partial<LoginFormData>>(() =>
    typedData(typeof document === 'undefined' ? null : readPrerenderedForm(document, FORM_ID)),
  );
  // What the user did in the prerendered form up to the commit; null until then, or without one.
  const [prerendered, setPrerendered] = useState<PrerenderedForm | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageRef | null>(null);
  // Migration of a partner company in progress: said, and Log On disabled, for that username.
  const [blocked, setBlocked] = useState(false);
  const [mfa, setMfa] = useState<MfaCredentials | null>(null);
  const [reset, setReset] = useState<ResetPrefill | null>(() => resetFromQuery(query));
  // The username a blur check was started for; its answer counts only if the field still holds it.
  const username = useRef(data.username ?? '');
  const upgradeBlocked = blocked || upgradeBlockedByQuery(query);

  // At the commit, before the browser draws or takes another key: the form as the user left it, read
  // last (typing went on during the render), and the markup taken off. Setting state here renders
  // again at once, so the focus and selection go back onto fields that hold the final text.
  useLayoutEffect(() => {
    const final = readPrerenderedForm(document, FORM_ID);
    removePrerenderedMarkup(document);
    if (!final) return;
    const typed = typedData(final);
    username.current = typed.username ?? '';
    // The markup is outside React: its last state comes in here, at the only point it can be read.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render more, in the same task; the form's keeps its data when nothing was typed meanwhile
    setData((rendered) => (sameData(rendered, typed) ? rendered : typed));
    setPrerendered(final);
  }, []);
  useLayoutEffect(() => restoreFocus(document, prerendered?.focus ?? null), [prerendered]);

  const follow = (step: LoginStep): void => {
    switch (step.kind) {
      case 'leave':
        leavePage(step);
        return;
      case 'navigate':
        navigate(step.path, { replace: true });
        return;
      case 'blocked':
        setBlocked(true);
        break;
      case 'mfa':
        setMfa(step.credentials);
        break;
      case 'failed':
        setFailure(step.message);
        break;
    }
    setBusy(false);
  };

  // What Log On needs loads once the user starts on the form, not at page load (the form itself needs
  // none of it) nor when the button is pressed: the sign-in flow with the API client, and the
  // signed-in screens' code. A task later, so the keystroke that starts it is drawn first.
  const warmedUp = useRef(false);
  const warmUp = (): void => {
    if (warmedUp.current) return;
    warmedUp.current = true;
    setTimeout(() => {
      void import('./login-flow');
      onSignInStarted?.();
    }, 0);
  };
  useEffect(() => {
    if (prerendered && Object.values(prerendered.values).some((value) => value !== '')) warmUp();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the warm-up runs once (warmedUp), whichever render's props it reads
  }, [prerendered]);

  const submit = async (values: Partial<LoginFormData>): Promise<void> => {
    setFailure(null);
    setBusy(true);
    const { signIn } = await import('./login-flow');
    const signingIn = signIn(loadServices, values.username ?? '', values.password ?? '', returnTarget());
    warmUp(); // a no-op once typing has started it
    const step = await signingIn;
    // A block speaks of the username it was checked for; the user may have typed another meanwhile.
    if (step.kind === 'blocked' && username.current !== (values.username ?? '')) setBusy(false);
    else follow(step);
  };

  // A completed customer migration redirects already when the username is left.
  const checkAtBlur = useCallback(
    async (field: string, value: unknown): Promise<void> => {
      if (field !== 'username' || typeof value !== 'string' || value.trim() === '') return;
      const { checkMigration } = await import('./login-flow');
      const decision = await checkMigration(loadServices, value.trim(), 'blur');
      if (username.current !== value) return;
      if (decision.kind === 'leave') window.location.assign(decision.url);
      else if (decision.kind === 'blocked') setBlocked(true);
    },
    [loadServices],
  );

  // What the user did before the page was live, carried out once it is: a username already left gets
  // the check leaving it starts, and a held Log On (through the form's own checks) or button press
  // happens now.
  const takenOver = useRef(false);
  useEffect(() => {
    if (!prerendered || takenOver.current) return;
    takenOver.current = true;
    const typedUsername = typedData(prerendered).username;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the check sets state only once its request has answered
    if (typedUsername && prerendered.focus?.name !== 'username') void checkAtBlur('username', typedUsername);
    replayHeldAction(document, FORM_ID, prerendered);
  }, [prerendered, checkAtBlur]);

  const change = (values: Partial<LoginFormData>): void => {
    warmUp();
    if ((values.username ?? '') !== username.current) setBlocked(false);
    username.current = values.username ?? '';
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
          {failure || upgradeBlocked || reason !== null ? (
            <div className={styles.alerts}>
              {failure ? <AlertArea testId="login-failure">{t(failure.key, failure.values)}</AlertArea> : null}
              {/* A failed sign-in's message takes the reason's place; the wait goes on. */}
              {reason !== null && !failure ? (
                <AlertArea variant="warning" testId={`login-${reason}`}>
                  {t(REASON_TEXTS[reason])}
                </AlertArea>
              ) : null}
              {reason === 'logged-off-elsewhere' ? (
                <Suspense fallback={null}>
                  <SignInWait loadServices={loadServices} returnTarget={returnTarget} />
                </Suspense>
              ) : null}
              {upgradeBlocked ? (
                <AlertArea variant="warning" testId="login-upgrade-blocked">
                  {t('login.upgradeBlocked')}
                </AlertArea>
              ) : null}
            </div>
          ) : null}
          <LightSchemaForm
            form={loginForm}
            id={FORM_ID}
            formData={data}
            onChange={change}
            onSubmit={(values) => void submit(values)}
            onFieldBlur={(field, value) => void checkAtBlur(field, value)}
          >
            <div className={styles.actions}>
              <SubmitButton busy={busy} disabled={blocked}>
                {t('login.submit')}
              </SubmitButton>
              <LinkButton onClick={() => setReset({ username: data.username ?? '', email: '' })}>{t('login.forgotPassword')}</LinkButton>
            </div>
          </LightSchemaForm>
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
      <Suspense fallback={null}>
        {mfa ? (
          <MfaDialogs
            loadServices={loadServices}
            credentials={mfa}
            returnTo={returnTarget()}
            onStep={follow}
            onClose={() => {
              setMfa(null);
              setBusy(false);
            }}
          />
        ) : null}
        {reset ? (
          <ResetPasswordDialog loadServices={loadServices} username={reset.username} email={reset.email} onClose={() => setReset(null)} />
        ) : null}
      </Suspense>
    </div>
  );
}
