import { Trans, useLingui } from '@lingui/react/macro';
import type { InvestmentPackage, LoadStatus } from '@tp/api';
import { PageHeader } from '../../widgets/PageHeader';
import { BalanceCard } from '../shared/BalanceCard';
import { LoadError, LoadingFrame } from '../shared/Section';
import { PackagesFaq } from './PackagesFaq';
import { PackageTierCard, PackageTierCardFrame } from './PackageTierCard';
import { SubscribeDialog, type SubscribeFailure } from './SubscribeDialog';
import { SubscribedDialog, type Subscribed } from './SubscribedDialog';
import * as styles from './Packages.css';

export interface PackagesViewProps {
  packages: LoadStatus<readonly InvestmentPackage[]>;
  onRetryPackages: () => void;
  /** The available balance in dollars. */
  balance: LoadStatus<number>;
  onRetryBalance: () => void;
  /** The package whose confirmation is open, if any. */
  selectedPackage?: InvestmentPackage | null;
  subscribing?: boolean;
  subscribeFailure?: SubscribeFailure | null;
  /** Set once the server confirmed a subscription: the success dialog, leading to /deposit. */
  subscribed?: Subscribed | null;
  onSubscribe: (packageId: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onContinueToDeposit: () => void;
}

function Catalogue({
  status,
  onRetry,
  onSubscribe,
}: {
  status: LoadStatus<readonly InvestmentPackage[]>;
  onRetry: () => void;
  onSubscribe: (packageId: string) => void;
}) {
  const { t } = useLingui();
  if (status.kind === 'loading') {
    // D2's four tiers, drawn as they will stand, so the FAQ below does not move when they arrive.
    return (
      <LoadingFrame label={t`Loading packages`}>
        <div className={styles.cards}>
          {[1, 2, 3, 4].map((tier) => (
            <PackageTierCardFrame key={tier} />
          ))}
        </div>
      </LoadingFrame>
    );
  }
  if (status.kind === 'error') {
    return <LoadError message={status.message} retrying={status.retrying} onRetry={onRetry} />;
  }
  const packages = status.data;
  if (packages.length === 0) {
    return (
      <div className={styles.stateBox}>
        <p>
          <Trans>No packages are available right now. Please check back later.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.cards} aria-label={t`Investment packages`}>
      {packages.map((item) => (
        <li key={item.id}>
          <PackageTierCard item={item} onSubscribe={onSubscribe} />
        </li>
      ))}
    </ul>
  );
}

/** /packages (spec 2 §2): the balance, four tier cards from the API (D2), the confirmation modal and the FAQ. */
export function PackagesView({
  packages,
  onRetryPackages,
  balance,
  onRetryBalance,
  selectedPackage = null,
  subscribing = false,
  subscribeFailure = null,
  subscribed = null,
  onSubscribe,
  onConfirm,
  onCancel,
  onContinueToDeposit,
}: PackagesViewProps) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Investment Packages`}
        lead={t`Choose a package and pay for it from your wallet balance.`}
        aside={
          <BalanceCard
            title={t`Available balance`}
            className={styles.balance}
            compact
            status={balance}
            onRetry={onRetryBalance}
          />
        }
      />
      <Catalogue status={packages} onRetry={onRetryPackages} onSubscribe={onSubscribe} />
      <PackagesFaq />
      {subscribed ? (
        <SubscribedDialog subscribed={subscribed} onContinue={onContinueToDeposit} />
      ) : (
        <SubscribeDialog
          item={selectedPackage}
          balance={balance.kind === 'ready' ? balance.data : undefined}
          busy={subscribing}
          failure={subscribeFailure}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}
