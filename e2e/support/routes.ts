/** Every public route (docs/product.md, Public routes) that renders a page of its own: the web app's prerendered list. */
export { publicPaths as publicRoutes } from '../../apps/web/src/app/paths.ts';
/** Developer pages (/test-booking): the e2e server runs with NODE_ENV=production, where they are 404. */
export { developmentPaths as developmentRoutes } from '../../apps/web/src/app/paths.ts';
