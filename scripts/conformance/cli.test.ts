/** The command line's own answers, before any server is called: help, and a bad command line (exit 2). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELP } from './args';
import { main } from './cli';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('conformance CLI', () => {
  it('--help prints the help and exits 0', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['--help'], {})).toBe(0);
    expect(log).toHaveBeenCalledWith(HELP);
  });

  it.each([
    [[], '--origin is required'],
    [['--origin', 'http://h', '--user', 'a'], '--password is required'],
    [['--origin', 'http://h', '--user', 'a', '--password', 'b', '--timeout', 'x'], '--timeout'],
  ])('%j: says what is wrong, points at --help and exits 2 without calling anything', async (argv, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await main(argv, {})).toBe(2);
    expect(String(error.mock.calls[0]?.[0])).toContain(message);
    expect(String(error.mock.calls[0]?.[0])).toContain('Run with --help for the options.');
    expect(log).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
