export { DashboardScreen } from './DashboardScreen';
export { DashboardView, type DashboardViewProps } from './DashboardView';
export { dashboardFigures, type DashboardFigures } from './dashboardFigures';
export { greetingName } from './greetingName';
export { activityDescription, activityTypeLabel, recentActivityCount } from './RecentActivity';
