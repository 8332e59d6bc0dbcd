import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';

/** What an unknown or deleted message or article shows: why, and the way back to its list. */
export function NotFound({ text, back, backText }: { text: string; back: string; backText: string }) {
  return (
    <div className="messages-stack" data-testid="not-found">
      <EmptyState text={text} />
      <ButtonLink href={back} variant="secondary" block>
        {backText}
      </ButtonLink>
    </div>
  );
}
