import { createContext, type ReactNode } from 'react';
import './List.css';

/** True inside a List: a control placed there (Switch, Checkbox, Radio) renders as its own list item. */
export const InListContext = createContext(false);

export interface ListProps {
  /** Section title above the card. */
  header?: ReactNode;
  /** Small print under the card. */
  footer?: ReactNode;
  /** Rows (`<Row>`), or Switch/Checkbox controls. */
  children: ReactNode;
  testId?: string;
}

/** A settings-style group: header, a card of rows separated by hairlines, footer. */
export function List({ header, footer, children, testId }: ListProps) {
  return (
    <section className="ui-section">
      {header ? <h2 className="ui-section__header">{header}</h2> : null}
      <ul className="ui-card ui-list" data-testid={testId}>
        <InListContext.Provider value={true}>{children}</InListContext.Provider>
      </ul>
      {footer ? <p className="ui-section__footer">{footer}</p> : null}
    </section>
  );
}
