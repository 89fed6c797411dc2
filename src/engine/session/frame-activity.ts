/**
 * The event the shell's document gets when the user is active in a framed page (the idle limit counts
 * it). A module of its own: the frames (eager) and the idle clock's runtime (lazy) share only this
 * name, which the bundler writes in place.
 */
export const FRAME_ACTIVITY_EVENT = 'console:frame-activity';
