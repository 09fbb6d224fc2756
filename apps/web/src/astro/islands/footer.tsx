import { translations } from './ready.ts';

await translations();

export { SiteFooter } from '../../app/shell/site-footer.tsx';
