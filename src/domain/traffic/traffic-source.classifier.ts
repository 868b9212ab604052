import { readSignals } from './traffic-signals';
import { TRAFFIC_RULES } from './traffic-source.rules';
import type { TrafficInput, TrafficSource } from './traffic-source';

/**
 * Classifies a landing visit: the first source of the spec's order whose signals (click ids, utm
 * parameters, referrer host, in-app or crawler user agent) match; `direct` for no or same-host referrer,
 * else `other`. Search-engine rules key on referrer and parameters only, so a crawler UA with no such
 * signal (Googlebot, bingbot) lands on `spider`.
 */
export function classifyTrafficSource(input: TrafficInput): TrafficSource {
  const signals = readSignals(input);
  for (const [source, matches] of TRAFFIC_RULES) if (matches(signals)) return source;
  if (signals.noReferrer || (signals.referrerHost !== '' && signals.referrerHost === signals.ownHost)) return 'direct';
  return 'other';
}
