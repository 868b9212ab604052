/**
 * Traces a page (CDP `Tracing`) while `during()` runs, for the benches that count what its main thread does.
 * Answers what `during` answered, the trace's `navigationStart` of the main frame (its pid and tid are the page's
 * main thread; `ts` in microseconds), every event, and the main thread's top-level tasks (`RunTask`).
 */
export async function traceMainThread(cdp, during) {
  const events = [];
  cdp.on('Tracing.dataCollected', (batch) => events.push(...batch.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,blink.user_timing,loading,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  const result = await during();
  await cdp.send('Tracing.end');
  await complete;
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
  if (!start) throw new Error('no navigationStart in the trace');
  const tasks = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.name === 'RunTask');
  return { result, start, events, tasks };
}
