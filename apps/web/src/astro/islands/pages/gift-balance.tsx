import Page from '../../../routes/public/gift-balance.tsx';
import { pageIsland } from '../page.tsx';

/** The page as one island (../page.tsx). */
export default pageIsland(Page);
