import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { share } from '@/contract/share';
import type { SharePrepareReq } from '@/contract/share/types';
import { useApiMutation } from '@/api/useApiMutation';
import { platform } from '@/platform';
import { notice } from '@/state/notice';
import { Button, type ButtonProps } from './Button';
import './ShareButton.css';

/** What to share: the server reads the rest (name, picture, price) and builds the link itself. */
export type ShareTarget = Omit<SharePrepareReq, 'inline'>;

const loadTelegram = () => import('@/platform/tg/share');

/**
 * "Share" for an item, a collection, the user's profile or a payment request: the link opens the same screen in the
 * mini app, carrying the sharer's referral code. Inside Telegram the card goes to a chat (shareMessage, else
 * Telegram's share sheet), "Send to a chat" types the bot's inline query for it in a chat the user picks (the bot
 * answers with the card) and, with `story`, "Share to story" posts the server's story picture; in a browser the
 * system's share sheet, else the link is copied. Its logic loads on the first tap (inside Telegram, on mount).
 */
export function ShareButton(props: {
  target: ShareTarget;
  /** The thing's name, for the system share sheet's title. */
  title: string;
  /** Offer "Share to story" inside Telegram (things with a picture). */
  story?: boolean;
  size?: ButtonProps['size'];
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('share');
  const prepare = useApiMutation(share.prepare);
  // What Telegram offers beside the share (loaded with its module): a story, and the inline query of "Send to a chat"
  const [extra, setExtra] = useState<{ story: boolean; chat: string | null }>({ story: false, chat: null });
  const [busy, setBusy] = useState(false);
  const inTelegram = platform.kind === 'telegram';

  const targetKey = JSON.stringify(props.target);
  useEffect(() => {
    if (!inTelegram) return;
    let live = true;
    void loadTelegram().then(
      (tg) =>
        live &&
        setExtra({ story: Boolean(props.story) && tg.canShareStory(), chat: tg.chatQuery(JSON.parse(targetKey)) }),
    );
    return () => {
      live = false;
    };
  }, [props.story, inTelegram, targetKey]);

  const ask = async (inline: boolean) => {
    const outcome = await prepare.run({ ...props.target, inline });
    return outcome.ok ? outcome.data : null;
  };

  const onShare = async () => {
    setBusy(true);
    try {
      const [{ runShare }, tg, { copyText }] = await Promise.all([
        import('./share/shareFlow'),
        inTelegram ? loadTelegram() : Promise.resolve(null),
        import('./copy'),
      ]);
      await runShare(ask, props.title, {
        telegram: tg && {
          canShareMessage: tg.canShareMessage(),
          canShareUrl: tg.canShareUrl(),
          shareMessage: tg.shareMessage,
          shareUrl: tg.shareUrl,
        },
        webShare: typeof navigator.share === 'function' ? (data) => navigator.share(data) : null,
        copy: copyText,
      });
    } finally {
      setBusy(false);
    }
  };

  const onStory = async () => {
    setBusy(true);
    try {
      const [{ storyMediaUrl }, tg] = await Promise.all([import('./share/shareFlow'), loadTelegram()]);
      const shared = await ask(false);
      const media = shared && storyMediaUrl(shared, window.location.origin);
      if (!shared) return;
      if (!media) return void notice.error(t('storyUnavailable'));
      tg.shareStory(media, shared.text, { url: shared.link, name: t('open') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={['ui-share', props.block && 'ui-share--block', props.className].filter(Boolean).join(' ')}>
      <Button
        size={props.size ?? 'sm'}
        block={props.block}
        busy={busy}
        onClick={() => void onShare()}
        data-testid="share-button"
      >
        {props.icon}
        {t('action')}
      </Button>
      {extra.chat ? (
        <Button
          size={props.size ?? 'sm'}
          block={props.block}
          onClick={() => void loadTelegram().then((tg) => tg.sendToChat(extra.chat!))}
          data-testid="share-chat"
        >
          {t('toChat')}
        </Button>
      ) : null}
      {extra.story ? (
        <Button
          size={props.size ?? 'sm'}
          block={props.block}
          busy={busy}
          onClick={() => void onStory()}
          data-testid="share-story"
        >
          {t('story')}
        </Button>
      ) : null}
    </span>
  );
}
