import { describe, expect, it } from 'vitest';
import { CODE_LOAD_START, codeLoadTransition, type CodeLoadEvent, type CodeLoadState } from './code-load';

const IDLE = CODE_LOAD_START;
const LOADING: CodeLoadState = { failed: false, loading: true, held: false };
const FAILED: CodeLoadState = { failed: true, loading: false, held: false };
const FAILED_LOADING: CodeLoadState = { failed: true, loading: true, held: false };
const HELD: CodeLoadState = { failed: true, loading: false, held: true };

const cases: [string, CodeLoadState, CodeLoadEvent, CodeLoadState, 'load' | 'none'][] = [
  ['a load asked by the user succeeds: the notice goes', FAILED, { type: 'loaded' }, IDLE, 'none'],
  ['a load that succeeds takes the notice away', FAILED_LOADING, { type: 'loaded' }, IDLE, 'none'],
  ['a part that fails to load shows the notice', IDLE, { type: 'load-failed', replaced: false }, FAILED, 'none'],
  ['a failure for a new version says nothing (its prompt does)', LOADING, { type: 'load-failed', replaced: true }, IDLE, 'none'],
  ['a failure again keeps the notice', FAILED_LOADING, { type: 'load-failed', replaced: false }, FAILED, 'none'],
  ['the notice can always be closed', FAILED, { type: 'close' }, IDLE, 'none'],
  ['closed during a load, the load goes on', FAILED_LOADING, { type: 'close' }, LOADING, 'none'],
  ['the service answers again: a shown failure loads again', FAILED, { type: 'service-answers' }, FAILED_LOADING, 'load'],
  ['the service answers again during a load: nothing more', FAILED_LOADING, { type: 'service-answers' }, FAILED_LOADING, 'none'],
  ['the service answers again with nothing failed: nothing', IDLE, { type: 'service-answers' }, IDLE, 'none'],
  ['a closed failure loads when next asked, not on its own', IDLE, { type: 'service-answers' }, IDLE, 'none'],
  ['Retry loads again at once; the notice stays until it succeeds', FAILED, { type: 'retry' }, FAILED_LOADING, 'load'],
  ['Retry during a load: nothing more', FAILED_LOADING, { type: 'retry' }, FAILED_LOADING, 'none'],
  ['a part the browser holds: its notice shows, held', FAILED_LOADING, { type: 'load-failed', replaced: false, held: true }, HELD, 'none'],
  ['held, but a new version is deployed: its prompt says it', LOADING, { type: 'load-failed', replaced: true, held: true }, IDLE, 'none'],
  ['held: the service answering again loads nothing (only a reload can)', HELD, { type: 'service-answers' }, HELD, 'none'],
  ['held: Retry loads nothing', HELD, { type: 'retry' }, HELD, 'none'],
  ['held: the notice can be closed, and stays held', HELD, { type: 'close' }, { ...HELD, failed: false }, 'none'],
  ['held, then loaded after all (another way): the notice goes', HELD, { type: 'loaded' }, IDLE, 'none'],
];

describe('codeLoadTransition', () => {
  it.each(cases)('%s', (_name, state, event, next, effect) => {
    expect(codeLoadTransition(state, event)).toEqual({ state: next, effect });
  });

  it('the notice goes by itself once its cause has: failed, service back, loaded', () => {
    const state = codeLoadTransition(IDLE, { type: 'load-failed', replaced: false }).state;
    expect(state.failed).toBe(true);
    const back = codeLoadTransition(state, { type: 'service-answers' });
    expect(back.effect).toBe('load');
    expect(codeLoadTransition(back.state, { type: 'loaded' }).state.failed).toBe(false);
  });
});
