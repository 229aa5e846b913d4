import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { readSessionId } from '../../../api/sessionCookie';
import { useLocalUser } from '../hooks/useLocalUser';

/**
 * The gate of the application shell: without a stored user (or its session cookie) the user goes
 * to /login; a user who is not enabled is sent to the login screen too (spec 01 §6).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useLocalUser();
  if (!user || !user.is_enabled || readSessionId() === null) return <Navigate to="/login" replace />;
  return children;
}
