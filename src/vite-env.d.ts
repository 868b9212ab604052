/// <reference types="vite/client" />
/** The locale loaders, one per language's group of texts (build/locale-groups.ts). */
declare module 'virtual:locale-groups' {
  const languages: Readonly<Record<string, readonly [string, Readonly<Record<string, () => Promise<Record<string, Record<string, unknown>>>>>]>>;
  export default languages;
}
