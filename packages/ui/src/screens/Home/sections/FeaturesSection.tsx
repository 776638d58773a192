import { features } from '../../../content/operator';
import * as styles from '../Home.css';

/** Spec 1 §2: four selling points; `#features` is the hero's Learn More target. */
export function FeaturesSection() {
  return (
    <section id="features" className={styles.section} aria-labelledby="home-features-title">
      <div className={styles.sectionHeader}>
        <h2 id="home-features-title" className={styles.heading}>
          Why investors choose us
        </h2>
      </div>
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.tile}>
            <h3 className={styles.tileTitle}>{feature.title}</h3>
            <p className={styles.muted}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
