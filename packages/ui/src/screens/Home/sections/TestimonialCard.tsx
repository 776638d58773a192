import { useLingui } from '@lingui/react/macro';
import type { Testimonial } from '../../../content';
import { Icon } from '../../../widgets/Icon';
import * as styles from '../Home.css';

/** A quote with its star rating and a shipped initials avatar (D7: no external image hosts). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { author, rating, initials } = testimonial;
  const { i18n, t } = useLingui();
  const quote = i18n._(testimonial.quote);
  return (
    <figure className={styles.testimonialCard}>
      <span role="img" aria-label={t`Rated ${rating} out of 5`} className={styles.stars}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Icon key={star} name={star <= rating ? 'star' : 'starOutline'} />
        ))}
      </span>
      <blockquote className={styles.quote}>
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span>
          <cite className={styles.author}>{author}</cite>
          <br />
          <span className={styles.muted}>{i18n._(testimonial.position)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
