import { sql } from 'drizzle-orm';
import type { OctoAvailability, OctoAvailabilityCalendarRequest, OctoAvailabilityRequest, OctoCalendarDay, OctoUnitPricing } from '@tenuta/contracts';
import { MAX_RANGE_DAYS } from '../availability/list-available-slots.ts';
import { isOpenForSale, salesCloseAt } from '../cutoff/index.ts';
import type { BookingDeps } from '../deps.ts';
import { acceptsCategory, freeSeats, isVirgin, querySlotsWithOccupancy, type SlotWithOccupancy } from '../holds/index.ts';
import { addDays, daysBetween, romeDate, type Executor } from '@tenuta/core';
import { findProductOption, partyLimits, productSlotsSql, type OctoExperience } from './octo-catalog.ts';
import { invalidUnit, octoFailure } from './octo-errors.ts';
import { partnerRates, slotUnitPrices, unitPricing, type PartnerRates } from './octo-pricing.ts';
import { romeLocalDateTime, utcInstant } from './octo-time.ts';
import type { OctoCaller, OctoView } from './octo-view.ts';

type AvailabilityDeps = Pick<BookingDeps, 'db' | 'clock'>;

/**
 * START_TIME availability: one availability per slot that sells the product, its id the slot's.
 * Status from the same occupancy query as the site (free seats = capacity − live bookings −
 * unexpired holds): CLOSED once online sales stopped (the cut-off), for a slot staff closed, or
 * for a CHOICE slot already taken by the other category; SOLD_OUT when the smallest party no
 * longer fits (a private VIP hunt leaves no seats); LIMITED under half the capacity; else AVAILABLE.
 */
export const availabilityIdOf = (slot: Pick<SlotWithOccupancy, 'id'>): string => String(slot.id);

/** The slot id of an availability id; null for anything else. */
export function slotIdOf(availabilityId: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(availabilityId)) return null;
  const n = Number(availabilityId);
  return Number.isSafeInteger(n) ? n : null;
}

/** How long the product lasts on the slot: a CHOICE slot lasts as the experience it becomes. */
export const durationOn = (slot: Pick<SlotWithOccupancy, 'category' | 'durationMinutes'>, e: OctoExperience): number =>
  slot.category === 'CHOICE' ? e.durationMinutes : slot.durationMinutes;

/** Whether the product's VIP unit can go on this slot now (a private hunt needs a slot nobody holds). */
export function vipAllowed(slot: SlotWithOccupancy, e: OctoExperience): boolean {
  if (e.category === 'TRUFFLE') return slot.truffleVipUpgradePriceCents !== null && isVirgin(slot);
  return slot.wineVipUpgradePriceCents !== null && !slot.isVipBlocked;
}

/** The people and VIP a request asks for (the `units` of an availability call). */
export interface WantedUnits {
  people: number;
  vip: boolean;
}

export function slotAvailability(slot: SlotWithOccupancy, e: OctoExperience, now: Date, view: OctoView, rates: PartnerRates, want?: WantedUnits): OctoAvailability {
  const open = slot.isActive && slot.startsAt.getTime() > now.getTime() && isOpenForSale(slot, now) && acceptsCategory(slot, e.category);
  const free = open ? freeSeats(slot) : 0;
  const limits = partyLimits(e);
  const status = !open ? 'CLOSED' : free < limits.minAdults ? 'SOLD_OUT' : free * 2 < slot.capacityTotal ? 'LIMITED' : 'AVAILABLE';
  const fits = !want || (want.people <= free && (!want.vip || vipAllowed(slot, e)));
  const end = new Date(slot.startsAt.getTime() + durationOn(slot, e) * 60_000);
  return {
    id: availabilityIdOf(slot),
    localDateTimeStart: romeLocalDateTime(slot.startsAt),
    localDateTimeEnd: romeLocalDateTime(end),
    utcCutoffAt: utcInstant(salesCloseAt(slot.startsAt, slot.cutoffMinutes)),
    allDay: false,
    available: (status === 'AVAILABLE' || status === 'LIMITED') && fits,
    status,
    vacancies: free,
    capacity: slot.capacityTotal,
    maxUnits: limits.maxPeople === null ? free : Math.min(free, limits.maxPeople),
    openingHours: [],
    ...(view.pricing ? { unitPricing: unitPricing(e, slotUnitPrices(slot, e), rates, vipAllowed(slot, e)) } : {}),
  };
}

/** The product's slots with their occupancy: in a Rome date range, or with these ids; never the past. */
export function findProductSlots(db: Executor, e: OctoExperience, now: Date, which: { fromDate: string; toDate: string } | { slotIds: number[] }): Promise<SlotWithOccupancy[]> {
  const when =
    'slotIds' in which
      ? sql`slots.id = ANY(${`{${which.slotIds.join(',')}}`}::bigint[])`
      : sql`slots.starts_at >= (${which.fromDate}::date)::timestamp AT TIME ZONE 'Europe/Rome' AND slots.starts_at < (${which.toDate}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'`;
  return querySlotsWithOccupancy(db, { where: sql`${when} AND slots.starts_at > ${now.toISOString()}::timestamptz AND ${productSlotsSql(e, 'slots')}`, now });
}

