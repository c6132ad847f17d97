/** Build string of this bundle (see vite.config.ts); `dev` where no build defined it (unit tests). */
export const BUILD: string = typeof __BUILD__ === 'string' ? __BUILD__ : 'dev';
