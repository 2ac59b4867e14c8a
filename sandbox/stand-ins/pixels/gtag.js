// Stand-in of Google's gtag.js: records every gtag(...) command (an Arguments object on the dataLayer),
// the ones queued before it loaded and every later one; plain objects are GTM's (see gtm.js).
/* global record, isArguments -- from record.js, served before this file */
const dataLayer = (window.dataLayer = window.dataLayer || []);
for (const item of dataLayer) if (isArguments(item)) record('gtag', item);
const push = dataLayer.push;
dataLayer.push = function (...items) {
  for (const item of items) if (isArguments(item)) record('gtag', item);
  return push.apply(this, items);
};
