import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './Field';
import './TextArea.css';

export interface TextAreaProps
  extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'id'> {}

/** A labelled multi-line input (a description, a message), in the same frame as `Field`. */
export function TextArea({ label, hint, error, id, className, rows = 5, ...input }: TextAreaProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <textarea rows={rows} className="ui-field__input ui-textarea" {...control} {...input} />}
    </FieldFrame>
  );
}
