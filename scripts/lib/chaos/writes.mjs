// Write load against a server until it is signalled, then what the database kept of what was acknowledged.

const WORKERS_PER_KIND = 4;

/** POST/GET that resolves to true only for an acknowledged write (200 and, for the API, envelope code 0). */
async function acknowledged(request) {
  try {
    const res = await request();
    if (res.status !== 200) return false;
    if ((res.headers.get('content-type') ?? '').includes('json')) return (await res.json()).code === 0;
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs comment, rating and tracking writers (4 each) for `seconds`, then sends `signal` to `pid` and keeps writing
 * until the server is gone. Ratings: each writer owns its films and rates them in turn, so a film's stored score
 * must be its last acknowledged one or one sent after it without an answer.
 */
export async function writeUntilSignalled({ url, token, filmIds, runId, seconds, signal, pid, exited }) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = (path, body) => () => fetch(`${url}${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  const state = { stop: false, gone: false, comments: [], tracking: [], ratings: new Map() };
  let seq = 0;
  const comments = async () => {
    while (!state.stop) {
      const content = `chaos ${runId} comment ${seq++}`;
      if (await acknowledged(post('/api/films/publish-comment', { film_id: filmIds[seq % filmIds.length], content }))) state.comments.push(content);
      else if (state.gone) return;
    }
  };
  const tracking = async () => {
    while (!state.stop) {
      const n = seq++;
      const page = `chaos.example/${runId}/${n}`;
      // A visitor who allowed statistics (events without that consent are dropped by the server), each from an
      // address of its own (the server trusts this proxy): the pixel stores at most 1,200 events per address an hour.
      const headers = { cookie: `consent=v1.a1.m0.${Date.now() - 1000}`, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
      const ok = await acknowledged(() => fetch(`${url}/_icon.png?ev=pv&ul=${encodeURIComponent(page)}`, { headers, signal: AbortSignal.timeout(10_000) }));
      if (ok) state.tracking.push(page);
      else if (state.gone) return;
    }
  };
  const ratings = async (worker) => {
    const mine = filmIds.filter((_, i) => i % WORKERS_PER_KIND === worker);
    for (let round = 0; !state.stop; round++) {
      for (const film of mine) {
        if (state.stop) return;
        const score = (round % 5) + 1;
        const history = state.ratings.get(film) ?? [];
        state.ratings.set(film, history);
        const entry = { score, acked: false };
        history.push(entry);
        entry.acked = await acknowledged(post('/api/films/publish-rating', { film_id: film, score }));
        if (!entry.acked && state.gone) return;
      }
    }
  };
  const writers = [];
  for (let w = 0; w < WORKERS_PER_KIND; w++) writers.push(comments(), tracking(), ratings(w));

  await new Promise((r) => setTimeout(r, seconds * 1000));
  const signalledAt = performance.now();
  process.kill(pid, signal);
  const outcome = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
  const stopMs = performance.now() - signalledAt;
  state.gone = true;
  // Writers in flight finish or fail now; none may start a new round against a server that is gone.
  await new Promise((r) => setTimeout(r, 300));
  state.stop = true;
  await Promise.all(writers);
  return { state, stopMs, stopped: outcome !== 'still running' };
}

/**
 * Counts, per kind, the acknowledged writes the database no longer has (ratings: films whose stored score is neither
 * the last acknowledged one nor one sent after it).
 */
export async function lostWrites(db, state, email) {
  const has = async (sql, values) => new Set((await db.query(sql, [values])).map((r) => r.v));
  const comments = await has('select content as v from comments where content = any($1)', state.comments);
  const tracking = await has('select url as v from tracking_events where url = any($1)', state.tracking);
  let ratingsAcked = 0;
  let ratingsLost = 0;
  const films = [...state.ratings.keys()];
  const rows = await db.query('select r.film_id, r.score from ratings r join users u on u.id = r.user_id where u.email = $1 and r.film_id = any($2)', [
    email,
    films,
  ]);
  const stored = new Map(rows.map((r) => [r.film_id, r.score]));
  for (const [film, history] of state.ratings) {
    const lastAck = history.findLastIndex((e) => e.acked);
    ratingsAcked += history.filter((e) => e.acked).length;
    if (lastAck < 0) continue;
    const allowed = new Set(history.slice(lastAck).map((e) => e.score));
    if (!allowed.has(stored.get(film))) ratingsLost += 1;
  }
  return {
    comments: { acknowledged: state.comments.length, lost: state.comments.length - comments.size },
    ratings: { acknowledged: ratingsAcked, lost: ratingsLost },
    tracking: { acknowledged: state.tracking.length, lost: state.tracking.length - tracking.size },
  };
}
