/** Every public route of seed section 2 that renders a page of its own: the web app's prerendered list. */
export { publicPaths as publicRoutes } from '../../apps/web/src/app/paths.ts';
