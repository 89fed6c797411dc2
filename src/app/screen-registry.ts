/**
 * The native screens a manifest may name by id. The id list is the schema's ScreenId enum, so a
 * screen added there and not here fails the type check. Each loads only when its route first opens,
 * and fails alone (components/lazy-part): in its place, with Retry.
 */
import { lazyPart } from '../components/lazy-part/lazy-part';
import type { ScreenRegistry } from '../shell/access/ScreenView';
import type { ReSignInDialog } from '../shell/session/SessionKeeper';

export const screens: ScreenRegistry = {
  'manual-license-check': lazyPart(
    'manual-license-check',
    () => import('../screens/manual-license-check/ManualLicenseCheck'),
    (module) => module.ManualLicenseCheck,
    { inPlace: true },
  ),
  'support-access': lazyPart(
    'support-access',
    () => import('../screens/support-access/SupportAccess'),
    (module) => module.SupportAccess,
    { inPlace: true },
  ),
};

/**
 * The sign-in dialog of an expired session's cover, loaded the first time a tab is covered, through
 * the login page's chunk: it is built of that page's parts, which then stay in that chunk rather
 * than split into shared ones the login page would load one by one.
 */
const loadReSignIn = async () => (await import('../screens/login/LoginPage')).loadReSignInForm();
export const reSignIn: ReSignInDialog = {
  Form: lazyPart(
    're-sign-in-form',
    () => loadReSignIn(),
    (module) => module.ReSignInForm,
    // Alone on the cover, the failure would not say the session ended; another tab's sign-in uncovers this one.
    { inPlace: true, also: 'session.coverFailed' },
  ),
  preload: () => void loadReSignIn(),
};
