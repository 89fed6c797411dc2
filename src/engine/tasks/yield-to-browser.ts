/**
 * Ends the current task and goes on in a new one, so that one long piece of start-up work becomes
 * several short tasks: the browser may paint, take input and run what else is due in between, and
 * none of them counts as a long task (over 50 ms). Lighthouse's simulation multiplies each observed
 * task by its CPU slowdown (4x), so a 35 ms start-up task on this machine is 140 ms there.
 *
 * `scheduler.yield()` where the browser has it (Chromium, Firefox): the continuation runs before
 * other tasks of its priority, so the work is not pushed behind everything queued meanwhile.
 * Elsewhere a timer (a few bytes less on the login page than a MessageChannel, which it is part of).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
