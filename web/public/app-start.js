// Starts the app on a page the server rendered (docs/decisions/017): its scripts are asked for
// once the page's HTML has painted, so that on a slow connection they do not compete with the
// HTML and its stylesheets for the first paint. The page names them in <meta name="app-scripts">:
// the entry first, then the modules it will need, preloaded in parallel.
const [entry, ...modules] = document.querySelector('meta[name="app-scripts"]').content.split(' ');
const start = () => {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
};
// A page opened in a background tab paints nothing until it is shown: start at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
