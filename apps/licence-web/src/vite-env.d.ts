/// <reference types="vite/client" />

/** Build string set by vite.config.ts (`define`). */
declare const __BUILD__: string;
