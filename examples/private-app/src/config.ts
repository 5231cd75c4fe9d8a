/** Where the store is and which token to use: STOREROOM_URL and STOREROOM_TOKEN. */
export interface Config {
  /** The store's address, e.g. https://shop.example (the API is under /api/v1). */
  url: string;
  /** The private app's token (`srp_...`), shown once when the token is created in the admin. */
  token: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const url = env.STOREROOM_URL?.trim();
  const token = env.STOREROOM_TOKEN?.trim();
  const missing = [!url && 'STOREROOM_URL', !token && 'STOREROOM_TOKEN'].filter(Boolean);
  if (missing.length > 0 || !url || !token) {
    throw new Error(`Set ${missing.join(' and ')}: see README.md ("Create the private app and its token").`);
  }
  return { url: url.replace(/\/+$/, ''), token };
}
