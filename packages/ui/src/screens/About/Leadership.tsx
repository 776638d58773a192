import { useLingui } from '@lingui/react/macro';
import { Carousel } from '../../widgets/Carousel';
import { TeamMemberCard, type TeamMember } from './TeamMemberCard';

/** Spec 1 §9: leadership autoplay 5000 ms; 1 slide, 2 from 640 px, 3 from 1024 px. */
export const leadershipAutoplayMs = 5_000;
export const leadershipSlidesPerView = { base: 1, 640: 2, 1024: 3 } as const;

/** The leadership carousel: auto-advancing, with arrows and a pause button (WCAG 2.2.2). */
export function Leadership({
  team,
  autoplayMs = leadershipAutoplayMs,
}: {
  team: readonly TeamMember[];
  autoplayMs?: number;
}) {
  const { t } = useLingui();
  return (
    <Carousel
      label={t`Leadership team`}
      slides={team.map((member) => (
        <TeamMemberCard key={member.name} member={member} />
      ))}
      slidesPerView={leadershipSlidesPerView}
      autoplayMs={autoplayMs}
      arrows
      dots
      loop
    />
  );
}
