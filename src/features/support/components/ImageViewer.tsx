import { useTranslation } from 'react-i18next';
import { Sheet } from '@/shared/ui/Sheet';
import './support.css';

/** A picture of the conversation at full size. */
export function ImageViewer({ src, onClose }: { src: string | null; onClose: () => void }) {
  const { t } = useTranslation('support');
  return (
    <Sheet open={src !== null} onClose={onClose} title={t('image.viewer')}>
      {src ? <img className="support-viewer__image" src={src} alt={t('image.alt')} data-testid="image-viewer" /> : null}
    </Sheet>
  );
}

/** Pictures of a ticket or a reply as small thumbnails; a tap opens one at full size. */
export function Thumbnails({ images, onOpen }: { images: readonly string[]; onOpen: (src: string) => void }) {
  const { t } = useTranslation('support');
  if (images.length === 0) return null;
  return (
    <ul className="support-thumbs">
      {images.map((src, index) => (
        <li key={src}>
          <button
            type="button"
            className="support-thumb"
            onClick={() => onOpen(src)}
            aria-label={t('image.open', { n: index + 1 })}
          >
            <img src={src} alt="" loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
