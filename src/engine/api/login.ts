/** POST login: the form sign-in. Its result codes (-3, -4, 803, 804, 301, 4403, and 1203-1205 for MFA) each have their own login message. */
import type { AxiosInstance } from 'axios';
import { loginMethod, loginPath, loginXml } from '../../generated/calls/login';
import { decodeXmlReply, type ApiResult } from './envelope';
import { exchange } from './http';

export interface LoginForm {
  accountname: string;
  password: string;
  namespace?: string;
  /** 0 normal, 1 emergency code. */
  login_type?: 0 | 1;
  mfa_code?: string;
}

export async function login(form: LoginForm, client: AxiosInstance): Promise<ApiResult<unknown>> {
  const body = new URLSearchParams();
  body.set('accountname', form.accountname);
  body.set('password', form.password);
  if (form.namespace) body.set('namespace', form.namespace);
  body.set('login_type', String(form.login_type ?? 0));
  if (form.mfa_code) body.set('mfa_code', form.mfa_code);
  const reply = await exchange(
    // A 401 here means wrong credentials, which the login page reports itself.
    {
      method: loginMethod,
      url: loginPath,
      data: body,
      probe: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    },
    client,
  );
  return decodeXmlReply(reply, loginPath, loginXml);
}
