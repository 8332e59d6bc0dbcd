import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_IMAGE_MAX, TICKET_IMAGE_MAX_BYTES } from '@/contract/workorder/limits';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { Spinner } from '@/shared/ui/Spinner';
import { IMAGE_ACCEPT } from '../model';
import type { Attachments } from '../useAttachments';
import './support.css';

const MB = TICKET_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * Up to five pictures: a file picker (PNG, JPEG, WebP), the refused file's reason, and a thumbnail per picture
 * with its upload state; a failed upload offers retry and remove.
 */
export function ImagePicker({ attachments, disabled }: { attachments: Attachments; disabled?: boolean }) {
  const { t } = useTranslation('support');
  const input = useRef<HTMLInputElement>(null);
  const { items, problem, add, retry, remove } = attachments;
  const full = items.length >= TICKET_IMAGE_MAX;
  return (
    <div className="support-picker" data-testid="image-picker">
      <div className="support-picker__head">
        <span className="support-picker__label">
          {t('image.label')} ({items.length}/{TICKET_IMAGE_MAX})
        </span>
        <Button size="sm" disabled={disabled || full} onClick={() => input.current?.click()} data-testid="image-add">
          {t('image.add')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          data-testid="image-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // the same file may be picked again after a remove
            event.target.value = '';
            void add(files);
          }}
        />
      </div>
      <p className="support-picker__hint">{t('image.hint', { max: TICKET_IMAGE_MAX, mb: MB })}</p>
      {problem ? (
        <p className="support-picker__error" role="alert" data-testid="image-error">
          {t(`image.problem.${problem}`, { max: TICKET_IMAGE_MAX, mb: MB })}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="support-thumbs">
          {items.map((item, index) => (
            <li key={item.key} className="support-upload" data-status={item.status} data-testid="image-thumb">
              <img className="support-upload__image" src={item.preview} alt={t('image.open', { n: index + 1 })} />
              {item.status === 'queued' || item.status === 'uploading' ? (
                <span className="support-upload__state">
                  <Spinner />
                  <span>{t(item.status === 'queued' ? 'image.waiting' : 'image.uploading')}</span>
                </span>
              ) : null}
              {item.status === 'failed' ? (
                <span className="support-upload__state support-upload__state--failed">
                  <span>{t('image.failed')}</span>
                  <Button size="sm" variant="primary" onClick={() => retry(item.key)} data-testid="image-retry">
                    {t('image.retry')}
                  </Button>
                </span>
              ) : null}
              {item.status === 'done' || item.status === 'failed' ? (
                <button
                  type="button"
                  className="support-upload__remove"
                  onClick={() => remove(item.key)}
                  aria-label={t('image.remove', { n: index + 1 })}
                  data-testid="image-remove"
                >
                  <Icon name="close" size={14} />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
