// What the server answers while its PostgreSQL is stopped or frozen, and how soon it serves again afterwards.

/** One call with a deadline: status, envelope key and time; 'no answer' when the deadline passed. */
async function timed(request, waitMs) {
  const started = performance.now();
  try {
    const res = await request(AbortSignal.timeout(waitMs));
    const text = await res.text();
    let key = '';
    try {
      const body = JSON.parse(text);
      key = body.code === 0 ? 'ok' : String(body.msg ?? body.code);
    } catch {
      /* not JSON */
    }
    return { answer: `${res.status} ${key}`.trim(), ms: Math.round(performance.now() - started) };
  } catch {
    return { answer: `no answer in ${Math.round(waitMs / 1000)} s`, ms: Math.round(performance.now() - started) };
  }
}

/** A member's read, an anonymous read and a write, in parallel. */
export function probe(url, token, filmId, waitMs) {
  const auth = { authorization: `Bearer ${token}` };
  return Promise.all([
    timed((signal) => fetch(`${url}/api/users/get_user`, { headers: auth, signal }), waitMs).then((r) => ({ call: 'GET /api/users/get_user', ...r })),
    timed((signal) => fetch(`${url}/api/films/comments?film_id=${filmId}&page=${2 + Math.floor(Math.random() * 500)}`, { signal }), waitMs).then((r) => ({
      call: 'GET /api/films/comments',
      ...r,
    })),
    timed(
      (signal) =>
        fetch(`${url}/api/films/publish-comment`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ film_id: filmId, content: 'chaos: is the database there?' }),
          signal,
        }),
      waitMs,
    ).then((r) => ({ call: 'POST /api/films/publish-comment', ...r })),
  ]);
}

/** Milliseconds until the member's read answers code 0 again (polled every 100 ms), or undefined after `limitMs`. */
export async function recovery(url, token, limitMs) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const r = await timed((signal) => fetch(`${url}/api/users/get_user`, { headers: { authorization: `Bearer ${token}` }, signal }), 5_000);
    if (r.answer === '200 ok') return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}
