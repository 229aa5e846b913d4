/**
 * Where a signed-out user contacts the provider (the login errors of spec 01 §8 link to it; the Contact
 * Us page needs a session). Set VITE_SUPPORT_EMAIL at build time to the deployment's CONTACT_EMAIL.
 */
export const supportEmail: string =
  (import.meta.env['VITE_SUPPORT_EMAIL'] as string | undefined) || 'support@spendlens.test';
