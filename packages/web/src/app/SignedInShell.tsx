import { RequireUser } from '../modules/auth/components/RequireUser';
import { AppShell } from '../modules/shell/components/AppShell';

/** The shell of the signed-in pages, loaded with its own chunk after sign-in. */
export function SignedInShell() {
  return (
    <RequireUser>
      <AppShell />
    </RequireUser>
  );
}