/** The units of an availability call as people and VIP; an unknown unit is INVALID_UNIT_ID. */
export function wantedUnits(units: { id: string; quantity: number }[] | undefined, withVip: boolean): WantedUnits | undefined {
  if (!units || units.length === 0) return undefined;
  let people = 0;
  let vip = false;
  for (const u of units) {
    if (u.id === 'ADULT' || u.id === 'CHILD') people += u.quantity;
    else if (u.id === 'VIP' && withVip) vip = vip || u.quantity > 0;
    else throw invalidUnit(u.id);
  }
  return { people, vip };
}

/** A date range of a call: today at the earliest, at most the widget's longest range; BAD_REQUEST otherwise. */
export function dateRange(from: string, to: string, now: Date): { fromDate: string; toDate: string } {
  const bad = (en: string, it: string) => octoFailure('BAD_REQUEST', { it, en });
  if (daysBetween(from, to) < 0) throw bad('localDateEnd is before localDateStart', 'localDateEnd è prima di localDateStart');
  const today = romeDate(now);
  const fromDate = from < today ? today : from;
  if (daysBetween(fromDate, to) > MAX_RANGE_DAYS) throw bad(`At most ${MAX_RANGE_DAYS} days at a time`, `Al massimo ${MAX_RANGE_DAYS} giorni per volta`);
  return { fromDate, toDate: to };
}

/** POST /octo/availability: the product's availabilities in a date range, or these availability ids. */
export async function checkOctoAvailability(deps: AvailabilityDeps, caller: OctoCaller, view: OctoView, body: OctoAvailabilityRequest): Promise<OctoAvailability[]> {
  const e = await findProductOption(deps.db, body.productId, body.optionId);
  const now = deps.clock.now();
  const want = wantedUnits(body.units, true);
  const rates = await partnerRates(deps.db, caller.partnerId, now);
  let slots: SlotWithOccupancy[];
  if (body.availabilityIds) {
    const ids = body.availabilityIds.map(slotIdOf).filter((id): id is number => id !== null);
    slots = ids.length > 0 ? await findProductSlots(deps.db, e, now, { slotIds: ids }) : [];
  } else {
    const range = dateRange(body.localDateStart!, body.localDateEnd!, now);
    slots = range.toDate < range.fromDate ? [] : await findProductSlots(deps.db, e, now, range);
  }
  return slots.map((s) => slotAvailability(s, e, now, view, rates, want));
}

const STATUS_RANK = { AVAILABLE: 3, LIMITED: 2, SOLD_OUT: 1, CLOSED: 0 } as const;

/** The lowest price of each unit over the day's open availabilities. */
function lowestPrices(list: OctoAvailability[]): OctoUnitPricing[] | undefined {
  const byUnit = new Map<string, OctoUnitPricing>();
  for (const a of list) for (const p of a.unitPricing ?? []) if (!byUnit.has(p.unitId) || p.retail < byUnit.get(p.unitId)!.retail) byUnit.set(p.unitId, p);
  return byUnit.size > 0 ? [...byUnit.values()] : undefined;
}

/**
 * POST /octo/availability/calendar: one entry per Rome day of the range: the best status of the
 * day's availabilities (CLOSED without any), their highest vacancies and capacity, and with
 * pricing each unit's lowest price of the day.
 */
export async function octoAvailabilityCalendar(deps: AvailabilityDeps, caller: OctoCaller, view: OctoView, body: OctoAvailabilityCalendarRequest): Promise<OctoCalendarDay[]> {
  const e = await findProductOption(deps.db, body.productId, body.optionId);
  const now = deps.clock.now();
  const want = wantedUnits(body.units, true);
  const range = dateRange(body.localDateStart, body.localDateEnd, now);
  const rates = await partnerRates(deps.db, caller.partnerId, now);
  const slots = range.toDate < range.fromDate ? [] : await findProductSlots(deps.db, e, now, range);
  const byDay = new Map<string, OctoAvailability[]>();
  for (const s of slots) byDay.set(s.romeDate, [...(byDay.get(s.romeDate) ?? []), slotAvailability(s, e, now, view, rates, want)]);
  const days: OctoCalendarDay[] = [];
  for (let d = range.fromDate; d <= range.toDate; d = addDays(d, 1)) {
    const list = byDay.get(d) ?? [];
    const best = list.reduce<OctoAvailability['status']>((acc, a) => (STATUS_RANK[a.status] > STATUS_RANK[acc] ? a.status : acc), 'CLOSED');
    const open = list.filter((a) => a.status !== 'CLOSED');
    const prices = view.pricing ? lowestPrices(open.length > 0 ? open : list) : undefined;
    days.push({
      localDate: d,
      available: list.some((a) => a.available),
      status: best,
      vacancies: open.length > 0 ? Math.max(...open.map((a) => a.vacancies ?? 0)) : 0,
      capacity: list.length > 0 ? Math.max(...list.map((a) => a.capacity ?? 0)) : null,
      openingHours: [],
      ...(view.pricing ? { unitPricingFrom: prices ?? [] } : {}),
    });
  }
  return days;
}
