/** The workspace's parts that render a failure or a question, loaded once the shell is idle (the workspace runtime asks for them). */
export const loadFrameNotices = () => import('./FrameNotices');
export const loadDialogs = () => import('./UnsavedInputDialog');

/** Both, failures left for the part's own use to report. */
export function loadFramePartsWhenIdle(): void {
  void loadFrameNotices().catch(() => undefined);
  void loadDialogs().catch(() => undefined);
}
