import { Trans, useLingui } from '@lingui/react/macro';
import type { InvestmentPackage } from '@tp/api';
import { Banner } from '../../widgets/Banner';
import { ButtonLink } from '../../widgets/Button';
import { ConfirmDialog } from '../../widgets/Dialog';
import { formatUsd } from '../../format';
import { Money } from '../../widgets/Money';
import { useOwnAmounts } from '../../privacy';
import { RateAndRisk } from '../shared/PackageOffer';
import { usePackageTexts } from '../shared/packageTexts';
import { insufficientBalanceMessage } from './packageShortfall';
import * as styles from './Packages.css';

/** A refused or failed subscription, as the dialog shows it. */
export interface SubscribeFailure {
  message: string;
  /** The server refused for lack of funds (400): offer the way to /deposit. */
  shortfall: boolean;
}

export interface SubscribeDialogProps {
  /** The package being confirmed; the dialog is open while it is set. */
  item: InvestmentPackage | null;
  /** The available balance, or undefined while it is unknown (the server checks it anyway). */
  balance: number | undefined;
  busy?: boolean;
  failure?: SubscribeFailure | null;
  onConfirm: () => void;
  onCancel: () => void;
}

function DepositLink() {
  return (
    <ButtonLink to="/deposit" variant="primary">
      <Trans>Deposit Funds</Trans>
    </ButtonLink>
  );
}

/**
 * Spec 2 §4 confirmation modal. The shortfall pre-check (§5) happens here rather than before opening, so the
 * user sees the price, their balance and exactly what is missing side by side, with the way to /deposit.
 */
export function SubscribeDialog({
  item,
  balance,
  busy = false,
  failure = null,
  onConfirm,
  onCancel,
}: SubscribeDialogProps) {
  if (!item) return null;
  return (
    <ConfirmSubscription
      item={item}
      balance={balance}
      busy={busy}
      failure={failure}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** The open dialog, for one package (its texts in the active language, D18). */
function ConfirmSubscription({
  item,
  balance,
  busy,
  failure,
  onConfirm,
  onCancel,
}: Required<SubscribeDialogProps> & { item: InvestmentPackage }) {
  const { t } = useLingui();
  const own = useOwnAmounts();
  const texts = usePackageTexts(item);
  const name = texts.name;
  const shortfallMessage =
    balance === undefined ? null : insufficientBalanceMessage(balance, item.price, own.usd);

  return (
    <ConfirmDialog
      title={t`Confirm Subscription`}
      description={t`Subscribe to the ${name} package? The price is paid from your balance.`}
      busy={busy}
      confirmLabel={t`Confirm`}
      busyLabel={t`Processing...`}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmAction={shortfallMessage ? <DepositLink /> : undefined}
    >
      <div className={styles.dialogBody}>
        <dl className={styles.details}>
          <dt className={styles.term}>
            <Trans>Package</Trans>
          </dt>
          <dd className={styles.value}>{name}</dd>
          <dt className={styles.term}>
            <Trans>Price</Trans>
          </dt>
          <dd className={styles.value}>{formatUsd(item.price)}</dd>
          <dt className={styles.term}>
            <Trans>Contract period</Trans>
          </dt>
          <dd className={styles.value}>{texts.duration}</dd>
          <dt className={styles.term}>
            <Trans>Your balance</Trans>
          </dt>
          <dd className={styles.value}>
            {balance === undefined ? t`Not available` : <Money amount={balance} />}
          </dd>
          {balance !== undefined && !shortfallMessage && (
            <>
              <dt className={styles.term}>
                <Trans>Balance after subscribing</Trans>
              </dt>
              <dd className={styles.value}>
                <Money amount={balance - item.price} />
              </dd>
            </>
          )}
        </dl>
        <RateAndRisk roi={texts.roi} />
        {shortfallMessage ? (
          <Banner tone="error">{shortfallMessage}</Banner>
        ) : (
          failure && (
            <>
              <Banner tone="error">{failure.message}</Banner>
              {failure.shortfall && <DepositLink />}
            </>
          )
        )}
      </div>
    </ConfirmDialog>
  );
}
