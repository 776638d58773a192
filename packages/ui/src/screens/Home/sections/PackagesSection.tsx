import { useLingui } from '@lingui/react/macro';
import type { InvestmentPackage, LoadStatus } from '@tp/api';
import { LoadError } from '../../shared/LoadError';
import { Carousel } from '../../../widgets/Carousel';
import { Spinner } from '../../../widgets/Spinner';
import * as styles from '../Home.css';
import { HomeSection } from './HomeSection';
import { PackageCard } from './PackageCard';

export interface PackagesSectionProps {
  status: LoadStatus<readonly InvestmentPackage[]>;
  onRetry?: () => void;
}

/** Spec 1 §2 packages carousel, read from `GET /api/packages/` (D2): wraps both ways, dots jump. */
export function PackagesSection({ status, onRetry }: PackagesSectionProps) {
  const { t } = useLingui();
  let body;
  if (status.kind === 'loading') {
    body = (
      <div className={styles.stateBox}>
        <Spinner label={t`Loading packages`} showLabel />
      </div>
    );
  } else if (status.kind === 'error') {
    body = (
      <LoadError
        className={styles.stateBox}
        message={status.message}
        retrying={status.retrying}
        onRetry={onRetry}
      />
    );
  } else {
    body = (
      <Carousel
        label={t`Investment packages`}
        slides={status.data.map((item) => (
          <PackageCard key={item.id} item={item} />
        ))}
        slidesPerView={{ base: 1, 641: 2, 1025: 3 }}
        loop
      />
    );
  }

  return (
    <HomeSection name="packages" title={t`Investment Packages`}>
      {body}
    </HomeSection>
  );
}
