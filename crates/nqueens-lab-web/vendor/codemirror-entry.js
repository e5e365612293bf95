// The parts of CodeMirror 6 the exercise's editor uses, bundled by
// scripts/site-vendor.sh (esbuild) into site/assets/vendor/codemirror.js,
// one ES module the page imports from its own origin.
export { EditorView, basicSetup } from 'codemirror';
export { EditorState, Compartment } from '@codemirror/state';
export { keymap } from '@codemirror/view';
export { indentWithTab } from '@codemirror/commands';
export { python } from '@codemirror/lang-python';
