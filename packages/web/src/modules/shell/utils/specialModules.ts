/** Module names that need no configured module (spec 01 §2); each has its own route in appRouter. */
export const specialModules: readonly string[] = [
  'mfa',
  'downloads',
  'contact',
  'extraction_status',
  'login_log',
  'kpis',
];

/** The only pages a user without the view role may reach (spec 01 §6). */
export const modulesWithoutViewRole: readonly string[] = ['contact', 'downloads', 'mfa'];
