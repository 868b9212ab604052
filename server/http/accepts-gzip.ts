/**
 * Whether an Accept-Encoding header lets the answer be gzip (RFC 9110 12.5.3): `gzip` (or the old `x-gzip`) with a
 * q-value above 0, or else `*` with one; `gzip;q=0` refuses it, as does a header that names neither.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  // Browsers send one of a few spellings, the same on every request: the last answer is kept.
  if (header === last.header) return last.gzip;
  const gzip = parse(header);
  last = { header, gzip };
  return gzip;
}

let last = { header: '', gzip: false };

function parse(header: string): boolean {
  let wildcard: number | undefined;
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const q = qValue(params);
    if (coding === '*') wildcard = q;
    else return q > 0;
  }
  return wildcard !== undefined && wildcard > 0;
}

/** The q parameter among `params` (1 when absent; 0 when malformed, to refuse rather than guess). */
function qValue(params: string[]): number {
  for (const param of params) {
    const [key = '', value = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const text = value.trim();
    return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text) ? Number(text) : 0;
  }
  return 1;
}
