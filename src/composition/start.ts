// The entry script: tiny, so that it costs nothing before the page paints. It fetches the app, which hydrates the
// page the server rendered (the route's chunks are already coming: the server wrote modulepreload links for them).
// React's module code runs first, in a task of its own, then the other libraries', then the app's (libraries.ts says
// why). The yield is written here rather than imported (yield-to-main.ts): anything this file imports statically runs
// before it.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
import('./react-dom')
  .then(nextTask)
  .then(() => import('./libraries'))
  .then(nextTask)
  .then(() => import('./main'))
  .catch((error: unknown) => console.error('The app failed to load', error));
