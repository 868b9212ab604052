import { describe, expect, it } from 'vitest';
import { languageOfManifestFile, webAppManifestPath } from './web-app-manifest.path';

describe('the web app manifest’s path', () => {
  it.each(['en', 'ru', 'hi'])('%s goes there and back', (language) => {
    const path = webAppManifestPath(language);
    expect(path).toBe(`/manifests/${language}.webmanifest`);
    expect(languageOfManifestFile(path.slice('/manifests/'.length))).toBe(language);
  });

  it.each(['ru.json', 'rus.webmanifest', '.webmanifest', 'ru.webmanifest.bak', '../ru.webmanifest'])('%s is no manifest', (file) => {
    expect(languageOfManifestFile(file)).toBeNull();
  });
});
