// A member for the write load: signs up through the API with the code read from the dev outbox.

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${res.url} answered ${res.status}: ${text.slice(0, 200)}`);
  }
}

/** Registers `email` and answers its bearer token. */
export async function signUp(url, email, password = 'chaos-password-1') {
  const post = (path, body) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await json(await post('/api/users/send_verification_code', { email, purpose: 'register' }));
  if (sent.code !== 0) throw new Error(`send_verification_code: ${JSON.stringify(sent)}`);
  let code;
  for (let i = 0; i < 50 && !code; i++) {
    const mails = await json(await fetch(`${url}/dev/outbox`));
    const mail = Array.isArray(mails) ? mails.find((m) => m.to === email) : undefined;
    code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no code for ${email} at /dev/outbox`);
  const registered = await json(await post('/api/users/register', { email, password, code }));
  if (registered.code !== 0) throw new Error(`register: ${JSON.stringify(registered)}`);
  return registered.data.uuid;
}
