import { useLingui } from '@lingui/react/macro';
import { features } from '../../../content';
import * as styles from '../Home.css';
import { HomeSection } from './HomeSection';

// Its own list, not the public pages' CardList: two more chunks before the home page's first paint
// would break its 140 KB budget.
/** Spec 1 §2: four selling points; `#features` is the hero's Learn More target. */
export function FeaturesSection() {
  const { i18n, t } = useLingui();
  return (
    <HomeSection name="features" title={t`Why investors choose us`} anchor="features">
      <ul className={styles.grid}>
        {features.map((feature, index) => (
          <li key={index} className={styles.tile}>
            <h3 className={styles.tileTitle}>{i18n._(feature.title)}</h3>
            <p className={styles.muted}>{i18n._(feature.text)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
