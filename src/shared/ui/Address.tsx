import { useTranslation } from 'react-i18next';
import { shortenAddress } from '@/shared/lib/address';
import { copyText } from './copy';
import './Address.css';

/** A wallet address shortened 6…4 (full text in the tooltip), with a copy button unless `copy={false}`. */
export function Address({ address, copy = true }: { address: string; copy?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="ui-address">
      <span className="ui-address__text" title={address}>
        {shortenAddress(address)}
      </span>
      {copy ? (
        <button
          type="button"
          className="ui-address__copy"
          aria-label={t('ui.copyAddress')}
          onClick={() => void copyText(address)}
        >
          {t('ui.copy')}
        </button>
      ) : null}
    </span>
  );
}
