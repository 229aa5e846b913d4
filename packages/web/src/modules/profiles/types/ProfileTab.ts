import type { ComponentType } from 'react';

/** What each tab of a profile is given: the system, the vendor or company code, and the profile's answer. */
export interface ProfileTabProps<P> {
  systemId: number;
  id: string;
  profile: P;
}

/**
 * One tab of a profile modal. The tabs are data (vendorProfileTabs.ts, companyCodeProfileTabs.ts):
 * a tab is added by adding an entry.
 */
export interface ProfileTab<P> {
  key: string;
  title: string;
  Component: ComponentType<ProfileTabProps<P>>;
}
