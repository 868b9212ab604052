import { useT } from '../../shared/use-t.hook';
import { CatalogList } from './catalog-list.view';
import { DramaEditor } from './drama-editor.view';
import './catalog.css';

/** The catalog section: `/admin/catalog` lists dramas, `/admin/catalog/new` creates one, `/admin/catalog/12` edits one. */
// Props spelled here rather than imported: console-sections.ts loads this file, and an import back would be a cycle.
export default function CatalogScreen({ rest }: { readonly rest: readonly string[] }) {
  const t = useT();
  const [segment, ...more] = rest;
  if (segment === undefined) return <CatalogList />;
  if (more.length === 0 && segment === 'new') return <DramaEditor id={null} />;
  if (more.length === 0 && /^[1-9]\d{0,9}$/.test(segment)) return <DramaEditor id={Number(segment)} />;
  return <p>{t('admin:admin.unknownSectionText')}</p>;
}
