import type { CoinPrice, InvestmentPackage, LoadStatus } from '@tp/api';
import { lazy, type ReactNode } from 'react';
import { AfterHydration } from '../../hydration/AfterHydration';
import { InTurn, useTurns, type Turns } from '../../hydration/Turns';
import * as styles from './Home.css';
import { CallToActionSection } from './sections/CallToActionSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { HeroSection } from './sections/HeroSection';
import { LivePricesSection } from './sections/LivePricesSection';
import { MarketAnalysisSection } from './sections/MarketAnalysisSection';
import { SocialProofSection } from './sections/SocialProofSection';

// Below the fold: the accordion and the two carousels (about 20 KB gzip) load right after the
// first paint instead of before it (issue 3's 140 KB budget), and render one after another as soon as they
// arrive (issue 43: together, their first render was one long task on a phone).
const loadFaq = () => import('./sections/HomeFaqSection');
const loadPackages = () => import('./sections/PackagesSection');
const loadTestimonials = () => import('./sections/TestimonialsSection');
// The first in line fetches all three codes, in parallel; only their renders take turns.
const HomeFaqSection = lazy(() => {
  void loadPackages();
  void loadTestimonials();
  return loadFaq().then((module) => ({ default: module.HomeFaqSection }));
});
const PackagesSection = lazy(() =>
  loadPackages().then((module) => ({ default: module.PackagesSection })),
);
const TestimonialsSection = lazy(() =>
  loadTestimonials().then((module) => ({ default: module.TestimonialsSection })),
);

function BelowTheFold({
  turns,
  place,
  children,
}: {
  turns: Turns;
  place: number;
  children: ReactNode;
}) {
  const placeholder = <div className={styles.sectionPlaceholder} />;
  return (
    <AfterHydration fallback={placeholder}>
      <InTurn turns={turns} place={place} fallback={placeholder}>
        {children}
      </InTurn>
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
  const turns = useTurns();
  return (
    <div className={styles.page}>
      <HeroSection />
      <FeaturesSection />
      <SocialProofSection />
      <MarketAnalysisSection charts={charts} />
      <LivePricesSection prices={prices} loading={pricesLoading} />
      <BelowTheFold turns={turns} place={0}>
        <HomeFaqSection />
      </BelowTheFold>
      <BelowTheFold turns={turns} place={1}>
        <PackagesSection status={packages} onRetry={onRetryPackages} />
      </BelowTheFold>
      <BelowTheFold turns={turns} place={2}>
        <TestimonialsSection />
      </BelowTheFold>
      <CallToActionSection />
    </div>
  );
}
