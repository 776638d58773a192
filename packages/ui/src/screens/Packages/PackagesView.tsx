import type { InvestmentPackage } from '@tp/api';
import { Button } from '../../widgets/Button';
import { Money } from '../../widgets/Money';
import { Spinner } from '../../widgets/Spinner';
import { PackagesFaq } from './PackagesFaq';
import { PackageTierCard } from './PackageTierCard';
import { SubscribeDialog } from './SubscribeDialog';
import { SubscribedDialog, type Subscribed } from './SubscribedDialog';
import type { SubscribeFailure } from './subscribeFailure';
import * as styles from './Packages.css';

export type LoadStatus = 'loading' | 'error' | 'ready';

export interface PackagesViewProps {
  packagesStatus: LoadStatus;
  packages?: readonly InvestmentPackage[];
  packagesError?: string;
  onRetryPackages: () => void;
  balanceStatus: LoadStatus;
  /** The available balance in dollars, when loaded. */
  balance?: number;
  balanceError?: string;
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

function BalanceSummary({
  status,
  balance,
  error,
  onRetry,
}: {
  status: LoadStatus;
  balance?: number;
  error?: string;
  onRetry: () => void;
}) {
  return (
    <section className={styles.balance} aria-labelledby="packages-balance-title">
      <h2 id="packages-balance-title" className={styles.balanceLabel}>
        Available balance
      </h2>
      {status === 'ready' && balance !== undefined ? (
        <Money amount={balance} className={styles.balanceAmount} />
      ) : status === 'error' ? (
        <div className={styles.balanceError}>
          <p role="alert">{error}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
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
  packages,
  error,
  onRetry,
  onSubscribe,
}: {
  status: LoadStatus;
  packages: readonly InvestmentPackage[];
  error?: string;
  onRetry: () => void;
  onSubscribe: (packageId: string) => void;
}) {
  if (status === 'loading') {
    return (
      <div className={styles.stateBox}>
        <Spinner label="Loading packages" showLabel />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.stateBox}>
        <p role="alert" className={styles.errorText}>
          {error}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
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
  packagesStatus,
  packages = [],
  packagesError,
  onRetryPackages,
  balanceStatus,
  balance,
  balanceError,
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
      <header className={styles.header}>
        <div className={styles.intro}>
          <h1 className={styles.title}>Investment Packages</h1>
          <p className={styles.lead}>Choose a package and pay for it from your wallet balance.</p>
        </div>
        <BalanceSummary
          status={balanceStatus}
          balance={balance}
          error={balanceError}
          onRetry={onRetryBalance}
        />
      </header>
      <Catalogue
        status={packagesStatus}
        packages={packages}
        error={packagesError}
        onRetry={onRetryPackages}
        onSubscribe={onSubscribe}
      />
      <PackagesFaq />
      {subscribed ? (
        <SubscribedDialog subscribed={subscribed} onContinue={onContinueToDeposit} />
      ) : (
        <SubscribeDialog
          item={selectedPackage}
          balance={balanceStatus === 'ready' ? balance : undefined}
          busy={subscribing}
          failure={subscribeFailure}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}
