// The entry script: tiny, so that it costs nothing before the page paints. It fetches the app, which hydrates the
// page the server rendered (the route's chunks are already coming: the server wrote modulepreload links for them).
import('./main').catch((error: unknown) => console.error('The app failed to load', error));
