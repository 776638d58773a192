import type { CoinPrice, InvestmentPackage, LoadStatus } from '@tp/api';
import { lazy, type ReactNode } from 'react';
import { AfterHydration } from '../../hydration/AfterHydration';
import * as styles from './Home.css';
import { CallToActionSection } from './sections/CallToActionSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { HeroSection } from './sections/HeroSection';
import { LivePricesSection } from './sections/LivePricesSection';
import { MarketAnalysisSection } from './sections/MarketAnalysisSection';
import { SocialProofSection } from './sections/SocialProofSection';

// Below the fold: the accordion and the two carousels (about 20 KB gzip) load right after the
// first paint instead of before it (issue 3's 140 KB budget), and render as soon as they arrive.
const HomeFaqSection = lazy(() =>
  import('./sections/HomeFaqSection').then((module) => ({ default: module.HomeFaqSection })),
);
const PackagesSection = lazy(() =>
  import('./sections/PackagesSection').then((module) => ({ default: module.PackagesSection })),
);
const TestimonialsSection = lazy(() =>
  import('./sections/TestimonialsSection').then((module) => ({
    default: module.TestimonialsSection,
  })),
);

function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <AfterHydration fallback={<div className={styles.sectionPlaceholder} />}>
      {children}
    </AfterHydration>
  );
}

export interface HomeViewProps {
  /** BTC/USD and ETH/USD charts. */
  charts: ReactNode;
  prices: Partial<Record<string, CoinPrice>>;
  pricesLoading?: boolean;
  packages: LoadStatus<readonly InvestmentPackage[]>;
  onRetryPackages?: () => void;
}

/** Spec 1 §2 home page: the sections in the spec's order. */
export function HomeView({
  charts,
  prices,
  pricesLoading,
  packages,
  onRetryPackages,
}: HomeViewProps) {
  return (
    <div className={styles.page}>
      <HeroSection />
      <FeaturesSection />
      <SocialProofSection />
      <MarketAnalysisSection charts={charts} />
      <LivePricesSection prices={prices} loading={pricesLoading} />
      <BelowTheFold>
        <HomeFaqSection />
      </BelowTheFold>
      <BelowTheFold>
        <PackagesSection status={packages} onRetry={onRetryPackages} />
      </BelowTheFold>
      <BelowTheFold>
        <TestimonialsSection />
      </BelowTheFold>
      <CallToActionSection />
    </div>
  );
}
