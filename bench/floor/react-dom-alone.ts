/**
 * React DOM loaded the way the console loads it (a chunk of its own, imported once the entry has
 * run) and a root created, nothing rendered: the one task every page of this stack runs before it
 * can render anything. `npm run bench` reports its longest task beside the floor's and the
 * console's.
 */
const container = document.getElementById('root');
if (container) void import('react-dom/client').then(({ createRoot }) => createRoot(container));
