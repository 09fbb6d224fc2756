import { and, asc, eq } from 'drizzle-orm';
import { experiences } from '@tenuta/db';
import type { Experience } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { toExperienceDto } from './experience-mapper.ts';

export async function listExperiences({ db }: Pick<BookingDeps, 'db'>): Promise<Experience[]> {
  const rows = await db
    .select()
    .from(experiences)
    .where(and(eq(experiences.isActive, true), eq(experiences.partnersOnly, false)))
    .orderBy(asc(experiences.sortOrder), asc(experiences.id));
  return rows.map(toExperienceDto);
}
