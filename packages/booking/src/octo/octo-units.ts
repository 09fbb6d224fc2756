import { randomUUID } from 'node:crypto';
import type { OctoUnitItemInput } from '@tenuta/contracts';
import type { OctoUnitItemRecord } from '@tenuta/db';
import { isUuid } from '@tenuta/core';
import { invalidUnit, octoFailure, unprocessable } from './octo-errors.ts';

/** The party a list of unit items books: adults, children and the VIP supplement (at most one). */
export interface OctoParty {
  adults: number;
  children: number;
  vip: boolean;
  items: OctoUnitItemRecord[];
}

/**
 * Reads OCTO unit items as the engine's party. An unknown unit (or VIP where the product has none)
 * is INVALID_UNIT_ID; none at all is UNPROCESSABLE_ENTITY; a second VIP is UNPROCESSABLE_ENTITY.
 * Unit items keep the uuid the reseller gave them (or the one they had), else get a new one.
 */
export function partyOf(input: readonly OctoUnitItemInput[] | undefined, withVip: boolean, previous: readonly OctoUnitItemRecord[] = []): OctoParty {
  if (!input || input.length === 0) throw unprocessable('Indicate almeno una unità (unitItems)', 'Give at least one unit item (unitItems)');
  let adults = 0;
  let children = 0;
  let vips = 0;
  const used = new Set<string>();
  const reusable = previous.filter((p) => !input.some((i) => i.uuid?.toLowerCase() === p.uuid));
  const items = input.map((i): OctoUnitItemRecord => {
    if (i.unitId === 'ADULT') adults += 1;
    else if (i.unitId === 'CHILD') children += 1;
    else if (i.unitId === 'VIP' && withVip) vips += 1;
    else throw invalidUnit(i.unitId);
    if (i.uuid !== undefined && !isUuid(i.uuid)) throw octoFailure('BAD_REQUEST', { it: "L'uuid di un'unità non è valido", en: 'A unit item uuid is not a valid UUID' });
    // Without its own uuid, a unit item keeps the uuid of an earlier item of the same unit (a confirmation or change that re-sends the list).
    const kept = i.uuid?.toLowerCase() ?? reusable.find((p) => p.unitId === i.unitId && !used.has(p.uuid))?.uuid ?? randomUUID();
    if (used.has(kept)) throw octoFailure('BAD_REQUEST', { it: 'Due unità hanno lo stesso uuid', en: 'Two unit items have the same uuid' });
    used.add(kept);
    return { uuid: kept, unitId: i.unitId, resellerReference: i.resellerReference ?? null };
  });
  if (vips > 1) throw unprocessable('Al massimo un supplemento VIP per prenotazione', 'At most one VIP unit per booking');
  return { adults, children, vip: vips === 1, items };
}

/** Whether two parties book the same seats and upgrade. */
export const sameParty = (a: Pick<OctoParty, 'adults' | 'children' | 'vip'>, b: Pick<OctoParty, 'adults' | 'children' | 'vip'>): boolean =>
  a.adults === b.adults && a.children === b.children && a.vip === b.vip;
