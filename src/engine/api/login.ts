/** POST login: the form sign-in. Its result codes (-3, -4, 803, 804, 301, 4403, and 1203-1205 for MFA) each have their own login message. */
import type { AxiosInstance } from 'axios';
import { loginRequest, readLogin } from '../../generated/calls/send/login';
import type { ApiResult } from './envelope';
import { exchange } from './http';

export interface LoginForm {
  accountname: string;
  password: string;
  namespace?: string;
  /** 0 normal, 1 emergency code. */
  login_type?: 0 | 1;
  mfa_code?: string;
}

/** A 401 here means wrong credentials, which the login page reports itself (the request is a probe: no session yet). */
export async function login(form: LoginForm, client: AxiosInstance): Promise<ApiResult<unknown>> {
  // The builder sends only the table's fields, whatever else the form holds.
  return readLogin(await exchange(loginRequest({ ...form, login_type: form.login_type === 1 ? '1' : '0' }), client));
}
