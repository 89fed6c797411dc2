/** The browsers the unsupported-browser page offers: where each is downloaded. */
export const SUPPORTED_BROWSERS = [
  { id: 'chrome', url: 'https://www.google.com/chrome/' },
  { id: 'edge', url: 'https://www.microsoft.com/edge/download' },
  { id: 'firefox', url: 'https://www.mozilla.org/firefox/new/' },
] as const;
