import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { ProfileTab } from '../types/ProfileTab';

interface ProfileTabsProps<P> {
  tabs: readonly ProfileTab<P>[];
  systemId: number;
  id: string;
  profile: P;
}

/** The tabs of a profile (Master Data first); a tab's content loads when it is first shown. */
export function ProfileTabs<P>({ tabs, systemId, id, profile }: ProfileTabsProps<P>) {
  return (
    <Tabs defaultActiveKey={tabs[0]?.key} mountOnEnter className="mb-3" data-testid="profile-tabs">
      {tabs.map(({ key, title, Component }) => (
        <Tab
          key={key}
          eventKey={key}
          title={title}
          tabAttrs={{ 'data-testid': `profile-tab-${key}` } as object}
        >
          <Component systemId={systemId} id={id} profile={profile} />
        </Tab>
      ))}
    </Tabs>
  );
}
