/** The session token cookie (spec 01 §3: "The session_id is kept as a cookie"). */
const cookieName = 'session_id';

export function readSessionId(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' || value === 'undefined' || value === 'null' ? null : value;
    }
  }
  return null;
}

export function writeSessionId(sessionId: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName}=${encodeURIComponent(sessionId)}; path=/; SameSite=Strict${secure}`;
}

export function clearSessionId(): void {
  document.cookie = `${cookieName}=; path=/; SameSite=Strict; Max-Age=0`;
}
