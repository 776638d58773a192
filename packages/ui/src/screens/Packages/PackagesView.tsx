import type { InvestmentPackage, LoadStatus } from '@tp/api';
import { Button } from '../../widgets/Button';
import { Money } from '../../widgets/Money';
import { PageHeader } from '../../widgets/PageHeader';
import { Spinner } from '../../widgets/Spinner';
import { PackagesFaq } from './PackagesFaq';
import { PackageTierCard } from './PackageTierCard';
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

function BalanceSummary({ status, onRetry }: { status: LoadStatus<number>; onRetry: () => void }) {
  return (
    <section className={styles.balance} aria-labelledby="packages-balance-title">
      <h2 id="packages-balance-title" className={styles.balanceLabel}>
        Available balance
      </h2>
      {status.kind === 'ready' ? (
        <Money amount={status.data} className={styles.balanceAmount} />
      ) : status.kind === 'error' ? (
        <div className={styles.balanceError}>
          <p role="alert">{status.message}</p>
          <Button variant="secondary" size="sm" busy={status.retrying} onClick={onRetry}>
            Try Again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading balance" showLabel size="sm" />
      )}
    </section>
  );
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
  if (status.kind === 'loading') {
    return (
      <div className={styles.stateBox}>
        <Spinner label="Loading packages" showLabel />
      </div>
    );
  }
  if (status.kind === 'error') {
    return (
      <div className={styles.stateBox}>
        <p role="alert" className={styles.errorText}>
          {status.message}
        </p>
        <Button variant="secondary" busy={status.retrying} onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  const packages = status.data;
  if (packages.length === 0) {
    return (
      <div className={styles.stateBox}>
        <p>No packages are available right now. Please check back later.</p>
      </div>
    );
  }
  return (
    <ul className={styles.cards} aria-label="Investment packages">
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
  return (
    <div className={styles.page}>
      <PageHeader
        title="Investment Packages"
        lead="Choose a package and pay for it from your wallet balance."
        aside={<BalanceSummary status={balance} onRetry={onRetryBalance} />}
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
