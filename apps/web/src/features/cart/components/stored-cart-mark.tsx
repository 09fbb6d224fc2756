import { CART_STORAGE_KEY } from '../stored-cart.ts';

/** Set on `<html>` while the page is parsed, when this browser holds a stored cart with lines. */
export const STORED_CART_ATTRIBUTE = 'data-stored-cart';

/** What the mark runs: a read of the `cart` key, nothing else (an unreadable key marks nothing). */
export const storedCartScript = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'null');if(c&&c.items&&c.items.length)document.documentElement.setAttribute('${STORED_CART_ATTRIBUTE}','')}catch(e){}`;

/**
 * A prerendered /cart or /checkout knows nothing of the guest's cart until its JavaScript has run
 * and read it. This inline script, placed before the hold notice, tells the page's styles at once
 * whether this browser holds a cart with lines, so the hold notice is painted with the page
 * instead of after hydration (docs/decisions/0028). It runs once, while the page is parsed.
 */
export function StoredCartMark() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of this module, allowed by the page's CSP hash
  return <script dangerouslySetInnerHTML={{ __html: storedCartScript }} />;
}
