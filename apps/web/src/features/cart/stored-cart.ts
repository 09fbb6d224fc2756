import type { CartItem, CartResponse } from '@tenuta/contracts';

/** localStorage keys (docs/product.md, Browser storage). */
export const CART_STORAGE_KEY = 'cart';
export const CART_ID_STORAGE_KEY = 'cart_id';
/** The window event the header's badge listens to. */
export const CART_CHANGED_EVENT = 'cart:changed';

export type CartItemType = 'truffleHunting' | 'wineTasting';

/** A cart item as the browser keeps it (docs/product.md, Browser storage: each item of `cart`). */
export interface LocalCartItem {
  id: string;
  backendItemId: string;
  type: CartItemType;
  /** With ' - VIP' appended when VIP. */
  name: string;
  date: string;
  time: string;
  language: string;
  adults: number;
  children: number;
  participants: number;
  quantity: number;
  /** Per adult. */
  price: number;
  originalPrice: number;
  totalOriginalPrice: number;
  totalFinalPrice: number;
  isVip: boolean;
  vipSupplement: number;
  requiresPayment: boolean;
  experienceId: number | null;
  slotId: number;
  discountCode: string | null;
  discountAmount: number;
  hasDiscount: boolean;
  chosenCategory: 'TRUFFLE' | 'WINE';
}

/** The `cart` key: `{ items, backendCartId, lastUpdated }`. */
export interface StoredCart {
  items: LocalCartItem[];
  backendCartId: string | null;
  /** ISO 8601 instant of the last write. */
  lastUpdated: string | null;
}

export const emptyStoredCart: StoredCart = { items: [], backendCartId: null, lastUpdated: null };

/** Maps a server cart line to the local item; the name is in the given language. */
export function toLocalItem(item: CartItem, locale: 'it' | 'en', couponCode: string | null): LocalCartItem {
  const baseName = locale === 'en' ? item.name.en || item.name.it : item.name.it || item.name.en;
  return {
    id: item.item_id,
    backendItemId: item.item_id,
    type: item.category === 'TRUFFLE' ? 'truffleHunting' : 'wineTasting',
    name: item.vip_upgrade ? `${baseName} - VIP` : baseName,
    date: item.date,
    time: item.start_time,
    language: item.language,
    adults: item.adults_count,
    children: item.children_count,
    participants: item.participants,
    quantity: 1,
    price: item.unit_price,
    originalPrice: item.unit_price,
    totalOriginalPrice: item.subtotal,
    totalFinalPrice: item.total,
    isVip: item.vip_upgrade,
    vipSupplement: item.vip_supplement,
    requiresPayment: item.requires_payment,
    experienceId: item.experience_id,
    slotId: item.slot_id,
    discountCode: item.discount_amount > 0 ? couponCode : null,
    discountAmount: item.discount_amount,
    hasDiscount: item.discount_amount > 0,
    chosenCategory: item.category,
  };
}

export function toStoredCart(cart: CartResponse, locale: 'it' | 'en', now: Date): StoredCart {
  return {
    items: cart.items.map((i) => toLocalItem(i, locale, cart.coupon_code)),
    backendCartId: cart.cart_id,
    lastUpdated: now.toISOString(),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const STRING_FIELDS = ['id', 'name', 'date', 'time', 'language', 'type'] as const;
const NUMBER_FIELDS = ['participants', 'adults', 'children', 'slotId', 'price', 'totalFinalPrice'] as const;

/** Keeps only items with the fields the cart renders; anything else is dropped (the server has the truth). */
function isLocalItem(v: unknown): v is LocalCartItem {
  if (!isRecord(v)) return false;
  return (
    STRING_FIELDS.every((k) => typeof v[k] === 'string') &&
    NUMBER_FIELDS.every((k) => typeof v[k] === 'number' && Number.isFinite(v[k])) &&
    (v.type === 'truffleHunting' || v.type === 'wineTasting')
  );
}

const cleanId = (v: unknown): string | null => (typeof v === 'string' && v.trim() && v.length <= 100 ? v.trim() : null);

/**
 * Reads the stored cart leniently: a broken or foreign value is an empty cart,
 * and the separate `cart_id` key is the fallback for the id.
 */
export function parseStoredCart(raw: string | null, rawCartId: string | null): StoredCart {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  const obj = isRecord(parsed) ? parsed : {};
  const items = Array.isArray(obj.items) ? obj.items.filter(isLocalItem) : [];
  return {
    items,
    backendCartId: cleanId(obj.backendCartId) ?? cleanId(rawCartId),
    lastUpdated: typeof obj.lastUpdated === 'string' ? obj.lastUpdated : null,
  };
}

export function serializeStoredCart(cart: StoredCart): string {
  return JSON.stringify({ items: cart.items, backendCartId: cart.backendCartId, lastUpdated: cart.lastUpdated });
}

/** Item count for badges: the sum of participants (or quantity). */
export const countParticipants = (items: readonly Pick<LocalCartItem, 'participants' | 'quantity'>[]) => items.reduce((n, i) => n + (i.participants || i.quantity || 0), 0);

export function readStoredCart(storage: Storage | undefined = safeLocalStorage()): StoredCart {
  if (!storage) return emptyStoredCart;
  try {
    return parseStoredCart(storage.getItem(CART_STORAGE_KEY), storage.getItem(CART_ID_STORAGE_KEY));
  } catch {
    return emptyStoredCart;
  }
}

/** Writes `cart` and `cart_id`, then tells the header (`cart:changed`). */
export function writeStoredCart(cart: StoredCart, storage: Storage | undefined = safeLocalStorage()): void {
  if (storage) {
    try {
      storage.setItem(CART_STORAGE_KEY, serializeStoredCart(cart));
      if (cart.backendCartId) storage.setItem(CART_ID_STORAGE_KEY, cart.backendCartId);
      else storage.removeItem(CART_ID_STORAGE_KEY);
    } catch {
      /* storage full or blocked: the cart still lives on the server */
    }
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
