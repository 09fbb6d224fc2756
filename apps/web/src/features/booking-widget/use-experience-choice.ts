import type { Experience, Slot } from '@tenuta/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pickLocalized } from '../../components/localized.ts';
import { useLocale } from '../../components/use-locale.ts';
import { EXPERIENCE_PARAM, experiencesOf, initialExperienceId, slotExperienceId, slotsOfExperience } from './experience-choice.ts';
import type { WidgetExperience } from './widget-rules.ts';

/**
 * Which experience of the catalogue the guest books on a widget whose page offers several
 * (the wine page's tastings): the guest chooses the experience, then a date and a time of it.
 */
export function useExperienceChoice(experience: WidgetExperience, catalogue: readonly Experience[] | undefined) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const offered = useMemo(() => experiencesOf(catalogue ?? [], experience), [catalogue, experience]);
  const [picked, setPicked] = useState<number | null>(null);
  const linked = params.get(EXPERIENCE_PARAM);
  // A link to one experience (a tasting card's "book") chooses it, also after another was picked.
  useEffect(() => {
    if (linked) setPicked(null);
  }, [linked]);
  const chosenId = offered.some((e) => e.id === picked) ? picked : initialExperienceId(offered, linked);
  const chosen = offered.find((e) => e.id === chosenId) ?? null;

  const filter = useCallback((slots: readonly Slot[]) => slotsOfExperience(slots, offered, experience, chosenId), [offered, experience, chosenId]);
  /** The catalogue's name of what a slot sells here, in the page's language (null while loading). */
  const nameOf = useCallback(
    (slot: Slot) => {
      const id = slotExperienceId(slot, offered, experience);
      const e = offered.find((x) => x.id === id);
      return e ? pickLocalized(e.title, locale) : null;
    },
    [offered, experience, locale],
  );

  return { offered, chosen, chosenId, choose: setPicked, filter, nameOf };
}

export type ExperienceChoice = ReturnType<typeof useExperienceChoice>;
