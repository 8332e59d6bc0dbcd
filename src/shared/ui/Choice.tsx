import { useContext, type ReactNode } from 'react';
import { platform } from '@/platform';
import { Icon } from './Icon';
import { InListContext } from './List';
import './Choice.css';

/** Props shared by Checkbox, Switch and Radio (all controlled). */
export interface ChoiceProps {
  label: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** Radio only: the value of this option. */
  value?: string;
  testId?: string;
}

type Kind = 'checkbox' | 'switch' | 'radio';

/**
 * The shared markup of the three controls (not exported from the kit's README: use Checkbox/Switch/Radio).
 * The native input stays (keyboard, forms, roles) and is drawn by Choice.css; a Radio inside a List is a
 * settings row with a check mark on the chosen one, as in Telegram's own settings.
 */
export function Choice({ kind, ...props }: ChoiceProps & { kind: Kind }) {
  const classes = [
    'ui-choice',
    `ui-choice--${kind}`,
    props.checked && 'ui-choice--checked',
    props.disabled && 'ui-choice--disabled',
  ];
  const inList = useContext(InListContext);
  const choice = (
    <label className={classes.filter(Boolean).join(' ')} data-testid={props.testId}>
      {kind === 'switch' ? null : control(kind, props)}
      <span className="ui-choice__text">
        {props.label}
        {props.description ? <span className="ui-choice__description">{props.description}</span> : null}
      </span>
      {kind === 'switch' ? control(kind, props) : null}
      {kind === 'radio' && props.checked ? <Icon name="check" size={20} className="ui-choice__check" /> : null}
    </label>
  );
  // A list holds only list items: in a List the control is one (a settings row).
  return inList ? <li>{choice}</li> : choice;
}

function control(kind: Kind, props: ChoiceProps) {
  return (
    <input
      className="ui-choice__input"
      type={kind === 'radio' ? 'radio' : 'checkbox'}
      role={kind === 'switch' ? 'switch' : undefined}
      name={props.name}
      value={props.value}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(event) => {
        // A radio picks (selection); a switch or checkbox changes state (impact).
        platform.haptic(kind === 'radio' ? 'selection' : 'light');
        props.onChange(event.target.checked);
      }}
    />
  );
}
