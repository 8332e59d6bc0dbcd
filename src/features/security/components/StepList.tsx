import './StepList.css';

/** A short list of steps or rules above a form (numbered when `ordered`). */
export function StepList({ items, ordered = false }: { items: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="step-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
