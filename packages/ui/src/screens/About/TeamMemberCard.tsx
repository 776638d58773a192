import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { TeamAvatar } from './TeamAvatar';
import * as styles from './About.css';

export interface TeamMember {
  name: string;
  position: MessageDescriptor;
  bio: MessageDescriptor;
  initials: string;
}

export function TeamMemberCard({ member }: { member: TeamMember }) {
  const { i18n } = useLingui();
  return (
    <article className={styles.member}>
      <TeamAvatar name={member.name} initials={member.initials} />
      <h3 className={styles.cardTitle}>{member.name}</h3>
      <p className={styles.muted}>{i18n._(member.position)}</p>
      <p>{i18n._(member.bio)}</p>
    </article>
  );
}
