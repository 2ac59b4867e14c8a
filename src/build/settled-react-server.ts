// react-dom/server as Astro's React renderer gets it in the page build: a stream handed over only once every
// Suspense boundary has settled (React's `allReady`, its documented wait for static generation), so an island's
// HTML holds its lazy parts inline however many pages render at once and whichever page loaded them first.
import ReactDOMServer from 'react-dom/server';

const renderToReadableStream: typeof ReactDOMServer.renderToReadableStream = async (children, options) => {
  const stream = await ReactDOMServer.renderToReadableStream(children, options);
  await stream.allReady;
  return stream;
};

export default { ...ReactDOMServer, renderToReadableStream };
