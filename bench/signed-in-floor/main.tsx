/**
 * The floor of `npm run bench`'s signed-in figures: bare React 19 with a plain login form that signs
 * in against the reference server with the console's own calls in the console's order
 * (src/screens/login/login-flow.ts: the migration status, the MFA status, the login, then the saved
 * theme, the account with its previous account, the MFA setting and the upgrade banner's status side
 * by side), then renders the upgrade banner when the status asks for one (its text as the reply's
 * status, not translated), a header, the console's side menu for the account (a static list,
 * `__FLOOR_SHELL__`) and the content frame with the same first page. No router, no state library, no styles beyond a few inline rules:
 * the least the browser must do between Log On and a painted menu.
 */
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { FloorShell } from './shell';

declare const __FLOOR_SHELL__: FloorShell;

const API = '/uiserver/api/v1/';

function cookie(name: string): string | null {
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    if (part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1));
  }
  return null;
}

/** One call with the contract's headers and the XSRF double submit, as the console's client sends it. */
async function call(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<string> {
  const headers: Record<string, string> = {
    terminaltype: 'scui',
    'x-trace-id': crypto.randomUUID(),
    'x-random': String(Math.random()),
    'x-timezone-offset': String(-new Date().getTimezoneOffset() / 60),
    'x-timezone-name': Intl.DateTimeFormat().resolvedOptions().timeZone,
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = cookie('XSRF-TOKEN');
  if (token !== null) headers['X-XSRF-TOKEN'] = token;
  if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${API}${path}`, { method, headers, body: form ? new URLSearchParams(form) : undefined });
  return response.text();
}

/** Signs in; resolves with the upgrade status when it asks for a banner (0, 17, 18: spec 4.8), else null. */
async function signIn(name: string, password: string): Promise<string | null> {
  await call('GET', `withoutauth/account/migration/status?username=${encodeURIComponent(name)}`);
  await call('POST', 'mfa/status', { accountname: name, password, account_type: '1' });
  await call('POST', 'login', { accountname: name, password, login_type: '0' });
  return readAccount();
}

/** The signed-in account's calls side by side, as after Log On and on a signed-in load; the banner's status as signIn's. */
async function readAccount(): Promise<string | null> {
  const [upgrade] = await Promise.all([
    call('GET', 'account/visionone/productupgrade'),
    call('GET', 'account/theme'),
    call('GET', 'account/assumeas/previous'),
    call('GET', 'account/present'),
    call('GET', 'mfa/setting'),
  ]);
  const status = String((JSON.parse(upgrade) as { upgradeStatus?: unknown }).upgradeStatus);
  return ['0', '17', '18'].includes(status) ? status : null;
}

/**
 * A signed-in load (`?signed-in`, the session's cookie already in the browser): the page Lighthouse
 * measures beside the console's signed-in page (bench/bench-lighthouse.ts), with no form. `frame`
 * names the content frame's page when it is another than the shell's first (a path of the legacy
 * pages only).
 */
const query = new URLSearchParams(window.location.search);
const SIGNED_IN_LOAD = query.has('signed-in');
const FRAME = query.get('frame')?.startsWith('/uiserver/legacy/') ? query.get('frame') : null;

function Shell({ name, banner }: { name: string; banner: string | null }) {
  const { menu } = __FLOOR_SHELL__;
  const frame = FRAME === null ? __FLOOR_SHELL__.frame : { ...__FLOOR_SHELL__.frame, src: FRAME };
  return (
    <>
      {banner === null ? null : <p role="status">Upgrade status {banner}</p>}
      <div style={{ display: 'grid', gridTemplate: '48px 1fr / 240px 1fr', height: '100vh' }}>
        <header style={{ gridColumn: '1 / 3', display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <strong>Cloud Email Security</strong>
          <span>{name}</span>
        </header>
        <nav data-testid="side-menu" aria-label="Side menu" style={{ overflow: 'auto' }}>
          <ul>
            {menu.map((item, index) => (
              <li key={index} hidden={!item.shown} style={{ paddingLeft: item.depth * 12 }}>
                {item.tag === 'a' ? <a href={item.href}>{item.label}</a> : <button type="button">{item.label}</button>}
              </li>
            ))}
          </ul>
        </nav>
        <main>
          <iframe src={frame.src} title={frame.title} style={{ width: '100%', height: '100%', border: 0 }} />
        </main>
      </div>
    </>
  );
}

function Floor() {
  const [name, setName] = useState(SIGNED_IN_LOAD ? 'admin' : '');
  const [password, setPassword] = useState('');
  const [signedIn, setSignedIn] = useState<{ banner: string | null } | null>(null);
  // Once, not in an effect: StrictMode would run an effect's calls twice.
  const [loading] = useState(() => (SIGNED_IN_LOAD ? readAccount().then((banner) => setSignedIn({ banner })) : null));
  if (loading !== null && signedIn === null) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(name, password).then((banner) => setSignedIn({ banner }));
  };
  if (signedIn) return <Shell name={name} banner={signedIn.banner} />;
  return (
    <form onSubmit={onSubmit}>
      <h1>Cloud Email Security</h1>
      <label>
        User name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Password <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <button type="submit">Log On</button>
    </form>
  );
}

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <Floor />
    </StrictMode>,
  );
