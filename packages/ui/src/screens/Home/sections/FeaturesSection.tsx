import { features } from '../../../content/operator';
import { CardList } from '../../shared/CardList';
import * as styles from '../Home.css';
import { HomeSection } from './HomeSection';

/** Spec 1 §2: four selling points; `#features` is the hero's Learn More target. */
export function FeaturesSection() {
  return (
    <HomeSection name="features" title="Why investors choose us" anchor="features">
      <CardList items={features} styles={styles.featureCards} />
    </HomeSection>
  );
}
