import { useEffect, useRef, type RefObject } from 'react';
import { EditorState } from '@codemirror/state';
import { Decoration, EditorView, MatchDecorator, ViewPlugin, keymap, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import { css as cssLanguage } from '@codemirror/lang-css';
import { syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';

// Handlebars mode: HTML highlighting plus a mark on every {{…}} expression.
const handlebarsMarks = new MatchDecorator({ regexp: /\{\{\{?[^}]*\}?\}\}/g, decoration: Decoration.mark({ class: 'cm-handlebars' }) });
const handlebars = ViewPlugin.fromClass(class {
  decorations: DecorationSet;
  constructor(view: EditorView) { this.decorations = handlebarsMarks.createDeco(view); }
  update(update: ViewUpdate) { this.decorations = handlebarsMarks.updateDeco(update, this.decorations); }
}, { decorations: (plugin) => plugin.decorations });

/** What a form around the editor may do to it. */
export interface CodeEditorHandle {
  /** Puts text at the cursor (in place of the selection) and gives the editor the focus back. */
  insert(text: string): void;
}

interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  mode: 'handlebars' | 'css';
  /** Set to the editor's handle while it is shown. */
  handle?: RefObject<CodeEditorHandle | null>;
}

/** Replaces the selection with text, leaves the cursor after it and focuses the editor. */
function insertAtCursor(view: EditorView, text: string): void {
  const { from, to } = view.state.selection.main;
  view.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length }, scrollIntoView: true });
  view.focus();
}

/**
 * A CodeMirror editor for templates (HTML with handlebars expressions marked) and custom CSS.
 * Tab stays with the browser, so keyboard users can leave the editor.
 */
export function CodeEditor({ value, onChange, label, mode, handle }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    if (!host.current) return undefined;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(), keymap.of([...defaultKeymap, ...historyKeymap]), syntaxHighlighting(defaultHighlightStyle),
          mode === 'css' ? cssLanguage() : [html(), handlebars], EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => { if (update.docChanged) change.current(update.state.doc.toString()); }),
        ],
      }),
    });
    view.current = created;
    if (handle) handle.current = { insert: (text) => insertAtCursor(created, text) };
    return () => {
      if (handle) handle.current = null;
      created.destroy();
    };
    // The editor is created once; outside value changes are pushed in below.
  }, [mode, label, handle]);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  return <div className="admin-code-editor" ref={host} data-mode={mode} />;
}
