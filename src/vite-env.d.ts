/// <reference types="vite/client" />
/** The id of the running build, baked in by vite.config.ts. */
declare const __BUILD_ID__: string;
/** The locale loaders, one per language's group of texts (build/locale-groups.ts). */
declare module 'virtual:locale-groups' {
  const languages: Readonly<Record<string, readonly [string, Readonly<Record<string, () => Promise<Record<string, Record<string, unknown>>>>>]>>;
  export default languages;
}
