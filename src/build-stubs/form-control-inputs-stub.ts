/**
 * Stands in for four of the inputs Primer's FormControl imports (vite.config.ts aliases its
 * `../Autocomplete/Autocomplete.js`, `../SelectPanel/SelectPanel.js`,
 * `../TextInputWithTokens/TextInputWithTokens.js` and `../Textarea/Textarea.js` here). FormControl
 * imports every input it knows only to recognise its child by identity (`child.type === Input`, or
 * the input's `__SLOT__` symbol): it renders none of them. The console uses none of these four, so
 * no child of its form controls is ever one of them, and a component no element is made of matches
 * nothing, as the real ones would not. What they pulled in with them (the select panel, the token
 * input, the autocomplete menu, a list virtualiser) was some 95 KiB of script and 25 KiB of style
 * in the chunk every dialog with a form control loads, the promotion pop-up on the signed-in page
 * among them. No `__SLOT__`: Primer's `isSlot` answers false for a slot without one.
 * src/build-stubs/form-control-inputs-premises.test.ts checks these facts against the installed
 * package and the console's own imports.
 */
function NoConsoleInput(): never {
  throw new Error('A Primer input the console does not use was rendered (src/build-stubs/form-control-inputs-stub.ts).');
}

export default NoConsoleInput;
export const SelectPanel = NoConsoleInput;
