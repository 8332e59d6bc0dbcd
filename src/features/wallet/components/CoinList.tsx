import { useTranslation } from 'react-i18next';
import { Avatar } from '@/shared/ui/Avatar';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { displayUsd, withSymbol, type CoinRow } from '@/features/wallet/model';
import './Overview.css';

/** The overview's coins: icon, symbol and name; amount and USD value; each opens the coin's detail. */
export function CoinList({ rows }: { rows: readonly CoinRow[] }) {
  const { t } = useTranslation('wallet');
  return (
    <List testId="coin-list">
      {rows.map((row) => (
        <Row
          key={row.symbol}
          testId="coin-row"
          data-symbol={row.symbol}
          href={withSymbol('/asset/coinDetail', row.symbol)}
          title={
            <span className="wallet-coin">
              <Avatar src={row.icon || null} name={row.symbol} size={32} />
              <span className="wallet-coin__names">
                <span className="wallet-coin__symbol">{row.symbol}</span>
                <span className="wallet-coin__name">{row.name}</span>
              </span>
            </span>
          }
          value={
            <span className="wallet-coin__value">
              <Money kind="balance" value={row.total} decimals={row.decimals} testId="coin-amount" />
              <span className="wallet-coin__usd">{t('overview.usd', { value: displayUsd(row.usdValue) })}</span>
            </span>
          }
        />
      ))}
    </List>
  );
}
