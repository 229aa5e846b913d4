import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { LocalUser } from '../../../storage/localStore';
import { SessionTimeoutWarning } from '../../session/components/SessionTimeoutWarning';
import { useSidebarPinned } from '../hooks/useSidebarPinned';
import { AppErrorBoundary } from './AppErrorBoundary';
import { Footer } from './Footer';
import { LoadingMessage } from './LoadingMessage';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** Top bar, sidebar, content inside the error boundary, footer. */
export function ShellFrame({ user, canView }: { user: LocalUser; canView: boolean }) {
  const location = useLocation();
  const [pinned, setPinned] = useSidebarPinned();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const queryClient = useQueryClient();
  // The answers only the failed content read (no mounted component uses them) are fetched afresh.
  const dropUnusedAnswers = useCallback(() => queryClient.removeQueries({ type: 'inactive' }), [queryClient]);
  const showPinned = canView && pinned;
  return (
    <div className="app-shell">
      <TopBar
        user={user}
        canView={canView}
        onMenuClick={() => (pinned ? setPinned(false) : setSidebarOpen((o) => !o))}
      />
      <SessionTimeoutWarning ttlSeconds={user.ttl} />
      <div className="app-body">
        {canView && (
          <Sidebar
            open={sidebarOpen}
            pinned={showPinned}
            onClose={() => setSidebarOpen(false)}
            onPinnedChange={setPinned}
          />
        )}
        <main className="app-main" id="main">
          <AppErrorBoundary key={location.pathname} resetKey={location.search} onReset={dropUnusedAnswers}>
            {/* a page's own chunk loads under the shell, which stays */}
            <Suspense fallback={<LoadingMessage />}>
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
        </main>
      </div>
      <Footer />
    </div>
  );
}
