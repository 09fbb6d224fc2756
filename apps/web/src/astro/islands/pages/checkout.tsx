import Page from '../../../routes/public/checkout.tsx';
import { pageIsland } from '../page.tsx';

/** The page as one island (../page.tsx). */
export default pageIsland(Page);
