-- Article and guide bodies are stored as text with a little markup (`## ` headings, blank lines between
-- paragraphs: server/modules/content/body-html.renderer.ts), which the server escapes and renders. Catalogs seeded
-- before this migration stored rendered HTML instead, so their pages showed the tags as text: turn such bodies
-- back into the stored form. Only the seed's two tags (h2, p) and its five escapes ever occur in them.
UPDATE "blog_article_translations" SET "body" = replace(replace(replace(replace(replace(
  btrim(regexp_replace(regexp_replace(regexp_replace("body", '<h2>(.*?)</h2>', E'## \\1\n\n', 'g'), '<p>(.*?)</p>', E'\\1\n\n', 'g'), E'\n{3,}', E'\n\n', 'g'), E'\n '),
  '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
WHERE "body" LIKE '<h2>%' OR "body" LIKE '<p>%';--> statement-breakpoint
UPDATE "guide_translations" SET "body" = replace(replace(replace(replace(replace(
  btrim(regexp_replace(regexp_replace(regexp_replace("body", '<h2>(.*?)</h2>', E'## \\1\n\n', 'g'), '<p>(.*?)</p>', E'\\1\n\n', 'g'), E'\n{3,}', E'\n\n', 'g'), E'\n '),
  '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
WHERE "body" LIKE '<h2>%' OR "body" LIKE '<p>%';
