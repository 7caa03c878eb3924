/** What the profile shows of the person's sessions and passkeys (formatted in the loader). */
export type SignInSecurityData = {
  sessions: { id: string; device: string; place: string | null; signedIn: string; lastSeen: string | null; current: boolean }[];
  passkeys: { id: string; name: string; synced: boolean; added: string; lastUsed: string | null }[];
};
