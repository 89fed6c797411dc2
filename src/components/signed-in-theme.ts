/**
 * Primer's variables beyond those of the first screen (see scripts/build/vite-plugin-primer-theme.ts).
 * Imported, for this side effect only, alongside any screen that renders Primer React components:
 * the build loads the style sheet before the screen's code runs, so nothing paints unthemed.
 */
import 'virtual:primer-theme/signed-in.css';
