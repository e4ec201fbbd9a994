/** Query keys of the dashboard, general to specific. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  history: () => ['dashboard', 'history'] as const,
  expiring: (days: number, size: number) => ['dashboard', 'expiring', { days, size }] as const,
  expired: (size: number) => ['dashboard', 'expired', { size }] as const,
  activity: (days: number) => ['dashboard', 'activity', { days }] as const,
};
