// The entry script: tiny, so that it costs nothing before the page paints. When the server painted the landing
// screen's top (server/web/first-paint), the app is fetched after that first frame, so on a slow connection the
// page's largest image gets the bandwidth before the scripts; otherwise it is fetched at once.
const paintedByServer = document.getElementById('root')?.hasAttribute('data-first-paint') === true;

function loadApp(): void {
  import('./main').catch((error: unknown) => console.error('The app failed to load', error));
}

if (paintedByServer) requestAnimationFrame(() => setTimeout(loadApp, 0));
else loadApp();
