export { AboutScreen } from './AboutScreen';
export { AboutView, type AboutViewProps, type AboutContent } from './AboutView';
export { CoreValues, type CoreValue } from './CoreValues';
export { GetInTouch } from './GetInTouch';
export { Leadership, leadershipAutoplayMs, leadershipSlidesPerView } from './Leadership';
export { TeamAvatar } from './TeamAvatar';
export { TeamMemberCard, type TeamMember } from './TeamMemberCard';
export { Timeline, type Milestone } from './Timeline';
