import { useId, useState } from 'react';
import type { TemplateExpression } from '../../../domain/index';

interface TemplateFieldPickerProps {
  /** What the template can show, as the editor's list offers it. */
  expressions: readonly TemplateExpression[];
  /** The template's name, so each picker's controls are named apart. */
  template: string;
  onInsert: (expression: string) => void;
}

/**
 * A list of the fields a template can show (with helpers that fit them) and a button that
 * inserts the chosen expression at the editor's cursor: an admin need not know the stored
 * names. A native select and button, so keyboard and screen-reader users get it as they are used to.
 */
export function TemplateFieldPicker({ expressions, template, onInsert }: TemplateFieldPickerProps) {
  const id = useId();
  const [chosen, setChosen] = useState(0);
  if (expressions.length === 0) return null;
  const expression = expressions[Math.min(chosen, expressions.length - 1)];
  return (
    <span className="admin-row admin-template-fields">
      <label htmlFor={id}>Field for {template}</label>
      <select id={id} value={Math.min(chosen, expressions.length - 1)} onChange={(event) => setChosen(Number(event.target.value))}>
        {expressions.map((entry, index) => <option key={entry.expression} value={index}>{entry.label}</option>)}
      </select>
      <code aria-hidden="true">{expression?.expression}</code>
      <button type="button" onClick={() => expression && onInsert(expression.expression)}>Insert<span className="visually-hidden"> into {template}</span></button>
    </span>
  );
}
