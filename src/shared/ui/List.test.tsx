// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Checkbox } from './Checkbox';
import { List } from './List';
import { Row } from './Row';
import { Sheet } from './Sheet';
import { Switch } from './Switch';

afterEach(cleanup);

const noop = () => {};

describe('List', () => {
  it('holds only list items: rows and controls alike (axe "list" rule)', () => {
    render(
      <List header="Settings">
        <Row title="Language" value="English" />
        <Switch label="Hide small balances" checked={false} onChange={noop} />
        <Checkbox label="Show prices" checked onChange={noop} />
      </List>,
    );
    const list = screen.getByRole('list');
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('switch', { name: 'Hide small balances' }).closest('li')).not.toBeNull();
  });

  it('a control outside a List is not a list item', () => {
    render(<Switch label="Alone" checked={false} onChange={noop} />);
    expect(screen.getByRole('switch', { name: 'Alone' }).closest('li')).toBeNull();
  });

  it('a sheet opened from a list row does not make its controls list items', () => {
    render(
      <List>
        <Row title="Payment" />
        <Sheet open onClose={noop} title="Confirm">
          <Checkbox label="I understand" checked={false} onChange={noop} />
        </Sheet>
      </List>,
    );
    expect(screen.getByRole('checkbox', { name: 'I understand' }).closest('li')).toBeNull();
  });
});
