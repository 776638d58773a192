import { Trans, useLingui } from '@lingui/react/macro';
import { figures, testimonials } from '../../../content';
import { Carousel } from '../../../widgets/Carousel';
import * as styles from '../Home.css';
import { HomeSection } from './HomeSection';
import { TestimonialCard } from './TestimonialCard';

/**
 * Spec 1 §2 testimonials: 5000 ms autoplay, looping, dots, 3 at a time, 2 up to 1024 px, 1 up to
 * 640 px; paused on hover, focus, reduced motion and by its pause button (WCAG 2.2.2).
 */
export function TestimonialsSection() {
  const { t } = useLingui();
  const { rating, reviewCount } = figures;
  return (
    <HomeSection
      name="testimonials"
      title={t`What Our Clients Say`}
      intro={
        <p className={styles.ratingBadge}>
          <span className={styles.ratingValue}>
            <Trans>{rating} Average Rating</Trans>
          </span>
          <span className={styles.muted}>
            <Trans>based on {reviewCount} client reviews</Trans>
          </span>
        </p>
      }
    >
      <Carousel
        label={t`Client testimonials`}
        slides={testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.author} testimonial={testimonial} />
        ))}
        slidesPerView={{ base: 1, 641: 2, 1025: 3 }}
        loop
        autoplayMs={5000}
        arrows={false}
      />
    </HomeSection>
  );
}
