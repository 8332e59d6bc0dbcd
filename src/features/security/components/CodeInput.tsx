import type { ReactNode } from 'react';
import { normalizeCodeInput } from '../model';
import { TextField } from './TextField';

/** A six-digit code field (email or authenticator code): digits only, one-time-code autofill. */
export function CodeInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  children?: ReactNode;
}) {
  return (
    <TextField
      label={props.label}
      name={props.name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={props.value}
      onChange={(event) => props.onChange(normalizeCodeInput(event.target.value))}
    >
      {props.children}
    </TextField>
  );
}
