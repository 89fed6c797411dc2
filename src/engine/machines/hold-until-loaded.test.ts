import { describe, expect, it } from 'vitest';
import { holdUntilLoaded } from './hold-until-loaded';

describe('holdUntilLoaded', () => {
  it('holds events until the part loads, hands them over in order, then passes each on at once', () => {
    const held = holdUntilLoaded<string>();
    const got: string[] = [];
    held.take('a');
    held.take('b');
    expect(got).toEqual([]);
    held.release((event) => got.push(event));
    expect(got).toEqual(['a', 'b']);
    held.take('c');
    expect(got).toEqual(['a', 'b', 'c']);
  });

  it('an event that comes while the held ones are handed over goes after them', () => {
    const held = holdUntilLoaded<string>();
    const got: string[] = [];
    held.take('a');
    held.take('b');
    held.release((event) => {
      got.push(event);
      if (event === 'a') held.take('during');
    });
    expect(got).toEqual(['a', 'b', 'during']);
  });

  it('is released once: a second part gets nothing', () => {
    const held = holdUntilLoaded<number>();
    const first: number[] = [];
    const second: number[] = [];
    held.release((event) => first.push(event));
    held.release((event) => second.push(event));
    held.take(1);
    expect([first, second]).toEqual([[1], []]);
  });

  it('stopped, it drops what it holds and takes nothing more', () => {
    const held = holdUntilLoaded<number>();
    const got: number[] = [];
    held.take(1);
    held.stop();
    held.take(2);
    held.release((event) => got.push(event));
    held.take(3);
    expect(got).toEqual([]);
  });

  it('stopped while handing over, it hands over nothing more', () => {
    const held = holdUntilLoaded<number>();
    const got: number[] = [];
    held.take(1);
    held.take(2);
    held.release((event) => {
      got.push(event);
      held.stop();
    });
    held.take(3);
    expect(got).toEqual([1]);
  });
});
