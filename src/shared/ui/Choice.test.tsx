// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { List } from './List';
import { Radio } from './Radio';
import { Switch } from './Switch';

afterEach(cleanup);

describe('Checkbox, Radio and Switch', () => {
  it('keep the native roles and report the new state', () => {
    const changed = vi.fn();
    render(
      <>
        <Checkbox label="I agree" checked={false} onChange={changed} />
        <Switch label="Dark mode" checked onChange={changed} />
      </>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(changed).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(changed).toHaveBeenLastCalledWith(false);
  });

  it('a radio row marks the chosen option with a check mark and the checked class', () => {
    const chosen = vi.fn();
    render(
      <List>
        <Radio name="theme" value="light" label="Light" checked onChange={chosen} />
        <Radio name="theme" value="dark" label="Dark" checked={false} onChange={chosen} />
      </List>,
    );
    const light = screen.getByRole('radio', { name: 'Light' });
    const dark = screen.getByRole('radio', { name: 'Dark' });
    expect(light.closest('label')?.className).toContain('ui-choice--checked');
    expect(light.closest('label')?.querySelector('.ui-choice__check')).not.toBeNull();
    expect(dark.closest('label')?.querySelector('.ui-choice__check')).toBeNull();
    fireEvent.click(dark);
    expect(chosen).toHaveBeenCalledWith(true);
  });
});
