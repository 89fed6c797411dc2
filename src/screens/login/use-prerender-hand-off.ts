import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  readPrerenderedForm,
  removePrerenderedMarkup,
  replayHeldAction,
  restoreFocus,
  type PrerenderedForm,
} from '../../engine/prerender/prerendered-form';
import { loginForm, type LoginFormData } from './login-form';

export const LOGIN_FORM_ID = 'login';

const fields: readonly string[] = Object.keys(loginForm.schema.properties ?? {});

/** The prerendered form's fields that are the login form's, with what the user typed into them. */
function typedData(prerendered: PrerenderedForm | null): Partial<LoginFormData> {
  if (!prerendered) return {};
  return Object.fromEntries(Object.entries(prerendered.values).filter(([name, value]) => fields.includes(name) && value !== ''));
}

const sameData = (a: Partial<LoginFormData>, b: Partial<LoginFormData>): boolean =>
  fields.every((name) => a[name as keyof LoginFormData] === b[name as keyof LoginFormData]);

/** What the hand-off tells the page's sign-in (use-sign-in.ts). */
export interface HandOffTo {
  typed(username?: string): void;
  check(field: string, value: unknown): Promise<void>;
}

/**
 * The login form the page was built with (login-prerender.tsx) handed to the live page: it stays on
 * screen while the page first renders, the render starts from what the user had typed there, and
 * the commit takes the form over. Returns the form's data and its setter, as useState does; `warmUp`
 * starts loading what Log On needs.
 */
export function usePrerenderHandOff(to: HandOffTo, warmUp: () => void) {
  // No document where the prerender itself runs.
  const [data, setData] = useState<Partial<LoginFormData>>(() =>
    typedData(typeof document === 'undefined' ? null : readPrerenderedForm(document, LOGIN_FORM_ID)),
  );
  // What the user did in the prerendered form up to the commit; null until then, or without one.
  const [prerendered, setPrerendered] = useState<PrerenderedForm | null>(null);

  // At the commit, before the browser draws or takes another key: the form as the user left it, read
  // last (typing went on during the render), and the markup taken off. Setting state here renders
  // again at once, so the focus and selection go back onto fields that hold the final text.
  useLayoutEffect(() => {
    const final = readPrerenderedForm(document, LOGIN_FORM_ID);
    removePrerenderedMarkup(document);
    if (!final) return;
    const typed = typedData(final);
    to.typed(typed.username);
    // The markup is outside React: its last state comes in here, at the only point it can be read.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render more, in the same task; the form's keeps its data when nothing was typed meanwhile
    setData((rendered) => (sameData(rendered, typed) ? rendered : typed));
    setPrerendered(final);
    // The first commit only: the markup is gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => restoreFocus(document, prerendered?.focus ?? null), [prerendered]);

  // What the user did before the page was live, carried out once it is: typing warms the sign-in up,
  // a username already left gets the check leaving it starts, and a held Log On (through the form's
  // own checks) or button press happens now.
  const takenOver = useRef(false);
  useEffect(() => {
    if (!prerendered || takenOver.current) return;
    takenOver.current = true;
    if (Object.values(prerendered.values).some((value) => value !== '')) warmUp();
    const typedUsername = typedData(prerendered).username;
    if (typedUsername && prerendered.focus?.name !== 'username') void to.check('username', typedUsername);
    replayHeldAction(document, LOGIN_FORM_ID, prerendered);
  }, [prerendered, to, warmUp]);

  return [data, setData] as const;
}
