/**
 * The side menu is dark in both themes, so its colours are fixed rather than taken
 * from the theme; each pair keeps at least 4.5:1 contrast.
 */
export const MENU = {
  background: '#0d1117',
  text: '#c9d1d9',
  strongText: '#ffffff',
  hover: '#1f2630',
  active: '#1c2b3f',
  accent: '#4493f8',
  focus: '#79c0ff',
  divider: '#30363d',
} as const;
