/** Where the installed app's manifest in `language` is served (one per language: its names and start page differ). */
export function webAppManifestPath(language: string): string {
  return `/manifests/${language}.webmanifest`;
}

/** The language of a manifest path, or null when the path is not one (the server checks it is a site language). */
export function languageOfManifestFile(file: string): string | null {
  return /^([a-z]{2})\.webmanifest$/.exec(file)?.[1] ?? null;
}
