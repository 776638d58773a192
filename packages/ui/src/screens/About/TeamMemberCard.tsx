import { TeamAvatar } from './TeamAvatar';
import * as styles from './About.css';

export interface TeamMember {
  name: string;
  position: string;
  bio: string;
  initials: string;
}

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className={styles.member}>
      <TeamAvatar name={member.name} initials={member.initials} />
      <h3 className={styles.cardTitle}>{member.name}</h3>
      <p className={styles.muted}>{member.position}</p>
      <p>{member.bio}</p>
    </article>
  );
}
