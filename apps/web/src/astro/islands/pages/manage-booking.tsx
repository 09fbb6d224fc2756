import Page from '../../../routes/public/manage-booking.tsx';
import { pageIsland } from '../page.tsx';

/** The page as one island (../page.tsx). */
export default pageIsland(Page);
