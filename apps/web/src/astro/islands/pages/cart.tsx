import Page from '../../../routes/public/cart.tsx';
import { pageIsland } from '../page.tsx';

/** The page as one island (../page.tsx). */
export default pageIsland(Page);
