/// <reference types="vite/client" />
/** The id of the running build, baked in by vite.config.ts. */
declare const __BUILD_ID__: string;
