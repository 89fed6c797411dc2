/**
 * Test support: an axios adapter that answers from a function instead of the network, and records
 * the request configs it was handed (after our interceptors ran), so tests see what would be sent.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface FakeReply {
  readonly status?: number;
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export type FakeRoute = (config: InternalAxiosRequestConfig) => FakeReply | 'network-error';

export function fakeAdapter(route: FakeRoute): { adapter: AxiosAdapter; seen: InternalAxiosRequestConfig[] } {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const reply = route(config);
    if (reply === 'network-error') return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    return Promise.resolve({
      data: reply.body ?? '',
      status: reply.status ?? 200,
      statusText: '',
      headers: new AxiosHeaders({ ...reply.headers }),
      config,
      request: {},
    });
  };
  return { adapter, seen };
}

/** The XML envelope of the contract around a resultinfo body. */
export function xmlEnvelope(resultinfo: string, errorcode = '0', errorinfo = 'ok'): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<response><errorinfo><errorcode>${errorcode}</errorcode><errorinfo>${errorinfo}</errorinfo></errorinfo>` +
    `<resultinfo>${resultinfo}</resultinfo></response>`
  );
}
