import { Choice, type ChoiceProps } from './Choice';

/** One option of a group: give every option the same `name` and its own `value`. */
export function Radio(props: ChoiceProps) {
  return <Choice kind="radio" {...props} />;
}
