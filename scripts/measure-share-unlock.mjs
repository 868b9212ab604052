#!/usr/bin/env node
// Measures what a script (no browser) needs to unlock a drama through shares: first with the API alone (the
// attack the share pass stops), then also fetching the shared page's HTML the way a browser loads it.
// Usage: node scripts/measure-share-unlock.mjs http://127.0.0.1:3000 [filmId] [episodeNum]
const [origin = 'http://127.0.0.1:3000', filmId = '2', episode = '11'] = process.argv.slice(2);
let requests = 0;

async function call(method, path, { json, headers = {} } = {}) {
  requests += 1;
  const res = await fetch(`${origin}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  return { res, body: text.startsWith('{') ? JSON.parse(text) : null };
}

const visitor = async () => (await call('POST', '/api/users/create', { json: { x_u_key: `script-${Math.random()}-${Date.now()}` } })).body.data.uuid;

async function attempt(loadPage) {
  requests = 0;
  const started = performance.now();
  const sharer = await visitor();
  await call('POST', `/api/films/share/${filmId}`, { json: {}, headers: { fingerprint: sharer } });
  const episodes = (await fetch(`${origin}/api/films/episodes?film_id=${filmId}`).then((r) => r.json())).data;
  for (let i = 0; i < 3; i++) {
    const headers = {};
    if (loadPage) {
      const page = await call('GET', `/playlet/${filmId}/videos/${episodes[0].id}.html?src_fingerprint=${sharer}`);
      const pass = /share_pass=([^;]+)/.exec(page.res.headers.get('set-cookie') ?? '')?.[1];
      if (pass) headers.cookie = `share_pass=${pass}`;
    }
    const friend = await visitor();
    const visit = await call('POST', '/api/films/share-visit', {
      json: { film_id: Number(filmId) },
      headers: { ...headers, fingerprint: friend, srcfingerprint: sharer },
    });
    console.log(`  friend ${i + 1}: ${visit.body.data.reason}`);
  }
  const permission = await call('GET', `/api/films/play-permission/${filmId}?episode_num=${episode}`, { headers: { fingerprint: sharer } });
  return { unlocked: permission.body.data.allowed, requests, ms: Math.round(performance.now() - started) };
}

console.log('API only (create visitor, share, share-visit):');
console.log(' ', await attempt(false));
console.log('API plus a GET of the shared page per friend:');
console.log(' ', await attempt(true));
