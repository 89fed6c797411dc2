/**
 * Stands in for the focus-visible polyfill (vite.config.ts aliases `focus-visible` here), which
 * Primer's BaseStyles imports for its side effect only: it marks keyboard focus with a
 * `.focus-visible` class for browsers without the `:focus-visible` selector. Every browser that
 * can run the console's bundle (built for ES2022) has the selector natively, and Primer's rules
 * match it directly (`:focus:not(:focus-visible)`); no rule of theirs reads the polyfill's
 * `js-focus-visible` mark. About 0.9 KiB gzipped on the signed-in shell's path.
 * src/build-stubs/focus-visible-premises.test.ts checks these facts against the installed packages.
 */
export {};
