import type { InvestmentPackage } from '@tp/api';
import { Button } from '../../../widgets/Button/Button';
import { Carousel } from '../../../widgets/Carousel/Carousel';
import { Spinner } from '../../../widgets/Spinner/Spinner';
import * as styles from '../Home.css';
import { PackageCard } from './PackageCard';

export type PackagesStatus = 'loading' | 'error' | 'ready';

export interface PackagesSectionProps {
  status: PackagesStatus;
  packages?: readonly InvestmentPackage[];
  errorText?: string;
  onRetry?: () => void;
}

/** Spec 1 §2 packages carousel, read from `GET /api/packages/` (D2): wraps both ways, dots jump. */
export function PackagesSection({
  status,
  packages = [],
  errorText = 'The packages could not be loaded.',
  onRetry,
}: PackagesSectionProps) {
  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.stateBox}>
        <Spinner label="Loading packages" showLabel />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.stateBox}>
        <p role="alert" className={styles.errorText}>
          {errorText}
        </p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <Carousel
        label="Investment packages"
        slides={packages.map((item) => (
          <PackageCard key={item.id} item={item} />
        ))}
        slidesPerView={{ base: 1, 641: 2, 1025: 3 }}
        loop
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby="home-packages-title">
      <div className={styles.sectionHeader}>
        <h2 id="home-packages-title" className={styles.heading}>
          Investment Packages
        </h2>
      </div>
      {body}
    </section>
  );
}
